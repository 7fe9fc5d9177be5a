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
