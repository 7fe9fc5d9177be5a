import Foundation
import GRDB
import GuessWords

/// Writing as the round happens: every call is one short transaction, and an answer costs the same
/// however long the round already is (the round's counts are kept up to date, never recounted).
extension HistoryStore {
    /// Starts a game; returns its id. `turnsPerTeam` is the regular turns each team is due (party games).
    public func beginGame(startedAt: Date, teams: [String]?, penalty: Bool, turnsPerTeam: Int? = nil) throws(StoreError)
        -> Int64
    {
        try write { db in
            var game = GameRow(startedAt: startedAt, teams: teams, penalty: penalty, turnsPerTeam: turnsPerTeam)
            try game.insert(db)
            return game.id ?? db.lastInsertedRowID
        }
    }

    /// Records a game's final scoreboard.
    public func finishGame(_ id: Int64, scoreboard: [(team: String, score: Int)]) throws(StoreError) {
        let entries = scoreboard.map { ["team": $0.team, "score": String($0.score)] }
        let json = String(decoding: (try? JSONEncoder().encode(entries)) ?? Data(), as: UTF8.self)
        try write { db in
            try db.execute(literal: "UPDATE game SET scoreboard = \(json) WHERE id = \(id)")
        }
    }

    /// Starts a round of game `gameID`, drawn from `themes` (empty: all) and for children when `family`;
    /// returns its id.
    public func beginRound(
        gameID: Int64, turn: Int, team: String?, startedAt: Date, seconds: Int, seed: UInt64?, bank: String,
        themes: [String] = [], family: Bool = false
    ) throws(StoreError) -> Int64 {
        try write { db in
            var round = RoundRow(
                gameID: gameID, turn: turn, team: team, startedAt: startedAt, seconds: seconds, seed: seed, bank: bank,
                owner: ProcessIdentity.current)
            (round.themes, round.family) = (themes, family)
            try round.insert(db)
            return round.id ?? db.lastInsertedRowID
        }
    }

    /// Applies one round event in its own transaction (see `record(_:roundID:)` for several).
    public func record(_ event: RoundEvent, roundID: Int64) throws(StoreError) {
        try record([event], roundID: roundID)
    }

    /// Applies round events in order, in one transaction: all of them or, on failure, none. Each touches
    /// one word (by its key) and moves the round's counts by what that word's result changed: O(1),
    /// however many words the round has.
    public func record(_ events: some Collection<RoundEvent>, roundID: Int64) throws(StoreError) {
        try write { db in
            for event in events { try Self.apply(event, roundID: roundID, db) }
        }
    }

    private static func apply(_ event: RoundEvent, roundID: Int64, _ db: Database) throws {
        switch event {
        case .started:
            break
        case .shown(let index, let word):
            let before = try result(db, roundID, index)
            // Delete, then insert (not INSERT OR REPLACE, whose delete fires no trigger): the word
            // tallies follow.
            if before != nil {
                try db.execute(
                    literal: "DELETE FROM round_word WHERE round_id = \(roundID) AND position = \(index)")
            }
            try WordRow(roundID: roundID, position: index, played: word).insert(db)
            try count(db, roundID, from: before, to: word.result.rawValue)
        case .answered(let index, let word):
            let before = try result(db, roundID, index)
            // The statements an answer runs are cached: a long piped round runs them many times.
            try db.cachedStatement(
                sql: "UPDATE round_word SET result = ?, answered_at = ? WHERE round_id = ? AND position = ?"
            ).execute(arguments: [word.result.rawValue, word.answeredAt, roundID, index])
            if before != nil { try count(db, roundID, from: before, to: word.result.rawValue) }
        case .undone(let index, let withdrawn):
            let before = try result(db, roundID, index)
            try db.execute(
                literal: """
                    UPDATE round_word SET result = 'unanswered', answered_at = NULL
                    WHERE round_id = \(roundID) AND position = \(index)
                    """)
            if before != nil { try count(db, roundID, from: before, to: WordResult.unanswered.rawValue) }
            if let withdrawn {
                let gone = try result(db, roundID, withdrawn)
                try db.execute(
                    literal: "DELETE FROM round_word WHERE round_id = \(roundID) AND position = \(withdrawn)")
                try count(db, roundID, from: gone, to: nil)
            }
        case .ended(let reason, let elapsed):
            try db.execute(
                literal: """
                    UPDATE round SET ended_by = \(reason.rawValue), elapsed = \(elapsed), owner = NULL WHERE id = \(roundID)
                    """)
        }
    }

    /// The stored result of one word (nil when there is no such word, or it is not text).
    private static func result(_ db: Database, _ roundID: Int64, _ position: Int) throws -> String? {
        try DatabaseValue.fetchOne(
            db.cachedStatement(sql: "SELECT result FROM round_word WHERE round_id = ? AND position = ?"),
            arguments: [roundID, position]
        ).flatMap(String.fromDatabaseValue)
    }

    /// Moves the round's right and wrong counts by a word's change of result.
    private static func count(_ db: Database, _ roundID: Int64, from before: String?, to after: String?) throws {
        func delta(_ result: String) -> Int { (after == result ? 1 : 0) - (before == result ? 1 : 0) }
        let correct = delta(WordResult.correct.rawValue)
        let wrong = delta(WordResult.wrong.rawValue)
        guard correct != 0 || wrong != 0 else { return }
        try db.cachedStatement(sql: "UPDATE round SET correct = correct + ?, wrong = wrong + ? WHERE id = ?")
            .execute(arguments: [correct, wrong, roundID])
    }

    /// Rounds whose process is gone without ending them (killed, crashed) are closed as `interrupted`,
    /// their elapsed time taken from the last thing recorded. Writes only when there is such a round.
    func closeAbandonedRounds() throws {
        let open = try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT id, owner FROM round WHERE ended_by IS NULL")
        }
        let abandoned = open.compactMap { row -> Int64? in
            if let owner = try? row.optionalText("owner"), ProcessIdentity.isAlive(owner) { return nil }
            return try? row.id("id")
        }
        guard !abandoned.isEmpty else { return }
        try writer.write { db in
            for id in abandoned {
                try db.execute(
                    literal: """
                        UPDATE round SET ended_by = 'interrupted', owner = NULL,
                            elapsed = MIN(seconds, COALESCE((SELECT MAX(COALESCE(answered_at, shown_at))
                                FROM round_word WHERE round_id = \(id)), 0))
                        WHERE id = \(id)
                        """)
            }
        }
    }

    /// Deletes game `id`: its rounds and their words go with it.
    public func deleteGame(id: Int64) throws(StoreError) {
        let deleted = try write { db -> Bool in
            try GameRow.deleteOne(db, key: id)
        }
        if !deleted { throw .notFound(id: id) }
    }
}
