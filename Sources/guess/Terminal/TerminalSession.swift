@preconcurrency import Glibc
import GuessWords

/// A game in the terminal: readline reads keys, and however the game ends the terminal modes are put
/// back exactly as they were and the normal screen returns.
enum TerminalSession {
    nonisolated(unsafe) private static var savedModes: SavedTerminalModes?

    /// Runs `body` with keys coming through readline, then restores the terminal.
    static func run<Result>(_ body: () -> Result) -> Result {
        let modes = SavedTerminalModes()
        savedModes = modes
        KeyInput.start()
        defer {
            KeyInput.stop()
            modes.restore()
            TerminalScreen.leave()
            savedModes = nil
        }
        return body()
    }

    /// Ctrl-Z: puts the terminal back as it was, stops, and on `fg` takes it again.
    static func suspend() {
        let wasOnAlternateScreen = TerminalScreen.isActive
        TerminalScreen.leave()
        KeyInput.stop()
        savedModes?.restore()
        Console.output("guess: " + Console.strings.pick("suspended; type fg to come back", "已挂起；输入 fg 返回") + "\n")
        SignalTrap.stopNow()
        KeyInput.start()
        if wasOnAlternateScreen { TerminalScreen.enter() }
    }
}
