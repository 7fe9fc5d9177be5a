import GuessGame
import GuessText

// MARK: - Players: what is wrong with the teams and players named, on the command line or in config.toml (issue 18)

extension Strings {
    /// What is wrong with the teams and players named (names made safe here).
    package func lineupProblem(_ problem: LineupProblem) -> String {
        let safe = { (name: String) in OutsideText.forTerminal(name, limit: TeamLineup.nameLimit) }
        switch problem {
        case .emptyTeamName: return pick("every team needs a name", "每个队伍都需要队名")
        case .emptyPlayerName: return pick("a player's name is empty", "有队员的名字是空的")
        case .controlCharacters(let name):
            return pick(
                "the name '\(safe(name))' holds control or bidi characters", "名字“\(safe(name))”含有控制字符或双向文字控制符")
        case .nameTooLong(let name):
            return pick(
                "the name '\(safe(name))' is longer than \(TeamLineup.nameLimit) characters",
                "名字“\(safe(name))”超过 \(TeamLineup.nameLimit) 个字符")
        case .repeatedTeam(let name):
            return pick("the team '\(safe(name))' is named twice", "队名“\(safe(name))”出现了两次")
        case .repeatedPlayer(let name):
            return pick("the player '\(safe(name))' is named twice", "队员“\(safe(name))”出现了两次")
        case .tooManyPlayersInTeam(let team, let count):
            return pick(
                "the team '\(safe(team))' names \(count) players; at most \(TeamLineup.playersPerTeamLimit)",
                "队伍“\(safe(team))”有 \(count) 名队员，最多 \(TeamLineup.playersPerTeamLimit) 名")
        case .tooManyPlayers(let count):
            return pick(
                "\(count) players named; at most \(TeamLineup.playerLimit)",
                "共 \(count) 名队员，最多 \(TeamLineup.playerLimit) 名")
        case .tooManyTeams(let count):
            return pick(
                "\(count) teams; at most \(TeamLineup.teamLimit)", "共 \(count) 支队伍，最多 \(TeamLineup.teamLimit) 支")
        case .teamsTooFewForPlayers(let players, let teams):
            let least = (players + TeamLineup.playersPerTeamLimit - 1) / TeamLineup.playersPerTeamLimit
            return pick(
                "\(players) players in \(teams) team\(teams == 1 ? "" : "s") makes teams of more than \(TeamLineup.playersPerTeamLimit) players (at most \(TeamLineup.playersPerTeamLimit) a team): use --teams \(least) or more",
                "\(players) 名队员分成 \(teams) 队，每队会超过 \(TeamLineup.playersPerTeamLimit) 名（每队最多 \(TeamLineup.playersPerTeamLimit) 名）：请用 --teams \(least) 或更多"
            )
        }
    }
}
