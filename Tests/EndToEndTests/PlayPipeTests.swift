import Foundation
import GuessGame
import GuessTestSupport
import GuessWords
import Testing

#if canImport(Glibc)
    import Glibc
#endif

// End-to-end tests of `guess play` with standard input a pipe (one command per line), and the harness
// names the terminal and sound tests share. Every wait is bounded: a hang fails the test and the child is
// killed, it never blocks the run.

// MARK: - Harness shared with PlayTerminalTests.swift

// The process harness (ChildProcess, the tests' one spawner) lives in GuessTestSupport.

extension PlayFiles {
    /// The binary under test ($GUESS_BINARY, else .build/debug/guess), checked to exist.
    static func binary() throws -> String {
        let path = BinaryRunner.binaryPath
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw HarnessError("no guess binary at \(path): build it first (swift build) or set GUESS_BINARY")
        }
        return path
    }
}

// MARK: - A run through a pipe

/// `guess play` with standard input a pipe the test writes to and holds open until it closes it, and
/// standard output and error collected.
final class PlayPipeRun {
    let child: ChildProcess
    let started = HarnessClock.now
    private let output: OutputCollector
    private let errors: OutputCollector
    private var input: Int32
    private let outputEnd: Int32
    private let errorEnd: Int32

    /// Starts `guess play arguments` (plus `--no-history` when the build has it, unless `plain`).
    init(_ arguments: [String], sandbox: Sandbox, plain: Bool = false) throws {
        let binary = try PlayFiles.binary()
        var stdinPipe: [Int32] = [0, 0]
        var stdoutPipe: [Int32] = [0, 0]
        var stderrPipe: [Int32] = [0, 0]
        guard pipe(&stdinPipe) == 0, pipe(&stdoutPipe) == 0, pipe(&stderrPipe) == 0 else {
            throw HarnessError("pipe failed")
        }
        // Close-on-exec, so children started by other tests never hold these pipes open.
        for descriptor in stdinPipe + stdoutPipe + stderrPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        defer {
            close(stdinPipe[0])
            close(stdoutPipe[1])
            close(stderrPipe[1])
        }
        input = stdinPipe[1]
        outputEnd = stdoutPipe[0]
        errorEnd = stderrPipe[0]
        do {
            child = try ChildProcess(
                executable: binary, arguments: ["play"] + (plain ? [] : PlayFiles.historyArguments) + arguments,
                environment: PlayFiles.environment(sandbox),
                stdin: stdinPipe[0], stdout: stdoutPipe[1], stderr: stderrPipe[1])
        } catch {
            close(stdinPipe[1])
            close(stdoutPipe[0])
            close(stderrPipe[0])
            throw error
        }
        output = OutputCollector(descriptor: stdoutPipe[0])
        errors = OutputCollector(descriptor: stderrPipe[0])
    }

    deinit {
        closeInput()
        if child.exit == nil { child.wait(timeout: 0) }
        output.stop()
        errors.stop()
        close(outputEnd)
        close(errorEnd)
    }

