import Foundation
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

// Smoke tests of the binary with standard input a pipe held open (a round that ends at its deadline, and
// signals mid-round), and the harness names the terminal and sound tests share. What the commands do with
// piped lines runs in-process: Tests/GuessCommandsTests/PlayPipeCommandTests.swift. Every wait is bounded: a hang
// fails the test and the child is killed, it never blocks the run.

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
    func waitForLines(_ count: Int, timeout: Double = Patience.seconds) -> Bool {
        output.wait(timeout: timeout) { bytes in bytes.lazy.filter { $0 == 0x0A }.count >= count }
    }

    /// Waits for the game to exit (killing it at the deadline) and for its output to be complete.
    @discardableResult
    func finish(timeout: Double = Patience.seconds) -> ChildExit {
        let exit = child.wait(timeout: timeout)
        output.waitForEnd(timeout: Patience.seconds)
        errors.waitForEnd(timeout: Patience.seconds)
        return exit
    }

    /// For failure messages.
    var transcript: String { "--- stdout ---\n\(stdout.suffix(1500))\n--- stderr ---\n\(stderr.suffix(1500))" }
}

// MARK: - Tests

extension EndToEnd {
    @Suite("guess play through a pipe")
    struct PlayEndToEndPipe {
        @Test("with stdin held open and no line, the round ends by itself at the deadline")
        func endsAtDeadline() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.json")
            let run = try PlayPipeRun(["--seconds", "1", "--seed", "3", "--export", export], sandbox: sandbox)
            try #require(run.waitForLines(1), "no first word\n\(run.transcript)")
            let exit = run.finish()
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
            #expect(run.finish() == .signalled(signal), "\(run.transcript)")
            #expect(run.stderr.contains("interrupted by \(name)"), "\(run.transcript)")
            let json = try PlayFiles.json(export)
            #expect(json["ended_by"] as? String == "interrupted")
            #expect(json["correct"] as? Int == 1)
            #expect(PlayFiles.words(json).count == 2)
            #expect(run.stderr.contains("interrupted by \(name)"), "\(run.transcript)")
        }
    }
}
