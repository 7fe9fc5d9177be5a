import Foundation
import GuessWords

/// A round's start as the store keeps it, one value from the runner through the recorder and its queue to the
/// store: the turn, the team, when it began and for how long, the seed and bank it drew from, who described
/// it, whether a pipe played it, and the draw's filter (themes, for children).
package struct RoundStart: Sendable {
    /// The turn in the game (1 for the first).
    package var turn: Int
    /// The team whose turn it is; nil in a single round.
    package var team: String?
    /// When the round began.
    package var startedAt: Date
    /// Its length in seconds.
    package var seconds: Int
    /// The draw's seed, if one was given.
    package var seed: UInt64?
    /// The bank's label.
    package var bank: String
    /// Who describes it, if known.
    package var describer: String?
    /// Played through a pipe (scripts and tests): left out of stats unless asked.
    package var scripted: Bool
    /// The themes drawn from (none: every theme) and whether entries not for children were left out.
    package var filter: DrawFilter

    /// A round's start.
    package init(
        turn: Int, team: String?, startedAt: Date, seconds: Int, seed: UInt64?, bank: String,
        describer: String? = nil, scripted: Bool = false, filter: DrawFilter = DrawFilter()
    ) {
        self.turn = turn
        self.team = team
        self.startedAt = startedAt
        self.seconds = seconds
        self.seed = seed
        self.bank = bank
        self.describer = describer
        self.scripted = scripted
        self.filter = filter
    }
}
