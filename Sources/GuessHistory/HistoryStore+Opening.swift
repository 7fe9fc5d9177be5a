import Foundation
import GRDB

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Opening the store's file: what the file is is looked at before anything is written to it, and every
/// process that creates, migrates or recovers a store does it under one lock (a `flock` on the store's
/// directory), so none of them races another.
///
/// - A file that is not an SQLite database is moved aside (its bytes kept) and a new store started only at
///   the default location, or when it is an SQLite file carrying guess's mark; a file named by `--db` or
///   `GUESS_DB` is otherwise refused, untouched. An empty file becomes a store.
/// - Another program's database is refused, untouched; a store of a newer schema is only ever read.
/// - `.read` never changes a file: no creating, migrating or moving aside; read-only SQLite connections.
extension HistoryStore {
    /// How a store is opened.
    package enum Access: Sendable {
        /// For `play` and `history delete`: created when missing, migrated; a newer store is refused.
        case write
        /// For the commands that only read and `play --no-history`: read as it is, never created,
        /// migrated, moved aside or written.
        case read
    }

    /// The files an export must never replace: the store `--db` (`explicit`), `GUESS_DB` or the default
    /// location names (as `environment` says), and its journals.
    package static func protectedPaths(explicit: String?, environment: [String: String]) -> [String] {
        StoreLocation.resolve(explicit: explicit, environment: environment)?.protectedPaths ?? []
    }

    /// Opens the store at `location`; for `.write` it is created when missing and brought up to date.
    /// `busyTimeout` is how long a write waits for another program's write lock. `notice` says when a
    /// damaged store was moved aside.
    package static func open(
        _ location: StoreLocation, access: Access, busyTimeout: TimeInterval = 10
    ) throws(StoreError) -> (store: HistoryStore, notice: StoreNotice?) {
        let path = location.path
        if path.isEmpty { throw .cannotOpen(path: path, reason: .cannotOpenFile) }
        switch access {
        case .read:
            return (try openForReading(location), nil)
        case .write:
            let lock = DirectoryLock(of: path)
            defer { lock.release() }
            let kind = StoreFile.kind(at: path)
            switch kind {
            case .notRegular: throw .notARegularFile(path: path)
            case .unreadable(let reason): throw .cannotOpen(path: path, reason: .other(reason))
            case .other where !location.isDefault: throw .notADatabase(path: path)
            case .other: return try recover(location, busyTimeout: busyTimeout)
            case .missing, .empty, .sqlite: break
            }
            do throws(StoreError) {
                return (try openForWriting(path, busyTimeout: busyTimeout), nil)
            } catch {
                guard
                    error == .cannotOpen(path: path, reason: .damaged)
                        || error == .cannotWrite(path: path, reason: .damaged)
                else { throw error }
                guard location.isDefault || kind == .sqlite(marked: true) else { throw .damaged(path: path) }
                return try recover(location, busyTimeout: busyTimeout)
            }
        }
    }

