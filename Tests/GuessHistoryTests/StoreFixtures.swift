import Foundation
import GRDB
import GuessGame
import GuessHistory
import GuessWords

/// Stores for the tests: in memory, or in a temporary directory of their own.
enum StoreFixtures {
    /// A new temporary directory.
    static func directory() throws -> String {
        let path = NSTemporaryDirectory() + "guess-history-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A word played at `shownAt`, answered `result` a second later (unanswered: never).
    static func word(_ text: String, _ result: WordResult, tier: Tier = .primary, at shownAt: Double = 0) -> PlayedWord
    {
        PlayedWord(
            word: text, tier: tier, result: result, shownAt: shownAt,
            answeredAt: result == .unanswered ? nil : shownAt + 1)
    }

    /// Records a finished single round of `words` as game of its own; returns the game's id.
    @discardableResult
    static func playRound(
        _ store: HistoryStore, _ words: [PlayedWord], team: String? = nil,
        at startedAt: Date = Date(timeIntervalSince1970: 1_800_000_000),
        bank: String = "en"
    ) throws -> Int64 {
        let game = try store.beginGame(GameStart(startedAt: startedAt, teams: team.map { [$0] }, penalty: false))
        let round = try store.beginRound(
            gameID: game, RoundStart(turn: 1, team: team, startedAt: startedAt, seconds: 60, seed: 1, bank: bank))
        for (index, word) in words.enumerated() { try store.record(.shown(index: index, word: word), roundID: round) }
        try store.record(.ended(.time, elapsed: 60), roundID: round)
        return game
    }

    /// The bytes of the file at `path`.
    static func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }
}
