import Foundation
import GuessWords

/// The recorder's writes, in order, on a thread of their own: the game only appends to the queue and
/// never waits on the store. A write that finds another program holding the store's write lock (busy,
/// after the connection's short busy timeout) is tried again until it goes through, so nothing is lost
/// or reordered; the host is told once that history is behind. Any other failure stops the recording
/// (the host is told once).
final class RecordingQueue: @unchecked Sendable {
    /// One change to write.
    enum Change {
        case beginGame(startedAt: Date, teams: [String]?, penalty: Bool, turnsPerTeam: Int?)
        case beginRound(turn: Int, team: String?, startedAt: Date, seconds: Int, seed: UInt64?, bank: String)
        case event(RoundEvent)
        case finishGame(scoreboard: [(team: String, score: Int)])
    }

    private let store: HistoryStore
    /// Guards everything below it, and signals when the queue changes.
    private let condition = NSCondition()
    /// The changes appended so far; those before `head` are written (dropped in bulk now and then, so
    /// taking a batch off the front costs O(batch), not O(queue)).
    private var pending: [Change] = []
    private var head = 0
    private var waiting: ArraySlice<Change> { pending[head...] }
    /// Changes written so far: the end of a game waits while this grows.
    private var written = 0
    /// At most this many round events go in one transaction.
    static let batchLimit = 500
    private var notice: StoreNotice?
    private var toldBehind = false
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

    /// Appends a change; returns at once.
    func append(_ change: Change) {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped else { return }
        pending.append(change)
        condition.broadcast()
    }

    /// Waits until every change so far is written, as long as writes go through: it gives up only after
    /// `timeout` seconds in which nothing was written (another program holds the store). Returns how many
    /// changes are still waiting.
    @discardableResult
    func waitUntilWritten(timeout: TimeInterval) -> Int {
        condition.lock()
        defer { condition.unlock() }
        var deadline = Date(timeIntervalSinceNow: timeout)
        var seen = written
        while !waiting.isEmpty && !stopped {
            let woken = condition.wait(until: deadline)
            if written != seen {
                seen = written
                deadline = Date(timeIntervalSinceNow: timeout)
            } else if !woken {
                break
            }
        }
        return stopped ? 0 : waiting.count
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
    func tell(_ new: StoreNotice) {
        condition.lock()
        defer { condition.unlock() }
        if case .stopped = notice { return }
        notice = new
    }

    /// Lets the thread end once the queue is empty.
    func close() {
        condition.lock()
        defer { condition.unlock() }
        closing = true
        condition.broadcast()
    }

    private func run() {
        while true {
            condition.lock()
            while waiting.isEmpty && !closing && !stopped { condition.wait() }
            guard !stopped, let change = waiting.first else {
                condition.unlock()
                return
            }
            // The round's events waiting in a row go in one transaction: a fast pipe's answers cost one
            // commit per batch, not one each.
            var events: [RoundEvent] = []
            for next in waiting.prefix(Self.batchLimit) {
                guard case .event(let event) = next else { break }
                events.append(event)
            }
            condition.unlock()
            let failure = events.isEmpty ? write(change) : write(events)
            condition.lock()
            switch failure {
            case nil:
                head += max(1, events.count)
                written += max(1, events.count)
                if head >= 4_096 && head * 2 >= pending.count {
                    pending.removeFirst(head)
                    head = 0
                }
            case .cannotWrite(_, reason: .busy)?, .cannotOpen(_, reason: .busy)?:
                if !toldBehind {
                    toldBehind = true
                    notice = .behind(waiting: waiting.count)
                }
            case let error?:
                stopped = true
                pending.removeAll()
                head = 0
                notice = .stopped(error)
            }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Writes round events in one transaction; the error when it failed.
    private func write(_ events: [RoundEvent]) -> StoreError? {
        guard let roundID else { return nil }
        do throws(StoreError) {
            try store.record(events, roundID: roundID)
            return nil
        } catch {
            return error
        }
    }

    /// Writes one change; the error when it failed.
    private func write(_ change: Change) -> StoreError? {
        do throws(StoreError) {
            switch change {
            case .beginGame(let startedAt, let teams, let penalty, let turnsPerTeam):
                roundID = nil
                gameID = try store.beginGame(
                    startedAt: startedAt, teams: teams, penalty: penalty, turnsPerTeam: turnsPerTeam)
            case .beginRound(let turn, let team, let startedAt, let seconds, let seed, let bank):
                guard let gameID else { return nil }
                roundID = try store.beginRound(
                    gameID: gameID, turn: turn, team: team, startedAt: startedAt, seconds: seconds, seed: seed,
                    bank: bank)
            case .event(let event):
                guard let roundID else { return nil }
                try store.record(event, roundID: roundID)
            case .finishGame(let scoreboard):
                guard let gameID else { return nil }
                try store.finishGame(gameID, scoreboard: scoreboard)
            }
            return nil
        } catch {
            return error
        }
    }
}
