import Foundation
import GuessGame
import GuessRoom
import GuessWords

/// The recorder's writes, in order, on a thread of their own: the game only appends to the queue and
/// never waits on the store. A write that finds another program holding the store's write lock (busy,
/// after the connection's short busy timeout) is tried again until it goes through, so nothing is lost
/// or reordered; the host is told once that history is behind. Any other failure stops the recording
/// (the host is told once).
final class RecordingQueue: @unchecked Sendable {
    /// One change to write.
    enum Change {
        case beginGame(GameStart)
        case beginRound(RoundStart)
        case event(RoundEvent)
        case finishGame(scoreboard: [(team: String, score: Int)], unfinished: Bool = false)
        /// A stored game taken up again (`guess play --resume`): its next rounds join it.
        case continueGame(id: Int64, replacing: Int64?)
        /// Marks of the round just played corrected (with the scoreboard of a game already ended).
        case correctRound(changes: [WordCorrection], at: Date, scoreboard: [(team: String, score: Int)]?)
        /// A bonus or penalty point for a team of the current game.
        case adjust(PointAdjustment)
        /// The room the current game's phones joined, as it is now.
        case keepRoom(StoredRoom)
        /// Who describes the round being recorded, named after it began.
        case describer(String?)
    }

    private let store: HistoryStore
    /// Guards everything below it, and signals when the queue changes.
    private let condition = NSCondition()
    /// The changes appended and not yet written are `pending[written...]`: taking one off the front
    /// moves an index, not the whole queue (a piped game queues millions).
    private var pending: [Change] = []
    private var written = 0
    /// Every change written so far: the waits see progress in it.
    private var totalWritten = 0
    private var notice: StoreNotice?
    private var toldBehind = false
    /// Whether the last write found another program holding the store's write lock.
    private var locked = false
    private var stopped = false
    private var closing = false
    // Touched by the writing thread alone.
    private var gameID: Int64?
    private var roundID: Int64?

    /// A queue writing to `store`, its thread started.
    init(store: HistoryStore) {
        self.store = store
        let thread = Thread { [self] in run() }
        thread.name = "guess history writer"
        thread.start()
    }

    /// Appends a change; returns at once. Once a failure stopped the recording, the change is counted in the
    /// notice's lost changes while that notice waits to be told.
    func append(_ change: Change) {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped else {
            if case .stopped(let error, let lost)? = notice { notice = .stopped(error, lost: lost + 1) }
            return
        }
        pending.append(change)
        condition.broadcast()
    }

    /// Waits until every change so far is written; returns how many are still waiting. It gives up only
    /// when the store stays locked by another program (its last write found the lock held) for `timeout`
    /// seconds of `clock` without a change written: a long queue written slowly (a busy machine, a piped
    /// game of a million answers) is waited for to its end. `progress` is called with what is left every
    /// time the waiting thread looks (about every `pollSlice` seconds; the clock, not the wall, decides
    /// what that means); it returns false to stop waiting (the host chose to abandon).
    @discardableResult
    func waitUntilWritten(
        timeout: TimeInterval, clock: MonotonicClock, progress: ((_ left: Int, _ waited: Double) -> Bool)? = nil
    ) -> Int {
        condition.lock()
        defer { condition.unlock() }
        let start = clock.now
        var lastProgressAt = start
        var progressSeen = totalWritten
        while waiting > 0 && !stopped {
            // The wall clock only paces how often the clock is looked at; it bounds nothing.
            _ = condition.wait(until: Date(timeIntervalSinceNow: Self.pollSlice))
            guard waiting > 0 && !stopped else { break }
            let now = clock.now
            if totalWritten != progressSeen {
                progressSeen = totalWritten
                lastProgressAt = now
            } else if locked && now - lastProgressAt >= timeout {
                break
            }
            if let progress {
                let left = waiting
                condition.unlock()
                let goOn = progress(left, now - start)
                condition.lock()
                if !goOn { break }
            }
        }
        return stopped ? 0 : waiting
    }

    /// How often a waiting thread looks at the clock and reports progress, in wall seconds.
    static let pollSlice: TimeInterval = 0.05

