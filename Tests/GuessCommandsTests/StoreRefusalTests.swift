import Foundation
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The store's refusals through the commands: a file that is not an SQLite database named by
/// `--db` or `GUESS_DB` is never renamed or replaced, by any command; `--db ''` is a usage error and a
/// device gets a clear message.
extension Commands {
    @Suite struct StoreRefusalTests {
        @Test func aFileThatIsNotADatabaseIsRefusedByEveryCommandAndKeptByteForByte() async throws {
            let sandbox = try Sandbox()
            let notes = sandbox.path("notes.txt")
            let text = Data("shopping: milk, eggs, bread\n".utf8)
            try text.write(to: URL(fileURLWithPath: notes))
            for command in [
                ["history"], ["stats"], ["history", "export", "--all"], ["history", "show"],
                ["history", "delete", "1", "--yes"],
            ] {
                let viaOption = try await CommandRunner.run(command + ["--db", notes], in: sandbox)
                #expect(
                    viaOption.status == 65 && viaOption.stderr.contains("not a guess history store"),
                    "\(command): \(viaOption)")
                let viaVariable = try await CommandRunner.run(command, in: sandbox, environment: ["GUESS_DB": notes])
                #expect(viaVariable.status == 65, "\(command): \(viaVariable)")
            }
            let played = try await CommandRunner.run(
                ["play", "--db", notes, "--seed", "1"], in: sandbox, stdin: Data("y\n".utf8))
            #expect(played.status == 0 && played.stderr.contains("history not kept"), "\(played)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: notes)) == text)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: sandbox.work.path).filter { $0.hasPrefix("notes") }
                    == ["notes.txt"])
        }

        @Test func anEmptyDbIsAUsageErrorAndADeviceIsNamedAsSuch() async throws {
            let sandbox = try Sandbox()
            let empty = try await CommandRunner.run(["stats", "--db", ""], in: sandbox)
            #expect(empty.status == 64, "\(empty)")
            // play shares the history commands' --db, and its check that a name was given.
            for command in [["play"], ["history", "resume", "1"], ["history", "resume", "1", "--", "--db"]] {
                let played = try await CommandRunner.run(
                    command + (command.last == "--db" ? [""] : ["--db", ""]), in: sandbox)
                #expect(played.status == 64 && played.stderr.contains("--db"), "\(command): \(played)")
            }
            // A FIFO of the sandbox stands for /dev/null: a path that is not a regular file.
            let fifo = sandbox.path("fifo")
            #expect(mkfifo(fifo, 0o600) == 0)
            let device = try await CommandRunner.run(["history", "--db", fifo], in: sandbox)
            #expect(
                device.status == 65 && device.stderr.contains("not a regular file")
                    && !device.stderr.contains("no such table"), "\(device)")
        }
    }
}
