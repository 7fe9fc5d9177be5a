import Foundation
import GRDB

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The store whole on disk: a clean close folds the write-ahead log into the store's own file, and a
/// backup is a consistent copy made with SQLite's online backup, checked before it takes its name.
extension HistoryStore {
    /// Folds the write-ahead log into the store's file and empties it (`wal_checkpoint(TRUNCATE)`), so
    /// that `history.sqlite` alone holds every game: a host who copies the store by its name copies it
    /// all; then closes the connection, so a program that goes on (a test, another game in the same
    /// process) holds no file of the store. A store open for reading only is just closed. Called when a
    /// command is done with the store; nothing may use it after.
    package func close() throws(StoreError) {
        defer { try? writer.close() }
        guard !isReadOnly, writer is DatabasePool else { return }
        do {
            try writer.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        } catch {
            throw .cannotWrite(path: path, reason: StoreFailure(error))
        }
    }

    /// Closes the connection without folding the write-ahead log in (a store whose writes failed); nothing
    /// may use the store after.
    package func closeWithoutCheckpoint() throws(StoreError) {
        do {
            try writer.close()
        } catch {
            throw .cannotWrite(path: path, reason: StoreFailure(error))
        }
    }

    /// Writes a consistent copy of the store to `destination` with SQLite's online backup (GRDB's
    /// `backup(to:)`): written beside it under a name of its own, checked with `integrity_check`, then
    /// renamed over it. A file already there is replaced only when it is a guess store (an earlier backup
    /// or another store of guess); anything else, and the store itself, is refused untouched. Returns the
    /// number of games copied.
    @discardableResult
    package func backup(to destination: String) throws(StoreError) -> Int {
        try Self.checkBackupTarget(destination, store: path)
        let directory = (destination as NSString).deletingLastPathComponent
        let temporary =
            (directory.isEmpty ? "" : directory + "/")
            + ".\((destination as NSString).lastPathComponent).tmp-\(getpid())"
        defer {
            for suffix in ["", "-journal", "-wal", "-shm"] { unlink(temporary + suffix) }
        }
        let games: Int
        do {
            unlink(temporary)
            // The copy holds what the store holds (the rooms' keys too): the user's alone, as the store.
            try StoreFile.createPrivate(temporary)
            let copy = try DatabaseQueue(path: temporary)
            try writer.backup(to: copy)
            // The copy stands alone: one file, no write-ahead log beside it.
            try copy.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
            let report = try copy.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
            guard report == ["ok"] else {
                throw StoreError.backupDamaged(path: destination, report: report.prefix(5).joined(separator: "; "))
            }
            games = try copy.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM game") ?? 0 }
            try copy.close()
        } catch let error as StoreError {
            throw error
        } catch {
            throw .cannotWrite(path: destination, reason: StoreFailure(error))
        }
        // Checked again just before: a file put there meanwhile is not replaced either.
        try Self.checkBackupTarget(destination, store: path)
        guard rename(temporary, destination) == 0 else {
            throw .cannotWrite(path: destination, reason: .other(String(cString: strerror(errno))))
        }
        return games
    }

    /// Refuses a backup onto anything but a missing file or a guess store other than `store` itself.
    static func checkBackupTarget(_ destination: String, store: String) throws(StoreError) {
        if destination.isEmpty { throw .cannotWrite(path: destination, reason: .cannotOpenFile) }
        switch StoreFile.kind(at: destination) {
        case .missing: return
        case .notRegular: throw .notARegularFile(path: destination)
        case .unreadable(let reason): throw .cannotWrite(path: destination, reason: .other(reason))
        case .empty, .other: throw .notADatabase(path: destination)
        case .sqlite(marked: false): throw .foreign(path: destination)
        case .sqlite(marked: true): break
        }
        if sameFile(destination, store) { throw .backupOntoStore(path: destination) }
        // Marked in its header; its tables must say it too (read only, nothing changed).
        let identity: StoreIdentity
        do {
            var configuration = Configuration()
            configuration.readonly = true
            let probe = try DatabaseQueue(path: destination, configuration: configuration)
            defer { try? probe.close() }
            identity = try probe.read { db in try StoreIdentity.of(db, migrator: migrator) }
        } catch {
            throw .notADatabase(path: destination)
        }
        switch identity {
        case .guess, .newer: return
        case .empty, .foreign: throw .foreign(path: destination)
        }
    }

    /// Whether two paths name the same file (its -wal and -shm stand for it too).
    private static func sameFile(_ one: String, _ other: String) -> Bool {
        var first = stat()
        var second = stat()
        for suffix in ["", "-wal", "-shm"] where stat(other + suffix, &second) == 0 {
            if stat(one, &first) == 0, first.st_dev == second.st_dev, first.st_ino == second.st_ino { return true }
        }
        return false
    }
}
