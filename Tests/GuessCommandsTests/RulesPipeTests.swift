import Foundation
import GRDB
import GuessTestSupport
import Testing

// A smoke test of the host's rules through a pipe (#18): the pass limit, the taboo key, added time, a
// correction that changes the store and the export, and a party game won by score.

extension Commands {
    @Suite("The host's rules through a pipe", .serialized)
    struct RulesPipeTests {
        @Test("s past --passes does nothing; t, more; fix after end rewrites the export and the store")
        func singleRound() async throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.json")
            let store = sandbox.path("history.sqlite")
            let input = "y\ns\ns\nt\nmore\nn\nend\nfix 1 wrong\nfix 2 right\nfix 99 wrong\n"
            let result = try await CommandRunner.run(
                ["play", "--seed", "3", "--bank", "en", "--passes", "1", "--db", store, "--export", export],
                in: sandbox, stdin: Data(input.utf8))
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.split(separator: "\n").count == 5, "one word line per word shown: \(result)")
            #expect(result.stderr.contains("line 3: no passes left this turn"), "\(result)")
            #expect(result.stderr.contains("line 10: nothing to fix"), "\(result)")
            let json = try PlayFiles.json(export)
            let results = PlayFiles.words(json).map { $0["result"] as? String ?? "?" }
            #expect(results == ["wrong", "correct", "taboo", "wrong", "unanswered"], "\(json)")
            #expect(json["corrected"] as? Bool == true)
            #expect(json["added_seconds"] as? Int == 30)
            #expect(json["passed"] as? Int == 0 && json["taboo"] as? Int == 1 && json["wrong"] as? Int == 3)
            let database = try DatabaseQueue(path: store)
            let (stored, round) = try database.readNow { db in
                (
                    try String.fetchAll(db, sql: "SELECT result FROM round_word ORDER BY position"),
                    try Row.fetchOne(db, sql: "SELECT correct, wrong, passed, added_seconds, corrected_at FROM round")
                )
            }
            #expect(stored == results)
            let counts = try #require(round)
            #expect(counts["correct"] as Int == 1 && counts["wrong"] as Int == 3 && counts["passed"] as Int == 0)
            #expect(counts["added_seconds"] as Int == 30 && counts["corrected_at"] as String? != nil)
        }

        @Test("--to 2: the game ends when a team reached 2 and every team had as many turns; fix before the next")
        func partyToTarget() async throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("game.json")
            // Red: y y (2), then a fix makes the 2nd word wrong (1); Blue: y y (2); Gold: y (1). Blue wins.
            let input = "y\ny\nend\nfix 2 n\ny\ny\nend\ny\nend\ny\ny\ny\nend\n"
            let result = try await CommandRunner.run(
                [
                    "play", "--seed", "3", "--bank", "en", "--no-history", "--team", "Red", "--team", "Blue", "--team",
                    "Gold", "--turns", "9", "--to", "2", "--export", export,
                ], in: sandbox, stdin: Data(input.utf8))
            #expect(result.status == 0, "\(result)")
            let json = try PlayFiles.json(export)
            let turns = json["turns"] as? [[String: Any]] ?? []
            #expect(turns.count == 3, "\(json)")
            #expect(turns.first?["corrected"] as? Bool == true)
            let scoreboard = json["scoreboard"] as? [[String: Any]] ?? []
            #expect(scoreboard.first?["team"] as? String == "Blue" && scoreboard.first?["score"] as? Int == 2)
            #expect((json["rules"] as? [String: Any])?["target_score"] as? Int == 2)
            #expect(result.stderr.contains("Winner: Blue"), "\(result)")
        }

        @Test("between turns: fix N steps a mark (taboo to pass), bonus and penalty name a team, a stranger is said")
        func pointsAndCycle() async throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("game.json")
            // Red: y t, then `fix 2` makes the taboo word a pass, a point for Blue, one off Red, a team that
            // is not there (line 6); Blue: y y.
            let input = "y\nt\nend\nfix 2\nbonus Blue\npenalty Nobody\npenalty Red\ny\ny\nend\n"
            let result = try await CommandRunner.run(
                [
                    "play", "--seed", "3", "--bank", "en", "--no-history", "--team", "Red", "--team", "Blue",
                    "--turns", "1", "--export", export,
                ], in: sandbox, stdin: Data(input.utf8))
            #expect(result.status == 0, "\(result)")
            #expect(result.stderr.contains("line 6: no team named 'Nobody'"), "\(result)")
            let json = try PlayFiles.json(export)
            let turns = json["turns"] as? [[String: Any]] ?? []
            let red = PlayFiles.words(turns.first ?? [:]).map { $0["result"] as? String ?? "?" }
            #expect(Array(red.prefix(2)) == ["correct", "passed"], "\(json)")
            let scoreboard = (json["scoreboard"] as? [[String: Any]] ?? []).map {
                "\($0["team"] as? String ?? "?") \($0["score"] as? Int ?? -99)"
            }
            #expect(scoreboard == ["Blue 3", "Red 0"], "\(json)")
        }
    }
}
