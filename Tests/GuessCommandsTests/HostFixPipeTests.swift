import Foundation
import GuessTestSupport
import Testing

// Smoke tests of the host's fixes through a pipe: the small-deck warning and --on-exhausted, scripted
// rounds left out of stats, CSV exports with a byte order mark and local times.
extension Commands {
    @Suite("guess play and history: the host's fixes through a pipe")
    struct HostFixPipeTests {
        @Test("a deck smaller than the game needs is said before the first turn; --on-exhausted reshuffle goes on")
        func smallDeck() async throws {
            let sandbox = try Sandbox()
            let list = try sandbox.write("class.txt", "apple\nbanana\ncherry\n")
            let arguments = ["play", "--no-history", "--bank", list, "--seconds", "60", "--team", "A", "--team", "B"]
            let ended = try await CommandRunner.run(arguments, in: sandbox, stdin: Data("y\ny\ny\n".utf8))
            #expect(ended.status == 0, "\(ended)")
            let lines = ended.stderr.split(separator: "\n")
            #expect(lines.first?.contains("The deck has 3 words; this game needs about 20") == true, "\(ended)")
            #expect(ended.stderr.contains("--on-exhausted reshuffle"), "\(ended)")
            let reshuffled = try await CommandRunner.run(
                arguments + ["--on-exhausted", "reshuffle"], in: sandbox, stdin: Data("y\ny\ny\ny\ny\nend\n".utf8))
            #expect(reshuffled.status == 0, "\(reshuffled)")
            #expect(reshuffled.stderr.contains("Words will come round again"), "\(reshuffled)")
            #expect(reshuffled.stdout.split(separator: "\n").count >= 6, "the deck went round again\n\(reshuffled)")
            let wrong = try await CommandRunner.run(["play", "--on-exhausted", "never"], in: sandbox)
            #expect(wrong.status == 64 && wrong.stderr.contains("--on-exhausted"), "\(wrong)")
        }

        @Test("bank calibrate reads the history; --apply never replaces a file that is not its own")
        func calibrate() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("history.sqlite")
            let list = try sandbox.write("class.txt", "[primary]\napple\n[senior]\nbanana\n")
            let played = try await CommandRunner.run(
                ["play", "--db", db, "--bank", list, "--seconds", "60"], in: sandbox, stdin: Data("y\nn\n".utf8))
            #expect(played.status == 0, "\(played)")
            let listed = try await CommandRunner.run(["bank", "calibrate", list, "--db", db], in: sandbox)
            #expect(listed.status == 0 && listed.stdout.contains("No entry has been answered 5 times"), "\(listed)")
            let foreign = try sandbox.write("notes.txt", "my notes\n")
            let refused = try await CommandRunner.run(
                ["bank", "calibrate", list, "--db", db, "--apply", foreign], in: sandbox)
            #expect(refused.status == 64, "\(refused)")
            #expect(try String(contentsOfFile: sandbox.path("notes.txt"), encoding: .utf8) == "my notes\n")
        }
    }
}
