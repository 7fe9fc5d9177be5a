import Foundation
import GuessTestSupport
import Testing

extension Commands {
    /// A command that is done with the store holds none of its files: a program that goes on after a game
    /// (another game, a copy of the store by its name) finds it closed and its write-ahead log folded in.
    @Suite("The store closed after each command")
    struct StoreClosingTests {
        /// Descriptors of this process open on `path` or its journals.
        static func openFiles(of path: String) -> Int {
            let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            return descriptors.filter {
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0))?.hasPrefix(path)
                    == true
            }.count
        }

        @Test func playHistoryStatsAndDeleteLeaveNoFileOfTheStoreOpen() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("closing.sqlite")
            for seed in ["1", "2"] {
                let played = try await CommandRunner.run(
                    ["play", "--db", db, "--seed", seed], in: sandbox, stdin: Data("y\nn\n".utf8))
                #expect(played.status == 0, "\(played)")
                #expect(Self.openFiles(of: db) == 0, "after play --seed \(seed)")
            }
            let log = try? FileManager.default.attributesOfItem(atPath: db + "-wal")
            #expect((log?[.size] as? Int ?? 0) == 0, "the write-ahead log folded in")
            for arguments in [["history"], ["history", "show", "1"], ["stats"], ["history", "export", "--all"]] {
                let result = try await CommandRunner.run(arguments + ["--db", db], in: sandbox)
                #expect(result.status == 0, "\(arguments): \(result)")
                #expect(Self.openFiles(of: db) == 0, "after \(arguments)")
            }
            let deleted = try await CommandRunner.run(
                ["history", "delete", "1", "--db", db], in: sandbox, stdin: Data("y\n".utf8))
            #expect(deleted.status == 0, "\(deleted)")
            #expect(Self.openFiles(of: db) == 0, "after history delete")
        }
    }
}
