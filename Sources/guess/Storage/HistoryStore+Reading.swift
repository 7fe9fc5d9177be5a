import Foundation
import GRDB
import GuessWords

/// Reading back: games as listings and whole records, recent words, stats. Every value is decoded
/// defensively: a round whose row (or one of its words) does not decode is skipped, and `problems` says
/// which and why.
extension HistoryStore {
    private var turnsColumn: String { knowsTurnsPerTeam ? "g.turns_per_team" : "NULL" }

    /// Games that have at least one round and pass `filter`, newest first, as a subquery of their ids.
    private func chosenGames(_ filter: HistoryFilter, limit: Int?) -> (sql: String, arguments: StatementArguments) {
        let condition = filter.roundCondition("r")
        var arguments = condition.arguments
        var sql = "SELECT g.id FROM game g WHERE EXISTS (SELECT 1 FROM round r WHERE r.game_id = g.id AND \(condition.sql))"
        if let since = filter.since {
            sql += " AND g.started_at >= ?"
            arguments += [RoundRecord.timestamp(since)]
        }
        sql += " ORDER BY g.started_at DESC, g.id DESC"
        if let limit {
            sql += " LIMIT ?"
            arguments += [limit]
        }
        return (sql, arguments)
    }

    /// Games newest first (at most `limit` when given) that pass `filter`, each with all its rounds.
    func listGames(limit: Int?, filter: HistoryFilter = HistoryFilter()) throws(StoreError) -> [GameListing] {
        if limit == 0 { return [] }
        let chosen = chosenGames(filter, limit: limit)
        let rows = try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT g.id AS game_id, g.started_at AS game_started_at, g.teams, g.penalty,
                        \(turnsColumn) AS turns_per_team, r.id, r.turn, r.team, r.started_at, r.bank, r.seconds,
                        r.correct, r.wrong, r.ended_by
                    FROM (\(chosen.sql)) AS chosen JOIN game g ON g.id = chosen.id JOIN round r ON r.game_id = g.id
                    ORDER BY g.started_at DESC, g.id DESC, r.turn, r.id
                    """,
                arguments: chosen.arguments)
        }
        var games: [GameListing] = []
        var current: (header: GameHeader, rounds: [RoundListing])?
        func flush() {
            guard let finished = current else { return }
            current = nil
            guard !finished.rounds.isEmpty else { return }
            games.append(GameListing(
                gameID: finished.header.id, rounds: finished.rounds, startedAt: finished.header.startedAt,
                declaredTeams: finished.header.teams, penalty: finished.header.penalty,
                turnsPerTeam: finished.header.turnsPerTeam))
        }
        for row in rows {
            var stored = StoredRow(row)
            let gameID = stored.id("game_id")
            if current?.header.id != gameID {
                flush()
                let header = GameHeader(row, id: gameID)
                guard let header else {
                    note(game: gameID, turn: nil, StoredRow(row).problemsOfGame)
                    current = nil
                    continue
                }
                current = (header, [])
            }
            guard current != nil else { continue }
            let endedBy = stored.named("ended_by", as: RoundEndReason.self)
            let listing = RoundListing(
                id: stored.id("id"), gameID: gameID, turn: stored.int("turn"), startedAt: stored.date("started_at"),
                bank: stored.text("bank"), team: stored.optionalText("team"), seconds: stored.int("seconds"),
                correct: stored.int("correct"), wrong: stored.int("wrong"), endedBy: endedBy)
            if stored.isReadable {
                current?.rounds.append(listing)
            } else {
                note(game: gameID, turn: listing.turn, stored.problems)
            }
        }
        flush()
        return games
    }

    /// Game `id` with every turn's full record (nil `id`: the latest game, nil when there is none).
    func game(id: Int64?) throws(StoreError) -> StoredGame? {
        let found = try read { db -> StoredGame? in
            let chosen = chosenGames(HistoryFilter(), limit: 1)
            guard let gameID = try id ?? Int64.fetchOne(db, sql: chosen.sql, arguments: chosen.arguments) else { return nil }
            return try fetchGames(db, ids: [gameID], finishedOnly: false).first
        }
        if found == nil, let id {
            // There, but nothing of it reads: say why rather than that it is missing.
            if !problems.isEmpty {
                let detail = problems.joined(separator: "; ")
                problems.removeAll()
                throw .unreadable(path: path, detail: detail)
            }
            throw .notFound(id: id)
        }
        return found
    }

    /// Games `ids`, in that order, with every turn's full record; a missing id is an error.
    func games(ids: [Int64]) throws(StoreError) -> [StoredGame] {
        var games: [StoredGame] = []
        for id in ids { if let game = try game(id: id) { games.append(game) } }
        return games
    }

    /// Every game that passes `filter`, oldest first, with its finished rounds.
    func allGames(filter: HistoryFilter = HistoryFilter()) throws(StoreError) -> [StoredGame] {
        try read { db in
            let chosen = chosenGames(filter, limit: nil)
            let ids = try Int64.fetchAll(db, sql: chosen.sql, arguments: chosen.arguments).reversed()
            return try fetchGames(db, ids: Array(ids), finishedOnly: true)
        }
    }

    /// Whole games by id (those not found are left out); rounds that do not decode are skipped and noted.
    private func fetchGames(_ db: Database, ids: [Int64], finishedOnly: Bool) throws -> [StoredGame] {
        let gameStatement = try db.cachedStatement(sql: """
            SELECT g.id AS game_id, g.started_at AS game_started_at, g.teams, g.penalty, \(turnsColumn) AS turns_per_team
            FROM game g WHERE g.id = ?
            """)
        let roundStatement = try db.cachedStatement(sql: """
            SELECT * FROM round WHERE game_id = ? \(finishedOnly ? "AND ended_by IS NOT NULL" : "") ORDER BY turn, id
            """)
        let wordStatement = try db.cachedStatement(sql: "SELECT * FROM round_word WHERE round_id = ? ORDER BY position")
        var games: [StoredGame] = []
        for id in ids {
            guard let gameRow = try Row.fetchOne(gameStatement, arguments: [id]) else { continue }
            guard let header = GameHeader(gameRow, id: id) else {
                note(game: id, turn: nil, StoredRow(gameRow).problemsOfGame)
                continue
            }
            var turns: [RoundRecord] = []
            for roundRow in try Row.fetchAll(roundStatement, arguments: [id]) {
                var round = StoredRow(roundRow)
                let roundID = round.id("id")
                let turn = round.int("turn")
                var words: [PlayedWord] = []
                var wordProblems: [String] = []
                for wordRow in try Row.fetchAll(wordStatement, arguments: [roundID]) {
                    var word = StoredRow(wordRow)
                    let played = PlayedWord(
                        word: word.text("word"), tier: Tier(named: word.text("tier")) ?? .custom,
                        result: word.named("result", as: WordResult.self) ?? .unanswered,
                        shownAt: word.double("shown_at"), answeredAt: word.optionalDouble("answered_at"))
                    if word.isReadable {
                        words.append(played)
                    } else {
                        let number = word.int("position") + 1
                        wordProblems += word.problems.map { Console.strings.pick("word \(number): \($0)", "第 \(number) 个词：\($0)") }
                    }
                }
                let endedBy = round.named("ended_by", as: RoundEndReason.self)
                let seed = round.optionalText("seed")
                let record = RoundRecord(
                    startedAt: round.date("started_at"), seconds: round.int("seconds"), elapsed: round.double("elapsed"),
                    endedBy: endedBy ?? .interrupted, seed: seed.flatMap(UInt64.init), bank: round.text("bank"),
                    team: round.optionalText("team"), words: words)
                if round.isReadable && wordProblems.isEmpty {
                    turns.append(record)
                } else {
                    note(game: id, turn: turn, round.problems + wordProblems)
                }
            }
            if turns.isEmpty { continue }
            games.append(StoredGame(
                id: id, startedAt: header.startedAt, teams: header.teams, penalty: header.penalty,
                turnsPerTeam: header.turnsPerTeam, turns: turns))
        }
        return games
    }

    /// Records a part of the store that could not be read.
    private func note(game: Int64, turn: Int?, _ reasons: [String]) {
        let strings = Console.strings
        let what = turn.map { strings.pick("game \(game), turn \(String($0))", "第 \(game) 局第 \(String($0)) 轮") }
            ?? strings.pick("game \(game)", "第 \(game) 局")
        problems.append(strings.pick("\(what) skipped: ", "\(what)已跳过：") + reasons.joined(separator: strings.pick("; ", "；")))
    }

    /// Words shown in the `games` most recent games, for drawing fresh words first.
    func wordsOfRecentGames(_ games: Int) throws(StoreError) -> Set<String> {
        guard games > 0 else { return [] }
        return try read { db in
            Set(try DatabaseValue.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT w.word FROM round_word w JOIN round r ON r.id = w.round_id
                    WHERE r.game_id IN (SELECT id FROM game ORDER BY started_at DESC, id DESC LIMIT ?)
                    """,
                arguments: [games]
            ).compactMap(String.fromDatabaseValue))
        }
    }
}

/// The game-level fields of a stored game, decoded; nil when they do not decode.
private struct GameHeader {
    var id: Int64
    var startedAt: Date
    var teams: [String]
    var penalty: Bool
    var turnsPerTeam: Int?

    init?(_ row: Row, id: Int64) {
        var stored = StoredRow(row)
        self.id = id
        startedAt = stored.date("game_started_at")
        let teamsJSON = stored.optionalText("teams")
        teams = teamsJSON.flatMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) } ?? []
        penalty = stored.int("penalty") != 0
        turnsPerTeam = stored.optionalInt("turns_per_team").flatMap { $0 >= 1 ? $0 : nil }
        guard stored.isReadable else { return nil }
    }
}

extension StoredRow {
    /// Why a game's own row does not decode.
    var problemsOfGame: [String] {
        var copy = self
        _ = copy.date("game_started_at")
        _ = copy.optionalText("teams")
        _ = copy.int("penalty")
        _ = copy.optionalInt("turns_per_team")
        return copy.problems
    }
}
