@preconcurrency import Glibc
import GuessWords

/// Writes whole screens to the terminal and tracks its size. Screens are drawn on the alternate screen
/// with the cursor hidden; `leave` puts everything back.
enum TerminalScreen {
    /// Columns and rows of the terminal on standard output (80x24 when it cannot tell).
    static var size: (width: Int, height: Int) {
        var window = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &window) == 0 && window.ws_col > 0 && window.ws_row > 0 {
            return (Int(window.ws_col), Int(window.ws_row))
        }
        return (80, 24)
    }

    nonisolated(unsafe) private static var onAlternateScreen = false

    /// Whether the game is on the alternate screen.
    static var isActive: Bool { onAlternateScreen }

    /// Switches to the alternate screen and hides the cursor.
    static func enter() {
        guard !onAlternateScreen else { return }
        onAlternateScreen = true
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
    }

    /// Shows the cursor and returns to the normal screen (only if `enter` left it).
    static func leave() {
        guard onAlternateScreen else { return }
        onAlternateScreen = false
        write("\u{1B}[?25h\u{1B}[?1049l")
    }

    /// Draws `lines` from the top-left corner, clearing what was there.
    static func draw(_ lines: [String]) {
        var frame = "\u{1B}[H"
        for (number, line) in lines.enumerated() {
            frame += line + "\u{1B}[K"
            if number < lines.count - 1 { frame += "\r\n" }
        }
        frame += "\u{1B}[J"
        write(frame)
    }

    /// Rings the terminal bell.
    static func bell() { write("\u{07}") }

    private static func write(_ text: String) { Console.output(text) }
}

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
        Console.output("guess: suspended; type fg to come back\n")
        SignalTrap.stopNow()
        KeyInput.start()
        if wasOnAlternateScreen { TerminalScreen.enter() }
    }
}

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

/// Waiting for input, a signal or a timeout on standard input.
enum InputWait {
    enum Outcome {
        case readable
        case timeout
        case signal(Int32)
        case resized
        /// Ctrl-Z: pause what is running, then call `TerminalSession.suspend()`, then redraw.
        case suspend
    }

    /// Waits up to `seconds` (nil: without limit) for standard input to be readable or a signal.
    static func wait(seconds: Double?) -> Outcome {
        var descriptors = [
            pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
            pollfd(fd: SignalTrap.wakeFileDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let timeout: Int32 = seconds.map { Int32(max(0, min(86_400_000, ($0 * 1000).rounded(.up)))) } ?? -1
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if ready < 0 || descriptors[1].revents != 0 {
            if let signal = SignalTrap.take() {
                if signal == SIGTSTP { return .suspend }
                return signal == SIGWINCH ? .resized : .signal(signal)
            }
            if ready < 0 { return .timeout }
        }
        if ready == 0 { return .timeout }
        return descriptors[0].revents != 0 ? .readable : .timeout
    }
}
