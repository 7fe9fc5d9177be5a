import Foundation
import GuessGame
import GuessTestSupport
import GuessText
import GuessWords
import Testing

#if canImport(Glibc)
    import Glibc
#endif

// End-to-end tests of `guess play` in a pseudo-terminal: keys written to the master, the screen read
// back from it. The game is launched through `setsid --ctty` so the pty is its controlling terminal
// (Ctrl-C then raises SIGINT as in a real terminal). Screens are compared as rendered text: escape
// sequences are stripped before searching. The process harness is in PlayPipeTests.swift.

/// A pseudo-terminal pair of 80x24. The test keeps the slave open too, to read its modes before and after.
final class PlayPseudoTerminal {
    private(set) var master: Int32
    let slave: Int32

    init(columns: UInt16 = 80, rows: UInt16 = 24) throws {
        // posix_openpt, grantpt, unlockpt and ptsname_r are XSI/GNU: Swift's Glibc module leaves them out,
        // so they are looked up in libc at run time.
        typealias OnDescriptor = @convention(c) (Int32) -> Int32
        typealias NameOf = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
        guard let openSymbol = dlsym(nil, "posix_openpt"), let grantSymbol = dlsym(nil, "grantpt"),
            let unlockSymbol = dlsym(nil, "unlockpt"), let nameSymbol = dlsym(nil, "ptsname_r")
        else { throw HarnessError("libc lacks posix_openpt/grantpt/unlockpt/ptsname_r") }
        master = unsafeBitCast(openSymbol, to: OnDescriptor.self)(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw HarnessError("posix_openpt: \(String(cString: strerror(errno)))") }
        var name = [CChar](repeating: 0, count: 256)
        guard unsafeBitCast(grantSymbol, to: OnDescriptor.self)(master) == 0,
            unsafeBitCast(unlockSymbol, to: OnDescriptor.self)(master) == 0,
            unsafeBitCast(nameSymbol, to: NameOf.self)(master, &name, name.count) == 0
        else {
            close(master)
            throw HarnessError("grantpt/unlockpt/ptsname_r failed")
        }
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        slave = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else {
            close(master)
            throw HarnessError("cannot open \(path): \(String(cString: strerror(errno)))")
        }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    deinit {
        close(slave)
        if master >= 0 { close(master) }
    }

    /// Closes the master side, as a terminal window that is closed does.
    func closeMaster() {
        guard master >= 0 else { return }
        close(master)
        master = -1
    }

    /// Writes `bytes` to the screen (the slave's output), as a program in the terminal does.
    func show(_ bytes: [UInt8]) {
        var rest = bytes[...]
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { write(slave, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            rest = rest.dropFirst(written)
        }
    }

    /// The slave's current modes.
    var modes: termios {
        var modes = termios()
        _ = tcgetattr(slave, &modes)
        return modes
    }

    /// Types `bytes` (as keys reaching the program).
    func type(_ bytes: [UInt8]) {
        var rest = bytes[...]
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            rest = rest.dropFirst(written)
        }
    }
}

/// Terminal output as text: CSI, OSC and two-byte escape sequences, carriage returns and bells removed.
func playRenderedText(_ bytes: [UInt8]) -> String {
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x1B, index + 1 < bytes.count {
            let kind = bytes[index + 1]
            index += 2
            if kind == UInt8(ascii: "[") {
                while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
                index += 1
            } else if kind == UInt8(ascii: "]") {
                while index < bytes.count, bytes[index] != 0x07, bytes[index] != 0x1B { index += 1 }
                index += bytes.indices.contains(index) && bytes[index] == 0x1B ? 2 : 1
            } else if kind == UInt8(ascii: "(") || kind == UInt8(ascii: ")") {
                index += 1
            }
            continue
        }
        if byte != 0x0D && byte != 0x07 { kept.append(byte) }
        index += 1
    }
    return String(decoding: kept, as: UTF8.self)
}

