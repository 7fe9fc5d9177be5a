import Foundation

/// The game a `HistoryRecorder` is keeping, as its caller's thread sees it: the game's first change,
/// held back until its first round starts, and a notice for a recorder with no writing queue.
final class GameState: @unchecked Sendable {
    private let lock = NSLock()
    private var unwritten: RecordingQueue.Change?
    private var written = false
    private var notice: StoreNotice?

    /// A new game, whose first change is `change`.
    func begin(_ change: RecordingQueue.Change) {
        lock.withLock {
            unwritten = change
            written = false
        }
    }

    /// The game's first change if it is not queued yet (it is then counted as written).
    func takeUnwritten() -> RecordingQueue.Change? {
        lock.withLock {
            defer { unwritten = nil }
            if unwritten != nil { written = true }
            return unwritten
        }
    }

    /// Whether the game was queued for writing (it had a round).
    var wasWritten: Bool { lock.withLock { written } }

    /// Keeps a notice to pass on.
    func setNotice(_ new: StoreNotice) { lock.withLock { notice = new } }

    /// The notice, once.
    func takeNotice() -> StoreNotice? {
        lock.withLock {
            defer { notice = nil }
            return notice
        }
    }
}
