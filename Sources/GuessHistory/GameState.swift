import Foundation
import GuessRoom
import Synchronization

/// The game a `HistoryRecorder` is keeping, as its caller's thread sees it: the game's first change,
/// held back until its first round starts, and a notice for a recorder with no writing queue.
final class GameState: Sendable {
    private struct Held {
        var unwritten: RecordingQueue.Change?
        var written = false
        var notice: StoreNotice?
        var room: StoredRoom?
    }

    private let held = Mutex(Held())

    /// A new game, whose first change is `change`.
    func begin(_ change: RecordingQueue.Change) {
        held.withLock {
            $0.unwritten = change
            $0.written = false
        }
    }

    /// The game's first change if it is not queued yet (it is then counted as written).
    func takeUnwritten() -> RecordingQueue.Change? {
        held.withLock { state in
            defer { state.unwritten = nil }
            if state.unwritten != nil { state.written = true }
            return state.unwritten
        }
    }

    /// Whether the game was queued for writing (it had a round).
    var wasWritten: Bool { held.withLock { $0.written } }

    /// Keeps the room the game's phones joined, as it is now; returns whether the game was queued already
    /// (the room is then queued too; otherwise it follows the game's first change, `heldRoom`).
    func keepRoom(_ new: StoredRoom) -> Bool {
        held.withLock {
            $0.room = new
            return $0.written
        }
    }

    /// The room kept so far, if any.
    var heldRoom: StoredRoom? { held.withLock { $0.room } }

    /// Keeps a notice to pass on.
    func setNotice(_ new: StoreNotice) { held.withLock { $0.notice = new } }

    /// The notice, once.
    func takeNotice() -> StoreNotice? {
        held.withLock { state in
            defer { state.notice = nil }
            return state.notice
        }
    }
}
