import Foundation
import GRDB
import GuessGame

/// Reading back: games as listings and whole records, the words of recent games. Rows decode through the
/// record types; a game or round with a value that cannot be used is left out and named in the reading's
/// `skipped`.
extension HistoryStore {
    /// Games that have at least one round kept by `filter`, newest first, as an SQL query of their ids.
    private func chosenGames(_ filter: HistoryFilter, limit: Int?) -> SQL {
        let round = TableAlias(name: "r")
        var sql: SQL = """
            SELECT g.id FROM game g
            WHERE EXISTS (SELECT 1 FROM round r WHERE r.game_id = g.id AND (\(filter.condition(on: round))))
            """
        if let since = filter.since { sql += " AND g.started_at >= \(RoundRecord.timestamp(since))" }
        sql += " ORDER BY g.started_at DESC, g.id DESC"
        if let limit { sql += " LIMIT \(limit)" }
        return sql
    }

    /// Games newest first (at most `limit` when given) that pass `filter`, each with all its rounds.
    package func listGames(limit: Int?, filter: HistoryFilter = HistoryFilter()) throws(StoreError) -> StoreReading<
        [GameListing]
    > {
        if limit == 0 { return StoreReading([]) }
        let chosen = chosenGames(filter, limit: limit)
        let (gameRows, roundRows) = try read { db in
            // Passes count in a score under the pass penalty (`v4-rules`; none in an older store).
            let passed: SQL =
                schema.rules ? "r.passed" : "0 AS passed"
            return (
                try Row.fetchAll(
                    db, SQLRequest(literal: "SELECT g.* FROM (\(chosen)) AS chosen JOIN game g ON g.id = chosen.id")),
                // A listing shows no time played: a bad one costs the round no place in it.
                try Row.fetchAll(
                    db,
                    SQLRequest(
                        literal: """
                            SELECT r.id, r.game_id, r.turn, r.team, r.started_at, r.seconds, 0 AS elapsed, r.ended_by, r.seed,
                                r.bank, r.correct, r.wrong, r.owner, \(passed)
                            FROM (\(chosen)) AS chosen JOIN round r ON r.game_id = chosen.id ORDER BY r.turn, r.id
                            """))
            )
        }
        var skipped: [SkippedPart] = []
        var roundsOfGame: [Int64: [RoundListing]] = [:]
        for row in roundRows {
            let gameID = (try? row.id("game_id")) ?? 0
            do {
                roundsOfGame[gameID, default: []].append(try RoundRow(row: row).listing)
            } catch {
                skipped.append(Self.skipped(.round(game: gameID, turn: try? row.count("turn")), error))
            }
        }
        var games: [GameListing] = []
        for row in gameRows {
            let gameID = (try? row.id("id")) ?? 0
            let game: GameRow
            do {
                game = try GameRow(row: row)
            } catch {
                skipped.append(Self.skipped(.game(gameID), error))
                continue
            }
            guard let rounds = roundsOfGame[gameID], !rounds.isEmpty else { continue }
            games.append(
                GameListing(
                    gameID: gameID, rounds: rounds, startedAt: game.startedAt, declaredTeams: game.teams ?? [],
                    penalty: game.penalty, turnsPerTeam: game.turnsPerTeam, rules: game.rules ?? GameRules(),
                    adjustments: game.adjustments, storedEnding: game.ending, owner: game.ownerState))
        }
        // The games query has no order of its own: newest first, as chosen.
        games.sort { ($0.startedAt, $0.gameID) > ($1.startedAt, $1.gameID) }
        return StoreReading(games, skipped: skipped)
    }

    /// Game `id` with every turn's full record (nil `id`: the latest game; nil when there is none).
    package func game(id: Int64?) throws(StoreError) -> StoreReading<StoredGame?> {
        let latest = chosenGames(HistoryFilter(), limit: 1)
        let found = try read { db in
            guard let gameID = try id ?? Int64.fetchOne(db, SQLRequest(literal: latest)) else {
                return StoreReading<StoredGame?>(nil)
            }
            let games = try fetchGames(db, ids: [gameID], finishedOnly: false)
            return StoreReading(games.value.first, skipped: games.skipped)
        }
        if found.value == nil {
            // There (named, or the latest), but nothing of it reads: say why rather than that it is missing.
            if !found.skipped.isEmpty { throw .unreadable(path: path, skipped: found.skipped) }
            if let id { throw .notFound(id: id) }
        }
        return found
    }

    /// Games `ids`, in that order, with every turn's full record; a missing id is an error.
    package func games(ids: [Int64]) throws(StoreError) -> StoreReading<[StoredGame]> {
        var reading = StoreReading<[StoredGame]>([])
        for id in ids {
            let one = try game(id: id)
            if let game = one.value { reading.value.append(game) }
            reading.skipped += one.skipped
        }
        return reading
    }

    /// Every game that passes `filter`, oldest first, with its finished rounds (a round whose process is
    /// gone counts as finished: interrupted, as every listing shows it, and nothing is written).
    package func allGames(filter: HistoryFilter = HistoryFilter()) throws(StoreError) -> StoreReading<[StoredGame]> {
        let chosen = chosenGames(filter, limit: nil)
        return try read { db in
            let ids = try Int64.fetchAll(db, SQLRequest(literal: chosen)).reversed()
            return try fetchGames(db, ids: Array(ids), finishedOnly: true)
        }
    }

