import Foundation
import GRDB
import GuessTestSupport
import Testing

/// `guess stats` with a filter reads the kept rounds' answers, or the store's running tallies minus the
/// answers of the rounds left out, whichever reads less. Either way it must say exactly what an unfiltered
/// `guess stats` says of a copy of the store that holds only the kept rounds.
extension Commands {
    @Suite struct FilteredStatsTests {
        /// A store made by `play`, then filled with 100 generated rounds: the 40 oldest (single rounds
        /// on `en`) hold 2,400 right answers quicker than any later one, so a filter that keeps the newer
        /// rounds finds none of them on its walk down the speed index and must sort its own instead; and
        /// the newer rounds' quickest answers all take the same time, so the order of ties shows.
        static func makeStore(_ sandbox: Sandbox) async throws -> String {
            let db = sandbox.path("full.sqlite")
            let made = try await CommandRunner.run(
                ["play", "--db", db, "--seed", "1"], in: sandbox, stdin: Data("y\n".utf8))
            #expect(made.status == 0, "\(made)")
            var next: UInt64 = 0x9E37_79B9
            func random(_ bound: Int) -> Int {
                next = next &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((next >> 33) % UInt64(bound))
            }
            let tiers = ["primary", "middle", "senior", "complex", "custom"]
            let banks = ["en", "zh-Hans", "en+party"]
            let teams: [String?] = [nil, "Red", "Blue"]
            try DatabaseQueue(path: db).writeNow { db in
                var quick = 0
                for number in 0..<100 {
                    let id = number + 2
                    // Games numbered against the rounds' order, so that reading a team's rounds by game
                    // (as an index may) meets them in another order than by round.
                    let game = 1_000 - number
                    let old = number < 40
                    let team = old ? nil : teams[random(3)]
                    let stamp = String(format: "2026-%02d-%02dT12:00:00.000Z", 1 + number / 28, 1 + number % 28)
                    try db.execute(
                        sql: "INSERT INTO game (id, started_at, teams) VALUES (?, ?, ?)",
                        arguments: [game, stamp, team == nil ? nil : "[\"Red\",\"Blue\"]"])
                    try db.execute(
                        sql: """
                            INSERT INTO round (id, game_id, team, started_at, seconds, elapsed, ended_by, bank)
                            VALUES (?, ?, ?, ?, 300, 300, 'time', ?)
                            """,
                        arguments: [id, game, team, stamp, old ? "en" : banks[random(3)]])
                    var correct = 0
                    var wrong = 0
                    for position in 0..<60 {
                        // Every newer round's first word is right in exactly half a second: the quickest
                        // answers of a filter that leaves out the old rounds tie.
                        let tied = !old && position == 0
                        let result =
                            old || tied
                            ? "correct" : ["correct", "correct", "correct", "wrong", "wrong", "unanswered"][random(6)]
                        let shown = Double(position) * 20
                        let took: Double
                        if tied {
                            took = 0.5
                        } else if old {
                            quick += 1
                            took = Double(quick) / 10_000
                        } else {
                            took = 1 + Double(random(1_000_000)) / 1_000 + Double(number * 60 + position) / 1e7
                        }
                        correct += result == "correct" ? 1 : 0
                        wrong += result == "wrong" ? 1 : 0
                        try db.execute(
                            sql: "INSERT INTO round_word VALUES (?, ?, ?, ?, ?, ?, ?)",
                            arguments: [
                                id, position, "word\(random(40))", tiers[random(5)], result, shown,
                                result == "unanswered" ? nil : shown + took,
                            ])
                    }
                    try db.execute(
                        sql: "UPDATE round SET correct = ?, wrong = ? WHERE id = ?", arguments: [correct, wrong, id])
                }
            }
            return db
        }

        /// `guess stats` with `filter` on the whole store, and without a filter on a copy holding only the
        /// rounds `kept` (an SQL condition on `round`) names.
        static func compare(_ sandbox: Sandbox, _ db: String, _ filter: [String], kept: String) async throws {
            let copy = sandbox.path("kept-\(filter.joined(separator: "-")).sqlite")
            try FileManager.default.copyItem(atPath: db, toPath: copy)
            let removed = try DatabaseQueue(path: copy).writeNow { db in
                try db.execute(sql: "DELETE FROM round WHERE (\(kept)) IS NOT 1")
                return db.changesCount
            }
            #expect(removed > 0, "the filter \(filter) should leave rounds out")
            let filtered = try await CommandRunner.run(["stats", "--min-plays", "1", "--db", db] + filter, in: sandbox)
            let expected = try await CommandRunner.run(["stats", "--min-plays", "1", "--db", copy], in: sandbox)
            #expect(filtered.status == 0 && expected.status == 0, "\(filtered)\n\(expected)")
            #expect(filtered.stdout.contains("Hardest words") && filtered.stdout.contains("Fastest"), "\(filtered)")
            #expect(filtered.stdout == expected.stdout, "\(filter)")
        }

        @Test func filteredStatsEqualStatsOfOnlyTheKeptRounds() async throws {
            let sandbox = try Sandbox()
            let db = try await Self.makeStore(sandbox)
            // A team (under half the answers: read directly), the newer rounds (most answers: tallies minus
            // the old rounds, whose quick answers fill the start of the speed index), a bank inside a
            // joined label, and a date and a team together.
            try await Self.compare(sandbox, db, ["--team", "Red"], kept: "team = 'Red'")
            try await Self.compare(sandbox, db, ["--since", "2026-02-13"], kept: "started_at >= '2026-02-13'")
            try await Self.compare(sandbox, db, ["--bank", "en"], kept: "bank IN ('en', 'en+party')")
            try await Self.compare(sandbox, db, ["--bank", "party"], kept: "bank = 'en+party'")
            try await Self.compare(
                sandbox, db, ["--team", "Blue", "--since", "2026-03-01"],
                kept: "team = 'Blue' AND started_at >= '2026-03-01'")
        }
    }
}
