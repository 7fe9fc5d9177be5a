import Foundation
import GRDB
import GuessGame
import GuessHistory
import GuessStoreTestSupport
import GuessTestSupport
import Testing

/// Helpers shared by the history suites below.
private enum Games {
    /// A party game A (1 right, 1 wrong) against B (1 right), through a pipe: a tie after the regular turns,
    /// input ends in the tie-break.
    static func playParty(_ sandbox: Sandbox, db: String, extra: [String] = []) async throws -> RunResult {
        try await CommandRunner.run(
            ["play", "--team", "A", "--team", "B", "--db", db, "--seconds", "30", "--lead-in", "0"] + extra,
            in: sandbox,
            stdin: Data("y\nn\nend\ny\nend\n".utf8))
    }

    /// A single round of `script` on the store `db`.
    static func playSingle(_ sandbox: Sandbox, db: String, script: String = "y\nn\ny\n", extra: [String] = [])
        async throws
        -> RunResult
    {
        try await CommandRunner.run(["play", "--db", db, "--seed", "4"] + extra, in: sandbox, stdin: Data(script.utf8))
    }

    /// The ids in the first column of a `guess history` listing.
    static func ids(_ listing: RunResult) -> [String] {
        listing.lines.dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    static func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }
}

extension Commands {
    @Suite("History store: bad, foreign and newer stores", .serialized)
    struct HistoryStoreHardeningTests {
        @Test func aTextWhereANumberBelongsSkipsThatRoundAndSaysSo() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            #expect(try await Games.playSingle(sandbox, db: db).status == 0)
            #expect(try await Games.playSingle(sandbox, db: db, script: "n\n").status == 0)
            try StoreCrafting.execute("UPDATE round SET correct = 'lots' WHERE game_id = 1", on: db)

