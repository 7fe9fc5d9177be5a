import Foundation
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

private func fileStatus(_ path: String) -> stat? {
    var info = stat()
    return stat(path, &info) == 0 ? info : nil
}

/// What an export may replace, in-process: links followed and kept, a file that is not an export of guess
/// (or the history store) refused before anything is touched, a re-export keeping the file's mode and hard
/// links. Exports through FIFOs and devices run the binary (Tests/EndToEndTests/HostileExportTests.swift).
extension Commands {
    @Suite("Export targets: nothing replaced that guess did not write")
    struct ExportTargetSafetyTests {
        @Test("an export through a symbolic link replaces the file it leads to and keeps the link")
        func exportThroughALink() async throws {
            let sandbox = try Sandbox()
            // An earlier export (an export replaces only what guess wrote, see the next test).
            #expect(
                try await CommandRunner.run(
                    ["play", "--no-history", "--export", sandbox.path("real.json")], in: sandbox,
                    stdin: Data("q\n".utf8)
                ).status == 0)
            let earlier = try String(contentsOfFile: sandbox.path("real.json"), encoding: .utf8)
            #expect(symlink(sandbox.path("real.json"), sandbox.path("link.json")) == 0)
            let result = try await CommandRunner.run(
                ["play", "--no-history", "--export", sandbox.path("link.json")], in: sandbox, stdin: Data("y\nq\n".utf8)
            )
            #expect(result.status == 0, "\(result)")
            var info = stat()
            #expect(
                lstat(sandbox.path("link.json"), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK,
                "the link was replaced")
            #expect(try String(contentsOfFile: sandbox.path("real.json"), encoding: .utf8).contains("guess.round.v1"))
            #expect(try String(contentsOfFile: sandbox.path("real.json"), encoding: .utf8) != earlier)
        }

        @Test(
            "an existing file that is not an export of guess is refused with 64 and left as it is, also through a link")
        func exportNeverReplacesAnotherFile() async throws {
            let sandbox = try Sandbox()
            let notes = "root:x:0:0:root:/root:/bin/bash\n"
            try sandbox.write("notes.json", notes)
            try sandbox.write("list.csv", "word,tier\ngiraffe,primary\n")
            #expect(symlink(sandbox.path("notes.json"), sandbox.path("alias.json")) == 0)
            let db = sandbox.path("h.sqlite")
            #expect(
                try await CommandRunner.run(["play", "--db", db], in: sandbox, stdin: Data("y\nq\n".utf8)).status == 0)
            let runs: [[String]] = [
                ["play", "--no-history", "--export", sandbox.path("notes.json")],
                ["play", "--no-history", "--export", sandbox.path("alias.json")],
                ["play", "--no-history", "--export", sandbox.path("list.csv")],
                ["history", "export", "--all", "--db", db, "-o", sandbox.path("notes.json")],
            ]
            for arguments in runs {
                let result = try await CommandRunner.run(arguments, in: sandbox, stdin: Data("y\nq\n".utf8))
                #expect(
                    result.status == 64 && result.stderr.contains("is not an export of guess"),
                    "\(arguments): \(result)")
            }
            #expect(try String(contentsOfFile: sandbox.path("notes.json"), encoding: .utf8) == notes)
            #expect(
                try String(contentsOfFile: sandbox.path("list.csv"), encoding: .utf8) == "word,tier\ngiraffe,primary\n")
        }

        @Test(
            "exporting onto the history store is refused with 64 before anything is touched",
            arguments: [
                "play", "history",
            ])
        func exportOntoTheStore(command: String) async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let played = try await CommandRunner.run(
                ["play", "--db", db, "--seed", "1"], in: sandbox, stdin: Data("y\nq\n".utf8))
            #expect(played.status == 0, "\(played)")
            let before = try Data(contentsOf: URL(fileURLWithPath: db))
            #expect(symlink(db, sandbox.path("alias.json")) == 0)
            for target in [db, sandbox.path("alias.json")] {
                let result =
                    command == "play"
                    ? try await CommandRunner.run(
                        ["play", "--db", db, "--export", target, "--format", "json"], in: sandbox,
                        stdin: Data("y\nq\n".utf8))
                    : try await CommandRunner.run(
                        ["history", "export", "--all", "--db", db, "-o", target, "--format", "json"], in: sandbox)
                #expect(result.status == 64, "\(result)")
                #expect(result.stderr.contains("history store"), "\(result)")
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before, "the store changed")
            #expect(try await CommandRunner.run(["history", "--db", db], in: sandbox).status == 0)
        }

        @Test("re-exporting keeps the file's mode and its hard links")
        func modeAndLinks() async throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.json")
            let first = try await CommandRunner.run(
                ["play", "--no-history", "--export", export], in: sandbox, stdin: Data("q\n".utf8))
            #expect(first.status == 0, "\(first)")
            #expect(chmod(export, 0o600) == 0)
            #expect(link(export, sandbox.path("hard.json")) == 0)
            let again = try await CommandRunner.run(
                ["play", "--no-history", "--export", export], in: sandbox, stdin: Data("y\nq\n".utf8))
            #expect(again.status == 0, "\(again)")
            let info = try #require(fileStatus(export))
            #expect(info.st_mode & 0o777 == 0o600, "mode \(String(info.st_mode & 0o777, radix: 8))")
            #expect(info.st_nlink == 2, "the hard link was broken")
            #expect(try String(contentsOfFile: sandbox.path("hard.json"), encoding: .utf8).contains("\"correct\" : 1"))
        }

        @Test("re-exporting a file with one link keeps its mode too")
        func modeWithoutLinks() async throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.csv")
            #expect(
                try await CommandRunner.run(
                    ["play", "--no-history", "--export", export], in: sandbox, stdin: Data("q\n".utf8)
                ).status == 0)
            #expect(chmod(export, 0o640) == 0)
            #expect(
                try await CommandRunner.run(
                    ["play", "--no-history", "--export", export], in: sandbox, stdin: Data("q\n".utf8)
                ).status == 0)
            #expect(fileStatus(export).map { $0.st_mode & 0o777 } == 0o640)
        }

        @Test("history export -o through /proc/self/root checks the regular file it reaches")
        func procPathToNotes() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            #expect(
                try await CommandRunner.run(["play", "--db", db], in: sandbox, stdin: Data("y\nq\n".utf8)).status == 0)
            try sandbox.write("notes.md", "# my notes\n")
            let result = try await CommandRunner.run(
                ["history", "export", "--all", "--db", db, "-o", "/proc/self/root" + sandbox.path("notes.md")],
                in: sandbox)
            #expect(result.status == 64 && result.stderr.contains("is not an export of guess"), "\(result)")
            #expect(try String(contentsOfFile: sandbox.path("notes.md"), encoding: .utf8) == "# my notes\n")
        }
    }
}
