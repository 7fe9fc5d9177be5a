import Foundation
import GuessTestSupport
import Testing

extension EndToEnd {
    @Suite("Command line: the binary itself")
    struct BinaryCommandLineTests {
        @Test func helpGoesToStandardOutputAndExitsZero() throws {
            let result = try BinaryRunner.run(["--help"])
            #expect(result.status == 0)
            for command in ["play (default)", "draw", "bank", "history", "stats"] {
                #expect(result.stdout.contains(command), "\(result)")
            }
            #expect(try BinaryRunner.run(["play", "--help"]).stdout.contains("guess-right"))
            #expect(try BinaryRunner.run(["--version"]).stdout.hasPrefix("0."))
        }

        @Test func aReaderThatGoesAwayDoesNotCostTheRound() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.json")
            // stdout closed by its reader after the first lines: the round goes on and is exported.
            let script =
                "exec \(BinaryRunner.binaryPath) play --seed 1 --export \(export) < <(yes y | head -100) | head -2"
            let shell = try ProgramRunner.run("/bin/bash", ["-c", script], in: sandbox, timeout: 60)
            #expect(!shell.timedOut, "\(shell)")
            let data = try Data(contentsOf: URL(fileURLWithPath: export))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(object["correct"] as? Int == 100)
            #expect(object["ended_by"] as? String == "eof")
        }

    }
}
