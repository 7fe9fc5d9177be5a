import Foundation
import GRDB
import GuessGame

/// Player merges (issue 45, migration `v4-player-merges`): a misspelt name counted as the right one in
/// the league, recorded with its time and undone by marking it, never by deleting it.
extension HistoryStore {
    /// `v4-player-merges`: the merges of misspelt names.
    static func addPlayerMerges(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE player_merge (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,       -- the name merged away, as given
                    into_name TEXT NOT NULL,  -- the name it counts as
                    merged_at TEXT NOT NULL,  -- ISO 8601 UTC
                    undone_at TEXT            -- NULL while in force
                );
                """)
    }

    /// Every merge, oldest first (none in a store without the table); rows that do not read are left out.
    package func playerMerges() throws(StoreError) -> [PlayerMerge] {
        try read { db in
            guard schema.playerMerges else { return [] }
            return try Row.fetchAll(
                db, sql: "SELECT id, name, into_name, merged_at, undone_at FROM player_merge ORDER BY id"
            ).compactMap { row -> PlayerMerge? in
                guard let id = try? row.id("id"), let name = try? row.optionalText("name"),
                    let into = try? row.optionalText("into_name"), let mergedAt = try? row.time("merged_at")
                else { return nil }
                let undone = (try? row.optionalText("undone_at")) ?? nil
                return PlayerMerge(
                    id: id, name: name, into: into, mergedAt: mergedAt,
                    undoneAt: undone == nil ? nil : ((try? row.time("undone_at")) ?? mergedAt))
            }
        }
    }

    /// Records that `name` counts as `into` from now on; returns the merge's id.
    package func mergePlayer(_ name: String, into: String, at time: Date) throws(StoreError) -> Int64 {
        try write { db in
            try db.execute(
                literal: """
                    INSERT INTO player_merge (name, into_name, merged_at)
                    VALUES (\(name), \(into), \(RoundRecord.timestamp(time)))
                    """)
            return db.lastInsertedRowID
        }
    }

    /// Undoes merge `id` (marks it undone at `time`); false when there is no such merge in force.
    package func undoMerge(_ id: Int64, at time: Date) throws(StoreError) -> Bool {
        try write { db in
            try db.execute(
                literal: """
                    UPDATE player_merge SET undone_at = \(RoundRecord.timestamp(time))
                    WHERE id = \(id) AND undone_at IS NULL
                    """)
            return db.changesCount > 0
        }
    }
}
