import Foundation

/// A stored round as `guess history` lists it.
public struct RoundListing: Equatable, Sendable {
    /// The round's id in the store.
    public var id: Int64
    /// The game it belongs to.
    public var gameID: Int64
    /// Its turn in the game (1-based).
    public var turn: Int
    /// When the clock started.
    public var startedAt: Date
    /// The bank played.
    public var bank: String
    /// The team, in a party game.
    public var team: String?
    /// The configured length.
    public var seconds: Int
    /// Words right.
    public var correct: Int
    /// Words wrong.
    public var wrong: Int
    /// Why it ended; nil while it is still being played.
    public var endedBy: RoundEndReason?
    /// Words passed (0 in stores from before passes were kept).
    public var passed = 0

    /// A listing row.
    public init(
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
