import Foundation

/// A team's standing.
public struct TeamScore: Equatable, Sendable, Encodable {
    /// The team.
    public var team: String
    /// Its score: right answers, less wrong ones when the penalty is on.
    public var score: Int

    /// A standing.
    public init(team: String, score: Int) {
        self.team = team
        self.score = score
    }
}
