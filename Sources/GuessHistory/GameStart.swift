import Foundation
import GuessGame

/// A game's start as the store keeps it, one value from the runner through the recorder and its queue to the
/// store: when it began, its teams (nil: a single round), the penalty, the turns each team is due, its setup
/// (a party game's `GameSetup` as JSON, to resume it) and its rules.
package struct GameStart: Sendable {
    /// When the game began.
    package var startedAt: Date
    /// The teams of a party game; nil for a single round.
    package var teams: [String]?
    /// Whether wrong answers cost a point.
    package var penalty: Bool
    /// The regular turns each team is due (party games only).
    package var turnsPerTeam: Int?
    /// A party game's `GameSetup` as JSON, kept so that it can be resumed.
    package var setup: String?
    /// The host's rules.
    package var rules: GameRules?

    /// A game's start; `turnsPerTeam` is kept for a party game only.
    package init(
        startedAt: Date, teams: [String]?, penalty: Bool, turnsPerTeam: Int? = nil, setup: String? = nil,
        rules: GameRules? = nil
    ) {
        self.startedAt = startedAt
        self.teams = teams
        self.penalty = penalty
        self.turnsPerTeam = teams == nil ? nil : turnsPerTeam
        self.setup = setup
        self.rules = rules
    }
}
