/// One player's figures as describer (`guess stats`, "By describer"): the turns they described for a team.
package struct DescriberTally: Equatable, Sendable {
    /// The player.
    package var player: String
    /// The team they described for.
    package var team: String
    /// What their turns add up to, and their answers per minute.
    package var tally: TurnTally

    /// The figures of `player` describing for `team`.
    package init(player: String, team: String, tally: TurnTally) {
        self.player = player
        self.team = team
        self.tally = tally
    }
}
