import GuessGame

/// What the game is doing, as the pages see it (`PhoneState.phase`, sent as its name).
package enum RoomPhase: String, CaseIterable, Sendable, Codable {
    /// A turn waits for the host to start it (or the game has not started).
    case waiting
    /// The count before the clock starts.
    case leadIn
    /// The clock runs and a word is on the card.
    case playing
    /// The clock stands; the word is hidden.
    case paused
    /// The host reads the key help at the terminal (the clock stands).
    case help
    /// The game asks whether to quit (the clock stands).
    case quitQuestion
    /// The turn just ended (by time or otherwise): its counts, and its words for the host to correct.
    case timesUp
    /// The game asks whether to play again (single rounds).
    case playAgain
    /// The final scoreboard.
    case gameOver
    /// The game has ended; the pages stop reconnecting.
    case finished

    /// The phase of `engine`'s game.
    package init(engine: GameEngine) {
        switch engine.phase {
        case .notStarted, .awaitingTurn: self = .waiting
        case .leadIn: self = .leadIn
        case .playing(let overlay):
            switch overlay {
            case .none: self = engine.round?.phase == .paused ? .paused : .playing
            case .help: self = .help
            case .quitQuestion: self = .quitQuestion
            }
        case .timesUp, .showingRecap: self = .timesUp
        case .askingToPlayAgain: self = .playAgain
        case .showingFinalScoreboard: self = .gameOver
        case .finished: self = .finished
        }
    }

    /// Whether the turn in play (or the one just ended) is the one the counts and clock show.
    package var showsTurn: Bool {
        switch self {
        case .playing, .paused, .help, .quitQuestion, .timesUp: true
        default: false
        }
    }
}
