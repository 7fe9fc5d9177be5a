import Foundation
import GRDB
import GuessGame
import Testing

@testable import GuessHistory

/// `guess stats` with a filter reads the rounds it keeps through an index (issue 44): SQLite's own plan
/// for the kept rounds' condition, asked with EXPLAIN QUERY PLAN on the store's schema.
@Suite("stats: a filter finds its rounds through an index")
struct StatsQueryPlanTests {
    /// SQLite's plan for the rounds `filter` keeps, one line per step (`SEARCH r USING INDEX …`).
    private func plan(_ filter: HistoryFilter) throws -> [String] {
        let queue = try DatabaseQueue()
        let store = try HistoryStore(queue)
        for day in 0..<3 {
            try StoreFixtures.playRound(
                store, [StoreFixtures.word("cat", .correct)], team: day == 0 ? "Red" : nil,
                at: Date(timeIntervalSince1970: 1_800_000_000 + Double(day) * 86_400))
        }
        let condition = filter.condition(on: TableAlias(name: "r"))
        return try queue.read { db in
            try Row.fetchAll(
                db, SQLRequest(literal: "EXPLAIN QUERY PLAN SELECT r.id FROM round r WHERE \(condition)")
            ).map { $0["detail"] as String }
        }
    }

    @Test("--team, --since and both together search an index rather than scan every round")
    func indexedFilters() throws {
        let since = Date(timeIntervalSince1970: 1_800_000_000 + 86_400)
        for filter in [
            HistoryFilter(team: "Red"), HistoryFilter(since: since), HistoryFilter(team: "Red", since: since),
        ] {
            let steps = try plan(filter)
            #expect(steps.contains { $0.hasPrefix("SEARCH r USING") && $0.contains("INDEX") }, "\(filter): \(steps)")
            #expect(!steps.contains { $0.hasPrefix("SCAN r") }, "\(filter): \(steps)")
        }
    }

    @Test("with no filter the plan reads every round, as it must")
    func unfilteredScans() throws {
        #expect(try plan(HistoryFilter()).contains { $0.hasPrefix("SCAN r") })
    }
}
