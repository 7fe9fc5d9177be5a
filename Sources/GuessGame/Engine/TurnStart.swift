import Foundation

/// A turn whose clock has just started, as the history store and the exports need it.
package struct TurnStart: Equatable, Sendable {
    /// The turn's number in the game, from 1 (single rounds: always 1).
    package var turn: Int
    /// The team playing (nil in single rounds).
    package var team: String?
    /// The wall-clock time the clock started.
    package var startedAt: Date
    /// The round's length in seconds.
    package var seconds: Int
    /// Whether this turn starts a new game in the records (every single round; a party game's first turn
    /// is announced by `GameEvent.gameStarted` instead).
    package var startsGame: Bool
    /// Who describes the turn, when the team named its players.
    package var describer: String? = nil
}
