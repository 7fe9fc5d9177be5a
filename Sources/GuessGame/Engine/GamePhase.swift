/// What the game is doing, for the views to draw and the engine to decide what a command means.
package enum GamePhase: Equatable, Sendable {
    /// Nothing has happened yet (`GameEngine.begin` not called).
    case notStarted
    /// A turn waits for the host to start it.
    case awaitingTurn
    /// Counting down before the clock starts: whole seconds left.
    case leadIn(secondsLeft: Int)
    /// A round is being played (running or paused; see `GameEngine.round`).
    case playing(PlayOverlay)
    /// The round ended by time; the time's-up card is up until a key or its timeout.
    case timesUp
    /// A party game's turn is over and its recap stays until a key (`EngineSettings.holdsRecap`).
    case showingRecap
    /// A single round is over: play another?
    case askingToPlayAgain
    /// The game is over; the final scoreboard is held until a key.
    case showingFinalScoreboard
    /// The game is over and nothing waits any more.
    case finished
}

/// What is shown over a round in play.
package enum PlayOverlay: Equatable, Sendable {
    /// Nothing: the round itself.
    case none
    /// The key help (the clock stops while it is up).
    case help
    /// "End the game?" (the clock stops while it is up).
    case quitQuestion
}
