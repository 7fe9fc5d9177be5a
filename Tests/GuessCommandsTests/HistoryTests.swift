import Foundation
import GRDB
import GuessHistory
import GuessStoreTestSupport
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension Commands {
    @Suite("History store")
    struct HistoryCommandTests {
        @Test func theStoreIsCreatedWithItsMigrations() async throws {
            let sandbox = try Sandbox()
            let result = try await CommandRunner.run(["play", "--seed", "1"], in: sandbox, stdin: Data("y\nn\n".utf8))
            #expect(result.status == 0, "\(result)")
            let path = sandbox.dataHome.appendingPathComponent("guess/history.sqlite").path
            #expect(FileManager.default.fileExists(atPath: path))
            let database = try DatabaseQueue(path: path)
            let (migrations, tables, journal) = try database.readNow { db in
                (
                    try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"),
                    try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"),
                    try String.fetchOne(db, sql: "PRAGMA journal_mode")
                )
            }
            #expect(migrations == HistoryStore.migrator.migrations)
            #expect(Set(tables).isSuperset(of: ["game", "round", "round_word"]))
            #expect(journal == "wal")
            #expect(try database.readNow { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") } == 0x4755_6553)
            #expect(try StoreCrafting.answeredWords(in: path).map(\.result) == ["correct", "wrong", "unanswered"])
        }

        @Test func aVersion2StoreIsMigratedAndKeepsItsRounds() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("old.sqlite")
            try StoreCrafting.makeVersion2Store(at: db)
            let listing = try await CommandRunner.run(["history", "--db", db], in: sandbox)
            #expect(listing.status == 0, "\(listing)")
            #expect(listing.lines.count == 3, "\(listing)")
            #expect(listing.stdout.contains("Red 2, Blue 1"), "\(listing)")
            // A command that only reads leaves the store as it is; a game brings it up to date.
            let unchanged = try DatabaseQueue(path: db).readNow { db in
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
            }
            #expect(unchanged == ["v1: games, rounds, words", "v2: games by start"])
            let played = try await CommandRunner.run(
                ["play", "--db", db, "--seed", "1"], in: sandbox, stdin: Data("y\n".utf8))
            #expect(played.status == 0, "\(played)")
            let (migrations, mark, version, index) = try DatabaseQueue(path: db).readNow { db in
                (
                    try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier"),
                    try Int32.fetchOne(db, sql: "PRAGMA application_id"),
                    try Int.fetchOne(db, sql: "PRAGMA user_version"),
                    try String.fetchOne(
                        db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'word_tally'")
                )
            }
            #expect(migrations == HistoryStore.migrator.migrations.sorted())
            #expect(mark == 0x4755_6553)
            #expect(version == 3)
            #expect(index == "word_tally")
            // The tallies start from the rounds already stored.
            #expect(try StoreCrafting.tallies(on: db) == StoreCrafting.countedTallies(on: db))
            #expect(
                try StoreCrafting.answeredWords(in: db).prefix(7).map(\.result) == [
                    "correct", "correct", "wrong", "correct", "correct", "correct", "unanswered",
                ])
            // A game stored before turns per team were kept still has its winner.
            let show = try await CommandRunner.run(["history", "show", "2", "--db", db], in: sandbox)
            #expect(show.stdout.contains("Winner: Red"), "\(show)")
            // And the store keeps working: the new game follows the old ones.
            let after = try await CommandRunner.run(["history", "--db", db], in: sandbox)
            #expect(
                after.lines.dropFirst().first?.trimmingCharacters(in: .whitespaces).hasPrefix("3") == true, "\(after)")
        }

        @Test func anUnusableStoreCostsOnlyTheHistory() async throws {
            let sandbox = try Sandbox()
            try sandbox.write("plain-file", "not a directory\n")
            for db in [sandbox.path("missing/dir/h.sqlite"), sandbox.path("plain-file/h.sqlite")] {
                let export = sandbox.path("round-\(UUID().uuidString).json")
                let result = try await CommandRunner.run(
                    ["play", "--seed", "3", "--db", db, "--export", export], in: sandbox, stdin: Data("y\ny\n".utf8))
                #expect(result.status == 0, "\(result)")
                #expect(result.lines.count == 3)
                let historyLines = result.errorLines.filter { $0.contains("history") }
                #expect(historyLines.count == 1, "\(result)")
                #expect(historyLines.first?.contains(db) == true)
                let data = try Data(contentsOf: URL(fileURLWithPath: export))
                let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
                #expect(object["correct"] as? Int == 2)
            }
        }

        @Test func aCorruptStoreAtTheDefaultLocationIsMovedAsideNotOverwritten() async throws {
            let sandbox = try Sandbox()
            let directory = sandbox.dataHome.appendingPathComponent("guess")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let db = directory.appendingPathComponent("history.sqlite").path
            let garbage = Data("these bytes are not a database, and they must survive\n".utf8)
            try garbage.write(to: URL(fileURLWithPath: db))
            let result = try await CommandRunner.run(["play"], in: sandbox, stdin: Data("y\n".utf8))
            #expect(result.status == 0, "\(result)")
            #expect(result.stderr.contains("moved it to"), "\(result)")
            let aside = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasPrefix("history.sqlite.corrupt-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
            #expect(aside.count == 1)
            #expect(try Data(contentsOf: directory.appendingPathComponent(aside[0])) == garbage)
            #expect(try StoreCrafting.answeredWords(in: db).map(\.result) == ["correct", "unanswered"])
        }

        @Test func historyExportEqualsThePlayExport() async throws {
            let sandbox = try Sandbox()
            for (index, script) in ["y\nn\nu\ny\np\np\nq\n", "n\nn\ny\n"].enumerated() {
                let export = sandbox.path("play-\(index).json")
                let played = try await CommandRunner.run(
                    ["play", "--seed", "\(index)", "--export", export], in: sandbox, stdin: Data(script.utf8))
                #expect(played.status == 0, "\(played)")
                let fromHistory = try await CommandRunner.run(["history", "export", "\(index + 1)"], in: sandbox)
                #expect(fromHistory.status == 0, "\(fromHistory)")
                let original =
                    try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: export)))
                    as? NSDictionary
                let array = try JSONSerialization.jsonObject(with: fromHistory.stdoutData) as? [NSDictionary]
                #expect(array?.count == 1)
                #expect(array?.first == original)
            }
            let csv = try await CommandRunner.run(["history", "export", "--all", "--format", "csv"], in: sandbox)
            #expect(
                csv.lines.first
                    == "\u{FEFF}round_started_at,team,word,tier,result,shown_at,answered_at,scripted,themes,family,describer,utc_offset"
            )
            let markdown = try await CommandRunner.run(
                ["history", "export", "1", "2", "-o", sandbox.path("out.md")], in: sandbox)
            #expect(markdown.status == 0, "\(markdown)")
            let text = try String(contentsOfFile: sandbox.path("out.md"), encoding: .utf8)
            #expect(text.components(separatedBy: "| # | word |").count == 3)
            // Under a Chinese locale the prose, the table's head and its values are Chinese (#46); the heading's
            // time stays ISO 8601, as an export is recognised by it.
            let chinese = try await CommandRunner.run(
                ["history", "export", "1", "-o", sandbox.path("zh.md")], in: sandbox,
                environment: ["LANG": "zh_CN.UTF-8"])
            #expect(chinese.status == 0, "\(chinese)")
            let zh = try String(contentsOfFile: sandbox.path("zh.md"), encoding: .utf8)
            #expect(zh.contains("| # | 词语 | 难度 | 结果 | 出现于（秒） | 作答于（秒） |"), "\(zh)")
            #expect(zh.contains("词库 ") && zh.contains("答对 ") && !zh.contains(" right, "), "\(zh)")
            #expect(zh.hasPrefix("## 20") && !zh.contains("| correct |") && zh.contains("| 答对 |"), "\(zh)")
            let taiwan = try await CommandRunner.run(
                ["history", "export", "1", "-o", sandbox.path("tw.md")], in: sandbox,
                environment: ["LANG": "zh_TW.UTF-8"])
            #expect(taiwan.status == 0, "\(taiwan)")
            let tw = try String(contentsOfFile: sandbox.path("tw.md"), encoding: .utf8)
            #expect(tw.contains("| # | 詞語 | 難度 | 結果 |") && tw.contains("詞庫 "), "\(tw)")
        }

        @Test func listShowDeleteAndStats() async throws {
            let sandbox = try Sandbox()
            let empty = try await CommandRunner.run(["history"], in: sandbox)
            #expect(empty.stdout.contains("No games played yet"))
            for seed in 1...3 {
                _ = try await CommandRunner.run(
                    ["play", "--seed", "\(seed)"], in: sandbox, stdin: Data("y\nn\ny\n".utf8))
            }
            let list = try await CommandRunner.run(["history"], in: sandbox)
            let rows = list.lines.dropFirst()
            #expect(rows.count == 3)
            #expect(rows.first?.trimmingCharacters(in: .whitespaces).hasPrefix("3") == true)  // newest first
            let show = try await CommandRunner.run(["history", "show", "2"], in: sandbox)
            #expect(show.status == 0)
            #expect(show.stdout.contains("✓ 2 right"))
            let missing = try await CommandRunner.run(["history", "show", "99"], in: sandbox)
            #expect(missing.status == 66)
            let refused = try await CommandRunner.run(["history", "delete", "2"], in: sandbox, stdin: Data("n\n".utf8))
            #expect(refused.status == 1)
            // An answer that never ends is cut at 1 KiB (Console.readLine) and is no yes: nothing deleted.
            let endless = Data(repeating: UInt8(ascii: "y"), count: 200_000)
            let flooded = try await CommandRunner.run(["history", "delete", "2"], in: sandbox, stdin: endless)
            #expect(flooded.status == 1 && flooded.stderr.contains("game 2 not deleted"), "\(flooded)")
            #expect(try await CommandRunner.run(["history"], in: sandbox).lines.count == 4)
            let agreed = try await CommandRunner.run(["history", "delete", "2"], in: sandbox, stdin: Data("y\n".utf8))
            #expect(agreed.status == 0, "\(agreed)")
            let forced = try await CommandRunner.run(["history", "delete", "3", "--yes"], in: sandbox)
            #expect(forced.status == 0)
            #expect(try await CommandRunner.run(["history"], in: sandbox).lines.count == 2)
            _ = try await CommandRunner.run(["play", "--seed", "9"], in: sandbox, stdin: Data("n\nn\nn\ny\n".utf8))
            let stats = try await CommandRunner.run(["stats", "--include-scripted", "--min-plays", "1"], in: sandbox)
            #expect(stats.status == 0, "\(stats)")
            #expect(stats.stdout.contains("rounds      2"), "\(stats)")
            #expect(stats.stdout.contains("Accuracy by tier"))
            #expect(stats.stdout.contains("Hardest words"))
            // Piped turns of under 10 s of play are left out of the trend (#18).
            #expect(!stats.stdout.contains("Answers per minute"))
        }

        @Test func noHistoryKeepsNothing() async throws {
            let sandbox = try Sandbox()
            _ = try await CommandRunner.run(["play", "--no-history"], in: sandbox, stdin: Data("y\n".utf8))
            #expect(
                !FileManager.default.fileExists(
                    atPath: sandbox.dataHome.appendingPathComponent("guess/history.sqlite").path))
            let viaVariable = sandbox.path("from-env.sqlite")
            _ = try await CommandRunner.run(
                ["play"], in: sandbox, environment: ["GUESS_DB": viaVariable], stdin: Data("y\n".utf8))
            #expect(FileManager.default.fileExists(atPath: viaVariable))
        }
    }
}

