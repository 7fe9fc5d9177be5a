/// The terminal a game is played in, as the terminal front end uses it: a screen to draw on and keys to
/// read. The executable's is readline and standard output; tests pass one that records the screens and
/// hands out keys.
package protocol TerminalDevice: AnyObject {
    /// Columns and rows.
    var size: (width: Int, height: Int) { get }
    /// Switches to the full screen (the alternate screen, cursor hidden) if it is not on it.
    func enterFullScreen()
    /// Goes back to the normal screen (cursor shown) if it left it.
    func leaveFullScreen()
    /// Draws `lines` on the full screen from the top-left corner.
    func draw(_ lines: [String])
    /// Writes `text` to the normal screen as it is (line ends included).
    func write(_ text: String)
    /// Switches between the round's keys and a question's keys (`guess-prompt`: y means yes).
    func useQuestionKeys(_ asking: Bool)
    /// Waits up to `seconds` (nil: without limit) for keys, a signal, a resize or Ctrl-Z.
    func waitForInput(seconds: Double?) -> TerminalInput
    /// Ctrl-Z: hands the terminal back to the shell and stops; returns once the game is continued (`fg`).
    func suspend()
}
