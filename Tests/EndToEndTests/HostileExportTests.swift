import Foundation
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `script` with /bin/sh in the sandbox's work directory, `$GUESS` naming the binary.
private func shell(_ script: String, in sandbox: Sandbox, timeout: TimeInterval = 60) throws -> RunResult {
    try ProgramRunner.run(
        "/bin/sh", ["-c", script], in: sandbox, environment: ["GUESS": BinaryRunner.binaryPath], timeout: timeout)
}

private func fileStatus(_ path: String) -> stat? {
    var info = stat()
    return stat(path, &info) == 0 ? info : nil
}

extension EndToEnd {
    @Suite("Exports through FIFOs, devices, /proc and links: nothing replaced, nothing hangs")
    struct HostileExportTests {
        @Test("an export to a FIFO nobody reads ends with 'nobody reads' instead of hanging")
        func fifoWithoutReader() throws {
            let sandbox = try Sandbox()
            let fifo = sandbox.path("pipe.json")
            #expect(mkfifo(fifo, 0o600) == 0)
            let result = try BinaryRunner.run(
                ["play", "--no-history", "--export", fifo], in: sandbox, stdin: Data("y\nq\n".utf8), timeout: 30)
            #expect(!result.timedOut, "\(result)")
            #expect(result.status == 1 && result.stderr.contains("nobody reads"), "\(result)")
            #expect(fileStatus(fifo).map { $0.st_mode & S_IFMT == S_IFIFO } == true)
        }

        @Test("--export /dev/stdout with standard output on a regular file writes there, after the word lines")
        func devStdoutOnAFile() throws {
            let sandbox = try Sandbox()
            let result = try shell(
                "printf 'y\\nq\\n' | \"$GUESS\" play --no-history --seed 3 --export /dev/stdout --format json > out.json",
                in: sandbox)
            #expect(result.status == 0, "\(result)")
            let out = try String(contentsOfFile: sandbox.path("out.json"), encoding: .utf8)
            #expect(out.contains("\"schema\" : \"guess.round.v1\""), "\(out)")
            #expect(out.split(separator: "\n").first?.contains("\t") == true, "the word lines come first: \(out)")
        }

        @Test("--export /dev/stdout onto a file that is not an export is refused (64), the file left as it is")
        func devStdoutOntoNotes() throws {
            let sandbox = try Sandbox()
            try sandbox.write("notes.txt", "my notes\n")
            let result = try shell(
                "printf 'y\\nq\\n' | \"$GUESS\" play --no-history --export /dev/stdout --format json >> notes.txt",
                in: sandbox)
            #expect(result.status == 64 && result.stderr.contains("is not an export of guess"), "\(result)")
            #expect(try String(contentsOfFile: sandbox.path("notes.txt"), encoding: .utf8) == "my notes\n")
        }

        @Test(
            "a descriptor that is not open, or open for reading only, is refused before the game",
            arguments: [
                ("/proc/self/fd/7", "no such open descriptor"), ("/dev/fd/9", "no such open descriptor"),
                ("/dev/stdin", "reading only"),
            ])
        func descriptorPaths(path: String, message: String) throws {
            let result = try BinaryRunner.run(
                ["play", "--no-history", "--export", path, "--format", "json"], stdin: Data("y\nq\n".utf8))
            #expect(result.status == 1 && result.stderr.contains(message), "\(result)")
            #expect(!result.stdout.contains("\t"), "the game was played: \(result)")
        }

        @Test("play again: round-2 through a /proc path gets the not-an-export check like the first")
        func playAgainThroughProc() throws {
            let sandbox = try Sandbox()
            try sandbox.write("round-2.json", "{\"mine\": true}\n")
            let export = "/proc/self/root" + sandbox.path("round.json")
            let run = try PlayTerminalRun(
                ["--yes", "--lead-in", "0", "--seconds", "1", "--bank", "en", "--export", export], sandbox: sandbox)
            try #require(run.waitFor("Play again"), "\(run.transcript)")
            let mark = run.answer("y")
            try #require(run.waitFor("right 0 ✓", since: mark), "no second round\n\(run.transcript)")
            var step = run.press("q")
            try #require(run.waitFor("End the game?", since: step), "\(run.transcript)")
            step = run.press("y")
            try #require(run.waitFor("Play again", since: step), "\(run.transcript)")
            run.answer("n")
            #expect(run.finish() == .exited(1), "the export failed: \(run.transcript)")
            #expect(try PlayFiles.json(sandbox.path("round.json"))["ended_by"] as? String == "time")
            #expect(try String(contentsOfFile: sandbox.path("round-2.json"), encoding: .utf8) == "{\"mine\": true}\n")
            #expect(run.transcript.contains("is not an export of guess"), "\(run.transcript)")
        }
    }
}
