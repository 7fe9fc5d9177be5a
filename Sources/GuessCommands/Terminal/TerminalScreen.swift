@preconcurrency import Glibc

/// Writes screens to the terminal and tracks its size. Screens are drawn on the alternate screen with the
/// cursor hidden, and only the lines that changed since the last screen are written again (no flicker on
/// a slow projector link); `leave` puts everything back.
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
    /// The lines on screen now, as last drawn; empty when unknown (then the next draw writes them all).
    nonisolated(unsafe) private static var shown: [String] = []

    /// Whether the game is on the alternate screen.
    static var isActive: Bool { onAlternateScreen }

    /// Switches to the alternate screen and hides the cursor.
    static func enter() {
        guard !onAlternateScreen else { return }
        onAlternateScreen = true
        shown = []
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
    }

    /// Shows the cursor and returns to the normal screen (only if `enter` left it).
    static func leave() {
        guard onAlternateScreen else { return }
        onAlternateScreen = false
        shown = []
        write("\u{1B}[?25h\u{1B}[?1049l")
    }

    /// Draws `lines` from the top-left corner: every line that differs from what is on screen, each
    /// written over in place; all of them (and the rest of the screen cleared) when the screen is unknown
    /// or has a different number of lines.
    static func draw(_ lines: [String]) {
        var frame = ""
        let whole = shown.count != lines.count
        for (number, line) in lines.enumerated() where whole || shown[number] != line {
            frame += "\u{1B}[\(number + 1);1H" + line + "\u{1B}[K"
        }
        if whole { frame += "\u{1B}[J" }
        shown = lines
        if !frame.isEmpty { write(frame) }
    }

    /// Forgets what is on screen (after a resize), so that the next draw writes every line.
    static func invalidate() { shown = [] }

    private static func write(_ text: String) { Console.output(text) }
}
