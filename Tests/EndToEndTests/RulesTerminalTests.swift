import Foundation
import GRDB
import GuessTestSupport
import Testing

// A smoke test of the host's rules in a pseudo-terminal (#18): the pass limit, the taboo key, added time,
// a correction on the card between turns that changes the store and the export, and `--to`.

extension EndToEndInTerminal {
    @Suite("The host's rules in a terminal")
    struct RulesTerminalTests {
        @Test("s to the limit, t, m; c corrects Red's turn between turns; --to 1 ends after Blue's turn")
        func partyGameWithRules() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("game.json")
            let run = try PlayTerminalRun(
                [
                    "--lead-in", "0", "--seconds", "30", "--bank", "en", "--team", "Red", "--team", "Blue", "--to", "1",
                    "--passes", "1", "--export", export,
                ], sandbox: sandbox, keepHistory: true)
            try #require(run.waitFor("Next: Red"), "\(run.transcript)")
            var mark = run.press("\r")
            try #require(run.waitFor("1 pass left", since: mark), "\(run.transcript)")
            mark = run.press("s")
            try #require(run.waitFor("0 passes left", since: mark), "\(run.transcript)")
            mark = run.press("s")
            try #require(run.waitFor("No passes left this turn", since: mark), "\(run.transcript)")
            mark = run.press("t")
            try #require(run.waitFor("✗ 1 wrong", since: mark), "the taboo word counts wrong\n\(run.transcript)")
            mark = run.press("m")
            try #require(
                run.waitUntil(since: mark) { $0.contains("0:5") }, "30 s more show as 0:5x\n\(run.transcript)")
            run.press("y")
            mark = run.press("e")  // end the turn: the game goes on with Blue
            try #require(run.waitFor("Next: Blue", since: mark), "\(run.transcript)")
            // The first word was passed: make it right on the correction card.
            mark = run.press("c")
            try #require(run.waitFor("Correct the turn", since: mark), "\(run.transcript)")
            mark = run.press("y")
            try #require(run.waitFor("right *", since: mark), "\(run.transcript)")
            mark = run.press("\r")
            try #require(run.waitFor("Next: Blue", since: mark), "the question comes back\n\(run.transcript)")
            mark = run.press("\r")
            try #require(run.waitFor("right 0 ✓", since: mark), "\(run.transcript)")
            mark = run.press("q")
            try #require(run.waitFor("End the game?", since: mark), "\(run.transcript)")
            run.answer("y")
            #expect(run.finish() == .exited(0), "\(run.transcript)")
            run.expectModesRestored()

            let json = try PlayFiles.json(export)
            let turns = json["turns"] as? [[String: Any]] ?? []
            try #require(turns.count == 2, "--to 1 ends the game once both teams played\n\(json)")
            #expect(turns[0]["corrected"] as? Bool == true)
            #expect(turns[0]["added_seconds"] as? Int == 30)
            let results = PlayFiles.words(turns[0]).map { $0["result"] as? String ?? "?" }
            #expect(results.prefix(3) == ["correct", "taboo", "correct"], "\(results)")
            let scoreboard = json["scoreboard"] as? [[String: Any]] ?? []
            #expect(scoreboard.first?["team"] as? String == "Red" && scoreboard.first?["score"] as? Int == 2)
            let store = sandbox.dataHome.appendingPathComponent("history.sqlite").path
            let stored = try DatabaseQueue(path: store).read { db in
                try String.fetchAll(
                    db,
                    sql: "SELECT result FROM round_word WHERE round_id = (SELECT MIN(id) FROM round) ORDER BY position")
            }
            #expect(stored.prefix(3) == ["correct", "taboo", "correct"], "\(stored)")
        }
    }
}
