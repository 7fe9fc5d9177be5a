import Foundation
import GuessTestSupport
import Testing

// Scripted rounds kept and exported with a byte order mark and the local time of TZ: the time zone is
// the process's, so this runs the binary.
extension EndToEnd {
    @Suite("Exports in the local time zone the environment names (TZ, which is the process's)")
    struct LocalTimeExportTests {
        @Test("piped rounds are kept and exported as scripted, left out of stats unless --include-scripted")
        func scriptedRoundsAndCSV() throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("history.sqlite")
            let played = try BinaryRunner.run(
                ["play", "--db", db, "--bank", "en", "--seconds", "60", "--seed", "2"], in: sandbox,
                stdin: Data("y\ny\nn\n".utf8))
            #expect(played.status == 0, "\(played)")
            let stats = try BinaryRunner.run(["stats", "--db", db], in: sandbox)
            #expect(
                stats.stdout.contains("No rounds played yet.\n1 scripted round (played through a pipe) left out"),
                "\(stats)")
            let included = try BinaryRunner.run(["stats", "--db", db, "--include-scripted"], in: sandbox)
            #expect(included.stdout.contains("right       2"), "\(included)")

            let csvPath = sandbox.path("games.csv")
            let export = ["history", "export", "--all", "--db", db, "-o", csvPath]
            let first = try BinaryRunner.run(export, in: sandbox, environment: ["TZ": "Asia/Shanghai"])
            #expect(first.status == 0, "\(first)")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: csvPath))
            #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
            let text = String(decoding: bytes.dropFirst(3), as: UTF8.self)
            #expect(text.contains(",UTC+08:00\n"), "the offset in a column of its own\n\(text)")
            // The `scripted` column (the eighth) says yes on every row.
            #expect(
                text.split(separator: "\n").dropFirst().allSatisfy {
                    $0.split(separator: ",", omittingEmptySubsequences: false).dropFirst(7).first == "yes"
                }, "\(text)")
            // Its own BOM'd CSV is replaced; without the mark on request.
            let again = try BinaryRunner.run(export + ["--no-bom"], in: sandbox, environment: ["TZ": "Asia/Shanghai"])
            #expect(again.status == 0, "\(again)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: csvPath)).first == UInt8(ascii: "r"))
        }
    }
}
