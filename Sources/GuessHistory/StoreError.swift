/// Why the history store could not be used. A typed value: the executable renders it in the user's
/// language (the data layer reads no interface language).
package enum StoreError: Error, Equatable, Sendable {
    /// The store at `path` cannot be opened, for `reason`.
    case cannotOpen(path: String, reason: StoreFailure)
    /// The store at `path` cannot be written, for `reason`.
    case cannotWrite(path: String, reason: StoreFailure)
    /// The file is an SQLite database of another program: it is never changed.
    case foreign(path: String)
    /// The file named by `--db` or `GUESS_DB` is not an SQLite database (nor an empty file): it is never
    /// changed, moved or replaced.
    case notADatabase(path: String)
    /// The path names a device, a FIFO, a directory or anything else that is not a regular file.
    case notARegularFile(path: String)
    /// The store is damaged and the command only reads: it is left as it is (`guess play` moves it aside).
    case damaged(path: String)
    /// The store was written by a newer `guess` (a schema this binary does not know): it is not changed.
    case newerSchema(path: String, newer: NewerSchema)
    /// No game has this id.
    case notFound(id: Int64)
    /// Every part of the game asked for was skipped, for these reasons.
    case unreadable(path: String, skipped: [SkippedPart])
    /// No `--db`, no `GUESS_DB`, and neither `XDG_DATA_HOME` nor `HOME` to find the default store by.
    case noLocation
    /// A backup was asked for onto the store itself (or its journal).
    case backupOntoStore(path: String)
    /// The copy a backup made failed SQLite's `integrity_check` (`report`, its first lines): it was not
    /// put in place.
    case backupDamaged(path: String, report: String)

    /// The file the error is about, when there is one.
    package var path: String? {
        switch self {
        case .cannotOpen(let path, _), .cannotWrite(let path, _), .foreign(let path), .notADatabase(let path),
            .notARegularFile(let path), .damaged(let path), .newerSchema(let path, _), .unreadable(let path, _),
            .backupOntoStore(let path), .backupDamaged(let path, _):
            path
        case .notFound, .noLocation: nil
        }
    }
}
