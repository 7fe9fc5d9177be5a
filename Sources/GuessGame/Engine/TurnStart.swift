import Foundation

/// A turn whose clock has just started, as the history store and the exports need it.
public struct TurnStart: Equatable, Sendable {
    /// The turn's number in the game, from 1 (single rounds: always 1).
    public var turn: Int
    /// The team playing (nil in single rounds).
    public var team: String?
    /// The wall-clock time the clock started.
    public var startedAt: Date
    /// The round's length in seconds.
    public var seconds: Int
    /// Whether this turn starts a new game in the records (every single round; a party game's first turn
    /// is announced by `GameEvent.gameStarted` instead).
    public var startsGame: Bool
    /// Who describes the turn, when the team named its players.
    public var describer: String? = nil
}
