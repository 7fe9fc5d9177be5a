import Foundation
import GRDB
import GuessWords

/// Writing as the round happens: every call is one short transaction, and an answer costs the same
/// however long the round already is (the round's counts are kept up to date, never recounted).
extension HistoryStore {
    /// Starts a game; returns its id. `turnsPerTeam` is the regular turns each team is due (party games).
    func beginGame(startedAt: Date, teams: [String]?, penalty: Bool, turnsPerTeam: Int? = nil) throws(StoreError) -> Int64 {
        let teamsJSON = teams.map { String(decoding: (try? JSONEncoder().encode($0)) ?? Data(), as: UTF8.self) }
        return try write { db in
            try db.execute(
                sql: "INSERT INTO game (started_at, teams, penalty, turns_per_team) VALUES (?, ?, ?, ?)",
                arguments: [RoundRecord.timestamp(startedAt), teamsJSON, penalty, turnsPerTeam])
            return db.lastInsertedRowID
        }
    }

    /// Records a game's final scoreboard.
    func finishGame(_ id: Int64, scoreboard: [(team: String, score: Int)]) throws(StoreError) {
        let entries = scoreboard.map { ["team": $0.team, "score": String($0.score)] }
        let json = String(decoding: (try? JSONEncoder().encode(entries)) ?? Data(), as: UTF8.self)
        try write { db in
            try db.execute(sql: "UPDATE game SET scoreboard = ? WHERE id = ?", arguments: [json, id])
        }
    }

    /// Starts a round of game `gameID`; returns its id.
    func beginRound(
        gameID: Int64, turn: Int, team: String?, startedAt: Date, seconds: Int, seed: UInt64?, bank: String
    ) throws(StoreError) -> Int64 {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO round (game_id, turn, team, started_at, seconds, seed, bank, owner)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [gameID, turn, team, RoundRecord.timestamp(startedAt), seconds, seed.map(String.init), bank, ProcessIdentity.current])
            return db.lastInsertedRowID
        }
    }

    /// Applies one round event in its own transaction. Each touches one word (by its key) and moves the
    /// round's counts by what that word's result changed: O(1), however many words the round has.
    func record(_ event: RoundEvent, roundID: Int64) throws(StoreError) {
        try write { db in
            switch event {
            case .started:
                break
            case .shown(let index, let word):
                let before = try Self.result(db, roundID, index)
                // Delete, then insert (not INSERT OR REPLACE, whose delete fires no trigger): the word
                // tallies follow.
                if before != nil {
                    try db.execute(
                        sql: "DELETE FROM round_word WHERE round_id = ? AND position = ?", arguments: [roundID, index])
                }
                try db.execute(
                    sql: """
                        INSERT INTO round_word (round_id, position, word, tier, result, shown_at, answered_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [roundID, index, word.word, word.tier.name, word.result.rawValue, word.shownAt, word.answeredAt])
                try Self.count(db, roundID, from: before, to: word.result.rawValue)
            case .answered(let index, let word):
                let before = try Self.result(db, roundID, index)
                try db.execute(
                    sql: "UPDATE round_word SET result = ?, answered_at = ? WHERE round_id = ? AND position = ?",
                    arguments: [word.result.rawValue, word.answeredAt, roundID, index])
                if before != nil { try Self.count(db, roundID, from: before, to: word.result.rawValue) }
            case .undone(let index, let withdrawn):
                let before = try Self.result(db, roundID, index)
                try db.execute(
                    sql: "UPDATE round_word SET result = 'unanswered', answered_at = NULL WHERE round_id = ? AND position = ?",
                    arguments: [roundID, index])
                if before != nil { try Self.count(db, roundID, from: before, to: WordResult.unanswered.rawValue) }
                if let withdrawn {
                    let gone = try Self.result(db, roundID, withdrawn)
                    try db.execute(
                        sql: "DELETE FROM round_word WHERE round_id = ? AND position = ?", arguments: [roundID, withdrawn])
                    try Self.count(db, roundID, from: gone, to: nil)
                }
            case .ended(let reason, let elapsed):
                try db.execute(
                    sql: "UPDATE round SET ended_by = ?, elapsed = ?, owner = NULL WHERE id = ?",
                    arguments: [reason.rawValue, elapsed, roundID])
            }
        }
    }

    /// The stored result of one word (nil when there is no such word, or it does not decode).
    private static func result(_ db: Database, _ roundID: Int64, _ position: Int) throws -> String? {
        try DatabaseValue.fetchOne(
            db, sql: "SELECT result FROM round_word WHERE round_id = ? AND position = ?", arguments: [roundID, position]
        ).flatMap(String.fromDatabaseValue)
    }

    /// Moves the round's right and wrong counts by a word's change of result.
    private static func count(_ db: Database, _ roundID: Int64, from before: String?, to after: String?) throws {
        func delta(_ result: String) -> Int { (after == result ? 1 : 0) - (before == result ? 1 : 0) }
        let correct = delta(WordResult.correct.rawValue)
        let wrong = delta(WordResult.wrong.rawValue)
        guard correct != 0 || wrong != 0 else { return }
        try db.execute(
            sql: "UPDATE round SET correct = correct + ?, wrong = wrong + ? WHERE id = ?", arguments: [correct, wrong, roundID])
    }

    /// Rounds whose process is gone without ending them (killed, crashed) are closed as `interrupted`,
    /// their elapsed time taken from the last thing recorded.
    func closeAbandonedRounds() throws {
        let open = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, owner FROM round WHERE ended_by IS NULL")
        }
        let abandoned = open.compactMap { row -> Int64? in
            var stored = StoredRow(row)
            let owner = stored.optionalText("owner")
            if let owner, ProcessIdentity.isAlive(owner) { return nil }
            return stored.id("id")
        }
        guard !abandoned.isEmpty else { return }
        try database.write { db in
            for id in abandoned {
                try db.execute(
                    sql: """
                        UPDATE round SET ended_by = 'interrupted', owner = NULL,
                            elapsed = MIN(seconds, COALESCE((SELECT MAX(COALESCE(answered_at, shown_at))
                                FROM round_word WHERE round_id = ?1), 0))
                        WHERE id = ?1
                        """,
                    arguments: [id])
            }
        }
    }

    /// Deletes game `id`: its rounds and their words go with it.
    func deleteGame(id: Int64) throws(StoreError) {
        let deleted = try write { db -> Bool in
            try db.execute(sql: "DELETE FROM game WHERE id = ?", arguments: [id])
            return db.changesCount > 0
        }
        if !deleted { throw .notFound(id: id) }
    }
}
