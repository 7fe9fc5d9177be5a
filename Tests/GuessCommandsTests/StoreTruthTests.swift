import Foundation
import GRDB
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the sqlite3 tool on `database` (a process of its own, as a host would check a store).
private func sqlite3(_ database: String, _ sql: String) throws -> String {
    let result = try ProgramRunner.run("/usr/bin/sqlite3", [database, sql])
    guard result.status == 0 else { throw HarnessError("sqlite3: \(result)") }
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
}

extension Commands {
    /// The record tells one truth, the store is whole on disk, a backup never replaces a file not ours (#26).
    @Suite("History store: one truth, whole on disk, backed up", .serialized)
    struct StoreTruthTests {
        @Test func aWonATiedAndAnEndedGameAreListedApart() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let two = ["play", "--team", "Red", "--team", "Blue", "--db", db, "--seed", "3"]
            #expect(try await CommandRunner.run(two, in: sandbox, stdin: Data("y\ny\nend\ny\nend\n".utf8)).status == 0)
            try sandbox.write(to: sandbox.userConfig, "[party]\ntie_break = false\n")
            #expect(try await CommandRunner.run(two, in: sandbox, stdin: Data("y\nend\ny\nend\n".utf8)).status == 0)
            try FileManager.default.removeItem(at: sandbox.userConfig)
            #expect(
                try await CommandRunner.run(two + ["--turns", "2"], in: sandbox, stdin: Data("y\nend\nq\n".utf8)).status
                    == 0)
            let listing = try await CommandRunner.run(["history", "--db", db], in: sandbox)
            let rows = listing.lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
            try #require(rows.count == 3, "\(listing)")
            #expect(rows[2].hasPrefix("1 ") && rows[2].hasSuffix("won"), "\(listing)")
            #expect(rows[1].hasPrefix("2 ") && rows[1].hasSuffix("tied"), "\(listing)")
            #expect(rows[0].hasPrefix("3 ") && rows[0].hasSuffix("ended early"), "\(listing)")
            let chinese = try await CommandRunner.run(
                ["history", "--db", db], in: sandbox, environment: ["LANG": "zh_CN.UTF-8"])
            for word in ["获胜", "平局", "提前结束"] { #expect(chinese.stdout.contains(word), "\(chinese)") }
            let hant = try await CommandRunner.run(
                ["history", "--db", db], in: sandbox, environment: ["LANG": "zh_TW.UTF-8"])
            for word in ["獲勝", "平局", "提前結束"] { #expect(hant.stdout.contains(word), "\(hant)") }
            let tied = try await CommandRunner.run(["history", "show", "2", "--db", db], in: sandbox)
            #expect(tied.lines.last == "Tie for first place: Red, Blue", "\(tied)")
            let early = try await CommandRunner.run(["history", "show", "3", "--db", db], in: sandbox)
            #expect(early.lines.last == "No winner: the host ended the game early", "\(early)")
        }

        @Test func aGameWonByScoreShowsNoHundredTurns() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let played = try await CommandRunner.run(
                ["play", "--team", "Red", "--team", "Blue", "--to", "2", "--db", db, "--seed", "3"], in: sandbox,
                stdin: Data("y\ny\nend\ny\nend\n".utf8))
            #expect(played.status == 0, "\(played)")
            let show = try await CommandRunner.run(["history", "show", "--db", db], in: sandbox)
            #expect(!show.stdout.contains("100 turns"), "\(show)")
            #expect(show.stdout.contains("Teams: Red, Blue\n"), "\(show)")
            #expect(show.lines.last == "Winner: Red", "\(show)")
            let listing = try await CommandRunner.run(["history", "--db", db], in: sandbox)
            #expect(listing.lines.last?.hasSuffix("won") == true, "\(listing)")
        }

