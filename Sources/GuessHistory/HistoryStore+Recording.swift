import Foundation
import GRDB
import GuessGame

/// Writing as the round happens: every call is one short transaction, and an answer costs the same
/// however long the round already is (the round's counts are kept up to date, never recounted).
extension HistoryStore {
    /// Starts a game; returns its id.
    package func beginGame(_ start: GameStart) throws(StoreError) -> Int64 {
        try write { db in
            var game = GameRow(
                startedAt: start.startedAt, teams: start.teams, penalty: start.penalty, turnsPerTeam: start.turnsPerTeam
            )
            game.rules = start.rules
            try game.insert(db)
            let id = game.id ?? db.lastInsertedRowID
            if let setup = start.setup { try Self.keepSetup(setup, gameID: id, db) }
            return id
        }
    }

    /// Records a game's final scoreboard.
    package func finishGame(_ id: Int64, scoreboard: [(team: String, score: Int)]) throws(StoreError) {
        let json = Self.scoreboardJSON(scoreboard)
        try write { db in
            try db.execute(literal: "UPDATE game SET scoreboard = \(json) WHERE id = \(id)")
        }
    }

    /// Starts a round of game `gameID`; returns its id.
    package func beginRound(gameID: Int64, _ start: RoundStart) throws(StoreError) -> Int64 {
        try write { db in
            var round = RoundRow(gameID: gameID, start: start, owner: ProcessIdentity.current)
            try round.insert(db)
            let id = round.id ?? db.lastInsertedRowID
            if let describer = start.describer { try Self.keepDescriber(describer, roundID: id, db) }
            return id
        }
    }

    /// Applies one round event in its own transaction (see `record(_:roundID:)` for several).
    package func record(_ event: RoundEvent, roundID: Int64) throws(StoreError) {
        try record([event], roundID: roundID)
    }