    /// Drops every change not written yet and stops recording; returns what was dropped (the host chose to
    /// abandon the wait at the end of a game).
    func abandon() -> UnsavedChanges {
        condition.lock()
        defer { condition.unlock() }
        var lost = UnsavedChanges()
        for change in pending[written...] {
            lost.changes += 1
            switch change {
            case .event(.answered): lost.answers += 1
            case .beginRound: lost.turns += 1
            case .finishGame: lost.gameEnd = true
            default: break
            }
        }
        stopped = true
        pending.removeAll()
        written = 0
        condition.broadcast()
        return lost
    }

    /// Whether recording stopped for good.
    var hasStopped: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopped
    }

    /// The notice to pass on, once.
    func takeNotice() -> StoreNotice? {
        condition.lock()
        defer { condition.unlock() }
        defer { notice = nil }
        return notice
    }

    /// Sets the notice to pass on, unless one about stopping is already waiting.
    package func tell(_ new: StoreNotice) {
        condition.lock()
        defer { condition.unlock() }
        if case .stopped = notice { return }
        notice = new
    }

    /// How many changes wait to be written (the lock held).
    private var waiting: Int { pending.count - written }

    /// Lets the thread end once the queue is empty.
    package func close() {
        condition.lock()
        defer { condition.unlock() }
        closing = true
        condition.broadcast()
    }

    private func run() {
        while true {
            condition.lock()
            while waiting == 0 && !closing && !stopped { condition.wait() }
            guard !stopped, waiting > 0 else {
                condition.unlock()
                return
            }
            // A run of a round's events goes in one transaction: a piped game queues them faster than
            // one transaction each could keep up with.
            var count = 1
            if case .event = pending[written] {
                while count < Self.batchLimit, written + count < pending.count,
                    case .event = pending[written + count]
                {
                    count += 1
                }
            }
            let batch = pending[written..<(written + count)]
            condition.unlock()
            let failure = write(batch)
            condition.lock()
            // Abandoned while this batch was being written: the queue is gone, nothing to account for.
            guard !stopped else {
                condition.broadcast()
                condition.unlock()
                return
            }
            switch failure {
            case nil:
                locked = false
                written += count
                totalWritten += count
                if written == pending.count || written > 4096 && written * 2 > pending.count {
                    pending.removeFirst(written)
                    written = 0
                }
            case .cannotWrite(_, reason: .busy)?, .cannotOpen(_, reason: .busy)?:
                locked = true
                if !toldBehind {
                    toldBehind = true
                    notice = .behind(waiting: waiting)
                }
            case let error?:
                // Nothing is dropped silently: the notice names how many changes were not written.
                let lost = waiting
                stopped = true
                pending.removeAll()
                written = 0
                notice = .stopped(error, lost: lost)
            }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The most round events written in one transaction.
    static let batchLimit = 1000

    /// Writes one change, or a run of round events; the error when it failed (and nothing was written).
    private func write(_ batch: ArraySlice<Change>) -> StoreError? {
        do throws(StoreError) {
            guard batch.count == 1, let change = batch.first else {
                guard let roundID else { return nil }
                let events = batch.compactMap { change -> RoundEvent? in
                    if case .event(let event) = change { event } else { nil }
                }
                try store.record(events, roundID: roundID)
                return nil
            }
            switch change {
            case .beginGame(let start):
                roundID = nil
                gameID = try store.beginGame(start)
            case .continueGame(let id, let cutRound):
                roundID = nil
                try store.continueGame(id, replacing: cutRound)
                gameID = id
            case .beginRound(let start):
                guard let gameID else { return nil }
                roundID = try store.beginRound(gameID: gameID, start)
            case .event(let event):
                guard let roundID else { return nil }
                try store.record(event, roundID: roundID)
            case .finishGame(let scoreboard, let unfinished):
                guard let gameID else { return nil }
                try store.finishGame(gameID, scoreboard: scoreboard)
                try store.markEnding(gameID, unfinished: unfinished)
                if !unfinished { try store.forgetRoomSecrets(gameID: gameID) }
            case .correctRound(let changes, let time, let scoreboard):
                guard let roundID else { return nil }
                try store.correctRound(roundID, changes: changes, at: time, gameID: gameID, scoreboard: scoreboard)
            case .adjust(let adjustment):
                guard let gameID else { return nil }
                try store.adjustScore(adjustment, gameID: gameID)
            case .keepRoom(let room):
                guard let gameID else { return nil }
                try store.keepRoom(room, gameID: gameID)
            case .describer(let describer):
                guard let roundID else { return nil }
                try store.describeRound(roundID, by: describer)
            }
            return nil
        } catch {
            return error
        }
    }
}
