/// One player's figures as describer (`guess stats`, "By describer"): the turns they described for a team.
public struct DescriberTally: Equatable, Sendable {
    /// The player.
    public var player: String
    /// The team they described for.
    public var team: String
    /// What their turns add up to, and their answers per minute.
    public var tally: TurnTally

    /// The figures of `player` describing for `team`.
    public init(player: String, team: String, tally: TurnTally) {
        self.player = player
        self.team = team
        self.tally = tally
    }
}
