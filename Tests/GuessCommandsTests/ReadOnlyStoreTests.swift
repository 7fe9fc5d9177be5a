import Foundation
import GuessTestSupport
import Testing

extension Commands {
    @Suite(
        "History store on a read-only disk", .serialized,
        .enabled(if: TinyDisk.available, "needs to mount a tmpfs (root)"))
    struct ReadOnlyStoreTests {
        @Test func aReadOnlyStoreCanStillBeReadButNotChanged() async throws {
            let sandbox = try Sandbox()
            let disk = try TinyDisk(kilobytes: 4096)
            let db = disk.directory.appendingPathComponent("h.sqlite").path
            let played = try await CommandRunner.run(
                ["play", "--db", db, "--seed", "2"], in: sandbox, stdin: Data("y\nn\n".utf8))
            #expect(played.status == 0, "\(played)")
            try disk.makeReadOnly()
            let listing = try await CommandRunner.run(["history", "--db", db], in: sandbox)
            #expect(listing.status == 0, "\(listing)")
            #expect(listing.lines.count == 2)
            let stats = try await CommandRunner.run(["stats", "--include-scripted", "--db", db], in: sandbox)
            #expect(stats.stdout.contains("rounds      1"), "\(stats)")
            let export = try await CommandRunner.run(["history", "export", "1", "--db", db], in: sandbox)
            #expect(export.status == 0)
            let delete = try await CommandRunner.run(["history", "delete", "1", "--yes", "--db", db], in: sandbox)
            #expect(delete.status == 1)
            #expect(delete.stderr.contains("read-only"), "\(delete)")
            let again = try await CommandRunner.run(["play", "--db", db], in: sandbox, stdin: Data("y\n".utf8))
            #expect(again.status == 0)
            #expect(again.errorLines.filter { $0.contains("history") }.count == 1, "\(again)")
        }
    }
}
