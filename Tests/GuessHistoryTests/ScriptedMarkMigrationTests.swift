import Foundation
import GRDB
import GuessHistory
import Testing

/// A store made before rounds were marked scripted gains the mark, its rounds unscripted.
@Suite struct ScriptedMarkMigrationTests {
    @Test func aStoreOfSchemaThreeGainsTheMarkWithItsRoundsUnscripted() throws {
        let path = try StoreFixtures.directory() + "/history.sqlite"
        let queue = try DatabaseQueue(path: path)
        try HistoryStore.migrator.migrate(queue, upTo: HistoryStore.Migration.v3)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO game (started_at) VALUES ('2026-11-01T10:00:00.000Z')")
            try db.execute(
                sql: """
                    INSERT INTO round (game_id, started_at, seconds, elapsed, ended_by, bank, correct)
                    VALUES (1, '2026-11-01T10:00:00.000Z', 60, 60, 'time', 'en', 0)
                    """)
        }
        try queue.close()
        let (store, _) = try HistoryStore.open(StoreLocation(path: path, isDefault: false), access: .write)
        #expect(try store.allGames().value.flatMap(\.turns).map(\.scripted) == [false])
        #expect(try store.stats(minimumPlays: 1).value.rounds == 1)
        let applied = try DatabaseQueue(path: path).read { try HistoryStore.migrator.appliedIdentifiers($0) }
        #expect(applied.contains(HistoryStore.Migration.v4Scripted))
    }
}
