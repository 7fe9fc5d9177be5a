/// What is wrong with the teams and players a host named (`TeamLineup.check`); shown in the user's
/// language by `Strings.lineupProblem`.
package enum LineupProblem: Error, Equatable, Sendable {
    /// A team's name is empty.
    case emptyTeamName
    /// A player's name is empty (`红队=小王,,小李`).
    case emptyPlayerName
    /// A name holds control or bidi characters.
    case controlCharacters(String)
    /// A name is longer than `TeamLineup.nameLimit` characters.
    case nameTooLong(String)
    /// Two teams have the same name.
    case repeatedTeam(String)
    /// A player is named twice (in one team or two).
    case repeatedPlayer(String)
    /// More than `TeamLineup.playersPerTeamLimit` players in one team.
    case tooManyPlayersInTeam(team: String, count: Int)
    /// More than `TeamLineup.playerLimit` players in all.
    case tooManyPlayers(Int)
    /// More than `TeamLineup.teamLimit` teams.
    case tooManyTeams(Int)
    /// `--players` deals more than `TeamLineup.playersPerTeamLimit` players into some of `teams` teams.
    case teamsTooFewForPlayers(players: Int, teams: Int)
}
