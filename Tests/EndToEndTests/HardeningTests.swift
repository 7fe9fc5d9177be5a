import Foundation
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `script` with /bin/sh in the sandbox's work directory, `$GUESS` naming the binary: for
/// redirections the runner cannot make (standard output on /dev/full, say).
private func shell(_ script: String, in sandbox: Sandbox, timeout: TimeInterval = 60) throws -> RunResult {
    try ProgramRunner.run(
        "/bin/sh", ["-c", script], in: sandbox, environment: ["GUESS": BinaryRunner.binaryPath], timeout: timeout)
}

extension EndToEnd {
    @Suite("Nothing lost, nothing injected")
    struct HardeningTests {
        @Test("an export never replaces a FIFO: it is written through, and stays a FIFO")
        func exportIntoAFIFO() throws {
            let sandbox = try Sandbox()
            let fifo = sandbox.path("pipe")
            #expect(mkfifo(fifo, 0o600) == 0)
            let result = try shell(
                "cat pipe > got.json & printf 'y\\nq\\n' | \"$GUESS\" play --no-history --seed 3 --export pipe --format json; wait",
                in: sandbox)
            #expect(result.status == 0, "\(result)")
            var info = stat()
            #expect(stat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
            let got = try String(contentsOfFile: sandbox.path("got.json"), encoding: .utf8)
            #expect(got.contains("\"schema\" : \"guess.round.v1\""), "\(got)")
        }

        @Test("a full disk on standard output is exit 1 with a message; on standard error, no crash")
        func fullDisk() throws {
            let sandbox = try Sandbox()
            try sandbox.write("bad.txt", "[bogus]\nx\n")
            let draw = try shell("\"$GUESS\" draw -n 3 --seed 1 >/dev/full", in: sandbox)
            #expect(draw.status == 1, "\(draw)")
            #expect(draw.stderr.contains("standard output"), "\(draw)")
            let check = try shell("\"$GUESS\" bank check bad.txt 2>/dev/full", in: sandbox)
            #expect(check.status == 65, "\(check)")
            let db = sandbox.path("h.sqlite")
            _ = try BinaryRunner.run(["play", "--db", db], in: sandbox, stdin: Data("y\nq\n".utf8))
            let export = try shell("\"$GUESS\" history export --all --db h.sqlite >/dev/full", in: sandbox)
            #expect(export.status == 1, "\(export)")
            let list = try shell("\"$GUESS\" history --db h.sqlite >/dev/full", in: sandbox)
            #expect(list.status == 1, "\(list)")
            // Help and a completion script too (ArgumentParser alone would say 0).
            for arguments in ["--help", "stats --help", "--generate-completion-script bash"] {
                let help = try shell("\"$GUESS\" \(arguments) >/dev/full", in: sandbox)
                #expect(help.status == 1 && help.stderr.contains("standard output"), "\(arguments): \(help)")
            }
            // A reader that goes away stays quiet.
            let closed = try shell("\"$GUESS\" draw --all --seed 1 | head -n 1 >/dev/null", in: sandbox)
            #expect(closed.status == 0 && closed.stderr.isEmpty, "\(closed)")
            let helpClosed = try shell("\"$GUESS\" --help | head -n 1 >/dev/null", in: sandbox)
            #expect(helpClosed.status == 0 && helpClosed.stderr.isEmpty, "\(helpClosed)")
        }

        // A list line or a config too long: Tests/GuessCommandsTests/HostileInputCommandTests.swift.
        @Test("lists that never end (devices, a FIFO fed forever) fail fast with 65 and bounded memory")
        func boundedInputs() throws {
            let sandbox = try Sandbox()
            for device in ["/dev/zero", "/dev/urandom"] {
                let result = try BinaryRunner.run(["draw", "--bank", device], in: sandbox, timeout: 30)
                #expect(result.status == 65 && !result.timedOut, "\(result)")
                #expect(result.stderr.contains(device), "\(result)")
            }
            // A FIFO fed forever: the list is refused at its size limit, not read until memory runs out.
            let fifo = try shell(
                "mkfifo words; (yes apple > words 2>/dev/null &); \"$GUESS\" draw --bank words", in: sandbox,
                timeout: 120)
            #expect(fifo.status == 65 && fifo.stderr.contains("too large"), "\(fifo)")
        }

    }
}
