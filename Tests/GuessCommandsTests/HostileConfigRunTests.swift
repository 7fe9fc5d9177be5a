import Foundation
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A dotted key of 150,000 parts (300 KB): TOMLKit recursed on it until the stack ran out.
private let deepKeyConfig =
    "[round]\nseconds = 60\n" + Array(repeating: "a", count: 150_000).joined(separator: ".") + " = 1\n"

extension Commands {
    @Suite("Hostile configuration files: an error naming file and line, never a crash or a hang")
    struct HostileConfigRunTests {
        @Test(
            "a dotted key of 150,000 parts: every command says where (65); --help and --version still work",
            arguments: [true, false])
        func deepDottedKey(asUserConfig: Bool) async throws {
            let sandbox = try Sandbox()
            let config: [String]
            if asUserConfig {
                try sandbox.write(to: sandbox.userConfig, deepKeyConfig)
                config = []
            } else {
                try sandbox.write("deep.toml", deepKeyConfig)
                config = ["--config", "deep.toml"]
            }
            let draw = try await CommandRunner.run(["draw"] + config, in: sandbox, timeout: 30)
            #expect(draw.status == 65 && !draw.signalled, "\(draw)")
            #expect(draw.stderr.contains((asUserConfig ? sandbox.userConfig.path : "deep.toml") + ":3"), "\(draw)")
            for arguments in [["--help"], ["--version"], ["play", "--help"], ["config", "show", "--help"]] {
                let result = try await CommandRunner.run(
                    arguments + (arguments == ["--version"] ? [] : config), in: sandbox, timeout: 30)
                #expect(result.status == 0 && !result.signalled && !result.stdout.isEmpty, "\(arguments): \(result)")
            }
        }

        @Test("a NUL byte ends nothing silently: the error names the file and line (65)")
        func nulByte() async throws {
            let sandbox = try Sandbox()
            try sandbox.write("nul.toml", bytes: Array("[round]\nseconds = 60\n# \0\nbogus = 1\n".utf8))
            let result = try await CommandRunner.run(["config", "show", "--config", "nul.toml"], in: sandbox)
            #expect(result.status == 65, "\(result)")
            #expect(result.stderr.contains("nul.toml:3") && result.stderr.contains("NUL"), "\(result)")
        }

        @Test("a FIFO as --config or as the user config is refused at once, --help included", arguments: [true, false])
        func fifoConfig(asUserConfig: Bool) async throws {
            let sandbox = try Sandbox()
            let fifo = asUserConfig ? sandbox.userConfig.path : sandbox.path("fifo.toml")
            try FileManager.default.createDirectory(
                atPath: (fifo as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(mkfifo(fifo, 0o600) == 0)
            let config = asUserConfig ? [] : ["--config", fifo]
            let show = try await CommandRunner.run(["config", "show"] + config, in: sandbox, timeout: 20)
            #expect(!show.timedOut && show.status == 66, "\(show)")
            #expect(show.stderr.contains(fifo) && show.stderr.contains("not a regular file"), "\(show)")
            let help = try await CommandRunner.run(["play", "--help"] + config, in: sandbox, timeout: 20)
            #expect(!help.timedOut && help.status == 0, "\(help)")
        }

        @Test("config show escapes control characters the TOML way; its output reads back as the same settings")
        func showEscapes() async throws {
            let sandbox = try Sandbox()
            try sandbox.write("evil.toml", "[draw]\nbank = \"\\u001b]0;owned\\u0007\\n[round]\\nseconds = 1\"\n")
            let shown = try await CommandRunner.run(["config", "show", "--config", "evil.toml"], in: sandbox)
            #expect(shown.status == 0, "\(shown)")
            #expect(!shown.stdout.contains("\u{1B}") && !shown.stdout.contains("\u{07}"), "\(shown)")
            #expect(shown.stdout.contains(#"bank = "\u001B]0;owned\u0007\n[round]\nseconds = 1""#), "\(shown)")
            try sandbox.write("again.toml", shown.stdout)
            let again = try await CommandRunner.run(["config", "show", "--config", "again.toml"], in: sandbox)
            #expect(again.status == 0, "\(again)")
            #expect(again.stdout.contains("seconds = 300"), "\(again)")
            #expect(again.stdout.contains(#"bank = "\u001B]0;owned\u0007\n[round]\nseconds = 1""#), "\(again)")
        }

        @Test("party.teams with a number names the key and the element")
        func teamOfTheWrongType() async throws {
            let sandbox = try Sandbox()
            try sandbox.write("teams.toml", "[party]\nteams = [\"Red\", 1]\n")
            let result = try await CommandRunner.run(["config", "show", "--config", "teams.toml"], in: sandbox)
            #expect(result.status == 65, "\(result)")
            #expect(result.stderr.contains("teams.toml:2: party.teams: element 2"), "\(result)")
        }

        @Test(
            "--weights naming a tier twice, or in hexadecimal, is a usage error",
            arguments: ["primary=1,primary=2", "primary=0x10"])
        func weightsFlag(weights: String) async throws {
            let result = try await CommandRunner.run(["draw", "--bank", "en", "--weights", weights], in: try Sandbox())
            #expect(result.status == 64, "\(result)")
        }
    }
}
