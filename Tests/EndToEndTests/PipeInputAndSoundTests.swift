import Foundation
import GuessTestSupport
import Testing

extension EndToEnd {
    @Suite("Pipe input and sound settings from outside: bounded")
    struct PipeInputAndSoundTests {
        @Test("an endless line on standard input stops the game with 65, naming the line")
        func endlessLine() throws {
            let sandbox = try Sandbox()
            let input = Data("y\n".utf8) + Data(repeating: 0, count: 1 << 20)
            let result = try BinaryRunner.run(
                ["play", "--no-history", "--seconds", "60"], in: sandbox, stdin: input, timeout: 60)
            #expect(!result.timedOut, "\(result)")
            #expect(result.status == 65, "\(result)")
            #expect(result.stderr.contains("line 2") && result.stderr.contains("4 KiB"), "\(result)")
        }

        @Test("a line of 4 KiB or less is still an (unknown) command, and the game goes on")
        func longButBoundedLine() throws {
            let line = String(repeating: "z", count: 4000)
            let result = try BinaryRunner.run(["play", "--no-history"], stdin: Data("\(line)\ny\nq\n".utf8))
            #expect(result.status == 0 && result.stderr.contains("unknown command"), "\(result)")
        }

        @Test("a PULSE_SERVER of 20,000 characters falls back to the bell with a notice (libpulse aborted)")
        func hugePulseServer() throws {
            let result = try BinaryRunner.run(
                ["play", "--no-history", "--sound", "auto"],
                environment: ["PULSE_SERVER": String(repeating: "x", count: 20_000)],
                stdin: Data("y\nq\n".utf8), timeout: 30)
            #expect(result.status == 0 && !result.signalled, "\(result)")
            #expect(result.stderr.contains("PULSE_SERVER") && result.stderr.contains("terminal bell"), "\(result)")
        }
    }
}
