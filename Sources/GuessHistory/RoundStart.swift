import Foundation
import GuessWords

/// A round's start as the store keeps it, one value from the runner through the recorder and its queue to the
/// store: the turn, the team, when it began and for how long, the seed and bank it drew from, who described
/// it, whether a pipe played it, and the draw's filter (themes, for children).
public struct RoundStart: Sendable {
    /// The turn in the game (1 for the first).
    public var turn: Int
    /// The team whose turn it is; nil in a single round.
    public var team: String?
    /// When the round began.
    public var startedAt: Date
    /// Its length in seconds.
    public var seconds: Int
    /// The draw's seed, if one was given.
    public var seed: UInt64?
    /// The bank's label.
    public var bank: String
    /// Who describes it, if known.
    public var describer: String?
    /// Played through a pipe (scripts and tests): left out of stats unless asked.
    public var scripted: Bool
    /// The themes drawn from (none: every theme) and whether entries not for children were left out.
    public var filter: DrawFilter

    /// A round's start.
    public init(
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