            let listing = try await CommandRunner.run(["history", "--db", db], in: sandbox)
            #expect(listing.status == 0 && !listing.signalled, "\(listing)")
            #expect(Games.ids(listing) == ["2"], "\(listing)")
            #expect(
                listing.stderr.contains(
                    "game 1, turn 1 skipped: column correct holds text where a whole number belongs"), "\(listing)")
            // The export reads words, not the stored counts: round 1 still exports.
            let export = try await CommandRunner.run(["history", "export", "--all", "--db", db], in: sandbox)
            #expect(export.status == 0, "\(export)")
            let rounds = try #require(try JSONSerialization.jsonObject(with: export.stdoutData) as? [[String: Any]])
            #expect(rounds.count == 2)
            for command in [["stats"], ["history", "show", "1"], ["history", "show"]] {
                let result = try await CommandRunner.run(command + ["--db", db], in: sandbox)
                #expect(!result.signalled && result.status == 0, "\(command): \(result)")
            }
            let played = try await Games.playSingle(sandbox, db: db)
            #expect(played.status == 0 && !played.stderr.contains("history"), "\(played)")
        }

        @Test func aBlobWhereTextBelongsSkipsThatRoundInExportsAndSaysSo() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            #expect(try await Games.playSingle(sandbox, db: db).status == 0)
            #expect(try await Games.playSingle(sandbox, db: db, script: "n\n").status == 0)
            try StoreCrafting.execute(
                "UPDATE round_word SET word = X'FFFE00' WHERE round_id = 1 AND position = 0", on: db)
            try StoreCrafting.execute("UPDATE round SET elapsed = X'01' WHERE id = 2", on: db)

            let export = try await CommandRunner.run(["history", "export", "--all", "--db", db], in: sandbox)
            #expect(export.status == 65 && !export.signalled, "\(export)")
            #expect(
                export.stderr.contains("game 1, turn 1 skipped: word 1: column word holds a blob where text belongs"),
                "\(export)")
            #expect(
                export.stderr.contains("game 2, turn 1 skipped: column elapsed holds a blob where a number belongs"),
                "\(export)")
            let rounds = try #require(try JSONSerialization.jsonObject(with: export.stdoutData) as? [[String: Any]])
            #expect(rounds.isEmpty)
            let show = try await CommandRunner.run(["history", "show", "1", "--db", db], in: sandbox)
            #expect(show.status == 65 && !show.signalled, "\(show)")
            #expect(show.stderr.contains("cannot be read"), "\(show)")
            let listing = try await CommandRunner.run(["history", "--db", db], in: sandbox)
            #expect(listing.status == 0 && Games.ids(listing) == ["2", "1"], "\(listing)")
            let stats = try await CommandRunner.run(["stats", "--min-plays", "1", "--db", db], in: sandbox)
            #expect(stats.status == 0 && !stats.signalled, "\(stats)")
        }

        @Test func anotherProgramsDatabaseIsRefusedAndNeverChanged() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("notes.sqlite")
            try StoreCrafting.makeForeignDatabase(at: db)
            let before = try Games.bytes(db)
            for command in [
                ["history"], ["history", "show"], ["history", "export", "--all"], ["stats"],
                ["history", "delete", "1", "--yes"],
            ] {
                let result = try await CommandRunner.run(command + ["--db", db], in: sandbox)
                #expect(result.status == 65, "\(command): \(result)")
                #expect(
                    result.stderr.contains("\(db) is an SQLite database of another program"), "\(command): \(result)")
            }
            for extra in [[], ["--no-history"]] {
                let played = try await Games.playSingle(sandbox, db: db, extra: extra)
                #expect(played.status == 0, "\(played)")
                let notices = played.errorLines.filter { $0.contains("another program") }
                #expect(notices.count == 1, "\(extra): \(played)")
                #expect(notices.first?.contains(db) == true)
            }
            #expect(try Games.bytes(db) == before, "the foreign database was changed")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.work.path).filter {
                $0.hasPrefix("notes.sqlite")
            }
            #expect(leftovers == ["notes.sqlite"])
        }

        @Test func aStoreOfANewerSchemaIsReadButNeverWritten() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            #expect(try await Games.playSingle(sandbox, db: db).status == 0)
            try StoreCrafting.execute("INSERT INTO grdb_migrations VALUES ('v9: from a later guess')", on: db)
            let played = try await Games.playSingle(sandbox, db: db)
            #expect(played.status == 0, "\(played)")
            let notices = played.errorLines.filter { $0.contains("history") }
            #expect(notices.count == 1 && notices[0].contains("newer version of guess"), "\(played)")
            #expect(notices.first?.contains("v9: from a later guess") == true, "\(played)")
            let rounds: Int? = try StoreCrafting.value("SELECT COUNT(*) FROM round", on: db)
            #expect(rounds == 1, "a round was written to a newer store")
            let listing = try await CommandRunner.run(["history", "--db", db], in: sandbox)
            #expect(listing.status == 0 && Games.ids(listing) == ["1"], "\(listing)")
            let delete = try await CommandRunner.run(["history", "delete", "1", "--yes", "--db", db], in: sandbox)
            #expect(delete.status == 65, "\(delete)")
            let migrations: Int? = try StoreCrafting.value("SELECT COUNT(*) FROM grdb_migrations", on: db)
            #expect(migrations == HistoryStore.migrator.migrations.count + 1, "the store was migrated down")

            try StoreCrafting.execute("DELETE FROM grdb_migrations WHERE identifier LIKE 'v9%'", on: db)
            try StoreCrafting.execute("PRAGMA user_version = 7", on: db)
            let again = try await Games.playSingle(sandbox, db: db)
            #expect(again.errorLines.contains { $0.contains("schema version 7") }, "\(again)")
            let still: Int? = try StoreCrafting.value("SELECT COUNT(*) FROM round", on: db)
            #expect(still == 1)
        }

        @Test func escapeSequencesFromTheStoreNeverReachTheTerminalRaw() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            #expect(try await Games.playParty(sandbox, db: db).status == 0)
            try StoreCrafting.execute(
                "UPDATE round_word SET word = 'evil' || char(27) || '[2J' WHERE position = 0", on: db)
            try StoreCrafting.execute(
                "UPDATE round SET team = 'A' || char(27) || ']0;owned' || char(7) WHERE team = 'A'", on: db)
            try StoreCrafting.execute(
                "UPDATE game SET teams = json_array('A' || char(27) || ']0;owned' || char(7), 'B')", on: db)
            try StoreCrafting.execute("UPDATE round SET bank = 'bank' || char(27) || '[5m'", on: db)
            let runs = [
                try await CommandRunner.run(["history", "--db", db], in: sandbox),
                try await CommandRunner.run(["history", "show", "--db", db], in: sandbox),
                try await CommandRunner.run(
                    ["stats", "--include-scripted", "--min-plays", "1", "--db", db], in: sandbox),
                try await CommandRunner.run(
                    ["history", "delete", "1", "--db", db], in: sandbox, stdin: Data("n\n".utf8)),
            ]
            for run in runs {
                #expect(!run.stdoutData.contains(0x1B) && !run.stderrData.contains(0x1B), "\(run)")
                #expect(!run.stdoutData.contains(0x07) && !run.stderrData.contains(0x07), "\(run)")
            }
            #expect(runs[0].stdout.contains("A\\u{1B}]0;owned\\u{7}"), "\(runs[0])")
            #expect(runs[1].stdout.contains("evil\\u{1B}[2J"), "\(runs[1])")
            #expect(runs[2].stdout.contains("evil\\u{1B}[2J"), "\(runs[2])")
            #expect(runs[3].stderr.contains("bank\\u{1B}[5m"), "\(runs[3])")
            // Exports keep the text as it was stored.
            let export = try await CommandRunner.run(["history", "export", "1", "--db", db], in: sandbox)
            let rounds = try #require(try JSONSerialization.jsonObject(with: export.stdoutData) as? [[String: Any]])
            let words = try #require(rounds.first?["words"] as? [[String: Any]])
            #expect(words.first?["word"] as? String == "evil\u{1B}[2J")
            #expect(rounds.first?["team"] as? String == "A\u{1B}]0;owned\u{7}")
        }

        @Test func countsKeptAnswerByAnswerMatchTheWords() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let script = "y\nn\nu\ny\nn\nu\nu\ny\nn\ny\nu\nn\n"
            #expect(try await Games.playSingle(sandbox, db: db, script: script).status == 0)
            let stored: [Int]? = try DatabaseQueue(path: db).readNow { db in
                try Row.fetchOne(db, sql: "SELECT correct, wrong FROM round").map { [$0[0], $0[1]] }
            }
            let counted: [Int]? = try DatabaseQueue(path: db).readNow { db in
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT TOTAL(result = 'correct'), TOTAL(result = 'wrong') FROM round_word
                        """
                ).map { [Int($0[0] as Double), Int($0[1] as Double)] }
            }
            #expect(stored == counted)
            #expect(counted == [2, 2])
            #expect(try StoreCrafting.tallies(on: db) == StoreCrafting.countedTallies(on: db))
            // Kept through a party game, and through deleting it.
            #expect(try await Games.playParty(sandbox, db: db).status == 0)
            #expect(try StoreCrafting.tallies(on: db) == StoreCrafting.countedTallies(on: db))
            #expect(
                try await CommandRunner.run(["history", "delete", "1", "--yes", "--db", db], in: sandbox).status == 0)
            let left = try StoreCrafting.tallies(on: db)
            #expect(left == (try StoreCrafting.countedTallies(on: db)))
            #expect(left.count > 0 && left.count < 8, "\(left)")
        }
    }
}

extension Commands {
    @Suite("History of whole games", .serialized)
    struct HistoryGamesTests {
        @Test func gamesAreListedNewestFirstWithDenseIds() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            #expect(try await Games.playParty(sandbox, db: db).status == 0)
            // A party game whose input is empty starts no turn and leaves nothing behind.
            let empty = try await CommandRunner.run(
                ["play", "--team", "X", "--team", "Y", "--db", db], in: sandbox, stdin: Data())
            #expect(empty.status == 0, "\(empty)")
            #expect(try await Games.playSingle(sandbox, db: db).status == 0)
            let listing = try await CommandRunner.run(["history", "--db", db], in: sandbox)
            #expect(listing.status == 0, "\(listing)")
            #expect(
                listing.lines.first?.split(separator: " ").map(String.init) == [
                    "id", "date", "result", "bank", "ended", "by",
                ])
            #expect(Games.ids(listing) == ["2", "1"], "\(listing)")
            #expect(listing.lines[1].contains("2 right, 1 wrong"), "\(listing)")
            #expect(listing.lines[2].contains("A 1, B 1"), "\(listing)")
            // The input ended in the tie-break: the game was cut short (it may be resumed), not played out.
            #expect(
                listing.lines[2].contains("zh-Hans") && listing.lines[2].hasSuffix("interrupted"), "\(listing)")
            #expect(try await CommandRunner.run(["history", "--limit", "1", "--db", db], in: sandbox).lines.count == 2)
            let none = try await CommandRunner.run(["history", "--limit", "0", "--db", db], in: sandbox)
            #expect(none.status == 0 && none.stdout.isEmpty, "\(none)")
            let negative = try await CommandRunner.run(["history", "--limit", "-1", "--db", db], in: sandbox)
            #expect(negative.status == 64 && negative.stderr.contains("--limit"), "\(negative)")
        }

        @Test func showTellsTheWholeGameAndItsWinner() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            #expect(
                try await CommandRunner.run(
                    ["play", "--team", "Red", "--team", "Blue", "--db", db], in: sandbox,
                    stdin: Data("y\ny\nend\ny\nend\n".utf8)
                ).status == 0)
            let show = try await CommandRunner.run(["history", "show", "--db", db], in: sandbox)
            #expect(show.status == 0, "\(show)")
            #expect(show.lines.first?.hasPrefix("Game 1 · ") == true, "\(show)")
            #expect(show.stdout.contains("Teams: Red, Blue · 1 turn each"))
            #expect(show.stdout.contains("── Turn 1 ──") && show.stdout.contains("── Turn 2 ──"))
            #expect(show.stdout.contains("Red: ") && show.stdout.contains("Blue: "))
            #expect(show.stdout.contains("Scoreboard"))
            #expect(show.lines.last == "Winner: Red", "\(show)")
            #expect(
                try await CommandRunner.run(["history", "show", "1", "--db", db], in: sandbox).stdout == show.stdout)
            let missing = try await CommandRunner.run(["history", "show", "7", "--db", db], in: sandbox)
            #expect(missing.status == 66 && missing.stderr.contains("no game with id 7"), "\(missing)")
        }

        @Test func aGameAbandonedBeforeEveryTeamPlayedHasNoWinner() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let played = try await CommandRunner.run(
                ["play", "--team", "Red", "--team", "Blue", "--turns", "2", "--db", db], in: sandbox,
                stdin: Data("y\ny\nend\ny\nend\ny\nend\n".utf8))
            #expect(played.status == 0, "\(played)")
            let show = try await CommandRunner.run(["history", "show", "--db", db], in: sandbox)
            #expect(show.stdout.contains("Teams: Red, Blue · 2 turns each"), "\(show)")
            #expect(show.stdout.contains("── Turn 3 ──") && !show.stdout.contains("── Turn 4 ──"), "\(show)")
            #expect(
                show.lines.last
                    == "No winner: the game was cut short by a signal or the end of input (guess play --resume continues it)",
                "\(show)")
            #expect(!show.stdout.contains("Winner:"))
        }

        @Test func deleteRemovesTheWholeGame() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            #expect(try await Games.playParty(sandbox, db: db).status == 0)
            #expect(try await Games.playSingle(sandbox, db: db).status == 0)
            let refused = try await CommandRunner.run(
                ["history", "delete", "1", "--db", db], in: sandbox, stdin: Data("n\n".utf8))
            #expect(refused.status == 1, "\(refused)")
            #expect(refused.stderr.contains("Delete game 1 ("), "\(refused)")
            #expect(refused.stderr.contains("A 1, B 1"), "\(refused)")
            let deleted = try await CommandRunner.run(["history", "delete", "1", "--yes", "--db", db], in: sandbox)
            #expect(deleted.status == 0 && deleted.stdout == "Deleted game 1.\n", "\(deleted)")
            let rounds: Int? = try StoreCrafting.value("SELECT COUNT(*) FROM round", on: db)
            let words: Int? = try StoreCrafting.value(
                "SELECT COUNT(*) FROM round_word WHERE round_id NOT IN (SELECT id FROM round)", on: db)
            #expect(rounds == 1 && words == 0)
            #expect(Games.ids(try await CommandRunner.run(["history", "--db", db], in: sandbox)) == ["2"])
            let again = try await CommandRunner.run(["history", "delete", "1", "--yes", "--db", db], in: sandbox)
            #expect(again.status == 66, "\(again)")
        }

        @Test func exportsGamesAsRoundsOrAsGameRecords() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let exported = sandbox.path("game.json")
            #expect(try await Games.playParty(sandbox, db: db, extra: ["--export", exported]).status == 0)
            #expect(try await Games.playSingle(sandbox, db: db).status == 0)
            let original = try JSONSerialization.jsonObject(with: Games.bytes(exported)) as? NSDictionary
            let games = try await CommandRunner.run(["history", "export", "1", "--games", "--db", db], in: sandbox)
            #expect(games.status == 0, "\(games)")
            let array = try JSONSerialization.jsonObject(with: games.stdoutData) as? [NSDictionary]
            #expect(array?.count == 1)
            #expect(array?.first == original, "history export --games differs from play --export")
            let rounds = try await CommandRunner.run(["history", "export", "1", "2", "--db", db], in: sandbox)
            let objects = try #require(try JSONSerialization.jsonObject(with: rounds.stdoutData) as? [[String: Any]])
            #expect(objects.map { $0["team"] as? String } == ["A", "B", nil])
            #expect(objects.allSatisfy { $0["schema"] as? String == "guess.round.v1" })
            let all = try await CommandRunner.run(["history", "export", "--all", "--games", "--db", db], in: sandbox)
            let allGames = try #require(try JSONSerialization.jsonObject(with: all.stdoutData) as? [[String: Any]])
            #expect(allGames.map { ($0["turns"] as? [Any])?.count } == [2, 1])
            #expect(allGames.allSatisfy { $0["schema"] as? String == "guess.game.v1" })
        }

        @Test func filtersChooseGamesRoundsAndExports() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            #expect(try await Games.playParty(sandbox, db: db).status == 0)
            #expect(try await Games.playSingle(sandbox, db: db, extra: ["--bank", "en"]).status == 0)
            func ids(_ arguments: [String]) async throws -> [String] {
                let result = try await CommandRunner.run(["history", "--db", db] + arguments, in: sandbox)
                #expect(result.status == 0, "\(result)")
                return Games.ids(result)
            }
            #expect(try await ids(["--team", "A"]) == ["1"])
            #expect(try await ids(["--bank", "en"]) == ["2"])
            #expect(try await ids(["--bank", "zh-Hans"]) == ["1"])
            #expect(try await ids(["--since", "1d"]) == ["2", "1"])
            let tomorrow = Date().addingTimeInterval(2 * 86400).formatted(.iso8601.year().month().day())
            let future = try await CommandRunner.run(["history", "--db", db, "--since", tomorrow], in: sandbox)
            #expect(future.stdout == "No games match these filters.\n", "\(future)")
            let stats = try await CommandRunner.run(
                ["stats", "--include-scripted", "--db", db, "--team", "B"], in: sandbox)
            #expect(stats.status == 0, "\(stats)")
            let cells = stats.lines.map { $0.split(separator: " ").map(String.init) }
            #expect(cells.contains(["games", "1"]) && cells.contains(["rounds", "1"]), "\(stats)")
            #expect(stats.stdout.contains("By team") && !stats.stdout.contains("\nA "), "\(stats)")
            let export = try await CommandRunner.run(["history", "export", "--bank", "en", "--db", db], in: sandbox)
            let rounds = try #require(try JSONSerialization.jsonObject(with: export.stdoutData) as? [[String: Any]])
            #expect(rounds.map { $0["bank"] as? String } == ["en"])
            for (option, value) in [
                ("--since", "yesterday"), ("--since", "2026-13-01"), ("--team", ""), ("--bank", " "),
            ] {
                for command in [["history"], ["stats"], ["history", "export"]] {
                    let bad = try await CommandRunner.run(command + ["--db", db, option, value], in: sandbox)
                    #expect(bad.status == 64 && bad.stderr.contains(option), "\(command) \(option) \(value): \(bad)")
                }
            }
        }

        @Test func statsShowTeamsAnswersPerMinuteAndWhyNoWordIsHardest() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            #expect(try await Games.playParty(sandbox, db: db).status == 0)
            #expect(try await Games.playSingle(sandbox, db: db).status == 0)
            let stats = try await CommandRunner.run(["stats", "--include-scripted", "--db", db], in: sandbox)
            #expect(stats.status == 0, "\(stats)")
            #expect(
                stats.lines.contains {
                    $0.split(separator: " ") == ["team", "games", "turns", "right", "wrong", "answers/min"]
                }, "\(stats)")
            #expect(
                stats.lines.contains { $0.hasPrefix("A ") } && stats.lines.contains { $0.hasPrefix("(single rounds) ") }
            )
            // Piped turns of under 10 s of play are left out of the trend (#18).
            #expect(!stats.stdout.contains("Answers per minute"), "\(stats)")
            #expect(
                stats.stdout.contains("Hardest words: none yet — no word has been answered 3 times (the most is 1)"),
                "\(stats)")
            let low = try await CommandRunner.run(
                ["stats", "--include-scripted", "--db", db, "--min-plays", "1"], in: sandbox)
            #expect(low.stdout.contains("Hardest words (at least 1 plays)"), "\(low)")
        }

        @Test func chineseScreensLeaveNoEnglishInterfaceWord() async throws {
            let sandbox = try Sandbox()
            try sandbox.write(to: sandbox.userConfig, "[display]\nlanguage = \"zh-Hans\"\n")
            let bank = try sandbox.write("zh.txt", "[primary]\n苹果\n香蕉\n西瓜\n[middle]\n飞机\n火车\n轮船\n[senior]\n长城\n故宫\n")
            let db = sandbox.path("h.sqlite")
            #expect(
                try await CommandRunner.run(
                    ["play", "--team", "红队", "--team", "蓝队", "--bank", bank, "--db", db], in: sandbox,
                    stdin: Data("y\nn\nend\ny\ny\nend\n".utf8)
                ).status == 0)
            #expect(
                try await CommandRunner.run(
                    ["play", "--bank", bank, "--db", db], in: sandbox, stdin: Data("y\nn\n".utf8)
                )
                .status == 0)
            let listing = try await CommandRunner.run(["history", "--db", db], in: sandbox)
            let show = try await CommandRunner.run(["history", "show", "1", "--db", db], in: sandbox)
            let stats = try await CommandRunner.run(["stats", "--include-scripted", "--db", db], in: sandbox)
            let statsLow = try await CommandRunner.run(
                ["stats", "--include-scripted", "--db", db, "--min-plays", "1"], in: sandbox)
            #expect(listing.stdout.contains("蓝队 2、红队 1"), "\(listing)")
            #expect(show.stdout.contains("获胜：蓝队"), "\(show)")
            #expect(show.stdout.contains("最快："), "\(show)")
            #expect(stats.stdout.contains("最难的词：暂无"), "\(stats)")
            let english = [
                "right", "wrong", "game", "turn", "team", "score", "winner", "date", "bank", "ended", "total",
                "accuracy", "round", "hardest", "fastest", "answers", "minute", "tier", "word", "result",
                "quit", "time", "playing", "single", "eof", "primary", "middle", "senior", "none", "plays",
            ]
            for run in [listing, show, stats, statsLow] {
                #expect(run.status == 0, "\(run)")
                let text = run.stdout.lowercased().replacingOccurrences(of: "--min-plays", with: "")
                let left = english.filter { text.contains($0) }
                #expect(left.isEmpty, "English left: \(left) in\n\(run.stdout)")
            }
        }

        @Test func noHistoryStillHoldsBackRecentWordsAndWritesNothing() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let bank = try sandbox.write("twelve.txt", (1...12).map { "word\($0)" }.joined(separator: "\n") + "\n")
            let firstWords = { (result: RunResult) in result.lines.map { String($0.split(separator: "\t")[0]) } }
            let drawn = try await CommandRunner.run(["draw", "--bank", bank, "--seed", "1", "-n", "4"], in: sandbox)
            let draw = firstWords(drawn)
            #expect(draw.count == 4, "\(drawn)")
            // Without a store, --no-history plays the draw.
            let bare = try await CommandRunner.run(
                ["play", "--no-history", "--db", db, "--bank", bank, "--seed", "1"], in: sandbox,
                stdin: Data("y\ny\ny\n".utf8))
            #expect(firstWords(bare) == draw)
            #expect(!FileManager.default.fileExists(atPath: db))
            let kept = try await CommandRunner.run(
                ["play", "--db", db, "--bank", bank, "--seed", "1"], in: sandbox, stdin: Data("y\ny\ny\n".utf8))
            #expect(firstWords(kept) == draw)
            let before = try Games.bytes(db)
            let fresh = try await CommandRunner.run(
                ["play", "--no-history", "--db", db, "--bank", bank, "--seed", "1"], in: sandbox,
                stdin: Data("y\ny\ny\n".utf8))
            #expect(fresh.status == 0, "\(fresh)")
            #expect(
                Set(firstWords(fresh)).isDisjoint(with: draw), "recent words were not held back: \(firstWords(fresh))")
            let stale = try await CommandRunner.run(
                ["play", "--no-history", "--no-fresh", "--db", db, "--bank", bank, "--seed", "1"], in: sandbox,
                stdin: Data("y\ny\ny\n".utf8))
            #expect(firstWords(stale) == draw)
            #expect(try Games.bytes(db) == before, "--no-history wrote to the store")
            #expect(Games.ids(try await CommandRunner.run(["history", "--db", db], in: sandbox)) == ["1"])
        }
    }
}
