import Foundation
import GRDB
import GuessHistory
import GuessWords
import Testing

/// Rows that do not decode, or hold numbers out of the range guess writes, are skipped and named as
/// typed problems, by listings, whole games and stats alike; no sum overflows.
@Suite struct StoredValuesTests {
    /// An in-memory store with two rounds (games 1 and 2) and the queue under it, for tampering.
    private func store() throws -> (HistoryStore, DatabaseQueue) {
        let queue = try DatabaseQueue()
        let store = try HistoryStore(queue)
        try StoreFixtures.playRound(
            store, [StoreFixtures.word("apple", .correct), StoreFixtures.word("bridge", .wrong, tier: .middle)])
        try StoreFixtures.playRound(store, [StoreFixtures.word("comet", .correct)])
        return (store, queue)
    }

    @Test func aTextWhereANumberBelongsIsNamedByListingsAndStats() throws {
        let (store, queue) = try store()
        try queue.write { try $0.execute(sql: "UPDATE round SET correct = 'lots' WHERE game_id = 1") }
        let problem = SkippedPart(
            .round(game: 1, turn: 1), .wrongType(column: "correct", found: .text, expected: .wholeNumber))
        let listing = try store.listGames(limit: nil)
        #expect(listing.value.map(\.gameID) == [2])
        #expect(listing.skipped == [problem])
        let stats = try store.stats(minimumPlays: 1)
        #expect(stats.skipped == [problem])
        #expect(stats.value.rounds == 1 && stats.value.correct == 1)
    }

    @Test func outOfRangeNumbersAreSkippedAndNamedAndNoSumOverflows() throws {
        let (store, queue) = try store()
        try StoreFixtures.playRound(store, [StoreFixtures.word("dance", .correct)])
        try queue.write { db in
            try db.execute(sql: "UPDATE round SET correct = 9223372036854775807 WHERE game_id IN (1, 2)")
            try db.execute(sql: "UPDATE round SET elapsed = 1e300 WHERE game_id = 3")
            try db.execute(sql: "UPDATE word_tally SET correct = 9223372036854775807 WHERE word = 'comet'")
        }
        let stats = try store.stats(minimumPlays: 1)
        #expect(
            stats.skipped == [
                SkippedPart(.round(game: 1, turn: 1), .outOfRange(column: "correct", value: "9223372036854775807")),
                SkippedPart(.round(game: 2, turn: 1), .outOfRange(column: "correct", value: "9223372036854775807")),
                SkippedPart(.round(game: 3, turn: 1), .outOfRange(column: "elapsed", value: "1e+300")),
                SkippedPart(
                    .wordTally(word: "comet", tier: "primary"),
                    .outOfRange(column: "correct", value: "9223372036854775807")),
            ])
        #expect(stats.value.rounds == 0 && stats.value.correct == 0)
        // The filtered pass reads the answers themselves: nothing out of range there.
        let filtered = try store.stats(filter: HistoryFilter(bank: "en"), minimumPlays: 1)
        #expect(filtered.value.byTier[Tier.primary.rawValue].correct == 3)
    }

    @Test func anEntryWithABadTierSkipsItsRoundAndSaysWhich() throws {
        let (store, queue) = try store()
        try queue.write { try $0.execute(sql: "UPDATE round_word SET tier = 'legendary' WHERE word = 'bridge'") }
        #expect(
            throws: StoreError.unreadable(
                path: "in memory",
                skipped: [
                    SkippedPart(.word(game: 1, turn: 1, word: 2), .unknownName(column: "tier", text: "legendary"))
                ])
        ) { try store.game(id: 1) }
        let all = try store.allGames()
        #expect(all.value.map(\.id) == [2])
    }

    @Test func aBlobWhereTextBelongsIsNamed() throws {
        let (store, queue) = try store()
        try queue.write { try $0.execute(sql: "UPDATE round SET bank = x'ff00' WHERE game_id = 2") }
        let listing = try store.listGames(limit: nil)
        #expect(
            listing.skipped == [
                SkippedPart(.round(game: 2, turn: 1), .wrongType(column: "bank", found: .blob, expected: .text))
            ])
    }

    @Test func aStoreOfAnOlderSchemaIsBroughtUpToDateByTheSameMigrations() throws {
        let queue = try DatabaseQueue()
        try HistoryStore.migrator.migrate(queue, upTo: HistoryStore.Migration.v2)
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO game (id, started_at) VALUES (1, '2026-01-05T10:00:00.000Z');
                    INSERT INTO round (id, game_id, started_at, seconds, elapsed, ended_by, bank, correct, wrong)
                        VALUES (1, 1, '2026-01-05T10:00:00.000Z', 60, 60, 'time', 'en', 1, 1);
                    INSERT INTO round_word VALUES (1, 0, 'apple', 'primary', 'correct', 0, 2), (1, 1, 'comet', 'senior', 'wrong', 2, 5);
                    """)
        }
        let store = try HistoryStore(queue)
        #expect(try queue.read(HistoryStore.migrator.hasCompletedMigrations))
        let stats = try store.stats(minimumPlays: 1)
        #expect(stats.value.correct == 1 && stats.value.wrong == 1 && stats.value.wordsAnswered == 2)
        #expect(try store.game(id: 1).value?.turns.first?.words.map(\.word) == ["apple", "comet"])
    }

    @Test func filtersAreArgumentsNotText() throws {
        let (store, _) = try store()
        try StoreFixtures.playRound(
            store, [StoreFixtures.word("dance", .correct)], team: "Red' OR 1=1 --", bank: "en+party")
        #expect(
            try store.listGames(limit: nil, filter: HistoryFilter(team: "Red' OR 1=1 --")).value.map(\.gameID) == [3])
        #expect(try store.listGames(limit: nil, filter: HistoryFilter(bank: "party")).value.map(\.gameID) == [3])
        #expect(try store.listGames(limit: nil, filter: HistoryFilter(bank: "en")).value.count == 3)
        #expect(try store.listGames(limit: nil, filter: HistoryFilter(team: "Red")).value.isEmpty)
    }
}
