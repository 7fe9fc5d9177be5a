/// Why SQLite could not open or write the store.
package enum StoreFailure: Equatable, Sendable {
    /// The file or its directory is missing or cannot be opened.
    case cannotOpenFile
    /// The file (or its directory) is read-only, or the store is open for reading only.
    case readOnly
    /// The disk is full.
    case diskFull
    /// The file is damaged.
    case damaged
    /// Another program held the store's write lock for longer than guess waits.
    case busy
    /// A damaged store could not be moved aside (the system's reason).
    case cannotMoveAside(reason: String)
    /// Anything else, in SQLite's words.
    case other(String)
}
