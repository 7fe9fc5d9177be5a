/// How the engine paces a game: the waits, cards and questions a front end wants. The terminal asks for
/// Enter before each turn, a lead-in and a time's-up card; a pipe starts turns at once and quits without
/// asking.
public struct EngineSettings: Sendable, Equatable {
    /// Seconds counted down before the clock starts (0: none).
    public var leadInSeconds: Int
    /// Whether each turn waits for the host (`confirm`, `yes` or `right`) before it starts.
    public var waitsForHost: Bool
    /// Whether `quit` during play asks first (the terminal) or ends the game at once (a pipe).
    public var asksBeforeQuitting: Bool
    /// Seconds after a card or question appears during which keys are dropped: they were meant for what
    /// came before (a late `y` for the last word must not answer the question that follows it).
    public var grace: Double
    /// How long the time's-up card stays when nobody presses a key; nil: no card.
    public var timesUpSeconds: Double?
    /// Whether a single round ends with "play again?".
    public var asksToPlayAgain: Bool
    /// Whether the final scoreboard of a party game stays until a key (projector mode).
    public var holdsFinalScoreboard: Bool
    /// Whether each turn's recap of a party game stays until a key (projector mode), before the next
    /// team's turn or the final scoreboard.
    public var holdsRecap: Bool

    /// Settings; the defaults are a pipe's (no waits, no cards, no questions).
    public init(
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
