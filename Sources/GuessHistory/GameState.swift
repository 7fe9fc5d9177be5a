import Foundation
import GuessRoom

/// The game a `HistoryRecorder` is keeping, as its caller's thread sees it: the game's first change,
/// held back until its first round starts, and a notice for a recorder with no writing queue.
final class GameState: @unchecked Sendable {
    private let lock = NSLock()
    private var unwritten: RecordingQueue.Change?
    private var written = false
    private var notice: StoreNotice?
    private var room: StoredRoom?

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

    /// Keeps the room the game's phones joined, as it is now; returns whether the game was queued already
    /// (the room is then queued too; otherwise it follows the game's first change, `heldRoom`).
    func keepRoom(_ new: StoredRoom) -> Bool {
        lock.withLock {
            room = new
            return written
        }
    }

    /// The room kept so far, if any.
    var heldRoom: StoredRoom? { lock.withLock { room } }

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