/// `guess play` running in a fresh pseudo-terminal.
final class PlayTerminalRun {
    let sandbox: Sandbox
    let terminal: PlayPseudoTerminal
    let child: ChildProcess
    /// The slave's modes before the game started.
    let modesBefore: termios
    /// The pseudo-terminal's size.
    let columns: Int
    let rows: Int
    private let screen: OutputCollector

    /// Starts `guess play arguments` with TERM=xterm-256color and LANG=C.UTF-8 (plus `environment`);
    /// without history unless `keepHistory` (then in the sandbox's store).
    /// Unless `big`, the game runs with `--big off` (today's plain look, whose text the tests read); the
    /// projector tests turn big letters on. `columns` and `rows` size the pseudo-terminal.
    init(
        _ arguments: [String], sandbox: Sandbox, environment: [String: String] = [:], keepHistory: Bool = false,
        big: Bool = false, columns: UInt16 = 80, rows: UInt16 = 24
    ) throws {
        let binary = try PlayFiles.binary()
        self.sandbox = sandbox
        terminal = try PlayPseudoTerminal(columns: columns, rows: rows)
        self.columns = Int(columns)
        self.rows = Int(rows)
        modesBefore = terminal.modes
        // setsid(1) from util-linux: a new session whose controlling terminal is the pty (--ctty). The
        // child of posix_spawn is no process-group leader, so setsid does not fork: the pid is the game's.
        let setsid = try #require(
            ["/usr/bin/setsid", "/bin/setsid"].first { FileManager.default.isExecutableFile(atPath: $0) },
            "setsid (util-linux) is needed by the terminal tests")
        child = try ChildProcess(
            executable: setsid,
            arguments: ["--ctty", binary, "play"] + (keepHistory ? [] : PlayFiles.historyArguments)
                + (big ? [] : ["--big", "off"]) + arguments,
            environment: PlayFiles.environment(
                sandbox, ["TERM": "xterm-256color", "GUESS_PROMPT_GRACE": "0"].merging(environment) { $1 }),
            stdin: terminal.slave, stdout: terminal.slave, stderr: terminal.slave)
        screen = OutputCollector(descriptor: terminal.master)
    }

    deinit {
        if child.exit == nil { child.wait(timeout: 0) }
        screen.stop()
    }

    /// Closes the window: the screen is no longer read and the pseudo-terminal's master goes away.
    func closeWindow() {
        screen.stop()
        terminal.closeMaster()
    }

    /// A 30-second round on the English bank, started at once and exported to `round.json` in a new
    /// sandbox, with its first frame on screen: the start of most terminal tests.
    static func startedRound(
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (run: PlayTerminalRun, export: String) {
        let sandbox = try Sandbox()
        let export = sandbox.path("round.json")
        let run = try PlayTerminalRun(
            ["--yes", "--lead-in", "0", "--seconds", "30", "--bank", "en", "--export", export], sandbox: sandbox)
        try #require(run.waitFor("right 0 ✓"), "no first frame\n\(run.transcript)", sourceLocation: sourceLocation)
        return (run, export)
    }

    /// A mark: what arrives after it is "since" it.
    var mark: Int { screen.count }

    /// Everything shown since `mark`, as text.
    func text(since mark: Int = 0) -> String { playRenderedText(screen.bytes(since: mark)) }

    /// Every byte the game wrote, escapes and bells included.
    var rawBytes: [UInt8] { screen.bytes(since: 0) }

    /// Waits (bounded) until the text since `mark` contains `expected`.
    func waitFor(_ expected: String, since mark: Int = 0, timeout: Double = Patience.seconds) -> Bool {
        screen.wait(timeout: timeout) { bytes in
            playRenderedText(Array(bytes[min(mark, bytes.count)...])).contains(expected)
        }
    }

    /// Waits until the text since `mark` satisfies `condition`.
    func waitUntil(since mark: Int = 0, timeout: Double = Patience.seconds, _ condition: (String) -> Bool) -> Bool {
        screen.wait(timeout: timeout) { bytes in condition(playRenderedText(Array(bytes[min(mark, bytes.count)...]))) }
    }

    /// The last complete frame drawn since `mark` (a frame starts with ESC [ H and ends with ESC [ J),
    /// as text; nil when none is complete yet.
    func lastFrame(since mark: Int = 0) -> String? {
        VirtualScreen(columns: columns, rows: rows, bytes: screen.bytes).text
    }

    /// Waits until what the screen shows satisfies `condition` (the screen as a terminal would show it
    /// after every byte so far: the game redraws only the lines that change).
    func waitForFrame(since mark: Int = 0, timeout: Double = Patience.seconds, _ condition: (String) -> Bool) -> Bool {
        screen.wait(timeout: timeout) { bytes in
            bytes.count > mark && condition(VirtualScreen(columns: columns, rows: rows, bytes: bytes).text)
        }
    }

    /// Types `keys` and returns the mark from just before.
    @discardableResult
    func press(_ keys: String) -> Int { press(Array(keys.utf8)) }

    /// Quits the round (q, then y), declines to play again, and checks a clean exit with the terminal's
    /// modes as they were.
    func quitRoundAndLeave(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        var mark = press("q")
        try #require(waitFor("End the game?", since: mark), "\(transcript)", sourceLocation: sourceLocation)
        mark = press("y")
        try #require(waitFor("Play again", since: mark), "\(transcript)", sourceLocation: sourceLocation)
        answer("n")
        #expect(finish() == .exited(0), "\(transcript)", sourceLocation: sourceLocation)
        expectModesRestored(sourceLocation: sourceLocation)
    }

    /// Answers a question the game asks between rounds (play again, next team). Runs start with
    /// `GUESS_PROMPT_GRACE=0`, so no wait is needed; the test of the grace itself sets it back.
    @discardableResult
    func answer(_ keys: String) -> Int {
        press(keys)
    }

    /// Types raw bytes and returns the mark from just before.
    @discardableResult
    func press(_ bytes: [UInt8]) -> Int {
        let before = mark
        terminal.type(bytes)
        return before
    }

    /// Waits for the game to exit (killed at the deadline), then for its last output.
    func finish(timeout: Double = Patience.seconds) -> ChildExit {
        let exit = child.wait(timeout: timeout)
        // The game's last words are in the pty already, so a marker written to it now comes after them: once
        // the marker is read, so are they. The marker is an OSC sequence, which screens and text skip.
        let before = mark
        terminal.show(Self.endMarker)
        _ = screen.wait(timeout: 10) { bytes in
            bytes.count >= before && bytes[before...].firstRange(of: Self.endMarker) != nil
        }
        return exit
    }

    /// Written to the screen after the game has exited (see `finish`).
    private static let endMarker = Array("\u{1B}]guess-test-end\u{1B}\\".utf8)

    /// For failure messages: the last screenful of text.
    var transcript: String { "--- screen (escapes stripped) ---\n" + String(text().suffix(2500)) }

    /// Checks that the game put the terminal's modes back as they were.
    func expectModesRestored(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let after = terminal.modes
        #expect(
            after.c_lflag == modesBefore.c_lflag, "c_lflag \(after.c_lflag) != \(modesBefore.c_lflag)",
            sourceLocation: sourceLocation)
        #expect(
            after.c_iflag == modesBefore.c_iflag, "c_iflag \(after.c_iflag) != \(modesBefore.c_iflag)",
            sourceLocation: sourceLocation)
        #expect(
            after.c_oflag == modesBefore.c_oflag, "c_oflag \(after.c_oflag) != \(modesBefore.c_oflag)",
            sourceLocation: sourceLocation)
        #expect(after.c_lflag & tcflag_t(ECHO) != 0, "ECHO is off", sourceLocation: sourceLocation)
        #expect(after.c_lflag & tcflag_t(ICANON) != 0, "ICANON is off", sourceLocation: sourceLocation)
    }
}

