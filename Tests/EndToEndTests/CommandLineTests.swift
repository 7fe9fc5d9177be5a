import Foundation
import Testing

@Suite("Command line")
struct CommandLineTests {
    @Test func helpGoesToStandardOutputAndExitsZero() throws {
        let result = try BinaryRunner.run(["--help"])
        #expect(result.status == 0)
        for command in ["play (default)", "draw", "bank", "history", "stats"] {
            #expect(result.stdout.contains(command), "\(result)")
        }
        #expect(try BinaryRunner.run(["play", "--help"]).stdout.contains("guess-right"))
        #expect(try BinaryRunner.run(["--version"]).stdout.hasPrefix("0."))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsKnowEveryCommand(shell: String) throws {
        let result = try BinaryRunner.run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result)")
        for word in ["play", "draw", "bank", "history", "stats", "words", "team", "no-history"] {
            #expect(result.stdout.contains(word), "\(shell) completion lacks \(word)")
        }
    }

    @Test func withoutACommandItPlays() throws {
        let result = try BinaryRunner.run(["--bank", "en", "--seed", "3"], stdin: Data("y\nq\n".utf8))
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.count == 2)
        #expect(result.lines.allSatisfy { $0.split(separator: "\t").count == 2 })
        #expect(result.stderr.contains("round over (quit): 1 right, 0 wrong"))
    }

    @Test func anUnknownBankNamesTheShippedOnes() throws {
        let result = try BinaryRunner.run(["bank", "show", "klingon"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("shipped: en, zh-Hans"), "\(result)")
    }
}
