import Foundation
import GRDB
import GuessWords
#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Every round played, in SQLite through GRDB: written as the round happens (each answer in its own
/// transaction), WAL mode with a busy timeout so two games can share one store, schema changes through a
/// versioned, forward-only migrator.
///
/// A file is looked at before anything is written to it: another program's database is never changed
/// (`StoreError.foreign`), and a store written by a newer guess is only ever read
/// (`StoreError.newerSchema` for anything that would write). Rows are decoded defensively (`StoredRow`):
/// what does not decode is skipped and described in `problems`.
final class HistoryStore {
    let path: String
    let database: DatabaseQueue
    /// Whether the store is open for reading only (a read-only file, or a newer schema).
    let isReadOnly: Bool
    /// Whether `game.turns_per_team` exists (stores of schema 3 and later).
    let knowsTurnsPerTeam: Bool
    /// Whether the store keeps right and wrong per word in `word_tally` (schema 3 and later).
    let keepsWordTallies: Bool
    /// What could not be read by the last reads (one line each), for the command to report.
    var problems: [String] = []

    /// How a store is opened.
    enum Access {
        /// For `play` and `history delete`: created when missing, migrated; a newer store is refused.
        case write
        /// For the commands that only read: migrated when it can be; a read-only file or a newer store
        /// is read as it is.
        case read
        /// For `play --no-history`: read as it is, never created, migrated or moved aside.
        case readOnly
    }

    /// The store's location: `--db`, else `GUESS_DB`, else `$XDG_DATA_HOME/guess/history.sqlite`.
    static func location(explicit: String?) -> (path: String, isDefault: Bool)? {
        if let explicit { return (explicit, false) }
        if let variable = ProcessInfo.processInfo.environment["GUESS_DB"], !variable.isEmpty { return (variable, false) }
        return UserDirectories.dataDirectory.map { ($0 + "/history.sqlite", true) }
    }

    /// The files an export must never replace: the store `location(explicit:)` names and its journals.
    static func protectedPaths(explicit: String?) -> [String] {
        guard let path = location(explicit: explicit)?.path else { return [] }
        return [path, path + "-wal", path + "-shm", path + "-journal"]
    }

    /// Opens the store at `path` as a file nobody writes (a read-only disk): read, never written.
    private static func openImmutable(_ path: String) throws(StoreError) -> HistoryStore {
        do {
            return try HistoryStore(path: path, mode: .immutable)
        } catch let error as StoreError {
            throw error
        } catch {
            throw .cannotOpen(path: path, reason: Self.reason(error))
        }
    }

