/// A bonus or penalty point the host gave a team on the scoreboard card (`+`/`-`), kept with the game.
package struct PointAdjustment: Codable, Equatable, Sendable {
    /// The team.
    package var team: String
    /// Points given (negative: taken away).
    package var points: Int

    /// An adjustment.
    package init(team: String, points: Int) {
        self.team = team
        self.points = points
    }
}
