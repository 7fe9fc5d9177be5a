import Foundation
import GuessGame
import GuessPlay
import GuessText
import GuessWords
import Testing

/// A clock moved by the test.
final class SteppedClock: MonotonicClock {
    var now = 0.0
}

/// Exports kept in memory: what was written where, in order.
final class MemoryExportFiles: ExportFiles {
    private(set) var files: [String: Data] = [:]
    private(set) var writes: [String] = []
    /// Paths that fail when written (a full disk).
    var failing: Set<String> = []

    func write(_ data: Data, to path: String) throws(GuessError) {
        if failing.contains(path) { throw .runtime(LocalizedText("\(path): disk full", "\(path)：磁盘已满")) }
        files[path] = data
        writes.append(path)
    }

    func isRegularFile(_ path: String) throws(GuessError) -> Bool { files[path] != nil }

    /// The JSON object written at `path`.
    func json(_ path: String) throws -> [String: Any] {
        let data = try #require(files[path])
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}

/// Sound that keeps the cues it was given.
final class RecordingPlayer: SoundPlayer {
    private(set) var cues: [SoundCue] = []
    func play(_ cue: SoundCue) { cues.append(cue) }
    var isSilent: Bool { false }
}

/// A front end that plays a script: each time the loop asks for commands it takes the next step (commands to
/// send, or time to let pass on the clock). Past the script it ends the input, as a pipe does.
final class ScriptedFrontEnd: GameFrontEnd {
    enum Step {
        /// Commands typed together.
        case send([GameCommand])
        /// A command chosen from the word on screen.
        case decide((String) -> GameCommand)
        /// Seconds that pass with nothing typed.
        case wait(Double)
    }

    private var steps: [Step]
    private let clock: SteppedClock
    private var asked = 0
    private(set) var events: [GameEvent] = []
    private(set) var ignoredCommands: [GameCommand] = []
    private(set) var notices: [String] = []
    var trailing: [GameCommand] = []

    init(_ steps: [Step], clock: SteppedClock) {
        self.steps = steps
        self.clock = clock
    }

    func show(_ event: GameEvent, engine: GameEngine, notices: GameNotices) {
        events.append(event)
        if case .gameEnded = event { self.notices += notices.take() }
    }

    func draw(_ engine: GameEngine) {}

    func nextCommands(within seconds: Double?, engine: GameEngine) -> [GameCommand] {
        asked += 1
        guard asked < 100_000 else {
            Issue.record("the game loop did not end")
            return [.interrupt(signal: 15)]
        }
        guard !steps.isEmpty else { return [.inputEnded] }
        switch steps.removeFirst() {
        case .send(let commands): return commands
        case .decide(let choose): return [choose(engine.round?.currentWord?.word ?? "")]
        case .wait(let seconds):
            clock.now += seconds
            return []
        }
    }

    func ignored(_ command: GameCommand, engine: GameEngine) { ignoredCommands.append(command) }

    func trailingCommands(engine: GameEngine) -> [GameCommand] { trailing }
}

/// A bank of `count` words (`word0`, `word1`, …) in the custom tier.
func generatedBank(_ count: Int = 200, label: String = "class") -> WordBank {
    var builder = WordBankBuilder()
    builder.add(
        contents: Array((0..<count).map { "word\($0)" }.joined(separator: "\n").utf8), source: label, format: .text)
    return builder.bank
}

/// Bytes held in memory as a pipe's input: handed out in the chunks given, then the end.
final class MemoryPipeInput: PipeInput {
    private var chunks: [[UInt8]]
    /// Waits asked for, with their limits.
    private(set) var waits: [Double?] = []

    init(_ text: String) { chunks = [Array(text.utf8)] }
    init(chunks: [String]) { self.chunks = chunks.map { Array($0.utf8) } }

    func isReadable() -> Bool { true }

    func read(upTo count: Int) -> [UInt8]? {
        guard !chunks.isEmpty else { return nil }
        let chunk = chunks[0]
        if chunk.count <= count {
            chunks.removeFirst()
            return chunk
        }
        chunks[0] = Array(chunk[count...])
        return Array(chunk[..<count])
    }

    func waitForInput(seconds: Double?) -> PipeWait {
        waits.append(seconds)
        return .readable
    }
}

/// A terminal that records what the front end draws and writes and hands out the inputs it is given.
final class FakeTerminal: TerminalDevice {
    var size = (width: 100, height: 30)
    private(set) var screens: [[String]] = []
    private(set) var written = ""
    private(set) var onFullScreen = false
    private(set) var questionKeys = false
    private(set) var suspensions = 0
    private var waited = 0
    /// What each wait returns, in order; then the end of input (Ctrl-D), and past a bound a SIGTERM, so
    /// that no test can wait for ever.
    var inputs: [TerminalInput] = []
    /// Called at each wait, before its input is handed out (the test moves the clock there).
    var onWait: (Double?) -> Void = { _ in }

    func enterFullScreen() { onFullScreen = true }
    func leaveFullScreen() { onFullScreen = false }
    func draw(_ lines: [String]) { screens.append(lines) }
    func write(_ text: String) { written += text }
    func useQuestionKeys(_ asking: Bool) { questionKeys = asking }
    /// Called when the front end hands the terminal back (Ctrl-Z).
    var onSuspend: () -> Void = {}
    func suspend() {
        suspensions += 1
        onSuspend()
    }

    func waitForInput(seconds: Double?) -> TerminalInput {
        onWait(seconds)
        waited += 1
        if waited > 10_000 { return .signal(15) }
        return inputs.isEmpty ? .keys([.endOfInput]) : inputs.removeFirst()
    }

    /// The last screen drawn, as one text without colours.
    var lastScreen: String {
        (screens.last ?? []).joined(separator: "\n").replacing(/\u{1B}\[[0-9;?]*[A-Za-z]/, with: "")
    }
}

/// An engine over `generatedBank()` (seed 5) for a party game of `teams`, `turns` turns each, or single
/// rounds without teams, on `clock`; the host starts each turn unless `settings` say otherwise.
func testEngine(
    teams: [String], turns: Int = 1, seconds: Int = 60, clock: SteppedClock,
    settings: EngineSettings = EngineSettings(waitsForHost: true)
) -> GameEngine {
    let session = GameSession(
        bank: generatedBank(), bankLabel: "class", weights: .standard, generator: SplitMix64(seed: 5), seed: 5,
        seconds: seconds, onExhausted: .end)
    let kind: GameKind = teams.isEmpty ? .singleRounds : .party(PartyGame(teams: teams, turnsPerTeam: turns))
    return GameEngine(
        session: session, kind: kind, settings: settings, clock: clock,
        wallClock: { Date(timeIntervalSince1970: 1_800_000_000 + clock.now) })
}
