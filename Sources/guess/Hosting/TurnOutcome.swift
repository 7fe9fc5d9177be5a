/// How a turn (or the wait before it) came out, in the terminal or through a pipe.
enum TurnOutcome: Equatable {
    /// The round ran and ended (by time, the deck, or `end`); the game may go on.
    case finished
    /// The host ended the game: quit before a turn started, or `q` through a pipe.
    case endGame
    /// Input ended (Ctrl-D, end of the pipe).
    case inputEnded
    /// A signal arrived; the program leaves with 128 + it.
    case signal(Int32)

    /// The signal, when this is one.
    var signal: Int32? {
        if case .signal(let number) = self { return number }
        return nil
    }
}
