@preconcurrency import Glibc
import GuessText

/// A game in the terminal: readline reads keys, and however the game ends the terminal modes are put
/// back exactly as they were and the normal screen returns.
enum TerminalSession {
    nonisolated(unsafe) private static var savedModes: SavedTerminalModes?

    nonisolated(unsafe) private static var modesToHandBack: SavedTerminalModes?

    /// Runs `body` with keys coming through readline, then restores the terminal, with echo off until
    /// `handBack()`: what the game prints last (the scoreboard, notices) and waits for (the last sound)
    /// comes before the terminal is the shell's again.
    static func run<Result>(_ body: () -> Result) -> Result {
        let modes = SavedTerminalModes()
        savedModes = modes
        modesToHandBack = modes
        KeyInput.start()
        defer {
            KeyInput.stop()
            modes.restore(quiet: true)
            TerminalScreen.leave()
            savedModes = nil
        }
        return body()
    }

    /// The last thing a terminal game does: the modes exactly as they were, and the keys typed but never
    /// read (`yyyy` pressed as the deck ran out) discarded rather than left for the shell.
    static func handBack() {
        modesToHandBack?.handBack()
        modesToHandBack = nil
    }

    /// Ctrl-Z: puts the terminal back as it was, says so in `strings`, stops, and on `fg` takes it again.
    static func suspend(strings: Strings) {
        let wasOnAlternateScreen = TerminalScreen.isActive
        TerminalScreen.leave()
        KeyInput.stop()
        savedModes?.restore()
        Console.output("guess: " + strings.pick("suspended; type fg to come back", "已挂起；输入 fg 返回") + "\n")
        SignalTrap.stopNow()
        KeyInput.start()
        if wasOnAlternateScreen { TerminalScreen.enter() }
    }
}
