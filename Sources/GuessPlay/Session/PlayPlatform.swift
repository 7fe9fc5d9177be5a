import GuessText

/// The platform's services a game is played on, which the shell cannot make itself: the terminal (readline),
/// standard input, the terminal's width and its set-up for a round, the signal that ends a game, and the two
/// output streams. The play command passes the real ones; a test can pass its own.
package struct PlayPlatform {
    /// The terminal the host plays at, woken also when the descriptor (the phones' inbox) is readable.
    package var terminal: (_ alsoWaking: Int32, _ strings: Strings) -> TerminalDevice
    /// Standard input as a pipe's commands, woken also when the descriptor is readable.
    package var standardInput: (_ alsoWaking: Int32) -> PipeInput
    /// The terminal's width in columns, for the join cards.
    package var terminalWidth: () -> Int
    /// Runs the game with the terminal set up for a round (raw keys, the cursor hidden) and hands it back.
    package var inTerminal: (() -> Int32) -> Int32
    /// The signal that asked the game to end, taken once (nil: none came).
    package var takeEnding: @Sendable () -> Int32?
    /// Writes text to standard output.
    package var output: (String) -> Void
    /// Writes a line to standard error.
    package var error: (String) -> Void
    /// Writes a line to standard error from the terminal's left edge (during a round's screen).
    package var errorAtLineStart: @Sendable (String) -> Void

    /// The services, each given.
    package init(
        terminal: @escaping (Int32, Strings) -> TerminalDevice, standardInput: @escaping (Int32) -> PipeInput,
        terminalWidth: @escaping () -> Int, inTerminal: @escaping (() -> Int32) -> Int32,
        takeEnding: @escaping @Sendable () -> Int32?, output: @escaping (String) -> Void,
        error: @escaping (String) -> Void, errorAtLineStart: @escaping @Sendable (String) -> Void
    ) {
        self.terminal = terminal
        self.standardInput = standardInput
        self.terminalWidth = terminalWidth
        self.inTerminal = inTerminal
        self.takeEnding = takeEnding
        self.output = output
        self.error = error
        self.errorAtLineStart = errorAtLineStart
    }
}
