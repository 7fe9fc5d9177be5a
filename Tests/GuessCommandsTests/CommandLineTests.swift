import Foundation
import GuessCommands
import GuessTestSupport
import Testing

extension Commands {
    @Suite("Command line")
    struct CommandLineTests {
        @Test(
            "teams that differ only by invisible or compatibility characters are one team: usage error",
            arguments: [
                "Re\u{200B}d", "Re\u{200F}d", "Ｒｅｄ",
            ])
        func lookAlikeTeams(_ twin: String) async throws {
            let result = try await CommandRunner.run(["play", "--team", "Red", "--team", twin], stdin: Data())
            #expect(result.status == 64, "\(result)")
            #expect(result.stdout.isEmpty)
        }

        @Test func withoutACommandItPlays() async throws {
            let result = try await CommandRunner.run(["--bank", "en", "--seed", "3"], stdin: Data("y\nq\n".utf8))
            #expect(result.status == 0, "\(result)")
            #expect(result.lines.count == 2)
            #expect(result.lines.allSatisfy { $0.split(separator: "\t").count == 2 })
            #expect(result.stderr.contains("round over (quit): 1 right, 0 wrong"))
        }

        @Test func anUnknownBankNamesTheShippedOnes() async throws {
            let result = try await CommandRunner.run(["bank", "show", "klingon"])
            #expect(result.status == 66)
            #expect(result.stderr.contains("shipped: en, hsk, zh-Hans, zh-Hant"), "\(result)")
        }

        @Test func playDrawsWhatDrawDrawsForTheSameSeed() async throws {
            let draw = try await CommandRunner.run(["draw", "-n", "5", "--seed", "7", "--bank", "en"])
            let play = try await CommandRunner.run(
                ["play", "--seed", "7", "--bank", "en", "--no-fresh", "--no-history"],
                stdin: Data("y\ny\ny\ny\nq\n".utf8))
            #expect(draw.lines.count == 5)
            #expect(play.lines == draw.lines, "draw: \(draw.lines)\nplay: \(play.lines)")
        }

        @Test func smallMistakesGetClearAnswers() async throws {
            let sandbox = try Sandbox()
            let config = try sandbox.write("c.toml", "[draw]\nbank = \"nope\"\n")
            let badBank = try await CommandRunner.run(["draw", "--config", config], in: sandbox)
            #expect(badBank.status == 65)
            #expect(badBank.stderr.contains("c.toml:2: draw.bank: no shipped bank named 'nope'"), "\(badBank)")
            let negative = try await CommandRunner.run(["draw", "--weights", "-1,1,1,1,1"], in: sandbox)
            #expect(negative.status == 64)
            #expect(negative.stderr.contains("must not be negative"), "\(negative)")
            let two = try sandbox.write("two.txt", "a\nb\n")
            let nothing = try await CommandRunner.run(
                ["draw", "--all", "--bank", two, "--weights", "0,1,0,0,0"], in: sandbox)
            #expect(nothing.status == 1)
            #expect(nothing.stderr.contains("nothing can be drawn"), "\(nothing)")
            let blanks = try sandbox.write("blank-first.csv", "\n\nword,tier\nfoo,primary\n")
            let check = try await CommandRunner.run(["bank", "check", blanks], in: sandbox)
            #expect(check.status == 0, "\(check)")
            #expect(check.stdout.contains("1 entries (primary 1"), "\(check)")
        }

        @Test("--version alone is answered before the commands are built, with the text ArgumentParser gives")
        func versionBeforeTheTree() async throws {
            let quick = try await CommandRunner.run(["--version"])
            #expect(quick.status == 0, "\(quick)")
            // ArgumentParser's own answer, which the quick one must equal.
            var parsed = ""
            do { _ = try Guess.parseAsRoot(["--version"]) } catch { parsed = Guess.fullMessage(for: error) }
            #expect(!parsed.isEmpty && quick.stdout == parsed + "\n", "\(quick)")
        }

        @Test("play --help without a config file quotes the built-in settings")
        func helpWithoutAConfigFile() async throws {
            let help = try await CommandRunner.run(["play", "--help"], in: try Sandbox())
            let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.contains("a 300-second clock") && text.contains("default from the config: 300)"), "\(help)")
        }

        @Test("play --help quotes the settings in effect, not the built-in ones")
        func helpShowsEffectiveDefaults() async throws {
            let sandbox = try Sandbox()
            try sandbox.write(to: sandbox.userConfig, "[round]\nseconds = 120\nlead_in_seconds = 5\n")
            let help = try await CommandRunner.run(["play", "--help"], in: sandbox)
            #expect(help.status == 0, "\(help)")
            let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.contains("a 120-second clock"), "\(help)")
            #expect(text.contains("default from the config: 120)"), "\(help)")
            #expect(text.contains("default from the config: 5)"), "\(help)")
            #expect(!text.contains("300"), "\(help)")
        }
    }
}
