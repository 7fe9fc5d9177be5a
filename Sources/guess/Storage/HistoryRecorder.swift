import Foundation
import GuessWords

/// Keeps the rounds of `guess play` in the history store as they happen. When the store cannot be
/// opened or written the game goes on without it, and the host is told once, in one line.
final class HistoryRecorder {
    private var store: HistoryStore?
    private var pendingNotice: String?
    private var gameID: Int64?
    private var roundID: Int64?

    /// A recorder that keeps nothing (`--no-history`, or `history.enabled = false`).
    static var disabled: HistoryRecorder { HistoryRecorder(store: nil, notice: nil) }

    private init(store: HistoryStore?, notice: String?) {
        self.store = store
        pendingNotice = notice
    }

    /// Opens the store at `--db`, `GUESS_DB` or the default location (creating the default directory).
    static func open(explicitPath: String?) -> HistoryRecorder {
        guard let location = HistoryStore.location(explicit: explicitPath) else {
            return HistoryRecorder(store: nil, notice: "guess: history not kept: no HOME or XDG_DATA_HOME to keep it in")
        }
        if location.isDefault {
            let directory = (location.path as NSString).deletingLastPathComponent
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        do throws(StoreError) {
            let (store, notice) = try HistoryStore.open(path: location.path)
            return HistoryRecorder(store: store, notice: notice.map { "guess: " + $0 })
        } catch {
            return HistoryRecorder(store: nil, notice: "guess: history not kept: \(error.localizedDescription)")
        }
    }

    /// Whether rounds are being kept.
    var isRecording: Bool { store != nil }

    /// The one-line notice about the store, once: nil after it was taken or when there is none.
    func takeNotice() -> String? {
        defer { pendingNotice = nil }
        return pendingNotice
    }

    /// Starts a game (a single round, or a party game of turns).
    func beginGame(startedAt: Date, teams: [String]?, penalty: Bool) {
        attempt { store throws(StoreError) in gameID = try store.beginGame(startedAt: startedAt, teams: teams, penalty: penalty) }
    }

    /// Starts a round of the current game.
    func beginRound(turn: Int, team: String?, startedAt: Date, seconds: Int, seed: UInt64?, bank: String) {
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

    /// Records the scoreboard of a party game.
    func finishGame(scoreboard: [(team: String, score: Int)]) {
        guard let gameID else { return }
        attempt { store throws(StoreError) in try store.finishGame(gameID, scoreboard: scoreboard) }
    }

    /// Words shown in the most recent `games` games (empty without a store).
    func wordsOfRecentGames(_ games: Int) -> Set<String> {
        var words: Set<String> = []
        attempt { store throws(StoreError) in words = try store.wordsOfRecentGames(games) }
        return words
    }

    private func attempt(_ body: (HistoryStore) throws(StoreError) -> Void) {
        guard let store else { return }
        do throws(StoreError) {
            try body(store)
        } catch {
            self.store = nil
            pendingNotice = "guess: history not kept from here on: \(error.localizedDescription)"
        }
    }
}