extension Commands {
    @Suite("Party games")
    struct PartyCommandTests {
        @Test func aScriptedThreeTeamGameThroughAPipe() async throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("game.json")
            let script = "y\ny\nn\nend\ny\nend\ny\ny\ny\nend\n" + "y\nend\nn\nend\nend\n"
            let result = try await CommandRunner.run(
                [
                    "play", "--team", "Red", "--team", "Blue", "--team", "Green", "--turns", "2", "--penalty",
                    "--seed", "11", "--export", export,
                ],
                in: sandbox, stdin: Data(script.utf8))
            #expect(result.status == 0, "\(result)")
            let game = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: export))) as? [String: Any]
            )
            #expect(game["schema"] as? String == "guess.game.v1")
            #expect(game["teams"] as? [String] == ["Red", "Blue", "Green"])
            let turns = try #require(game["turns"] as? [[String: Any]])
            #expect(turns.map { $0["team"] as? String } == ["Red", "Blue", "Green", "Red", "Blue", "Green"])
            #expect(turns.allSatisfy { $0["schema"] as? String == "guess.round.v1" })
            let board = try #require(game["scoreboard"] as? [[String: Any]])
            // Red: 2-1 then 1 = 2 (penalty); Blue: 1 then -1 = 0; Green: 3 then 0 = 3.
            #expect(board.map { $0["team"] as? String } == ["Green", "Red", "Blue"])
            #expect(board.map { $0["score"] as? Int } == [3, 2, 0])
            let words = turns.flatMap { ($0["words"] as? [[String: Any]] ?? []).compactMap { $0["word"] as? String } }
            #expect(Set(words).count == words.count, "a word was repeated within the game")
            #expect(result.stderr.contains("Winner: Green"))
            let history = try await CommandRunner.run(["history"], in: sandbox)
            #expect(history.stdout.contains("Green 3, Red 2, Blue 0"), "\(history)")
        }

        @Test func aScriptThatStopsStartsNoEmptyTurnAndShowsTheScoreboardAfterEachTurn() async throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("game.json")
            let result = try await CommandRunner.run(
                ["play", "--team", "A", "--team", "B", "--turns", "2", "--export", export], in: sandbox,
                stdin: Data("y\nend\ny\ny\nend\n".utf8))
            #expect(result.status == 0, "\(result)")
            let game = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: export))) as? [String: Any]
            )
            let turns = try #require(game["turns"] as? [[String: Any]])
            #expect(turns.map { $0["team"] as? String } == ["A", "B"], "no turn may start once the script has ended")
            #expect(result.lines.count == 2 + 3, "words shown (A: 2, B: 3): \(result.lines)")
            // One scoreboard after A's turn (more input followed), one at the end.
            #expect(result.stderr.components(separatedBy: "Scoreboard").count - 1 == 2, "\(result.stderr)")
        }

        @Test func aTieForFirstGetsExtraTurnsUntilBroken() async throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("game.json")
            // A 1, B 1 -> tie; A 1, B 1 -> still tied; A 0, B 1 -> B wins.
            let script = "y\nend\ny\nend\ny\nend\ny\nend\nend\ny\nend\n"
            let result = try await CommandRunner.run(
                ["play", "--team", "A", "--team", "B", "--seed", "2", "--export", export], in: sandbox,
                stdin: Data(script.utf8))
            #expect(result.status == 0, "\(result)")
            let game = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: export))) as? [String: Any]
            )
            let turns = try #require(game["turns"] as? [[String: Any]])
            #expect(turns.map { $0["team"] as? String } == ["A", "B", "A", "B", "A", "B"])
            #expect((game["scoreboard"] as? [[String: Any]])?.first?["team"] as? String == "B")
        }

        @Test func theGameEndsWhenTheSharedDeckRunsOut() async throws {
            let sandbox = try Sandbox()
            let bank = try sandbox.write("six.txt", "one\ntwo\nthree\nfour\nfive\nsix\n")
            let export = sandbox.path("game.json")
            let script = String(repeating: "y\n", count: 3) + "end\n" + String(repeating: "y\n", count: 10)
            let result = try await CommandRunner.run(
                ["play", "--bank", bank, "--team", "A", "--team", "B", "--turns", "3", "--export", export],
                in: sandbox, stdin: Data(script.utf8))
            #expect(result.status == 0, "\(result)")
            #expect(result.lines.count == 6)
            #expect(Set(result.lines).count == 6)
            let game = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: export))) as? [String: Any]
            )
            let turns = try #require(game["turns"] as? [[String: Any]])
            #expect(turns.count == 2)
            #expect(turns.last?["ended_by"] as? String == "exhausted")
        }

        @Test func recentlyPlayedWordsComeLast() async throws {
            let sandbox = try Sandbox()
            let words = (1...12).map { "word\($0)" }
            let bank = try sandbox.write("twelve.txt", words.joined(separator: "\n") + "\n")
            let first = try await CommandRunner.run(
                ["play", "--bank", bank, "--seed", "1"], in: sandbox, stdin: Data("y\ny\ny\ny\ny\n".utf8))
            let played = Set(first.lines.map { String($0.split(separator: "\t")[0]) })
            #expect(played.count == 6)
            let second = try await CommandRunner.run(
                ["play", "--bank", bank, "--seed", "1"], in: sandbox, stdin: Data("y\ny\ny\ny\ny\n".utf8))
            let next = second.lines.map { String($0.split(separator: "\t")[0]) }
            #expect(next.count == 6)
            #expect(Set(next).isDisjoint(with: played), "fresh words should come before \(played): got \(next)")
            // Same seed without fresh-first draws the same words as the first game.
            let stale = try await CommandRunner.run(
                ["play", "--bank", bank, "--seed", "1", "--no-fresh"], in: sandbox, stdin: Data("y\ny\ny\ny\ny\n".utf8))
            #expect(Set(stale.lines.map { String($0.split(separator: "\t")[0]) }) == played)
        }
    }
}