    /// Writes `text` to the game's standard input.
    func send(_ text: String) {
        guard input >= 0 else { return }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Closes standard input: end of input for the game.
    func closeInput() {
        guard input >= 0 else { return }
        close(input)
        input = -1
    }

    /// Standard output so far.
    var stdout: String { String(decoding: output.bytes, as: UTF8.self) }
    /// Standard error so far.
    var stderr: String { String(decoding: errors.bytes, as: UTF8.self) }
    /// Complete lines of standard output so far.
    var lines: [String] {
        var lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()  // the unfinished line after the last newline (empty when none)
        return lines
    }

    /// Waits until standard output has at least `count` complete lines.
    func waitForLines(_ count: Int, timeout: Double = 5) -> Bool {
        output.wait(timeout: timeout) { bytes in bytes.lazy.filter { $0 == 0x0A }.count >= count }
    }

    /// Waits for the game to exit (killing it at the deadline) and for its output to be complete.
    @discardableResult
    func finish(timeout: Double = 10) -> ChildExit {
        let exit = child.wait(timeout: timeout)
        output.waitForEnd(timeout: 2)
        errors.waitForEnd(timeout: 2)
        return exit
    }

    /// For failure messages.
    var transcript: String { "--- stdout ---\n\(stdout.suffix(1500))\n--- stderr ---\n\(stderr.suffix(1500))" }
}

/// A word line `WORD<TAB>TIER`.
private func split(_ line: String) -> (word: String, tier: String)? {
    let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty else { return nil }
    return (String(parts[0]), String(parts[1]))
}

private let tierNames = Set(Tier.allCases.map(\.name))

// MARK: - Tests

extension EndToEnd {
    @Suite("guess play through a pipe")
    struct PlayEndToEndPipe {
        @Test("lines y/n/u/p/q: every word printed (undo prints it again), JSON export in order with results")
        func commandsAndJSONExport() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.json")
            let run = try PlayPipeRun(
                ["--seed", "7", "--bank", "en", "--seconds", "60", "--export", export], sandbox: sandbox)
            // w1 right; w2 wrong; undo (w3 goes back, w2 returns); w2 wrong; pause, resume; w4 right; quit on w5.
            run.send("y\nn\nu\nn\np\np\ny\nq\n")
            let exit = run.finish()
            #expect(exit == .exited(0), "\(run.transcript)")

            let lines = run.lines
            try #require(lines.count == 6, "expected 6 word lines, got \(lines)\n\(run.transcript)")
            let shown = try lines.map { line in try #require(split(line), "not WORD<TAB>TIER: \(line)") }
            for entry in shown { #expect(tierNames.contains(entry.tier), "unknown tier in \(entry)") }
            #expect(lines[3] == lines[1], "undo must print the returned word again")

            let json = try PlayFiles.json(export)
            #expect(json["schema"] as? String == "guess.round.v1")
            #expect(json["ended_by"] as? String == "quit")
            #expect(json["correct"] as? Int == 2)
            #expect(json["wrong"] as? Int == 1)
            #expect(json["seconds"] as? Int == 60)
            #expect(json["seed"] as? Int == 7)
            #expect(json["bank"] as? String == "en")
            let started = try #require(json["started_at"] as? String)
            #expect(started.hasSuffix("Z") && started.contains("T"), "started_at \(started) is not ISO 8601 UTC")
            let elapsed = try #require(json["elapsed"] as? Double)
            // Quit before the clock ran out: the time played, under the round's 60 s (not a bound on how fast
            // this machine runs it).
            #expect(elapsed >= 0 && elapsed < 60)

            let words = PlayFiles.words(json)
            // The withdrawn word (line 3) is no longer part of the round.
            let expected = [
                (shown[0], "correct"), (shown[1], "wrong"), (shown[4], "correct"), (shown[5], "unanswered"),
            ]
            try #require(words.count == expected.count, "words: \(words)")
            for (word, (line, result)) in zip(words, expected) {
                #expect(word["word"] as? String == line.word)
                #expect(word["tier"] as? String == line.tier)
                #expect(word["result"] as? String == result, "\(word)")
                #expect(word["shown_at"] is Double || word["shown_at"] is Int)
                if result == "unanswered" {
                    #expect(word["answered_at"] is NSNull, "\(word)")
                } else {
                    #expect(word["answered_at"] is Double || word["answered_at"] is Int, "\(word)")
                }
            }
            #expect(run.stderr.contains("round over (quit): 2 right, 1 wrong"), "\(run.transcript)")
        }

        @Test("the same --seed shows the same words")
        func seedRepeats() throws {
            var outputs: [[String]] = []
            for _ in 0..<2 {
                // A sandbox each: a shared history store would make the second game prefer fresh words.
                let sandbox = try Sandbox()
                let run = try PlayPipeRun(["--seed", "42", "--seconds", "60"], sandbox: sandbox)
                run.send("y\nn\ny\nn\nq\n")
                #expect(run.finish() == .exited(0), "\(run.transcript)")
                outputs.append(run.lines)
            }
            #expect(outputs[0].count == 5)
            #expect(outputs[0] == outputs[1])
        }

        @Test("with stdin held open and no line, the round ends by itself at the deadline")
        func endsAtDeadline() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.json")
            let run = try PlayPipeRun(["--seconds", "1", "--seed", "3", "--export", export], sandbox: sandbox)
            try #require(run.waitForLines(1), "no first word\n\(run.transcript)")
            let exit = run.finish(timeout: 10)
            run.closeInput()  // only now: the game must not have needed end of input
            #expect(exit == .exited(0), "\(run.transcript)")

            let json = try PlayFiles.json(export)
            #expect(json["ended_by"] as? String == "time")
            #expect(
                json["elapsed"] as? Double == 1 || json["elapsed"] as? Int == 1, "elapsed \(json["elapsed"] ?? "nil")")
            let words = PlayFiles.words(json)
            #expect(words.count == 1)
            #expect(words.first?["result"] as? String == "unanswered")
            #expect(run.lines.count == 1)
        }

