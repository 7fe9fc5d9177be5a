import GuessWords

/// What the game host needs from where a game is played: the terminal, or lines through a pipe. The host
/// owns the order of things (turns, records, history, export); a front end only shows and asks.
protocol GameFrontEnd {
    /// Before the first turn of a game.
    func gameStarting(_ game: PartyGame, isParty: Bool)
    /// Before each turn: nil to play it, or the outcome that ends the game instead.
    func beforeTurn(team: String, game: PartyGame, isParty: Bool) -> TurnOutcome?
    /// Plays `round` (a lead-in first, where there is one), calling `onStart` as its clock starts.
    func play(_ round: inout Round, heading: String?, onStart: () -> Void) -> TurnOutcome
    /// After a turn that was not interrupted: what the room sees of it. `notes` are one-line notices.
    func turnEnded(_ record: RoundRecord, outcome: TurnOutcome, game: PartyGame, isParty: Bool, notes: [String])
    /// After the game: its end, from the host's summary.
    func gameEnded(_ summary: GameSummary)
    /// After a single round: whether to play another on a fresh deck (nil: yes), or what ends the game.
    func playAgain() -> TurnOutcome?
}

/// How a game ended, for the front end to show.
struct GameSummary {
    /// The game.
    var game: PartyGame
    /// Whether it was a party game (teams) rather than single rounds.
    var isParty: Bool
    /// The last round played, if any.
    var lastRound: Round?
    /// The signal that ended it, if one did.
    var signal: Int32?
    /// Notices to show (export failures, history problems, interruption).
    var notes: [String]
}