    /// Opens the store at `path` (creating it for `.write` and `.read`) and brings its schema up to date.
    ///
    /// A file that is not a database, or a damaged one, is never overwritten: it is moved aside (bytes kept)
    /// and a new store started; `notice` says so. Another program's database is refused, untouched.
    static func open(path: String, access: Access = .write) throws(StoreError) -> (store: HistoryStore, notice: String?) {
        if access == .readOnly {
            do {
                return (try HistoryStore(path: path, mode: .readOnly), nil)
            } catch let error as StoreError {
                throw error
            } catch {
                return (try openImmutable(path), nil)
            }
        }
        do {
            return (try openWaitingForOthers(path: path, access: access), nil)
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError where isDamaged(error) {
            return try recover(path, access: access)
        } catch let error as DatabaseError
            where access == .read && [.SQLITE_READONLY, .SQLITE_CANTOPEN].contains(error.resultCode)
            && FileManager.default.fileExists(atPath: path)
        {
            return (try openImmutable(path), nil)
        } catch let error as DatabaseError
            where access == .write && [.SQLITE_READONLY, .SQLITE_CANTOPEN].contains(error.resultCode)
            && FileManager.default.fileExists(atPath: path) && !FileManager.default.isWritableFile(atPath: path)
        {
            throw .cannotWrite(path: path, reason: "it is read-only")
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
    private static func recover(_ path: String, access: Access) throws(StoreError) -> (store: HistoryStore, notice: String?) {
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
            return (try openWaitingForOthers(path: path, access: access), nil)
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError where isDamaged(error) {
            let aside = try moveAside(path)
            do {
                let store = try openWaitingForOthers(path: path, access: access)
                return (store, Console.strings.pick(
                    "history store \(path) was damaged; moved it to \(aside) and started a new one",
                    "历史库 \(path) 已损坏：已将它移到 \(aside)，并新建了一个"))
            } catch let error as StoreError {
                throw error
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
    private static func openWaitingForOthers(path: String, access: Access) throws -> HistoryStore {
        var attempt = 0
        while true {
            do {
                return try HistoryStore(path: path, mode: .readWrite(access: access))
            } catch let error as DatabaseError where attempt < 100 && lostARace(error) {
                attempt += 1
                usleep(UInt32.random(in: 10_000...40_000))
            }
        }
    }

    private static func lostARace(_ error: DatabaseError) -> Bool {
        [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode)
            || (error.resultCode == .SQLITE_ERROR
                && ["already exists", "duplicate column"].contains { (error.message ?? "").contains($0) })
    }

    private enum Mode {
        case readWrite(access: Access)
        case readOnly
        /// A store that cannot be written is read as an immutable file: SQLite then needs no -shm file next
        /// to it (which a read-only directory cannot take) and takes no locks.
        case immutable
    }

    private static func configuration(readOnly: Bool) -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.foreignKeysEnabled = true
        configuration.readonly = readOnly
        return configuration
    }

    private static func immutableLocation(_ path: String) -> String {
        "file:\(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)?immutable=1"
    }

    /// What the file at `path` is, looked at through a read-only connection (which changes nothing);
    /// `.empty` for a missing or zero-length file.
    private static func identify(_ path: String) throws -> StoreIdentity {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        guard let size, size > 0 else { return .empty }
        let probe = try DatabaseQueue(path: path, configuration: configuration(readOnly: true))
        defer { try? probe.close() }
        return try probe.read { db in try StoreIdentity.of(db, known: migrator.migrations) }
    }

    private init(path: String, mode: Mode) throws {
        self.path = path
        switch mode {
        case .readWrite(let access):
            switch try Self.identify(path) {
            case .foreign: throw StoreError.foreign(path: path)
            case .newer(let detail):
                guard access == .read else { throw StoreError.newerSchema(path: path, detail: detail) }
                database = try DatabaseQueue(path: path, configuration: Self.configuration(readOnly: true))
                isReadOnly = true
            case .empty, .guess:
                var configuration = Self.configuration(readOnly: false)
                configuration.journalMode = .wal
                database = try DatabaseQueue(path: path, configuration: configuration)
                // Looked at again inside the connection that writes: another process may have made the file
                // something else meanwhile.
                let identity = try database.read { db in try StoreIdentity.of(db, known: Self.migrator.migrations) }
                switch identity {
                case .foreign: throw StoreError.foreign(path: path)
                case .newer(let detail): throw StoreError.newerSchema(path: path, detail: detail)
                case .empty, .guess: break
                }
                try Self.migrator.migrate(database)
                isReadOnly = false
            }
        case .readOnly, .immutable:
            guard FileManager.default.fileExists(atPath: path) else {
                throw StoreError.cannotOpen(path: path, reason: "there is no such file")
            }
            let location = if case .immutable = mode { Self.immutableLocation(path) } else { path }
            database = try DatabaseQueue(path: location, configuration: Self.configuration(readOnly: true))
            let identity = try database.read { db in try StoreIdentity.of(db, known: Self.migrator.migrations) }
            if identity == .foreign { throw StoreError.foreign(path: path) }
            isReadOnly = true
        }
        (knowsTurnsPerTeam, keepsWordTallies) = try database.read { db in
            (
                try db.tableExists("game") && db.columns(in: "game").contains { $0.name == "turns_per_team" },
                try db.tableExists("word_tally")
            )
        }
        if !isReadOnly { try closeAbandonedRounds() }
    }

    static func reason(_ error: Error) -> String {
        if let error = error as? StoreError { return error.localizedDescription }
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
        migrator.registerMigration("v3: store mark, turns per team, word tallies") { db in
            // The mark that tells a guess store from another program's database, and the schema version a
            // binary compares with its own before it writes.
            try db.execute(sql: "PRAGMA application_id = \(StoreIdentity.applicationID)")
            try db.execute(sql: "PRAGMA user_version = \(StoreIdentity.schemaVersion)")
            // The regular turns each team was due: without it a stored game cannot tell finished from
            // abandoned (no winner).
            try db.execute(sql: "ALTER TABLE game ADD COLUMN turns_per_team INTEGER")
            // Right and wrong per word and tier, kept by triggers whoever writes the words (this binary,
            // an older one sharing the store, a script): `guess stats` reads these few rows instead of
            // every answer. Deleting a game deletes its words, which takes them off here too.
            try db.execute(sql: """
                CREATE TABLE word_tally (
                    word TEXT NOT NULL,
                    tier TEXT NOT NULL,
                    correct INTEGER NOT NULL DEFAULT 0,
                    wrong INTEGER NOT NULL DEFAULT 0,
                    PRIMARY KEY (word, tier)
                ) WITHOUT ROWID;
                INSERT INTO word_tally (word, tier, correct, wrong)
                    SELECT word, tier, TOTAL(result = 'correct'), TOTAL(result = 'wrong') FROM round_word
                    WHERE result IN ('correct', 'wrong') GROUP BY word, tier;
                CREATE TRIGGER word_tally_on_insert AFTER INSERT ON round_word
                WHEN NEW.result IN ('correct', 'wrong') BEGIN
                    INSERT INTO word_tally (word, tier, correct, wrong)
                        VALUES (NEW.word, NEW.tier, NEW.result = 'correct', NEW.result = 'wrong')
                        ON CONFLICT (word, tier) DO UPDATE
                        SET correct = correct + excluded.correct, wrong = wrong + excluded.wrong;
                END;
                CREATE TRIGGER word_tally_on_delete AFTER DELETE ON round_word
                WHEN OLD.result IN ('correct', 'wrong') BEGIN
                    UPDATE word_tally SET correct = correct - (OLD.result = 'correct'), wrong = wrong - (OLD.result = 'wrong')
                        WHERE word = OLD.word AND tier = OLD.tier;
                END;
                CREATE TRIGGER word_tally_on_update AFTER UPDATE OF word, tier, result ON round_word BEGIN
                    UPDATE word_tally SET correct = correct - (OLD.result = 'correct'), wrong = wrong - (OLD.result = 'wrong')
                        WHERE word = OLD.word AND tier = OLD.tier AND OLD.result IN ('correct', 'wrong');
                    INSERT INTO word_tally (word, tier, correct, wrong)
                        SELECT NEW.word, NEW.tier, NEW.result = 'correct', NEW.result = 'wrong'
                        WHERE NEW.result IN ('correct', 'wrong')
                        ON CONFLICT (word, tier) DO UPDATE
                        SET correct = correct + excluded.correct, wrong = wrong + excluded.wrong;
                END;
                """)
            // The per-team table of `guess stats` reads this index alone, not the rounds.
            try db.execute(sql: "CREATE INDEX round_by_team ON round(team, game_id, correct, wrong, elapsed, started_at)")
            // Nothing reads words by text and result any more.
            try db.execute(sql: "DROP INDEX IF EXISTS word_by_text")
        }
        return migrator
    }

    /// Runs `body` in a write transaction; a store opened for reading only refuses.
    func write<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        if isReadOnly { throw .cannotWrite(path: path, reason: "it is open for reading only") }
        do {
            return try database.write(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw .cannotWrite(path: path, reason: Self.reason(error))
        }
    }

    /// Runs `body` in a read transaction.
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try database.read(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw .cannotOpen(path: path, reason: Self.reason(error))
        }
    }
}