/// Whether `word` is on screen in `text`, as is or spaced out (short words are shown "l i k e  t h i s").
private func wordShown(_ word: String, in text: String) -> Bool {
    let spaced = word.map(String.init).joined(separator: " ")
    return text.contains(word) || text.contains(spaced)
}

private let rightArrow: [UInt8] = [0x1B, 0x5B, 0x43]
private let controlCKey: [UInt8] = [0x03]
private let controlDKey: [UInt8] = [0x04]
/// What shows a word is on screen: the tier line under it, with stars, or for the custom tier (not a
/// difficulty) its bare name.
private let starGlyphs = ["★", "☆", "custom"]

extension EndToEndInTerminal {
    @Suite("guess play in a terminal")
    struct PlayEndToEndTerminal {
        @Test("keys y, →, n, u, space, space, q y: counts, undo, pause, quit, recap, play-again no; modes restored")
        func keysInEnglish() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.json")
            let run = try PlayTerminalRun(
                ["--yes", "--lead-in", "0", "--seconds", "30", "--seed", "1", "--bank", "en", "--export", export],
                sandbox: sandbox)
            try #require(run.waitFor("right 0 ✓"), "no first frame\n\(run.transcript)")
            #expect(run.text().contains("0:30"))
            #expect(run.text().contains("y/→ right   n/← wrong"), "no key help line")

