import Foundation
import GRDB
import GuessWords
#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Every round played, in SQLite through GRDB: written as the round happens (each answer in its own
/// transaction), WAL mode with a busy timeout so two games can share one store, schema changes through a
/// versioned migrator.
final class HistoryStore {
    let path: String
    private let database: DatabaseQueue

    /// The store's location: `--db`, else `GUESS_DB`, else `$XDG_DATA_HOME/guess/history.sqlite`.
    static func location(explicit: String?) -> (path: String, isDefault: Bool)? {
        if let explicit { return (explicit, false) }
        if let variable = ProcessInfo.processInfo.environment["GUESS_DB"], !variable.isEmpty { return (variable, false) }
        return Files.dataDirectory.map { ($0 + "/history.sqlite", true) }
    }

    /// The files an export must never replace: the store `location(explicit:)` names and its journals.
    static func protectedPaths(explicit: String?) -> [String] {
        guard let path = location(explicit: explicit)?.path else { return [] }
        return [path, path + "-wal", path + "-shm", path + "-journal"]
    }

    /// Opens (creating it) the store at `path` and brings its schema up to date.
    ///
    /// A file that is not a database, or a damaged one, is never overwritten: it is moved aside (bytes kept)
    /// and a new store started; `notice` says so. With `readOnlyFallback`, a store that exists but cannot
    /// be written (read-only file or directory) is opened for reading as it is.
    static func open(path: String, readOnlyFallback: Bool = false) throws(StoreError) -> (store: HistoryStore, notice: String?) {
        do {
            return (try openWaitingForOthers(path: path), nil)
        } catch let error as DatabaseError where isDamaged(error) {
            return try recover(path)
        } catch let error as DatabaseError
            where readOnlyFallback && [.SQLITE_READONLY, .SQLITE_CANTOPEN].contains(error.resultCode)
            && FileManager.default.fileExists(atPath: path)
        {
            do {
                return (try HistoryStore(path: path, readOnly: true), nil)
            } catch {
                throw .cannotOpen(path: path, reason: Self.reason(error))
            }
        } catch {
            throw .cannotOpen(path: path, reason: Self.reason(error))
        }
    }

    private static func isDamaged(_ error: DatabaseError) -> Bool {
        [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode)
    }

    /// Moves a damaged store aside and starts a new one. Processes that find the same damaged file take
    /// turns (a lock on its directory) and each looks again first, so none can move aside the new store
    /// another one just started, and no aside file is ever replaced.
    private static func recover(_ path: String) throws(StoreError) -> (store: HistoryStore, notice: String?) {
        let directory = (path as NSString).deletingLastPathComponent
        let lock = Glibc.open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
        if lock >= 0 { _ = flock(lock, LOCK_EX) }
        defer {
            if lock >= 0 {
                _ = flock(lock, LOCK_UN)
                close(lock)
            }
        }
        do {
            return (try openWaitingForOthers(path: path), nil)
        } catch let error as DatabaseError where isDamaged(error) {
            let aside = try moveAside(path)
            do {
                let store = try openWaitingForOthers(path: path)
                return (store, "history store \(path) was damaged; moved it to \(aside) and started a new one")
            } catch {
                throw .cannotOpen(path: path, reason: Self.reason(error))
            }
        } catch {
            throw .cannotOpen(path: path, reason: Self.reason(error))
        }
    }

