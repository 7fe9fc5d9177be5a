/// Something the host is told about the history store, once, in one line. A typed value: the executable
/// renders it in the user's language.
package enum StoreNotice: Equatable, Sendable {
    /// The store was damaged: it was moved to `aside` (its bytes kept) and a new one started at `path`.
    case movedAside(path: String, aside: String)
    /// History is not kept in this game, because of `error`.
    case notKept(StoreError)
    /// History stopped being kept part-way, because of `error`; the `lost` changes waiting then were not
    /// written.
    case stopped(StoreError, lost: Int = 0)
    /// Another program holds the store's write lock: `waiting` changes wait to be written, in order, and
    /// are written as soon as it lets go.
    case behind(waiting: Int)
    /// The game ended while another program still held the store's write lock: the last `lost` changes
    /// of the game could not be written.
    case unsaved(lost: Int)
    /// The end of the game waits for the history: `left` changes are still being written (shown after a
    /// second as `saving history… N left`).
    case saving(left: Int)
    /// The host abandoned the wait at the end of the game: what was not written.
    case abandoned(UnsavedChanges)
    /// The store given by `--db`/`GUESS_DB` cannot be read for fresh words first (`--no-history`).
    case unreadable(StoreError)
}