            var mark = run.press("y")
            try #require(run.waitFor("right 1 ✓", since: mark), "y did not count\n\(run.transcript)")
            mark = run.press(rightArrow)
            try #require(run.waitFor("right 2 ✓", since: mark), "→ did not count\n\(run.transcript)")
            mark = run.press("n")
            try #require(run.waitFor("✗ 1 wrong", since: mark), "n did not count\n\(run.transcript)")
            mark = run.press("u")
            try #require(
                run.waitForFrame(since: mark) { $0.contains("✗ 0 wrong") }, "u did not undo\n\(run.transcript)")
            let afterUndo = run.lastFrame(since: mark) ?? ""
            mark = run.press(" ")
            try #require(
                run.waitForFrame(since: mark) { $0.contains("PAUSED") }, "space did not pause\n\(run.transcript)")
            let paused = run.lastFrame(since: mark) ?? ""
            #expect(!starGlyphs.contains { paused.contains($0) }, "the word stays visible while paused:\n\(paused)")
            mark = run.press(" ")
            try #require(
                run.waitForFrame(since: mark) { frame in starGlyphs.contains { frame.contains($0) } },
                "space did not resume\n\(run.transcript)")
            mark = run.press("q")
            try #require(run.waitFor("End the game?", since: mark), "q did not ask\n\(run.transcript)")
            mark = run.press("y")
            try #require(run.waitFor("Play again", since: mark), "no play-again question\n\(run.transcript)")
            let recap = run.text(since: mark)
            #expect(recap.contains("Round quit"), "recap:\n\(recap)")
            #expect(recap.contains("✓ 2 right"), "recap:\n\(recap)")
            #expect(recap.contains("✗ 0 wrong"), "recap:\n\(recap)")
            run.answer("n")
            #expect(run.finish() == .exited(0), "\(run.transcript)")
            run.expectModesRestored()

            let json = try PlayFiles.json(export)
            #expect(json["schema"] as? String == "guess.round.v1")
            #expect(json["ended_by"] as? String == "quit")
            #expect(json["correct"] as? Int == 2)
            #expect(json["wrong"] as? Int == 0)
            #expect(json["bank"] as? String == "en")
            let words = PlayFiles.words(json)
            try #require(words.count == 3, "words: \(words)")
            #expect(words.map { $0["result"] as? String } == ["correct", "correct", "unanswered"])
            // The word that came back after the undo is the one on screen right after it.
            let returned = try #require(words[2]["word"] as? String)
            #expect(wordShown(returned, in: afterUndo), "\(returned) not on screen after undo:\n\(afterUndo)")
            for word in words { #expect(recap.contains(word["word"] as? String ?? "?"), "recap misses \(word)") }
        }

        @Test("Ctrl-C mid-round on the zh-Hans bank: killed by SIGINT after the export, modes restored")
        func controlCInChinese() throws {
            let sandbox = try Sandbox()
            try sandbox.write(to: sandbox.userConfig, "[display]\nlanguage = \"zh-Hans\"\n")
            let export = sandbox.path("round.json")
            let run = try PlayTerminalRun(
                ["--yes", "--lead-in", "0", "--seconds", "30", "--seed", "2", "--export", export], sandbox: sandbox)
            try #require(run.waitFor("答对 0 ✓"), "no first frame\n\(run.transcript)")
            let mark = run.press("y")
            try #require(
                run.waitForFrame(since: mark) { $0.contains("答对 1 ✓") }, "y did not count\n\(run.transcript)")
            let frame = run.lastFrame(since: mark) ?? ""
            run.press(controlCKey)
            #expect(run.finish() == .signalled(SIGINT), "\(run.transcript)")
            run.expectModesRestored()
            #expect(run.text().contains("被 SIGINT 中断"), "\(run.transcript)")

            let json = try PlayFiles.json(export)
            #expect(json["ended_by"] as? String == "interrupted")
            #expect(json["bank"] as? String == "zh-Hans")
            #expect(json["correct"] as? Int == 1)
            let words = PlayFiles.words(json)
            try #require(words.count == 2, "words: \(words)")
            #expect(words[1]["result"] as? String == "unanswered")

            // The second word, spaced out and boxed, is centred by display width (CJK: two columns each).
            let word = try #require(words[1]["word"] as? String)
            let spaced = word.map(String.init).joined(separator: " ")
            let line = frame.split(separator: "\n").map(String.init).first { $0.contains("│  \(spaced)  │") }
            let boxed = try #require(line, "\(spaced) not boxed on screen:\n\(frame)")
            let indent = boxed.prefix { $0 == " " }.count
            let used = DisplayWidth.of(boxed.drop { $0 == " " })
            #expect(
                abs(2 * indent + used - 80) <= 1,
                "'\(boxed)': indent \(indent), width \(used): not centred in 80 columns")
        }

        @Test("Ctrl-\\ mid-round is Ctrl-C's twin: no crash report, modes restored, the round kept")
        func controlBackslash() throws {
            let (run, export) = try PlayTerminalRun.startedRound()
            let mark = run.press("y")
            try #require(run.waitFor("right 1 ✓", since: mark), "\(run.transcript)")
            _ = run.press([0x1C])
            #expect(run.finish() == .signalled(SIGQUIT), "\(run.transcript)")
            run.expectModesRestored()
            #expect(!run.text().contains("Crash") && !run.text().contains("Backtrace"), "\(run.transcript)")
            let json = try PlayFiles.json(export)
            #expect(json["ended_by"] as? String == "interrupted")
            #expect(json["correct"] as? Int == 1)
        }

        @Test("closing the window mid-round keeps the round and ends by SIGHUP, without a crash")
        func closingTheWindow() throws {
            let (run, export) = try PlayTerminalRun.startedRound()
            let mark = run.press("y")
            try #require(run.waitFor("right 1 ✓", since: mark), "\(run.transcript)")
            run.closeWindow()
            let exit = run.finish()
            #expect(exit == .signalled(SIGHUP), "\(exit)")
            let json = try PlayFiles.json(export)
            #expect(json["ended_by"] as? String == "interrupted")
            #expect(json["correct"] as? Int == 1)
        }

        @Test("no signal is lost: SIGINT then SIGWINCH at once still ends the round")
        func signalsAreNotLost() throws {
            let (run, export) = try PlayTerminalRun.startedRound()
            run.child.send(SIGINT)
            run.child.send(SIGWINCH)
            #expect(run.finish() == .signalled(SIGINT), "\(run.transcript)")
            run.expectModesRestored()
            #expect(try PlayFiles.json(export)["ended_by"] as? String == "interrupted")
        }

        @Test(
            "a signal mid-round: export interrupted, modes restored, death by that signal",
            arguments: [
                SIGTERM, SIGHUP, SIGQUIT, SIGUSR2, SIGXCPU,
            ])
        func signalMidRound(signal: Int32) throws {
            let (run, export) = try PlayTerminalRun.startedRound()
            let mark = run.press("n")
            try #require(run.waitFor("✗ 1 wrong", since: mark), "n did not count\n\(run.transcript)")
            run.child.send(signal)
            #expect(run.finish() == .signalled(signal), "\(run.transcript)")
            run.expectModesRestored()
            let json = try PlayFiles.json(export)
            #expect(json["ended_by"] as? String == "interrupted")
            #expect(json["wrong"] as? Int == 1)
            #expect(json["correct"] as? Int == 0)
        }

        @Test("without --yes the round waits for Enter; then the lead-in counts down (timing: GameEngineTests)")
        func enterConfirmation() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.json")
            let run = try PlayTerminalRun(
                ["--lead-in", "1", "--seconds", "30", "--bank", "en", "--export", export], sandbox: sandbox)
            try #require(run.waitFor("Press Enter to start"), "no confirmation\n\(run.transcript)")
            let mark = run.press("\r")
            try #require(run.waitFor("Get ready", since: mark), "no lead-in\n\(run.transcript)")
            try #require(
                run.waitUntil(since: mark) { text in starGlyphs.contains { text.contains($0) } },
                "no word after the lead-in\n\(run.transcript)")
            try run.quitRoundAndLeave()
            #expect(try PlayFiles.json(export)["ended_by"] as? String == "quit")
        }

        @Test("q at the start screen leaves at once: no round, no play-again question")
        func quitBeforeTheRound() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.json")
            let run = try PlayTerminalRun(
                ["--lead-in", "0", "--seconds", "30", "--bank", "en", "--export", export], sandbox: sandbox)
            try #require(run.waitFor("Press Enter to start"), "\(run.transcript)")
            run.press("q")
            #expect(run.finish() == .exited(0), "\(run.transcript)")
            #expect(!run.text().contains("Play again"), "\(run.transcript)")
            #expect(!FileManager.default.fileExists(atPath: export), "a round was exported")
            run.expectModesRestored()
        }

        @Test("a party game in plain text: the next-turn prompt ignores stray keys, q there ends the game")
        func nextTurnPrompt() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("game.json")
            let run = try PlayTerminalRun(
                [
                    "--lead-in", "0", "--seconds", "1", "--bank", "en", "--team", "Red", "--team", "Blue", "--export",
                    export,
                ],
                sandbox: sandbox)
            try #require(run.waitFor("Next: Red"), "\(run.transcript)")
            var mark = run.press("\r")
            try #require(run.waitFor("Next: Blue", since: mark), "\(run.transcript)")
            mark = run.press("n")
            _ = run.press("q")
            #expect(run.finish() == .exited(0), "\(run.transcript)")
            #expect(run.text(since: mark).contains("Scoreboard"), "\(run.transcript)")
            let json = try PlayFiles.json(export)
            #expect((json["turns"] as? [Any])?.count == 1, "n started Blue's turn or q did not end the game")
            run.expectModesRestored()
        }

        @Test("time runs out with nobody typing; play again starts a fresh round exported as round-2")
        func timeUpAndPlayAgain() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.json")
            let run = try PlayTerminalRun(
                ["--yes", "--lead-in", "0", "--seconds", "1", "--bank", "en", "--export", export], sandbox: sandbox)
            try #require(run.waitFor("Time is up"), "the round did not end by itself\n\(run.transcript)")
            try #require(run.waitFor("Play again"), "\(run.transcript)")
            let mark = run.answer("y")
            try #require(run.waitFor("right 0 ✓", since: mark), "no second round\n\(run.transcript)")
            try run.quitRoundAndLeave()
            let first = try PlayFiles.json(export)
            #expect(first["ended_by"] as? String == "time")
            #expect(first["elapsed"] as? Double == 1 || first["elapsed"] as? Int == 1)
            let second = try PlayFiles.json(sandbox.path("round-2.json"))
            #expect(second["ended_by"] as? String == "quit")
        }

        @Test("Ctrl-D ends the round as eof and the game exits 0")
        func controlD() throws {
            let (run, export) = try PlayTerminalRun.startedRound()
            let mark = run.press("y")
            try #require(run.waitFor("right 1 ✓", since: mark), "\(run.transcript)")
            run.press(controlDKey)
            #expect(run.finish() == .exited(0), "\(run.transcript)")
            run.expectModesRestored()
            #expect(run.text().contains("Input ended"), "\(run.transcript)")
            let json = try PlayFiles.json(export)
            #expect(json["ended_by"] as? String == "eof")
            #expect(json["correct"] as? Int == 1)
        }

        @Test("keys rebound in an inputrc under $if guess act; readline's own keys (Ctrl-R, Meta-n) swallow nothing")
        func inputrcRebindingAndNoLineEditing() throws {
            let sandbox = try Sandbox()
            let inputrc = try sandbox.write("inputrc", "$if guess\n\"j\": guess-right\n\"k\": guess-wrong\n$endif\n")
            let export = sandbox.path("round.json")
            let run = try PlayTerminalRun(
                ["--yes", "--lead-in", "0", "--seconds", "30", "--bank", "en", "--export", export], sandbox: sandbox,
                environment: ["INPUTRC": sandbox.path(inputrc)])
            try #require(run.waitFor("right 0 ✓"), "no first frame\n\(run.transcript)")
            var mark = run.press("j")
            try #require(run.waitFor("right 1 ✓", since: mark), "j (inputrc) did not count\n\(run.transcript)")
            mark = run.press("k")
            try #require(run.waitFor("✗ 1 wrong", since: mark), "k (inputrc) did not count\n\(run.transcript)")
            // Ctrl-R would start readline's history search and swallow what follows.
            mark = run.press([0x12])
            mark = run.press("y")
            try #require(run.waitFor("right 2 ✓", since: mark), "y after Ctrl-R was swallowed\n\(run.transcript)")
            // Esc n is Meta-n (a history search in emacs mode); a stray Esc must not cost the n, nor the
            // next key.
            mark = run.press([0x1B, UInt8(ascii: "n")])
            try #require(run.waitFor("✗ 2 wrong", since: mark), "n after a stray Esc was lost\n\(run.transcript)")
            mark = run.press("y")
            try #require(run.waitFor("right 3 ✓", since: mark), "y after Meta-n was swallowed\n\(run.transcript)")
            // Paused, the quit question must not reveal the word.
            mark = run.press(" ")
            try #require(run.waitForFrame(since: mark) { $0.contains("PAUSED") }, "\(run.transcript)")
            mark = run.press("q")
            try #require(run.waitForFrame(since: mark) { $0.contains("End the game?") }, "\(run.transcript)")
            let asking = run.lastFrame(since: mark) ?? ""
            #expect(
                !starGlyphs.contains { asking.contains($0) },
                "the paused word shows under the quit question:\n\(asking)")
            mark = run.press("y")
            try #require(run.waitFor("Play again", since: mark), "\(run.transcript)")
            run.answer("n")
            #expect(run.finish() == .exited(0), "\(run.transcript)")
            run.expectModesRestored()
            let json = try PlayFiles.json(export)
            #expect(json["correct"] as? Int == 3)
            #expect(json["wrong"] as? Int == 2)
        }

        @Test("rebinding y to guess-wrong in ~/.inputrc leaves the quit question's y (guess-yes) alone")
        func questionsHaveTheirOwnKeys() throws {
            let sandbox = try Sandbox()
            let inputrc = try sandbox.write("inputrc", "$if guess\n\"y\": guess-wrong\n\"j\": guess-right\n$endif\n")
            let export = sandbox.path("round.json")
            let run = try PlayTerminalRun(
                ["--yes", "--lead-in", "0", "--seconds", "30", "--bank", "en", "--export", export], sandbox: sandbox,
                environment: ["INPUTRC": sandbox.path(inputrc)])
            try #require(run.waitFor("right 0 ✓"), "no first frame\n\(run.transcript)")
            var mark = run.press("y")
            try #require(run.waitFor("✗ 1 wrong", since: mark), "y (rebound) did not count wrong\n\(run.transcript)")
            mark = run.press("q")
            try #require(run.waitForFrame(since: mark) { $0.contains("End the game?") }, "\(run.transcript)")
            mark = run.press("y")
            try #require(run.waitFor("Play again", since: mark), "y did not answer the question\n\(run.transcript)")
            run.answer("n")
            #expect(run.finish() == .exited(0), "\(run.transcript)")
            let json = try PlayFiles.json(export)
            #expect(json["ended_by"] as? String == "quit")
            #expect(json["wrong"] as? Int == 1)
            #expect(json["correct"] as? Int == 0)
        }

        @Test("Ctrl-Z pauses the round and hands the terminal back before stopping")
        func controlZPausesAndReturns() throws {
            let (run, export) = try PlayTerminalRun.startedRound()
            // Under setsid the game's process group has no job-control shell, so the kernel drops the stop
            // itself; everything around it (pause, terminal handed back, screen taken again) still happens.
            var mark = run.press([0x1A])
            try #require(run.waitFor("guess: suspended", since: mark), "no hand-back\n\(run.transcript)")
            try #require(
                run.waitForFrame(since: mark) { $0.contains("PAUSED") }, "not paused after Ctrl-Z\n\(run.transcript)")
            mark = run.press(" ")
            try #require(
                run.waitForFrame(since: mark) { frame in starGlyphs.contains { frame.contains($0) } },
                "space did not resume\n\(run.transcript)")
            mark = run.press("y")
            try #require(run.waitFor("right 1 ✓", since: mark), "\(run.transcript)")
            try run.quitRoundAndLeave()
            #expect(try PlayFiles.json(export)["correct"] as? Int == 1)
        }

        @Test("play again draws the words the round just played only after all the others")
        func playAgainDrawsFreshWordsFirst() throws {
            let sandbox = try Sandbox()
            let bank = try sandbox.write("six.txt", "alpha\nbravo\ncharlie\ndelta\nfoxtrot\ngolf\n")
            let export = sandbox.path("round.json")
            let run = try PlayTerminalRun(
                ["--yes", "--lead-in", "0", "--seconds", "30", "--bank", sandbox.path(bank), "--export", export],
                sandbox: sandbox,
                keepHistory: true)
            try #require(run.waitFor("right 0 ✓"), "no first frame\n\(run.transcript)")
            var mark = run.press("y")
            try #require(run.waitFor("right 1 ✓", since: mark), "\(run.transcript)")
            mark = run.press("y")
            try #require(run.waitFor("right 2 ✓", since: mark), "\(run.transcript)")
            mark = run.press("q")
            try #require(run.waitFor("End the game?", since: mark), "\(run.transcript)")
            mark = run.press("y")
            try #require(run.waitFor("Play again", since: mark), "\(run.transcript)")
            mark = run.answer("y")
            try #require(run.waitFor("right 0 ✓", since: mark), "no second round\n\(run.transcript)")
            mark = run.press("y")
            try #require(run.waitFor("right 1 ✓", since: mark), "\(run.transcript)")
            mark = run.press("y")
            try #require(run.waitFor("right 2 ✓", since: mark), "\(run.transcript)")
            mark = run.press("q")
            try #require(run.waitFor("End the game?", since: mark), "\(run.transcript)")
            mark = run.press("y")
            try #require(run.waitFor("Play again", since: mark), "\(run.transcript)")
            run.answer("n")
            #expect(run.finish() == .exited(0), "\(run.transcript)")
            let first = Set(PlayFiles.words(try PlayFiles.json(export)).compactMap { $0["word"] as? String })
            let second = Set(
                PlayFiles.words(try PlayFiles.json(sandbox.path("round-2.json"))).compactMap { $0["word"] as? String })
            #expect(first.count == 3 && second.count == 3)
            #expect(first.isDisjoint(with: second), "round 2 repeated round 1's words: \(first) then \(second)")
        }
    }
}