    /// Whole games by id (those not found are left out); games and rounds that do not decode are skipped.
    func fetchGames(_ db: Database, ids: [Int64], finishedOnly: Bool) throws -> StoreReading<[StoredGame]> {
        var reading = StoreReading<[StoredGame]>([])
        for id in ids {
            guard
                let gameRow = try Row.fetchOne(
                    db, SQLRequest(literal: "SELECT * FROM game WHERE id = \(id)", cached: true))
            else { continue }
            let game: GameRow
            do {
                game = try GameRow(row: gameRow)
            } catch {
                reading.skipped.append(Self.skipped(.game(id), error))
                continue
            }
            let scripted: SQL = schema.scripted ? ", scripted" : ""
            // The columns of `v4-rules`, when the store has them (an older store is read as it is).
            let rulesColumns: SQL = schema.rules ? ", added_seconds, corrected_at" : ""
            // The themes filter and family flag (`v4-themes`), where the store has them.
            let themed: SQL = schema.themes ? ", themes, family" : ""
            var turns: [RoundRecord] = []
            var roundIDs: [Int64] = []
            // A record's counts come from its words: the stored counts are not read.
            let roundRows = try Row.fetchAll(
                db,
                SQLRequest(
                    literal: """
                        SELECT id, game_id, turn, team, started_at, seconds, elapsed, ended_by, seed, bank, 0 AS correct,
                            0 AS wrong, owner\(scripted)\(rulesColumns)\(themed)
                        FROM round WHERE game_id = \(id) ORDER BY turn, id
                        """,
                    cached: true))
            for roundRow in roundRows {
                let turn = try? roundRow.count("turn")
                var round: RoundRow
                do {
                    round = try RoundRow(row: roundRow)
                } catch {
                    reading.skipped.append(Self.skipped(.round(game: id, turn: turn), error))
                    continue
                }
                // Still being played by a running process: not finished.
                if finishedOnly && round.endedBy == nil { continue }
                let abandoned = round.owner != nil && round.endedBy == .interrupted
                let wordRows = try Row.fetchAll(
                    db,
                    SQLRequest(
                        literal: "SELECT * FROM round_word WHERE round_id = \(round.id) ORDER BY position", cached: true
                    ))
                var played: [PlayedWord] = []
                var unreadable: SkippedPart?
                for wordRow in wordRows where unreadable == nil {
                    do {
                        played.append(try WordRow(row: wordRow).played)
                    } catch {
                        let number = ((try? wordRow.count("position")) ?? -1) + 1
                        unreadable = Self.skipped(.word(game: id, turn: turn, word: number), error)
                    }
                }
                if let unreadable {
                    reading.skipped.append(unreadable)
                } else {
                    // Closed by nobody (its process killed): played until the last thing recorded, as
                    // `closeAbandonedRounds` would write it.
                    if abandoned {
                        let last = played.map { $0.answeredAt ?? $0.shownAt }.max() ?? 0
                        round.elapsed = min(Double(round.seconds), last)
                    }
                    turns.append(round.record(words: played))
                    roundIDs.append(round.id ?? 0)
                }
            }
            if turns.isEmpty { continue }
            try Self.fillDescribers(&turns, roundIDs: roundIDs, schema: schema, db)
            reading.value.append(
                StoredGame(
                    id: id, startedAt: game.startedAt, teams: game.teams ?? [], penalty: game.penalty,
                    turnsPerTeam: game.turnsPerTeam, turns: turns))
            reading.value[reading.value.count - 1].rules = game.rules ?? GameRules()
            reading.value[reading.value.count - 1].adjustments = game.adjustments
            reading.value[reading.value.count - 1].storedEnding = game.ending
            reading.value[reading.value.count - 1].owner = game.ownerState
            // The kept setup (`v4-players`): the players the host named, the league.
            if gameRow.hasColumn("setup"), let json = try? gameRow.optionalText("setup") {
                reading.value[reading.value.count - 1].setup = GameSetup.decode(json)
            }
        }
        return reading
    }

    /// The skipped part at `place` for a record's decoding `error` (the record types throw `ValueProblem`s
    /// alone).
    static func skipped(_ place: SkippedPart.Place, _ error: any Error) -> SkippedPart {
        SkippedPart(place, error as? ValueProblem ?? .wrongType(column: "?", found: .nothing, expected: .text))
    }

    /// Words shown in the `games` most recent games, for drawing fresh words first.
    package func wordsOfRecentGames(_ games: Int) throws(StoreError) -> Set<String> {
        guard games > 0 else { return [] }
        return try read { db in
            Set(
                try DatabaseValue.fetchAll(
                    db,
                    SQLRequest(
                        literal: """
                            SELECT DISTINCT w.word FROM round_word w JOIN round r ON r.id = w.round_id
                            WHERE r.game_id IN (SELECT id FROM game ORDER BY started_at DESC, id DESC LIMIT \(games))
                            """)
                ).compactMap(String.fromDatabaseValue))
        }
    }
}
