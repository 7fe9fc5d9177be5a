/// A bonus or penalty point the host gave a team on the scoreboard card (`+`/`-`), kept with the game.
public struct PointAdjustment: Codable, Equatable, Sendable {
    /// The team.
    public var team: String
    /// Points given (negative: taken away).
    public var points: Int

    /// An adjustment.
    public init(team: String, points: Int) {
        self.team = team
        self.points = points
    }
}