        @Test("end of input ends the round as eof")
        func endOfInput() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.json")
            let run = try PlayPipeRun(["--seconds", "60", "--export", export], sandbox: sandbox)
            run.send("y\n")
            run.closeInput()
            #expect(run.finish(timeout: 5) == .exited(0), "\(run.transcript)")
            let json = try PlayFiles.json(export)
            #expect(json["ended_by"] as? String == "eof")
            #expect(json["correct"] as? Int == 1)
            #expect(json["wrong"] as? Int == 0)
            #expect(PlayFiles.words(json).count == 2)
            #expect(run.lines.count == 2)
        }

        @Test("a deck that runs out ends the round as exhausted, with stdin still open")
        func deckRunsOut() throws {
            let sandbox = try Sandbox()
            try sandbox.write("two.txt", "apple\npear\n")
            let export = sandbox.path("round.json")
            let run = try PlayPipeRun(
                ["--seconds", "60", "--bank", sandbox.path("two.txt"), "--export", export], sandbox: sandbox)
            run.send("y\nn\n")
            #expect(run.finish(timeout: 5) == .exited(0), "\(run.transcript)")
            #expect(Set(run.lines) == ["apple\tcustom", "pear\tcustom"], "\(run.transcript)")
            let json = try PlayFiles.json(export)
            #expect(json["ended_by"] as? String == "exhausted")
            #expect(json["correct"] as? Int == 1)
            #expect(json["wrong"] as? Int == 1)
        }

