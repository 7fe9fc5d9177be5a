import Foundation
import GuessGame
import GuessRoom
import GuessWords
import Synchronization

/// Keeps the rounds of `guess play` in the history store as they happen, off the game loop: every call
/// returns at once, and the changes are written in order on a thread of their own (`RecordingQueue`),
/// each with a short busy timeout, tried again while another program holds the store's write lock. When
/// the store cannot be opened or written the game goes on without it, and the host is told once
/// (`takeNotice()`, a typed `StoreNotice` the executable renders in the user's language).
///
/// A game is written when its first round starts, so a game stopped before any turn leaves nothing behind
/// and game ids run without gaps. The end of a party game (`finishGame`) and of a session of single
/// rounds (`flush()`) wait until every change is written, however long a slow machine takes; they stop
/// waiting only when another program keeps the store locked for `flushTimeout` seconds of the injected
/// clock without a change written, or when the host abandons (`abandon()`), and then say what was not
/// written. A store that fails stops the recording with a notice naming how many changes were lost.
package final class HistoryRecorder: Sendable {
    private let store: HistoryStore?
    private let queue: RecordingQueue?
    /// How long the end of a game waits for the writes.
    private let flushTimeout: TimeInterval
    /// The clock the waits are measured on (a manual clock in tests: no test waits on real time).
    nonisolated(unsafe) private let clock: MonotonicClock
    /// Called while the end of a game waits (see `flush(timeout:progress:)` when none is passed).
    private let waitReporter = WaitReporter()
    /// The game written with its first round, and whether it is a single round (touched by the game's
    /// thread alone).
    private let game = GameState()

    /// The busy timeout of a recording connection: how long one write waits for another program's write
    /// lock before it is queued again.
    package static let busyTimeout: TimeInterval = 0.25

    /// A recorder that keeps nothing and reads nothing.
    package static var disabled: HistoryRecorder { HistoryRecorder(store: nil, writes: false, notice: nil) }

    /// A recorder writing to `store` (an in-memory store in tests); the end of a game gives up on a store
    /// another program keeps locked after `flushTimeout` seconds of `clock` without progress.
    package convenience init(
        store: HistoryStore, flushTimeout: TimeInterval = 3, clock: MonotonicClock = SystemMonotonicClock()
    ) {
        self.init(store: store, writes: true, notice: nil, flushTimeout: flushTimeout, clock: clock)
    }

    private init(
        store: HistoryStore?, writes: Bool, notice: StoreNotice?, flushTimeout: TimeInterval = 3,
        clock: MonotonicClock = SystemMonotonicClock()
    ) {
        self.store = store
        queue = writes ? store.map(RecordingQueue.init(store:)) : nil
        self.flushTimeout = flushTimeout
        self.clock = clock
        guard let notice else { return }
        if let queue { queue.tell(notice) } else { game.setNotice(notice) }
    }

    deinit { queue?.close() }

    /// Opens the store at `--db`, `GUESS_DB` or the default location (creating the default directory),
    /// as `environment` names them.
    package static func open(explicitPath: String?, environment: [String: String]) -> HistoryRecorder {
        guard let location = StoreLocation.resolve(explicit: explicitPath, environment: environment) else {
            return HistoryRecorder(store: nil, writes: true, notice: .notKept(.noLocation))
        }
        if location.path.isEmpty {
            return HistoryRecorder(
                store: nil, writes: true, notice: .notKept(.cannotOpen(path: "", reason: .cannotOpenFile)))
        }
        if location.isDefault {
            let directory = (location.path as NSString).deletingLastPathComponent
            try? FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        do throws(StoreError) {
            let (store, notice) = try HistoryStore.open(location, access: .write, busyTimeout: busyTimeout)
            return HistoryRecorder(store: store, writes: true, notice: notice)
        } catch {
            return HistoryRecorder(store: nil, writes: true, notice: .notKept(error))
        }
    }

    /// A recorder that writes nothing (`--no-history`, `history.enabled = false`) but reads the store, when
    /// there is one, for the words of recent games: fresh words first still holds. The store is never
    /// created, migrated, moved aside or written; when it cannot be read, fresh words are simply off
    /// (another program's file, or a file that is not a database, is named in a notice).
    package static func readingOnly(explicitPath: String?, environment: [String: String]) -> HistoryRecorder {
        guard let location = StoreLocation.resolve(explicit: explicitPath, environment: environment),
            FileManager.default.fileExists(atPath: location.path)
        else { return .disabled }
        do throws(StoreError) {
            let (store, _) = try HistoryStore.open(location, access: .read)
            return HistoryRecorder(store: store, writes: false, notice: nil)
        } catch {
            switch error {
            case .foreign, .notADatabase, .notARegularFile:
                return HistoryRecorder(store: nil, writes: false, notice: .unreadable(error))
            default: return .disabled
            }
        }
    }

    /// Whether rounds are being kept.
    package var isRecording: Bool { queue.map { !$0.hasStopped } ?? false }

    /// The one notice about the store (not kept, moved aside, behind, stopped), once: nil after it was
    /// taken or when there is none.
    package func takeNotice() -> StoreNotice? { queue?.takeNotice() ?? game.takeNotice() }

    /// Starts a game (a single round, or a party game of turns); it is written with its first round.
    package func beginGame(_ start: GameStart) {
        game.begin(.beginGame(start))
    }

    /// Corrects marks of the round just played, in one transaction; `scoreboard` is the game's new final
    /// scoreboard when the party game had already ended (it is written in the same transaction).
    package func correctRound(
        _ changes: [WordCorrection], at time: Date, scoreboard: [(team: String, score: Int)]? = nil
    ) {
        guard game.wasWritten else { return }
        queue?.append(.correctRound(changes: changes, at: time, scoreboard: scoreboard))
    }

    /// Keeps a bonus or penalty point the host gave a team of the current game.
    package func adjustScore(_ adjustment: PointAdjustment) {
        guard game.wasWritten else { return }
        queue?.append(.adjust(adjustment))
    }

    /// Continues stored game `id` (`guess play --resume`): its next rounds are kept with it, and it is no
    /// longer ended; the round `replacing` (the turn a signal cut off) is deleted, its turn played again.
    /// Written with the first round, like a new game.
    package func continueGame(id: Int64, replacing cutRound: Int64? = nil) {
        game.begin(.continueGame(id: id, replacing: cutRound))
    }

    /// Starts a round of the current game (writing the game first, if this is its first round).
    package func beginRound(_ start: RoundStart) {
        guard let queue else { return }
        if let first = game.takeUnwritten() {
            queue.append(first)
            if let room = game.heldRoom { queue.append(.keepRoom(room)) }
        }
        queue.append(.beginRound(start))
    }

    /// Keeps the room the game's phones joined (its code, keys and the players held), so that a resumed
    /// game opens the same room; written with the game's first round, and again at each change after.
    package func keepRoom(_ room: StoredRoom) {
        if game.keepRoom(room) { queue?.append(.keepRoom(room)) }
    }

    /// Records one event of the current round; returns at once, the end of a round too (its export and
    /// its time's-up card come at once). The end of a session of single rounds waits with `flush()`.
    package func record(_ event: RoundEvent) {
        queue?.append(.event(event))
    }

    /// Names who describes the round being recorded (the room chose another once it had begun).
    package func describeRound(by describer: String?) {
        queue?.append(.describer(describer))
    }

    /// Records the scoreboard of a party game (nothing when no turn was played), and waits for the writes
    /// of the game, at most `flushTimeout` seconds.
    /// `unfinished`: the game was cut short and may be resumed.
    package func finishGame(scoreboard: [(team: String, score: Int)], unfinished: Bool = false) {
        guard let queue, game.wasWritten else { return }
        queue.append(.finishGame(scoreboard: scoreboard, unfinished: unfinished))
        flush()
    }

    /// Waits for every change so far to be written; returns whether they all were. It stops waiting only
    /// when another program keeps the store locked for `timeout` seconds (default `flushTimeout`) of the
    /// recorder's clock with nothing written (the rest is named in a notice), or when `progress` returns
    /// false. `progress` (default: the one set with `onWait`) is told how many changes are left, and for
    /// how long the end has waited, while it waits: a front end shows `StoreNotice.saving(left:)` after a
    /// second, and asks the host whether to abandon on Ctrl-C.
    @discardableResult
    package func flush(timeout: TimeInterval? = nil, progress: ((_ left: Int, _ waited: Double) -> Bool)? = nil) -> Bool
    {
        guard let queue else { return true }
        let waiting = queue.waitUntilWritten(
            timeout: timeout ?? flushTimeout, clock: clock, progress: progress ?? waitReporter.current)
        if waiting > 0 && !queue.hasStopped { queue.tell(.unsaved(lost: waiting)) }
        return waiting == 0
    }

    /// Sets what the end of a game calls while it waits for the history (see `flush(timeout:progress:)`):
    /// the front end that shows `saving history… N left` and offers to abandon.
    package func onWait(_ progress: (@Sendable (_ left: Int, _ waited: Double) -> Bool)?) {
        waitReporter.set(progress)
    }

    /// Gives up the changes not written yet (the host chose not to wait at the end of the game) and stops
    /// recording; returns what was dropped, which is also kept as the notice.
    @discardableResult
    package func abandon() -> UnsavedChanges {
        guard let queue else { return UnsavedChanges() }
        let lost = queue.abandon()
        if !lost.isEmpty { queue.tell(.abandoned(lost)) }
        return lost
    }

    /// Waits for every change (as `flush()`), then folds the store's write-ahead log into its file
    /// (`HistoryStore.close()`), so that the store's own file holds the whole history once `play` exits.
    package func close() {
        guard let queue, let store else { return }
        flush()
        queue.close()
        // A recording that stopped for good (a full disk) folds nothing in, but lets go of the store too.
        if queue.hasStopped { try? store.closeWithoutCheckpoint() } else { try? store.close() }
    }

    /// Seconds of play per word shown on `bank` in the store's unscripted rounds (nil without a store, with
    /// too little play, or when it cannot be read): the pace of the deck estimate.
    package func secondsPerWord(bank: String) -> Double? {
        guard let store else { return nil }
        return (try? store.secondsPerWord(bank: bank)) ?? nil
    }

    /// Words shown in the most recent `games` games (empty without a store, or when it cannot be read).
    package func wordsOfRecentGames(_ games: Int) -> Set<String> {
        guard let store else { return [] }
        return (try? store.wordsOfRecentGames(games)) ?? []
    }
}

/// The wait callback set with `HistoryRecorder.onWait`, read by the thread that waits.
private final class WaitReporter: Sendable {
    private let progress = Mutex<(@Sendable (Int, Double) -> Bool)?>(nil)

    func set(_ new: (@Sendable (Int, Double) -> Bool)?) { progress.withLock { $0 = new } }

    var current: ((Int, Double) -> Bool)? {
        guard let progress = progress.withLock({ $0 }) else { return nil }
        return { progress($0, $1) }
    }
}
