import GuessPlay
import GuessText

/// The terminal of a game: keys through readline (`KeyInput`), screens through `TerminalScreen`, waits
/// through `InputWait` (the signals and, with phones, their inbox wake it). Use it inside
/// `TerminalSession.run`.
final class ReadlineTerminal: TerminalDevice {
    private let alsoWaking: Int32
    private let strings: Strings

    /// The terminal, its waits also ended by `alsoWaking` (-1: nothing else); Ctrl-Z's line in `strings`.
    init(alsoWaking: Int32 = -1, strings: Strings) {
        self.alsoWaking = alsoWaking
        self.strings = strings
    }

    var size: (width: Int, height: Int) { TerminalScreen.size }
    func enterFullScreen() { TerminalScreen.enter() }
    func leaveFullScreen() { TerminalScreen.leave() }
    func draw(_ lines: [String]) { TerminalScreen.draw(lines) }
    func write(_ text: String) { Console.output(text) }
    func useQuestionKeys(_ asking: Bool) { KeyInput.useQuestionKeys(asking) }
    func suspend() { TerminalSession.suspend(strings: strings) }

    func waitForInput(seconds: Double?) -> TerminalInput {
        switch InputWait.wait(seconds: seconds, alsoWaking: alsoWaking) {
        case .timeout: return .timeout
        case .resized:
            KeyInput.resized()
            return .resized
        case .suspend: return .suspend
        case .signal(let signal): return .signal(signal)
        case .readable: return .keys(KeyInput.readAvailable())
        }
    }
}
