import Foundation
import GuessGame
import GuessTestSupport
import Testing

/// The study deck through the commands (issue 45): `history export --format apkg|tsv` and `play --export
/// FILE.apkg|tsv`. Anki's own import is tested by Tests/Exports/anki_test.py.
extension Commands {
    @Suite("Study deck exports")
    struct StudyExportCommandTests {
        @Test("play --export FILE.tsv and FILE.apkg write the words shown; history export writes the same list")
        func playAndHistory() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let list = sandbox.path("words.tsv")
            let play = try await CommandRunner.run(
                ["play", "--bank", "hsk", "--seed", "7", "--db", db, "--export", list], in: sandbox,
                stdin: Data("y\nn\ns\n".utf8))
            #expect(play.status == 0, "\(play)")
            let shown = play.lines.map { String($0.split(separator: "\t")[0]) }
            let lines = try String(contentsOfFile: list, encoding: .utf8).split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("// guess study words: ") == true)
            #expect(lines.dropFirst().map { String($0.split(separator: "\t")[0]) } == shown)
            #expect(
                lines.dropFirst().allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 7 },
                "\(lines)")
            // The hsk bank's reading and gloss.
            #expect(lines.dropFirst().allSatisfy { !$0.split(separator: "\t")[1].isEmpty }, "\(lines)")

            let history = try await CommandRunner.run(
                ["history", "export", "1", "--format", "tsv", "--db", db], in: sandbox)
            #expect(history.status == 0, "\(history)")
            #expect(Array(history.lines.dropFirst()) == Array(lines.dropFirst()).map { $0.replacingGameTag() })

            let deck = sandbox.path("words.apkg")
            let again = try await CommandRunner.run(
                ["play", "--bank", "hsk", "--seed", "7", "--no-history", "--export", deck], in: sandbox,
                stdin: Data("y\n".utf8))
            #expect(again.status == 0, "\(again)")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: deck))
            #expect(bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]))
            #expect(RoundExporter.isExport(startingWith: bytes.prefix(RoundExporter.recognitionLength)))
        }

        @Test("apkg needs -o; a bad format is a usage error; a file that is not an export is not replaced")
        func refusals() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            _ = try await CommandRunner.run(
                ["play", "--bank", "hsk", "--db", db], in: sandbox, stdin: Data("y\n".utf8))
            #expect(
                try await CommandRunner.run(["history", "export", "1", "--format", "apkg", "--db", db]).status == 64)
            #expect(
                try await CommandRunner.run(["history", "export", "1", "--format", "pdf", "--db", db]).status == 64)
            let mine = sandbox.path("mine.apkg")
            try Data("not a deck".utf8).write(to: URL(fileURLWithPath: mine))
            let refused = try await CommandRunner.run(["history", "export", "1", "-o", mine, "--db", db], in: sandbox)
            #expect(refused.status == 64, "\(refused)")
            #expect(try String(contentsOfFile: mine, encoding: .utf8) == "not a deck")
        }
    }
}

extension String {
    /// A list line with `play --export`'s game tag (its start) as `history export` writes it for game 1.
    fileprivate func replacingGameTag() -> String {
        replacingOccurrences(of: #"game-\d{4}-\d\d-\d\dT\d{4}"#, with: "game-1", options: .regularExpression)
    }
}