    /// Renames the damaged file (and its -wal and -shm) to a name no file has yet.
    private static func moveAside(_ path: String) throws(StoreError) -> String {
        let stamp = Date().formatted(.iso8601.year().month().day().dateSeparator(.omitted).time(includingFractionalSeconds: false).timeSeparator(.omitted))
        var aside = "\(path).corrupt-\(stamp)"
        var number = 1
        while ["", "-wal", "-shm"].contains(where: { FileManager.default.fileExists(atPath: aside + $0) }) {
            number += 1
            aside = "\(path).corrupt-\(stamp)-\(number)"
        }
        guard rename(path, aside) == 0 else {
            throw .cannotOpen(path: path, reason: "it is damaged and cannot be moved aside: \(String(cString: strerror(errno)))")
        }
        for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            _ = rename(path + suffix, aside + suffix)
        }
        return aside
    }

    /// Opens the store, waiting while another game opens it: a new store's first opening (WAL switch,
    /// migrations) needs it alone. SQLite reports that as busy without waiting, and a migration that lost
    /// the race to another process fails on a table the other one just made; both go away on a new try.
    private static func openWaitingForOthers(path: String) throws -> HistoryStore {
        var attempt = 0
        while true {
            do {
                return try HistoryStore(path: path, readOnly: false)
            } catch let error as DatabaseError where attempt < 100 && lostARace(error) {
                attempt += 1
                usleep(UInt32.random(in: 10_000...40_000))
            }
        }
    }

    private static func lostARace(_ error: DatabaseError) -> Bool {
        [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode)
            || (error.resultCode == .SQLITE_ERROR && (error.message ?? "").contains("already exists"))
    }

    private init(path: String, readOnly: Bool) throws {
        self.path = path
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.foreignKeysEnabled = true
        configuration.readonly = readOnly
        if !readOnly { configuration.journalMode = .wal }
        // A store that cannot be written is read as an immutable file: SQLite then needs no -shm file next
        // to it (which a read-only directory cannot take) and takes no locks.
        let location = readOnly
            ? "file:\(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)?immutable=1" : path
        database = try DatabaseQueue(path: location, configuration: configuration)
        if !readOnly {
            try Self.migrator.migrate(database)
            try closeAbandonedRounds()
        }
    }

    static func reason(_ error: Error) -> String {
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_CANTOPEN: return "the file or its directory cannot be opened (missing or not writable?)"
            case .SQLITE_READONLY: return "it is read-only"
            case .SQLITE_FULL: return "the disk is full"
            case .SQLITE_NOTADB, .SQLITE_CORRUPT: return "the file is damaged"
            default: return error.message ?? "\(error.resultCode)"
            }
        }
        return error.localizedDescription
    }

    // MARK: - Schema

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: games, rounds, words") { db in
            try db.execute(sql: """
                CREATE TABLE game (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    started_at TEXT NOT NULL,
                    teams TEXT,               -- JSON array of team names; NULL for a single round
                    penalty INTEGER NOT NULL DEFAULT 0,
                    scoreboard TEXT           -- JSON [{team, score}] once a party game ends
                );
                CREATE TABLE round (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    game_id INTEGER NOT NULL REFERENCES game(id) ON DELETE CASCADE,
                    turn INTEGER NOT NULL DEFAULT 1,
                    team TEXT,
                    started_at TEXT NOT NULL,  -- ISO 8601 UTC with milliseconds
                    seconds INTEGER NOT NULL,
                    elapsed REAL NOT NULL DEFAULT 0,
                    ended_by TEXT,             -- NULL while being played
                    seed TEXT,                 -- UInt64 as text
                    bank TEXT NOT NULL,
                    correct INTEGER NOT NULL DEFAULT 0,
                    wrong INTEGER NOT NULL DEFAULT 0,
                    owner TEXT                 -- pid:starttime of the process playing it, to spot rounds left by a killed one
                );
                CREATE INDEX round_by_start ON round(started_at, id);
                CREATE INDEX round_by_game ON round(game_id, turn);
                CREATE INDEX round_in_progress ON round(owner) WHERE ended_by IS NULL;
                CREATE TABLE round_word (
                    round_id INTEGER NOT NULL REFERENCES round(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,  -- order first shown, from 0
                    word TEXT NOT NULL,
                    tier TEXT NOT NULL,
                    result TEXT NOT NULL,       -- correct, wrong, unanswered
                    shown_at REAL NOT NULL,
                    answered_at REAL,
                    PRIMARY KEY (round_id, position)
                ) WITHOUT ROWID;
                CREATE INDEX word_by_tier ON round_word(tier, result);
                CREATE INDEX word_by_text ON round_word(word, result);
                CREATE INDEX word_by_speed ON round_word(answered_at - shown_at) WHERE result = 'correct';
                """)
        }
        migrator.registerMigration("v2: games by start") { db in
            // Listings order rounds by their game, so that the turns of games played at the same time stay
            // together.
            try db.execute(sql: "CREATE INDEX game_by_start ON game(started_at, id)")
        }
        return migrator
    }

    // MARK: - Writing as the round happens

    /// Starts a game; returns its id.
    func beginGame(startedAt: Date, teams: [String]?, penalty: Bool) throws(StoreError) -> Int64 {
        let teamsJSON = teams.map { String(decoding: (try? JSONEncoder().encode($0)) ?? Data(), as: UTF8.self) }
        return try write { db in
            try db.execute(
                sql: "INSERT INTO game (started_at, teams, penalty) VALUES (?, ?, ?)",
                arguments: [RoundRecord.timestamp(startedAt), teamsJSON, penalty])
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

    /// Applies one round event in its own transaction.
    func record(_ event: RoundEvent, roundID: Int64) throws(StoreError) {
        try write { db in
            switch event {
            case .started:
                break
            case .shown(let index, let word):
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO round_word (round_id, position, word, tier, result, shown_at, answered_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [roundID, index, word.word, word.tier.name, word.result.rawValue, word.shownAt, word.answeredAt])
            case .answered(let index, let word):
                try db.execute(
                    sql: "UPDATE round_word SET result = ?, answered_at = ? WHERE round_id = ? AND position = ?",
                    arguments: [word.result.rawValue, word.answeredAt, roundID, index])
                try Self.recount(db, roundID)
            case .undone(let index, let withdrawn):
                try db.execute(
                    sql: "UPDATE round_word SET result = 'unanswered', answered_at = NULL WHERE round_id = ? AND position = ?",
                    arguments: [roundID, index])
                if let withdrawn {
                    try db.execute(
                        sql: "DELETE FROM round_word WHERE round_id = ? AND position = ?", arguments: [roundID, withdrawn])
                }
                try Self.recount(db, roundID)
            case .ended(let reason, let elapsed):
                try db.execute(
                    sql: "UPDATE round SET ended_by = ?, elapsed = ?, owner = NULL WHERE id = ?",
                    arguments: [reason.rawValue, elapsed, roundID])
            }
        }
    }

    private static func recount(_ db: Database, _ roundID: Int64) throws {
        try db.execute(
            sql: """
                UPDATE round SET
                    correct = (SELECT COUNT(*) FROM round_word WHERE round_id = ?1 AND result = 'correct'),
                    wrong = (SELECT COUNT(*) FROM round_word WHERE round_id = ?1 AND result = 'wrong')
                WHERE id = ?1
                """,
            arguments: [roundID])
    }

    /// Rounds whose process is gone without ending them (killed, crashed) are closed as `interrupted`,
    /// their elapsed time taken from the last thing recorded.
    private func closeAbandonedRounds() throws {
        let open = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, owner FROM round WHERE ended_by IS NULL")
        }
        let abandoned = open.compactMap { row -> Int64? in
            let owner: String? = row["owner"]
            if let owner, ProcessIdentity.isAlive(owner) { return nil }
            return row["id"]
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

    private func write<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try database.write(body)
        } catch {
            throw .cannotWrite(path: path, reason: Self.reason(error))
        }
    }

    private func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try database.read(body)
        } catch {
            throw .cannotOpen(path: path, reason: Self.reason(error))
        }
    }

    // MARK: - Reading

    /// Rounds newest first; at most `limit` when given.
    func listRounds(limit: Int?) throws(StoreError) -> [RoundListing] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT r.id, r.game_id, r.turn, r.started_at, r.bank, r.team, r.seconds, r.correct, r.wrong,
                        r.ended_by
                    FROM game g JOIN round r ON r.game_id = g.id
                    ORDER BY g.started_at DESC, g.id DESC, r.turn DESC, r.id DESC LIMIT ?
                    """,
                arguments: [limit ?? -1]
            ).map(Self.listing)
        }
    }

    private static func listing(_ row: Row) -> RoundListing {
        let endedBy: String? = row["ended_by"]
        return RoundListing(
            id: row["id"], gameID: row["game_id"], turn: row["turn"],
            startedAt: RoundRecord.parseTimestamp(row["started_at"]) ?? Date(timeIntervalSince1970: 0),
            bank: row["bank"], team: row["team"], seconds: row["seconds"], correct: row["correct"],
            wrong: row["wrong"], endedBy: endedBy.flatMap(RoundEndReason.init(rawValue:)))
    }

    /// The full record of round `id`, as `guess play --export` wrote it.
    func record(id: Int64) throws(StoreError) -> RoundRecord {
        let found = try read { db in try Self.fetchRecord(db, id: id) }
        guard let found else { throw .notFound(id: id) }
        return found
    }

    /// Every finished round, oldest first.
    func allRecords() throws(StoreError) -> [RoundRecord] {
        try read { db in
            let ids = try Int64.fetchAll(db, sql: "SELECT id FROM round WHERE ended_by IS NOT NULL ORDER BY started_at, id")
            return try ids.compactMap { try Self.fetchRecord(db, id: $0) }
        }
    }

    private static func fetchRecord(_ db: Database, id: Int64) throws -> RoundRecord? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM round WHERE id = ?", arguments: [id]) else { return nil }
        let words = try Row.fetchAll(
            db, sql: "SELECT * FROM round_word WHERE round_id = ? ORDER BY position", arguments: [id]
        ).map { word in
            PlayedWord(
                word: word["word"], tier: Tier(named: word["tier"] as String) ?? .custom,
                result: WordResult(rawValue: word["result"]) ?? .unanswered, shownAt: word["shown_at"],
                answeredAt: word["answered_at"])
        }
        let endedBy: String? = row["ended_by"]
        let seed: String? = row["seed"]
        return RoundRecord(
            startedAt: RoundRecord.parseTimestamp(row["started_at"]) ?? Date(timeIntervalSince1970: 0),
            seconds: row["seconds"], elapsed: row["elapsed"],
            endedBy: endedBy.flatMap(RoundEndReason.init(rawValue:)) ?? .interrupted,
            seed: seed.flatMap(UInt64.init), bank: row["bank"], team: row["team"], words: words)
    }

    /// Deletes round `id` and its words; a game left without rounds goes too.
    func delete(id: Int64) throws(StoreError) {
        let deleted = try write { db -> Bool in
            let gameID = try Int64.fetchOne(db, sql: "SELECT game_id FROM round WHERE id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM round WHERE id = ?", arguments: [id])
            if let gameID {
                try db.execute(
                    sql: "DELETE FROM game WHERE id = ? AND NOT EXISTS (SELECT 1 FROM round WHERE game_id = ?)",
                    arguments: [gameID, gameID])
            }
            return gameID != nil
        }
        if !deleted { throw .notFound(id: id) }
    }

    /// Words shown in the `games` most recent games, for drawing fresh words first.
    func wordsOfRecentGames(_ games: Int) throws(StoreError) -> Set<String> {
        guard games > 0 else { return [] }
        return try read { db in
            Set(try String.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT w.word FROM round_word w JOIN round r ON r.id = w.round_id
                    WHERE r.game_id IN (SELECT id FROM game ORDER BY started_at DESC, id DESC LIMIT ?)
                    """,
                arguments: [games]))
        }
    }

    /// The figures of `guess stats`, each an SQL aggregate over indexes.
    func stats(minimumPlays: Int, hardestCount: Int = 10, fastestCount: Int = 5, trendRounds: Int = 20) throws(StoreError) -> StatsReport {
        try read { db in
            var report = StatsReport()
            report.minimumPlays = minimumPlays
            if let totals = try Row.fetchOne(db, sql: "SELECT COUNT(*) AS n, TOTAL(correct) AS c, TOTAL(wrong) AS w FROM round") {
                report.rounds = totals["n"]
                report.correct = Int(totals["c"] as Double)
                report.wrong = Int(totals["w"] as Double)
            }
            for row in try Row.fetchAll(
                db, sql: "SELECT tier, result, COUNT(*) AS n FROM round_word WHERE result <> 'unanswered' GROUP BY tier, result")
            {
                guard let tier = Tier(named: row["tier"] as String) else { continue }
                if (row["result"] as String) == "correct" {
                    report.byTier[tier.rawValue].correct = row["n"]
                } else {
                    report.byTier[tier.rawValue].wrong = row["n"]
                }
            }
            report.hardest = try Row.fetchAll(
                db,
                sql: """
                    SELECT word, COUNT(*) AS plays, TOTAL(result = 'wrong') AS misses
                    FROM round_word WHERE result <> 'unanswered'
                    GROUP BY word HAVING plays >= ? AND misses > 0
                    ORDER BY misses * 1.0 / plays DESC, misses DESC, word LIMIT ?
                    """,
                arguments: [minimumPlays, hardestCount]
            ).map { StatsReport.WordTally(word: $0["word"], plays: $0["plays"], misses: Int($0["misses"] as Double)) }
            report.fastest = try Row.fetchAll(
                db,
                sql: """
                    SELECT word, answered_at - shown_at AS seconds FROM round_word
                    WHERE result = 'correct' ORDER BY answered_at - shown_at LIMIT ?
                    """,
                arguments: [fastestCount]
            ).map { StatsReport.FastAnswer(word: $0["word"], seconds: $0["seconds"]) }
            report.trend = try Int.fetchAll(
                db, sql: "SELECT correct FROM round ORDER BY started_at DESC, id DESC LIMIT ?", arguments: [trendRounds]
            ).reversed()
            return report
        }
    }
}
