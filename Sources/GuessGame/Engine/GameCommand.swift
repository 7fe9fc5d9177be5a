/// Something a host asks of the game, from any source: a key, a piped line, later a phone. What it does
/// depends on what the game is doing (`GamePhase`); a command that means nothing there is ignored.
package enum GameCommand: Equatable, Sendable {
    /// The word was guessed. Before a turn, it also starts the turn (→ on a clicker).
    case right
    /// The word was missed.
    case wrong
    /// Skip the word without counting it wrong (nothing when the turn has no passes left).
    case pass
    /// The describer said a taboo word: the word counts as wrong, kept as taboo.
    case taboo
    /// Add `GameRules.addSeconds` to the running turn.
    case moreTime
    /// Change marks of the turn that just ended (before the next one starts): one correction, kept in one
    /// transaction.
    case correct([WordCorrection])
    /// Give a team bonus points (negative: take them away), on the scoreboard between turns.
    case adjust(team: String, points: Int)
    /// Take the last answer back.
    case undo
    /// Pause or resume the clock.
    case pause
    /// Show or close the key help; the clock stops while it is shown.
    case help
    /// End the game (`HostAction.endGame`). During play with `EngineSettings.asksBeforeQuitting`, asks first
    /// (the clock stops while the question is up) and a `yes` then ends the turn and the game; between turns
    /// it ends the game at once.
    case quit
    /// Yes to the question on screen (quit? play again?); before a turn, starts it.
    case yes
    /// Enter (`HostAction.startTurn`): starts a turn that waits for the host, or from a party game's recap
    /// the next turn.
    case confirm
    /// Ends the running turn at once; a party game goes on with the next team.
    case endTurn
    /// Ctrl-Z: the clock stops (the terminal is handed back).
    case suspend
    /// Any other key: closes a card, the help or a question; during play it is an unknown key.
    case otherKey
    /// The input ended (Ctrl-D, the end of a pipe): the game ends, keeping what was played.
    case inputEnded
    /// A signal arrived (or the terminal went away): the game ends and the program leaves with
    /// 128 + the signal.
    case interrupt(signal: Int32)
    /// The room names who describes the turn that waits or is in play, where it decides that rather than
    /// the teams' rotation (phones joined to teams that name no players, or the host picked another): the
    /// turn's record, and the history, name them. Means nothing between turns or once the game is over.
    case assignDescriber(String?)
}
