import Foundation
import GRDB

/// Every round played, in SQLite through GRDB, over any `DatabaseWriter` (a file, or an in-memory
/// `DatabaseQueue()` in tests), in the shape of GRDB's `AppDatabase`: the initializer brings the schema up
/// to date through `migrator`, and the store's operations are methods (listings, whole games, recording as
/// the round happens, stats, delete).
///
/// Rows are decoded through record types (`GameRow`, `RoundRow`, `WordRow`) with GRDB's throwing
/// decoding: a row that does not decode, or holds a number outside the range guess writes, is skipped
/// and described as a `SkippedPart`. Opening a file (identity, the one lock, recovery) is in
/// `HistoryStore+Opening.swift`.
package final class HistoryStore: Sendable {
    /// The file, for messages ("in memory" for a store on an in-memory database).
    package let path: String
    /// The connection.
    let writer: any DatabaseWriter
    /// Whether the store is open for reading only (a read-only command, a read-only file, a newer schema).
    package let isReadOnly: Bool
    /// What the store's schema has (one older than the code's when it is only read), read once at its opening.
    let schema: StoreSchema
    /// Whether `game.turns_per_team` exists (stores of schema 3 and later).
    var knowsTurnsPerTeam: Bool { schema.turnsPerTeam }
    /// Whether the store keeps right and wrong per word in `word_tally` (schema 3 and later).
    var keepsWordTallies: Bool { schema.wordTallies }

    /// A store on `writer`, its schema brought up to date, the rounds left open by a killed game closed.
    package convenience init(_ writer: any DatabaseWriter, path: String = "in memory") throws(StoreError) {
        do {
            if try !writer.read(Self.migrator.hasCompletedMigrations) { try Self.migrator.migrate(writer) }
        } catch {
            throw .cannotWrite(path: path, reason: StoreFailure(error))
        }
        try self.init(writer, path: path, readOnly: false)
        do {
            try closeAbandonedRounds()
        } catch {
            throw .cannotWrite(path: path, reason: StoreFailure(error))
        }
    }

    /// A store on `writer` as it is: never migrated (`readOnly`), or already migrated.
    init(_ writer: any DatabaseWriter, path: String, readOnly: Bool) throws(StoreError) {
        self.path = path
        self.writer = writer
        isReadOnly = readOnly
        do {
            schema = try writer.read(StoreSchema.init)
        } catch {
            throw .cannotOpen(path: path, reason: StoreFailure(error))
        }
    }

    /// Runs `body` in a write transaction; a store opened for reading only refuses. A `SkippedPart` that
    /// `body` throws (a stored value the write would have to read and cannot) rolls it back and is
    /// reported as `StoreError.unreadable`.
    func write<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        if isReadOnly { throw .cannotWrite(path: path, reason: .readOnly) }
        do {
            return try writer.write(body)
        } catch let error as StoreError {
            throw error
        } catch let part as SkippedPart {
            throw .unreadable(path: path, skipped: [part])
        } catch {
            throw .cannotWrite(path: path, reason: StoreFailure(error))
        }
    }

    /// Runs `body` in a read transaction; a `SkippedPart` it throws is reported as `StoreError.unreadable`.
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try writer.read(body)
        } catch let error as StoreError {
            throw error
        } catch let part as SkippedPart {
            throw .unreadable(path: path, skipped: [part])
        } catch {
            throw .cannotOpen(path: path, reason: StoreFailure(error))
        }
    }
}

extension StoreFailure {
    /// The failure an SQLite error stands for.
    init(_ error: any Error) {
        guard let error = error as? DatabaseError else {
            self = .other("\(error)")
            return
        }
        switch error.resultCode {
        case .SQLITE_CANTOPEN: self = .cannotOpenFile
        case .SQLITE_READONLY: self = .readOnly
        case .SQLITE_FULL: self = .diskFull
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: self = .damaged
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy
        default: self = .other(error.message ?? "\(error.resultCode)")
        }
    }
}