    private static func configuration(readOnly: Bool, busyTimeout: TimeInterval) -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.readonly = readOnly
        return configuration
    }

    /// Opens `location` through a read-only connection; a store that cannot take even that (a read-only
    /// directory without the store's -shm file) is read as an immutable file. An empty file reads as a
    /// store with no games.
    private static func openForReading(_ location: StoreLocation) throws(StoreError) -> HistoryStore {
        let path = location.path
        switch StoreFile.kind(at: path) {
        case .missing: throw .cannotOpen(path: path, reason: .cannotOpenFile)
        case .notRegular: throw .notARegularFile(path: path)
        case .unreadable(let reason): throw .cannotOpen(path: path, reason: .other(reason))
        case .other: throw location.isDefault ? .damaged(path: path) : .notADatabase(path: path)
        case .empty: return try emptyStore(path)
        case .sqlite: break
        }
        let configuration = configuration(readOnly: true, busyTimeout: 10)
        let immutable = "file:\(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)?immutable=1"
        var lastError: any Error = StoreError.cannotOpen(path: path, reason: .cannotOpenFile)
        for location in [path, immutable] {
            do {
                let queue = try DatabaseQueue(path: location, configuration: configuration)
                switch try queue.read({ db in try StoreIdentity.of(db, migrator: migrator) }) {
                case .foreign: throw StoreError.foreign(path: path)
                case .empty: return try emptyStore(path)
                case .guess, .newer: return try HistoryStore(queue, path: path, readOnly: true)
                }
            } catch let error as StoreError {
                throw error
            } catch let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) {
                throw .damaged(path: path)
            } catch let error as DatabaseError where [.SQLITE_CANTOPEN, .SQLITE_READONLY].contains(error.resultCode) {
                lastError = error
            } catch {
                throw .cannotOpen(path: path, reason: StoreFailure(error))
            }
        }
        throw .cannotOpen(path: path, reason: StoreFailure(lastError))
    }

    /// A store with no games, for reading an empty file or an empty database (nothing is created).
    private static func emptyStore(_ path: String) throws(StoreError) -> HistoryStore {
        do {
            return try HistoryStore(DatabaseQueue(), path: path)
        } catch let error as StoreError {
            throw error
        } catch {
            throw .cannotOpen(path: path, reason: StoreFailure(error))
        }
    }

    /// Opens the file at `path` for writing, creating and migrating it as needed (under the lock).
    private static func openForWriting(_ path: String, busyTimeout: TimeInterval) throws(StoreError) -> HistoryStore {
        do {
            if case .sqlite = StoreFile.kind(at: path) {
                // Looked at through a read-only connection first, which changes nothing.
                let probe = try DatabaseQueue(
                    path: path, configuration: configuration(readOnly: true, busyTimeout: busyTimeout))
                let identity = try probe.read { db in try StoreIdentity.of(db, migrator: migrator) }
                try probe.close()
                switch identity {
                case .foreign: throw StoreError.foreign(path: path)
                case .newer(let newer): throw StoreError.newerSchema(path: path, newer: newer)
                case .empty, .guess: break
                }
            }
            // A new store is the user's alone (it keeps the rooms' keys): created 0600 before SQLite opens it,
            // which gives its -wal and -shm the same mode. An existing file's mode is left as it is.
            if StoreFile.kind(at: path) == .missing { try StoreFile.createPrivate(path) }
            // A pool (WAL mode): reads, such as the words of recent games, never wait for a write.
            return try HistoryStore(
                DatabasePool(path: path, configuration: configuration(readOnly: false, busyTimeout: busyTimeout)),
                path: path)
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError
            where [.SQLITE_READONLY, .SQLITE_CANTOPEN].contains(error.resultCode)
            && FileManager.default.fileExists(atPath: path) && !FileManager.default.isWritableFile(atPath: path)
        {
            throw .cannotWrite(path: path, reason: .readOnly)
        } catch {
            throw .cannotOpen(path: path, reason: StoreFailure(error))
        }
    }

    /// Moves the damaged store aside and starts a new one (the caller holds the lock).
    private static func recover(
        _ location: StoreLocation, busyTimeout: TimeInterval
    ) throws(StoreError) -> (store: HistoryStore, notice: StoreNotice?) {
        let aside = try StoreFile.moveAside(location.path)
        return (
            try openForWriting(location.path, busyTimeout: busyTimeout), .movedAside(path: location.path, aside: aside)
        )
    }
}

/// An exclusive `flock` on a store's directory, held while a store there is created, migrated or
/// recovered: processes opening the same store take turns (a missing directory is not locked).
struct DirectoryLock {
    private let descriptor: Int32

    /// Takes the lock on the directory of `path`, waiting for whoever holds it.
    init(of path: String) {
        let directory = (path as NSString).deletingLastPathComponent
        descriptor = Glibc.open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 { _ = flock(descriptor, LOCK_EX) }
    }

    /// Lets go of the lock.
    func release() {
        guard descriptor >= 0 else { return }
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
