/// How the engine paces a game: the waits, cards and questions a front end wants. The terminal asks for
/// Enter before each turn, a lead-in and a time's-up card; a pipe starts turns at once and quits without
/// asking.
package struct EngineSettings: Sendable, Equatable {
    /// Seconds counted down before the clock starts (0: none).
    package var leadInSeconds: Int
    /// Whether each turn waits for the host (`confirm`, `yes` or `right`) before it starts.
    package var waitsForHost: Bool
    /// Whether `quit` during play asks first (the terminal) or ends the game at once (a pipe).
    package var asksBeforeQuitting: Bool
    /// Seconds after a card or question appears during which keys are dropped: they were meant for what
    /// came before (a late `y` for the last word must not answer the question that follows it).
    package var grace: Double
    /// How long the time's-up card stays when nobody presses a key; nil: no card.
    package var timesUpSeconds: Double?
    /// Whether a single round ends with "play again?".
    package var asksToPlayAgain: Bool
    /// Whether the final scoreboard of a party game stays until a key (projector mode).
    package var holdsFinalScoreboard: Bool
    /// Whether each turn's recap of a party game stays until a key (projector mode), before the next
    /// team's turn or the final scoreboard.
    package var holdsRecap: Bool

    /// Settings; the defaults are a pipe's (no waits, no cards, no questions).
    package init(
        leadInSeconds: Int = 0, waitsForHost: Bool = false, asksBeforeQuitting: Bool = false, grace: Double = 0,
        timesUpSeconds: Double? = nil, asksToPlayAgain: Bool = false, holdsFinalScoreboard: Bool = false,
        holdsRecap: Bool = false
    ) {
        self.leadInSeconds = leadInSeconds
        self.waitsForHost = waitsForHost
        self.asksBeforeQuitting = asksBeforeQuitting
        self.grace = grace
        self.timesUpSeconds = timesUpSeconds
        self.asksToPlayAgain = asksToPlayAgain
        self.holdsFinalScoreboard = holdsFinalScoreboard
        self.holdsRecap = holdsRecap
    }
}