        @Test func aBonusCountsInEveryView() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            #expect(
                try await CommandRunner.run(
                    ["play", "--team", "Red", "--team", "Blue", "--db", db, "--seed", "3"], in: sandbox,
                    stdin: Data("y\ny\nend\ny\nend\n".utf8)
                ).status == 0)
            // The host gave Blue two points (as `+` does), kept with the game.
            _ = try sqlite3(db, #"UPDATE game SET adjustments = '[{"team":"Blue","points":2}]'"#)
            let listing = try await CommandRunner.run(["history", "--db", db], in: sandbox)
            #expect(listing.stdout.contains("Blue 3, Red 2"), "\(listing)")
            #expect(listing.lines.last?.hasSuffix("won") == true, "\(listing)")
            let show = try await CommandRunner.run(["history", "show", "--db", db], in: sandbox)
            #expect(show.lines.last == "Winner: Blue", "\(show)")
            let games = try await CommandRunner.run(["history", "export", "1", "--games", "--db", db], in: sandbox)
            let array = try #require(try JSONSerialization.jsonObject(with: games.stdoutData) as? [[String: Any]])
            let board = try #require(array.first?["scoreboard"] as? [[String: Any]])
            #expect(board.first?["team"] as? String == "Blue" && board.first?["score"] as? Int == 3, "\(board)")
        }

        @Test func theStoresOwnFileHoldsEverythingAfterAGame() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let script = String(repeating: "y\nn\n", count: 100)
            #expect(
                try await CommandRunner.run(["play", "--db", db, "--seed", "2"], in: sandbox, stdin: Data(script.utf8))
                    .status
                    == 0)
            let wal = (try? FileManager.default.attributesOfItem(atPath: db + "-wal")[.size] as? Int) ?? 0
            #expect(wal == 0, "the write-ahead log is folded in at exit")
            // Copied by its name alone, as hosts do.
            let copy = sandbox.path("copy.sqlite")
            try FileManager.default.copyItem(atPath: db, toPath: copy)
            #expect(try sqlite3(copy, "SELECT COUNT(*) FROM round_word WHERE result != 'unanswered'") == "200")
            #expect(try sqlite3(copy, "PRAGMA integrity_check") == "ok")
        }

        @Test func aBackupIsCheckedAndNeverReplacesAFileNotOurs() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            #expect(
                try await CommandRunner.run(
                    ["play", "--db", db, "--seed", "2"], in: sandbox, stdin: Data("y\nn\ny\n".utf8)
                )
                .status == 0)
            let backup = sandbox.path("backup.sqlite")
            let made = try await CommandRunner.run(["history", "backup", backup, "--db", db], in: sandbox)
            #expect(made.status == 0 && made.stdout.contains("Backed up 1 game"), "\(made)")
            #expect(try sqlite3(backup, "PRAGMA integrity_check") == "ok")
            #expect(try sqlite3(backup, "SELECT COUNT(*) FROM round_word") == "4", "three answered, one on screen")
            #expect(try sqlite3(backup, "PRAGMA journal_mode") == "delete", "the copy stands alone")
            #expect(!FileManager.default.fileExists(atPath: backup + "-wal"))
            // It holds what the store holds (the rooms' keys too): the user's alone, as the store.
            let mode = try FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions] as? Int
            #expect(mode.map { $0 & 0o777 } == 0o600)
            // An earlier backup is replaced.
            #expect(
                try await CommandRunner.run(["play", "--db", db], in: sandbox, stdin: Data("y\n".utf8)).status == 0)
            #expect(try await CommandRunner.run(["history", "backup", backup, "--db", db], in: sandbox).status == 0)
            #expect(try sqlite3(backup, "SELECT COUNT(*) FROM game") == "2")
            // A backup reads as a store.
            let listed = try await CommandRunner.run(["history", "--db", backup], in: sandbox)
            #expect(listed.status == 0 && listed.lines.count == 3, "\(listed)")

            // Another program's database, a text file, an empty file, a directory: refused, untouched.
            let foreign = sandbox.path("foreign.sqlite")
            _ = try sqlite3(foreign, "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine');")
            let text = try sandbox.write("notes.txt", "my notes\n")
            let empty = try sandbox.write("empty.sqlite", "")
            try FileManager.default.createDirectory(atPath: sandbox.path("folder"), withIntermediateDirectories: true)
            for target in [foreign, sandbox.path(text), sandbox.path(empty)] {
                let bytes = try Data(contentsOf: URL(fileURLWithPath: target))
                let refused = try await CommandRunner.run(["history", "backup", target, "--db", db], in: sandbox)
                #expect(refused.status == 65, "\(refused)")
                #expect(refused.stderr.contains("left as it is"), "\(refused)")
                #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == bytes, "\(target) unchanged")
            }
            #expect(try await CommandRunner.run(["history", "backup", "folder", "--db", db], in: sandbox).status == 65)
            let ontoItself = try await CommandRunner.run(["history", "backup", db, "--db", db], in: sandbox)
            #expect(ontoItself.status == 64, "\(ontoItself)")
            // No copy is left behind by a refusal.
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.work.path).filter {
                $0.contains(".tmp-")
            }
            #expect(leftovers.isEmpty, "\(leftovers)")
        }

        @Test func configShowNamesTheBankPlayUses() async throws {
            let sandbox = try Sandbox()
            try sandbox.write(to: sandbox.userConfig, "[display]\nlanguage = \"zh-Hant\"\n")
            let show = try await CommandRunner.run(["config", "show"], in: sandbox)
            #expect(show.status == 0, "\(show)")
            let line = try #require(show.lines.first { $0.hasPrefix("bank = ") }, "\(show)")
            #expect(line.contains("\"zh-Hant\"") && line.contains("display.language zh-Hant"), "\(line)")
            try sandbox.write(to: sandbox.userConfig, "[display]\nlanguage = \"zh-Hant\"\n[draw]\nbank = \"en\"\n")
            let set = try await CommandRunner.run(["config", "show"], in: sandbox)
            let chosen = try #require(set.lines.first { $0.hasPrefix("bank = ") }, "\(set)")
            #expect(chosen.contains("\"en\"") && chosen.contains("config.toml"), "\(chosen)")
        }
    }
}
