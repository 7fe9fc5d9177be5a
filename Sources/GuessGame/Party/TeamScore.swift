import Foundation

/// A team's standing.
package struct TeamScore: Equatable, Sendable, Encodable {
    /// The team.
    package var team: String
    /// Its score: right answers, less wrong ones when the penalty is on.
    package var score: Int

    /// A standing.
    package init(team: String, score: Int) {
        self.team = team
        self.score = score
    }
}
