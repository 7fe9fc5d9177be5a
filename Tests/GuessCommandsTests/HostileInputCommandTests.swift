import Foundation
import GuessTestSupport
import Testing

/// Outside text the commands take (team names, file names, lists, configs and piped lines), in-process:
/// bounded, refused or shown escaped. Lists read from devices and FIFOs run the binary
/// (Tests/EndToEndTests/HardeningTests.swift).
extension Commands {
    @Suite("Hostile input: nothing injected, everything bounded")
    struct HostileInputCommandTests {
        @Test("team names with control or bidi characters are refused: 64 from a flag, 65 from the config")
        func hostileTeamNames() async throws {
            let sandbox = try Sandbox()
            let flag = try await CommandRunner.run(
                ["play", "--no-history", "--team", "Red\u{1B}[2J", "--team", "Blue"], in: sandbox)
            #expect(flag.status == 64, "\(flag)")
            #expect(!flag.stderr.contains("\u{1B}"), "\(flag)")
            try sandbox.write(to: sandbox.userConfig, "[party]\nteams = [\"A\\u202Eevil\", \"B\"]\n")
            let config = try await CommandRunner.run(["play", "--no-history"], in: sandbox, stdin: Data("q\n".utf8))
            #expect(config.status == 65, "\(config)")
            #expect(config.stderr.contains("party.teams"), "\(config)")
            #expect(!config.stderr.contains("\u{202E}"), "\(config)")
        }

        @Test("a file name with an escape sequence is shown escaped, on standard output and standard error")
        func hostileFileNames() async throws {
            let sandbox = try Sandbox()
            let name = "x\u{1B}[2Jy.txt"
            try sandbox.write(name, "apple\n")
            let checked = try await CommandRunner.run(
                ["bank", "check", name, "missing\u{1B}]0;t\u{07}.txt"], in: sandbox)
            #expect(checked.status == 66, "\(checked)")
            #expect(!checked.stdout.contains("\u{1B}") && !checked.stderr.contains("\u{1B}"), "\(checked)")
            #expect(checked.stdout.contains("x\\u{1B}[2Jy.txt: ok"), "\(checked)")
            let shown = try await CommandRunner.run(["bank", "show", name], in: sandbox)
            #expect(shown.status == 0 && !shown.stdout.contains("\u{1B}"), "\(shown)")
        }

        @Test("a list line or a config too long is refused with 65")
        func boundedFiles() async throws {
            let sandbox = try Sandbox()
            try sandbox.write("long.txt", String(repeating: "a", count: 100_000) + "\n")
            let long = try await CommandRunner.run(["bank", "check", "long.txt"], in: sandbox)
            #expect(long.status == 65, "\(long)")
            try sandbox.write("huge.toml", "# " + String(repeating: "x", count: 2 << 20) + "\n")
            let config = try await CommandRunner.run(["draw", "--config", "huge.toml"], in: sandbox)
            #expect(config.status == 65 && config.stderr.contains("huge.toml"), "\(config)")
        }

        @Test("a piped line that is not a command is echoed escaped and cut short")
        func hostilePipedLine() async throws {
            let sandbox = try Sandbox()
            let line = "\u{1B}]0;owned\u{07}" + String(repeating: "z", count: 500)
            let result = try await CommandRunner.run(
                ["play", "--no-history"], in: sandbox, stdin: Data((line + "\nq\n").utf8))
            #expect(result.status == 0, "\(result)")
            #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{07}"), "\(result)")
            #expect(result.stderr.contains("unknown command '\\u{1B}]0;owned"), "\(result)")
            #expect(!result.stderr.contains(String(repeating: "z", count: 100)), "not cut short")
        }

        @Test("an endless line on standard input stops the game with 65, naming the line")
        func endlessLine() async throws {
            let sandbox = try Sandbox()
            let input = Data("y\n".utf8) + Data(repeating: 0, count: 1 << 20)
            let result = try await CommandRunner.run(
                ["play", "--no-history", "--seconds", "60"], in: sandbox, stdin: input, timeout: 60)
            #expect(!result.timedOut, "\(result)")
            #expect(result.status == 65, "\(result)")
            #expect(result.stderr.contains("line 2") && result.stderr.contains("4 KiB"), "\(result)")
        }

        @Test("a line of 4 KiB or less is still an (unknown) command, and the game goes on")
        func longButBoundedLine() async throws {
            let line = String(repeating: "z", count: 4000)
            let result = try await CommandRunner.run(["play", "--no-history"], stdin: Data("\(line)\ny\nq\n".utf8))
            #expect(result.status == 0 && result.stderr.contains("unknown command"), "\(result)")
        }
    }
}
