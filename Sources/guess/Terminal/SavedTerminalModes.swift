@preconcurrency import Glibc
import GuessWords

/// The terminal modes saved before the game touched them, put back exactly however it ends.
struct SavedTerminalModes {
    private var saved = termios()
    private let valid: Bool

    /// Saves the modes of standard input.
    init() { valid = tcgetattr(0, &saved) == 0 }

    /// Restores them.
    func restore() {
        guard valid else { return }
        var modes = saved
        _ = tcsetattr(0, TCSAFLUSH, &modes)
    }
}