        @Test("after quit, later lines do not count; unknown lines are reported")
        func linesAfterTheEnd() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.json")
            let run = try PlayPipeRun(["--seconds", "60", "--export", export], sandbox: sandbox)
            run.send("y\nbogus\nq\ny\ny\n")
            #expect(run.finish(timeout: 5) == .exited(0), "\(run.transcript)")
            #expect(run.stderr.contains("line 2: unknown command 'bogus'"), "\(run.transcript)")
            let json = try PlayFiles.json(export)
            #expect(json["ended_by"] as? String == "quit")
            #expect(json["correct"] as? Int == 1)
            #expect(run.lines.count == 2)
        }

        @Test(
            "CSV export: a header, then one row per word",
            arguments: [
                (file: "round.csv", format: nil as String?),
                (file: "round.data", format: "csv"),
            ])
        func csvExport(file: String, format: String?) throws {
            let sandbox = try Sandbox()
            let export = sandbox.path(file)
            let run = try PlayPipeRun(
                ["--seed", "5", "--bank", "en", "--seconds", "60", "--export", export]
                    + (format.map { ["--format", $0] } ?? []),
                sandbox: sandbox)
            run.send("y\nn\nq\n")
            #expect(run.finish(timeout: 5) == .exited(0), "\(run.transcript)")
            let shown = run.lines.compactMap(split)
            try #require(shown.count == 3, "\(run.transcript)")

            let bytes = try Data(contentsOf: URL(fileURLWithPath: export))
            #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF], "a CSV export starts with the byte order mark")
            let text = String(decoding: bytes.dropFirst(3), as: UTF8.self)
            let rows = PlayFiles.csvRows(text)
            try #require(rows.count == 4, "CSV:\n\(text)")
            #expect(
                rows[0] == [
                    "round_started_at", "team", "word", "tier", "result", "shown_at", "answered_at", "scripted",
                    "themes", "family", "describer", "utc_offset",
                ])
            for (row, (line, result)) in zip(rows.dropFirst(), zip(shown, ["correct", "wrong", "unanswered"])) {
                try #require(row.count == 12, "row \(row)")
                #expect(
                    RoundRecord.parseTimestamp(row[0].replacingOccurrences(of: " ", with: "T") + row[11].dropFirst(3))
                        != nil,
                    "\(row[0]) \(row[11])")
                #expect(row[7] == "yes", "a piped round is scripted")
                #expect(row[1] == "")
                #expect(row[2] == line.word)
                #expect(row[3] == line.tier)
                #expect(row[4] == result)
                #expect(Double(row[5]) != nil, "shown_at \(row[5])")
                #expect(result == "unanswered" ? row[6] == "" : Double(row[6]) != nil, "answered_at \(row[6])")
            }
        }

        @Test("an export path that cannot be written fails before any word is shown")
        func unwritableExport() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("missing/directory/round.json")
            let run = try PlayPipeRun(["--seconds", "30", "--export", export], sandbox: sandbox)
            // Standard input stays open: a round that started anyway would sit there until the deadline.
            let exit = run.finish(timeout: 5)
            #expect(exit == .exited(66), "a missing directory is missing input\n\(run.transcript)")
            #expect(run.stdout.isEmpty, "a word was printed:\n\(run.transcript)")
            #expect(run.stderr.contains("missing/directory"), "\(run.transcript)")
            #expect(!FileManager.default.fileExists(atPath: export))
        }

        @Test("a word list that cannot be used exits 65 before the round", arguments: ["--words", "--bank"])
        func badWordList(option: String) throws {
            let sandbox = try Sandbox()
            try sandbox.write("bad.txt", "[bogus]\nsomething\n")
            let run = try PlayPipeRun(["--seconds", "30", option, sandbox.path("bad.txt")], sandbox: sandbox)
            let exit = run.finish(timeout: 5)
            #expect(exit == .exited(65), "\(run.transcript)")
            #expect(run.stdout.isEmpty, "\(run.transcript)")
            #expect(run.stderr.contains("bad.txt:1"), "\(run.transcript)")
        }

        @Test(
            "a signal mid-round: the round so far exported as interrupted, then death by that signal",
            arguments: [
                (SIGTERM, "SIGTERM"), (SIGINT, "SIGINT"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT"),
                (SIGUSR1, "SIGUSR1"),
                (SIGALRM, "SIGALRM"),
            ])
        func signalMidRound(signal: Int32, name: String) throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.json")
            let run = try PlayPipeRun(["--seconds", "30", "--export", export], sandbox: sandbox)
            run.send("y\n")
            try #require(run.waitForLines(2), "no second word\n\(run.transcript)")
            run.child.send(signal)
            // Re-raised with its default action, so a shell sees 128 + N and a loop around guess stops.
            #expect(run.finish(timeout: 5) == .signalled(signal), "\(run.transcript)")
            #expect(run.stderr.contains("interrupted by \(name)"), "\(run.transcript)")
            let json = try PlayFiles.json(export)
            #expect(json["ended_by"] as? String == "interrupted")
            #expect(json["correct"] as? Int == 1)
            #expect(PlayFiles.words(json).count == 2)
            #expect(run.stderr.contains("interrupted by \(name)"), "\(run.transcript)")
        }
    }
}
