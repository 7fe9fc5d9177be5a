import Foundation
import GuessTestSupport
import GuessText
import Testing

@testable import GuessCommands

#if canImport(Glibc)
    import Glibc
#endif

extension Commands {
    /// `--keys-file FILE` (#33): the keyed addresses go to a file of the user's alone, never over a link, a
    /// device or another's file; standard error then holds no key.
    @Suite("Keys file")
    struct KeysFileTests {
        private static func mode(_ path: String) throws -> Int {
            (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? 0) & 0o777
        }

        @Test("a new file is created 0600; a regular file of the user's is replaced, 0600 again")
        func createdAndReplacedPrivate() throws {
            let sandbox = try Sandbox()
            let path = sandbox.path("keys.txt")
            let previous = umask(0o022)
            defer { umask(previous) }
            try KeysFile.write("one\n", to: path, protecting: [])
            #expect(try Self.mode(path) == 0o600)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\n")
            #expect(
                FileManager.default.createFile(
                    atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o644]))
            try KeysFile.write("two\n", to: path, protecting: [])
            #expect(try Self.mode(path) == 0o600)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
        }

        @Test("a symbolic link, a directory, a device and the history store are refused and left as they are")
        func refusesWhatIsNotTheUsersRegularFile() throws {
            let sandbox = try Sandbox()
            let target = sandbox.path("target.txt")
            #expect(FileManager.default.createFile(atPath: target, contents: Data("kept".utf8)))
            let link = sandbox.path("link.txt")
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            let store = sandbox.path("history.sqlite")
            #expect(FileManager.default.createFile(atPath: store, contents: Data()))
            for path in [link, sandbox.path("."), "/dev/null", store] {
                #expect(throws: GuessError.self, "\(path)") {
                    try KeysFile.write("secret\n", to: path, protecting: [store])
                }
            }
            #expect(try String(contentsOfFile: target, encoding: .utf8) == "kept")
            #expect(try String(contentsOfFile: store, encoding: .utf8) == "")
        }

        @Test("play --serve --keys-file: standard error says where the keys are and holds none")
        func playWritesTheKeysThere() async throws {
            let sandbox = try Sandbox()
            let path = sandbox.path("keys.txt")
            let result = try await CommandRunner.run(
                [
                    "play", "--serve", "127.0.0.1:0", "--keys-file", path, "--bank", "en", "--no-history", "--sound",
                    "off",
                ],
                in: sandbox, stdin: Data("q\n".utf8))
            let written = try String(contentsOfFile: path, encoding: .utf8)
            #expect(written.contains("/host/") && written.contains("/board/"), "\(written)")
            #expect(try Self.mode(path) == 0o600)
            #expect(result.stderr.contains("phones join at http://127.0.0.1:"), "\(result.stderr)")
            #expect(result.stderr.contains("are in \(path)"), "\(result.stderr)")
            #expect(!result.stderr.contains("/host/") && !result.stderr.contains("/board/"), "\(result.stderr)")
        }

        @Test("a keys file that may not be written stops play before the room opens: no address printed, exit 64")
        func refusedBeforeTheRoomOpens() async throws {
            let sandbox = try Sandbox()
            let target = sandbox.path("someone-elses.txt")
            try "keep me\n".write(toFile: target, atomically: true, encoding: .utf8)
            let link = sandbox.path("keys.txt")
            #expect(symlink(target, link) == 0)
            let result = try await CommandRunner.run(
                [
                    "play", "--serve", "127.0.0.1:0", "--keys-file", link, "--bank", "en", "--no-history", "--sound",
                    "off",
                ],
                in: sandbox, stdin: Data("q\n".utf8))
            #expect(result.status == 64)
            #expect(
                result.stderr.contains("--keys-file") && !result.stderr.contains("phones join at"), "\(result.stderr)")
            #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me\n")
        }
    }
}
