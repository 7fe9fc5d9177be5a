/// What came while the terminal front end waited.
package enum TerminalInput: Equatable, Sendable {
    /// Keys, as the commands they are bound to.
    case keys([KeyCommand])
    /// Nothing came in time.
    case timeout
    /// The terminal changed size (the next draw writes every line).
    case resized
    /// Ctrl-Z: the game pauses, then the terminal is handed back (`TerminalDevice.suspend`).
    case suspend
    /// A signal that ends the game.
    case signal(Int32)
}