    /// Applies round events in order, in one transaction: all of them or, on failure, none. Each touches
    /// one word (by its key) and moves the round's counts by what that word's result changed: O(1),
    /// however many words the round has.
    package func record(_ events: some Collection<RoundEvent>, roundID: Int64) throws(StoreError) {
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
            try count(db, roundID, from: before, to: word.result)
        case .answered(let index, let word):
            let before = try result(db, roundID, index)
            // The statements an answer runs are cached: a long piped round runs them many times.
            try db.cachedStatement(
                sql: "UPDATE round_word SET result = ?, answered_at = ? WHERE round_id = ? AND position = ?"
            ).execute(arguments: [word.result.rawValue, word.answeredAt, roundID, index])
            if before != nil { try count(db, roundID, from: before, to: word.result) }
        case .undone(let index, let withdrawn):
            let before = try result(db, roundID, index)
            try db.execute(
                literal: """
                    UPDATE round_word SET result = 'unanswered', answered_at = NULL
                    WHERE round_id = \(roundID) AND position = \(index)
                    """)
            if before != nil { try count(db, roundID, from: before, to: .unanswered) }
            if let withdrawn {
                let gone = try result(db, roundID, withdrawn)
                try db.execute(
                    literal: "DELETE FROM round_word WHERE round_id = \(roundID) AND position = \(withdrawn)")
                try count(db, roundID, from: gone, to: nil)
            }
        case .timeAdded(let seconds):
            try db.execute(
                literal: "UPDATE round SET added_seconds = added_seconds + \(Int(seconds)) WHERE id = \(roundID)")
        case .ended(let reason, let elapsed):
            try db.execute(
                literal: """
                    UPDATE round SET ended_by = \(reason.rawValue), elapsed = \(elapsed), owner = NULL WHERE id = \(roundID)
                    """)
        }
    }

    /// The stored result of one word (nil when there is no such word). A result that is not one guess
    /// writes is a `ValueProblem`: the change is refused rather than counted wrongly.
    private static func result(_ db: Database, _ roundID: Int64, _ position: Int) throws -> WordResult? {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT result FROM round_word WHERE round_id = ? AND position = ?"),
                arguments: [roundID, position])
        else { return nil }
        do {
            return try row.name("result", as: WordResult.self)
        } catch {
            let round = try Row.fetchOne(
                db, SQLRequest(literal: "SELECT game_id, turn FROM round WHERE id = \(roundID)"))
            throw SkippedPart(
                .word(
                    game: round.flatMap { try? $0.id("game_id") } ?? 0, turn: round.flatMap { try? $0.count("turn") },
                    word: position + 1), error)
        }
    }

    /// Moves the round's right, wrong (taboo words count as wrong) and passed counts by a word's change of
    /// result.
    private static func count(_ db: Database, _ roundID: Int64, from before: WordResult?, to after: WordResult?)
        throws
    {
        // Right, wrong, passed for a result: no allocation (a piped game runs this per answer).
        func tally(_ result: WordResult?) -> (correct: Int, wrong: Int, passed: Int) {
            switch result {
            case .correct: (1, 0, 0)
            case .wrong, .taboo: (0, 1, 0)
            case .passed: (0, 0, 1)
            case .unanswered, nil: (0, 0, 0)
            }
        }
        let (now, was) = (tally(after), tally(before))
        let correct = now.correct - was.correct
        let wrong = now.wrong - was.wrong
        let passed = now.passed - was.passed
        if correct != 0 || wrong != 0 {
            try db.cachedStatement(sql: "UPDATE round SET correct = correct + ?, wrong = wrong + ? WHERE id = ?")
                .execute(arguments: [correct, wrong, roundID])
        }
        if passed != 0 {
            try db.cachedStatement(sql: "UPDATE round SET passed = passed + ? WHERE id = ?")
                .execute(arguments: [passed, roundID])
        }
    }

    /// Corrects marks of round `roundID` after it ended, in one transaction: the words, the round's counts
    /// (and the word tallies, by their triggers), when it was corrected, and the game's scoreboard when
    /// `scoreboard` is given (a party game that had already ended).
    package func correctRound(
        _ roundID: Int64, changes: [WordCorrection], at time: Date, gameID: Int64?,
        scoreboard: [(team: String, score: Int)]?
    ) throws(StoreError) {
        try write { db in
            for change in changes {
                let before = try Self.result(db, roundID, change.position)
                guard before != nil else { continue }
                try db.execute(
                    literal: """
                        UPDATE round_word SET result = \(change.result.rawValue)
                        WHERE round_id = \(roundID) AND position = \(change.position)
                        """)
                try Self.count(db, roundID, from: before, to: change.result)
            }
            try db.execute(
                literal: "UPDATE round SET corrected_at = \(RoundRecord.timestamp(time)) WHERE id = \(roundID)")
            if let gameID, let scoreboard {
                try db.execute(
                    literal: "UPDATE game SET scoreboard = \(Self.scoreboardJSON(scoreboard)) WHERE id = \(gameID)")
            }
        }
    }

    /// Keeps a bonus or penalty point the host gave in game `gameID`. Points already kept that do not
    /// read are never overwritten: the write is refused with `StoreError.unreadable` naming the game.
    package func adjustScore(_ adjustment: PointAdjustment, gameID: Int64) throws(StoreError) {
        try write { db in
            let stored = try String.fetchOne(
                db, SQLRequest(literal: "SELECT adjustments FROM game WHERE id = \(gameID)"))
            var adjustments: [PointAdjustment]
            do throws(ValueProblem) {
                adjustments = try GameRow.adjustments(fromJSON: stored)
            } catch {
                throw SkippedPart(.game(gameID), error)
            }
            adjustments.append(adjustment)
            let json = try String(decoding: JSONEncoder().encode(adjustments), as: UTF8.self)
            try db.execute(literal: "UPDATE game SET adjustments = \(json) WHERE id = \(gameID)")
        }
    }

    static func scoreboardJSON(_ scoreboard: [(team: String, score: Int)]) -> String {
        let entries = scoreboard.map { ["team": $0.team, "score": String($0.score)] }
        return String(decoding: (try? JSONEncoder().encode(entries)) ?? Data(), as: UTF8.self)
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
    package func deleteGame(id: Int64) throws(StoreError) {
        let deleted = try write { db -> Bool in
            try GameRow.deleteOne(db, key: id)
        }
        if !deleted { throw .notFound(id: id) }
    }
}
