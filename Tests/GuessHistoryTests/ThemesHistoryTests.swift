import Foundation
import GRDB
import GuessGame
import GuessHistory
import GuessWords
import Testing

/// Each round keeps its themes filter and family flag (migration `v4-themes`); `--theme` filters.
@Suite struct ThemesHistoryTests {
    /// Records a single round drawn from `themes`; returns its game's id.
    @discardableResult
    private func play(_ store: HistoryStore, themes: [String], family: Bool = false, word: String) throws -> Int64 {
        let startedAt = Date(timeIntervalSince1970: 1_800_000_000)
        let game = try store.beginGame(GameStart(startedAt: startedAt, teams: nil, penalty: false))
        let round = try store.beginRound(
            gameID: game,
            RoundStart(
                turn: 1, team: nil, startedAt: startedAt, seconds: 60, seed: 1, bank: "en",
                filter: DrawFilter(themes: themes, familyOnly: family)))
        try store.record(.shown(index: 0, word: StoreFixtures.word(word, .correct)), roundID: round)
        try store.record(.ended(.time, elapsed: 60), roundID: round)
        return game
    }

    @Test func aRoundKeepsItsThemesAndFamilyFlag() throws {
        let store = try HistoryStore(DatabaseQueue())
        let id = try play(store, themes: ["Animals", "动物"], family: true, word: "cat")
        let plain = try play(store, themes: [], word: "sun")
        let turn = try #require(try store.game(id: id).value?.turns.first)
        #expect(turn.themes == ["Animals", "动物"] && turn.family)
        let other = try #require(try store.game(id: plain).value?.turns.first)
        #expect(other.themes.isEmpty && !other.family)
        // And in the JSON export.
        let json = try JSONSerialization.jsonObject(with: RoundExporter.json(turn)) as? [String: Any]
        #expect(json?["themes"] as? [String] == ["Animals", "动物"] && json?["family"] as? Bool == true)
    }

    @Test func themeFiltersMatchByCaseAndWidthAndLeaveOutUnfilteredRounds() throws {
        let store = try HistoryStore(DatabaseQueue())
        let animals = try play(store, themes: ["Animals"], word: "cat")
        try play(store, themes: ["食物"], word: "rice")
        try play(store, themes: [], word: "sun")
        for asked in [["animals"], ["ＡＮＩＭＡＬＳ"], ["plants", "Animals"]] {
            let games = try store.listGames(limit: nil, filter: HistoryFilter(themes: asked)).value
            #expect(games.map(\.gameID) == [animals], "\(asked)")
        }
        let stats = try store.stats(filter: HistoryFilter(themes: ["食物"]), minimumPlays: 1).value
        #expect(stats.rounds == 1 && stats.correct == 1)
        #expect(try store.listGames(limit: nil, filter: HistoryFilter(themes: ["none"])).value.isEmpty)
    }

    @Test func storedThemesThatAreNotAJSONListReadAsNone() throws {
        let queue = try DatabaseQueue()
        let store = try HistoryStore(queue)
        let id = try play(store, themes: ["Animals"], word: "cat")
        try queue.write { try $0.execute(sql: "UPDATE round SET themes = '{not json', family = 'x'") }
        let turn = try #require(try store.game(id: id).value?.turns.first)
        #expect(turn.themes.isEmpty && !turn.family)
        #expect(try store.listGames(limit: nil, filter: HistoryFilter(themes: ["animals"])).value.isEmpty)
    }

    @Test func roundsOfAStoreBeforeThemesReadAsUnfiltered() throws {
        let path = try StoreFixtures.directory() + "/v3.sqlite"
        let queue = try DatabaseQueue(path: path)
        try HistoryStore.migrator.migrate(queue, upTo: HistoryStore.Migration.v3)
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO game (id, started_at) VALUES (1, '2026-11-23T08:00:00.000Z');
                    INSERT INTO round (game_id, started_at, seconds, elapsed, ended_by, bank)
                        VALUES (1, '2026-11-23T08:00:00.000Z', 60, 60, 'time', 'en');
                    """)
        }
        try queue.close()
        // Read as it is (no migration): the round is there, unfiltered.
        let (reader, _) = try HistoryStore.open(StoreLocation(path: path, isDefault: false), access: .read)
        let read = try #require(try reader.game(id: 1).value?.turns.first)
        #expect(read.themes.isEmpty && !read.family)
        // Brought up to date: the same.
        let (writer, _) = try HistoryStore.open(StoreLocation(path: path, isDefault: false), access: .write)
        let migrated = try #require(try writer.game(id: 1).value?.turns.first)
        #expect(migrated.themes.isEmpty && !migrated.family)
        #expect(try writer.listGames(limit: nil, filter: HistoryFilter(themes: ["x"])).value.isEmpty)
    }
}
