/// What a key asks the game to do.
enum KeyCommand: Equatable {
    case right, wrong, undo, pause, quit, help
    /// Yes to a question ("quit?", "play again?"): `guess-yes`, y by default, in the prompt keymap.
    case yes
    /// Enter.
    case confirm
    /// A key bound to nothing.
    case unknown
    /// End of input (Ctrl-D on a terminal).
    case endOfInput
    /// The terminal went away (its window closed): handled like SIGHUP.
    case hangup
}
