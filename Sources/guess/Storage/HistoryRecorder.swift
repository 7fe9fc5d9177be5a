import Foundation
import GuessWords

/// Keeps the rounds of `guess play` in the history store as they happen. When the store cannot be
/// opened or written the game goes on without it, and the host is told once, in one line.
///
/// A game is written when its first round starts, so a game stopped before any turn leaves nothing behind
/// and game ids run without gaps.
final class HistoryRecorder {
    private var store: HistoryStore?
    private var pendingNotice: String?
    private var pendingGame: (startedAt: Date, teams: [String]?, penalty: Bool, turnsPerTeam: Int?)?
    private var gameID: Int64?
    private var roundID: Int64?
    /// Whether rounds are written (false: the store is only read, for fresh words first).
    private let writes: Bool

    /// A recorder that keeps nothing and reads nothing.
    static var disabled: HistoryRecorder { HistoryRecorder(store: nil, notice: nil, writes: false) }

    private init(store: HistoryStore?, notice: String?, writes: Bool) {
        self.store = store
        pendingNotice = notice
        self.writes = writes
    }

    /// Opens the store at `--db`, `GUESS_DB` or the default location (creating the default directory).
    static func open(explicitPath: String?) -> HistoryRecorder {
        guard let location = HistoryStore.location(explicit: explicitPath) else {
            return HistoryRecorder(store: nil, notice: "guess: " + Console.strings.pick(
                    "history not kept: no HOME or XDG_DATA_HOME to keep it in", "未保存历史：没有 HOME 或 XDG_DATA_HOME 可供保存"),
                writes: true)
        }
        if location.isDefault {
            let directory = (location.path as NSString).deletingLastPathComponent
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        do throws(StoreError) {
            let (store, notice) = try HistoryStore.open(path: location.path, access: .write)
            return HistoryRecorder(store: store, notice: notice.map { "guess: " + $0 }, writes: true)
        } catch {
            return HistoryRecorder(store: nil, notice: "guess: " + Console.strings.pick("history not kept: ", "未保存历史：") + error.localized(Console.strings),
                writes: true)
        }
    }

    /// A recorder that writes nothing (`--no-history`, `history.enabled = false`) but reads the store, when
    /// there is one, for the words of recent games: fresh words first still holds. The store is never
    /// created, migrated or moved aside; when it cannot be read, fresh words are simply off.
    static func readingOnly(explicitPath: String?) -> HistoryRecorder {
        guard let location = HistoryStore.location(explicit: explicitPath), FileManager.default.fileExists(atPath: location.path) else { return .disabled }
        do throws(StoreError) {
            let (store, _) = try HistoryStore.open(path: location.path, access: .readOnly)
            return HistoryRecorder(store: store, notice: nil, writes: false)
        } catch {
            if case .foreign = error { return HistoryRecorder(store: nil, notice: "guess: " + error.localized(Console.strings), writes: false) }
            return .disabled
        }
    }

    /// Whether rounds are being kept.
    var isRecording: Bool { writes && store != nil }

    /// The one-line notice about the store, once: nil after it was taken or when there is none.
    func takeNotice() -> String? {
        defer { pendingNotice = nil }
        return pendingNotice
    }

    /// Starts a game (a single round, or a party game of turns); it is written with its first round.
    func beginGame(startedAt: Date, teams: [String]?, penalty: Bool, turnsPerTeam: Int? = nil) {
        gameID = nil
        roundID = nil
        pendingGame = (startedAt, teams, penalty, teams == nil ? nil : turnsPerTeam)
    }

    /// Starts a round of the current game (writing the game first, if this is its first round).
    func beginRound(turn: Int, team: String?, startedAt: Date, seconds: Int, seed: UInt64?, bank: String) {
        roundID = nil
        if gameID == nil, let game = pendingGame {
            attempt { store throws(StoreError) in
                gameID = try store.beginGame(
                    startedAt: game.startedAt, teams: game.teams, penalty: game.penalty, turnsPerTeam: game.turnsPerTeam)
            }
        }
        guard let gameID else { return }
        attempt { store throws(StoreError) in
            roundID = try store.beginRound(
                gameID: gameID, turn: turn, team: team, startedAt: startedAt, seconds: seconds, seed: seed, bank: bank)
        }
    }

    /// Records one event of the current round.
    func record(_ event: RoundEvent) {
        guard let roundID else { return }
        attempt { store throws(StoreError) in try store.record(event, roundID: roundID) }
    }

    /// Records the scoreboard of a party game (nothing when no turn was played).
    func finishGame(scoreboard: [(team: String, score: Int)]) {
        guard let gameID else { return }
        attempt { store throws(StoreError) in try store.finishGame(gameID, scoreboard: scoreboard) }
    }

    /// Words shown in the most recent `games` games (empty without a store).
    func wordsOfRecentGames(_ games: Int) -> Set<String> {
        guard let store else { return [] }
        do throws(StoreError) {
            return try store.wordsOfRecentGames(games)
        } catch {
            if writes { drop(error) }
            return []
        }
    }

    private func attempt(_ body: (HistoryStore) throws(StoreError) -> Void) {
        guard writes, let store else { return }
        do throws(StoreError) {
            try body(store)
        } catch {
            drop(error)
        }
    }

    private func drop(_ error: StoreError) {
        store = nil
        pendingNotice = "guess: " + Console.strings.pick("history not kept from here on: ", "此后不再保存历史：")
            + error.localized(Console.strings)
    }
}
