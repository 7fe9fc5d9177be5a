import Foundation

/// A stored round as `guess history` lists it.
package struct RoundListing: Equatable, Sendable {
    /// The round's id in the store.
    package var id: Int64
    /// The game it belongs to.
    package var gameID: Int64
    /// Its turn in the game (1-based).
    package var turn: Int
    /// When the clock started.
    package var startedAt: Date
    /// The bank played.
    package var bank: String
    /// The team, in a party game.
    package var team: String?
    /// The configured length.
    package var seconds: Int
    /// Words right.
    package var correct: Int
    /// Words wrong.
    package var wrong: Int
    /// Why it ended; nil while it is still being played.
    package var endedBy: RoundEndReason?
    /// Words passed (0 in stores from before passes were kept).
    package var passed = 0

    /// A listing row.
    package init(
        id: Int64, gameID: Int64, turn: Int, startedAt: Date, bank: String, team: String?, seconds: Int,
        correct: Int, wrong: Int, endedBy: RoundEndReason?, passed: Int = 0
    ) {
        self.id = id
        self.gameID = gameID
        self.turn = turn
        self.startedAt = startedAt
        self.bank = bank
        self.team = team
        self.seconds = seconds
        self.correct = correct
        self.wrong = wrong
        self.endedBy = endedBy
        self.passed = passed
    }
}
