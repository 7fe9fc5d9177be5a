@preconcurrency import Glibc

/// The terminal modes saved before the game touched them, put back exactly however it ends.
struct SavedTerminalModes {
    private var saved = termios()
    private let valid: Bool

    /// Saves the modes of standard input.
    init() { valid = tcgetattr(0, &saved) == 0 }

    /// Restores them, but with echo off while `quiet`: keys typed between the end of the game and the
    /// hand-back (`handBack()`) are not printed.
    func restore(quiet: Bool = false) {
        guard valid else { return }
        var modes = saved
        if quiet { modes.c_lflag &= ~tcflag_t(ECHO | ECHONL) }
        _ = tcsetattr(0, TCSAFLUSH, &modes)
    }

    /// Gives the terminal back to whoever reads it next (the shell): the saved modes exactly, and every
    /// key typed but not yet read discarded, so that keys meant for the game never reach the shell.
    func handBack() {
        guard valid else { return }
        _ = tcflush(0, TCIFLUSH)
        var modes = saved
        _ = tcsetattr(0, TCSAFLUSH, &modes)
    }
}
