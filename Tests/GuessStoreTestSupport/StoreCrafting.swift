import Foundation
import GRDB
import GuessHistory

/// Builds history stores by hand, the way earlier releases or other programs left them, and breaks them
/// in chosen ways, for the tests of the store through the commands.
package enum StoreCrafting {
    /// A store of schema v2 (as the release before the store mark left it): a single round (game 1: 2
    /// right, 1 wrong) and a party game (game 2: Red 2, Blue 1).
    package static func makeVersion2Store(at path: String) throws {
        let database = try DatabaseQueue(path: path)
        // The schema through the store's own migrations, up to v2.
        try HistoryStore.migrator.migrate(database, upTo: HistoryStore.Migration.v2)
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO game (id, started_at, teams) VALUES (1, '2026-01-05T10:00:00.000Z', NULL);
                    INSERT INTO game (id, started_at, teams, scoreboard)
                        VALUES (2, '2026-01-06T10:00:00.000Z', '["Red","Blue"]', '[{"team":"Red","score":"2"}]');
                    INSERT INTO round (id, game_id, turn, team, started_at, seconds, elapsed, ended_by, bank, correct, wrong)
                        VALUES (1, 1, 1, NULL, '2026-01-05T10:00:00.000Z', 60, 60, 'time', 'en', 2, 1),
                               (2, 2, 1, 'Red', '2026-01-06T10:00:00.000Z', 60, 60, 'time', 'en', 2, 0),
                               (3, 2, 2, 'Blue', '2026-01-06T10:01:00.000Z', 60, 60, 'time', 'en', 1, 0);
                    INSERT INTO round_word VALUES
                        (1, 0, 'apple', 'primary', 'correct', 0, 2), (1, 1, 'bridge', 'middle', 'correct', 2, 5),
                        (1, 2, 'comet', 'senior', 'wrong', 5, 9),
                        (2, 0, 'dance', 'primary', 'correct', 0, 3), (2, 1, 'eagle', 'primary', 'correct', 3, 4),
                        (3, 0, 'flute', 'middle', 'correct', 0, 6), (3, 1, 'grape', 'primary', 'unanswered', 6, NULL);
                    """)
        }
        try database.close()
    }

    /// Runs `sql` on the store at `path` (outside any guess process).
    package static func execute(_ sql: String, arguments: StatementArguments = [], on path: String) throws {
        let database = try DatabaseQueue(path: path)
        try database.write { db in try db.execute(sql: sql, arguments: arguments) }
        try database.close()
    }

    /// One value read from the store at `path`.
    package static func value<T: DatabaseValueConvertible>(_ sql: String, on path: String) throws -> T? {
        let database = try DatabaseQueue(path: path)
        defer { try? database.close() }
        return try database.read { db in try T.fetchOne(db, sql: sql) }
    }

    /// A plain SQLite file of another program: one table, one row, rollback journal.
    package static func makeForeignDatabase(at path: String) throws {
        let database = try DatabaseQueue(path: path)
        try database.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL);
                    INSERT INTO notes (body) VALUES ('not a guess store');
                    """)
        }
        try database.close()
    }

    /// The word tallies the store keeps, `word/tier correct wrong`, those with an answer, sorted.
    package static func tallies(on path: String) throws -> [String] {
        try lines(
            "SELECT word || '/' || tier || ' ' || correct || ' ' || wrong FROM word_tally WHERE correct + wrong > 0",
            on: path)
    }

    /// The same tallies counted from the answers themselves.
    package static func countedTallies(on path: String) throws -> [String] {
        try lines(
            """
            SELECT word || '/' || tier || ' ' || SUM(result = 'correct') || ' ' || SUM(result = 'wrong') FROM round_word
            WHERE result IN ('correct', 'wrong') GROUP BY word, tier
            """, on: path)
    }

    private static func lines(_ sql: String, on path: String) throws -> [String] {
        let database = try DatabaseQueue(path: path)
        defer { try? database.close() }
        return try database.read { db in try String.fetchAll(db, sql: sql) }.sorted()
    }

    /// The words of every round in `path`'s store with their results, in order of play.
    package static func answeredWords(in path: String) throws -> [(word: String, result: String)] {
        let database = try DatabaseQueue(path: path)
        return try database.read { db in
            try Row.fetchAll(db, sql: "SELECT word, result FROM round_word ORDER BY round_id, position")
                .map { ($0["word"], $0["result"]) }
        }
    }
}
