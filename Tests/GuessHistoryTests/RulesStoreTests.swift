import Foundation
import GRDB
import GuessGame
import GuessHistory
import Testing

@Suite("The store keeps the host's rules (v4-rules)")
struct RulesStoreTests {
    @Test("passes and taboo words: round counts, word tallies, stats; a correction moves them in one go")
    func passesTabooAndCorrections() throws {
        let queue = try DatabaseQueue()
        let store = try HistoryStore(queue)
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let game = try store.beginGame(
            GameStart(
                startedAt: start, teams: nil, penalty: false, rules: GameRules(passesPerTurn: 2, targetScore: nil)))
        let round = try store.beginRound(
            gameID: game, RoundStart(turn: 1, team: nil, startedAt: start, seconds: 60, seed: 1, bank: "en"))
        let words = [
            StoreFixtures.word("a", .correct), StoreFixtures.word("b", .passed), StoreFixtures.word("c", .taboo),
        ]
        for (index, word) in words.enumerated() { try store.record(.shown(index: index, word: word), roundID: round) }
        try store.record(.timeAdded(seconds: 30), roundID: round)
        try store.record(.ended(.time, elapsed: 90), roundID: round)
        func counts() throws -> [Int] {
            try queue.read { db in
                let row = try #require(try Row.fetchOne(db, sql: "SELECT correct, wrong, passed FROM round"))
                return [row[0], row[1], row[2]]
            }
        }
        #expect(try counts() == [1, 1, 1])
        #expect(try store.stats(minimumPlays: 1).value.passed == 1)
        #expect(try store.stats(minimumPlays: 1).value.wrong == 1, "a taboo word counts as wrong")
        try store.correctRound(
            round,
            changes: [WordCorrection(position: 1, result: .correct), WordCorrection(position: 2, result: .passed)],
            at: start, gameID: game, scoreboard: nil)
        #expect(try counts() == [2, 0, 1])
        let tallies = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT word, correct, wrong FROM word_tally ORDER BY word").map {
                "\($0[0] as String)\($0[1] as Int)\($0[2] as Int)"
            }
        }
        #expect(tallies == ["a10", "b10", "c00"])
        let stored = try #require(try store.allGames().value.first)
        #expect(stored.turns[0].corrected && stored.turns[0].addedSeconds == 30)
        #expect(stored.rules.passesPerTurn == 2)
    }

    @Test("points from the host are kept with the game and count in its replayed scoreboard")
    func adjustments() throws {
        let store = try HistoryStore(try DatabaseQueue())
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let game = try store.beginGame(
            GameStart(startedAt: start, teams: ["Red", "Blue"], penalty: false, turnsPerTeam: 1))
        let round = try store.beginRound(
            gameID: game, RoundStart(turn: 1, team: "Red", startedAt: start, seconds: 60, seed: 1, bank: "en"))
        try store.record(.shown(index: 0, word: StoreFixtures.word("a", .correct)), roundID: round)
        try store.record(.ended(.time, elapsed: 60), roundID: round)
        try store.adjustScore(PointAdjustment(team: "Blue", points: 2), gameID: game)
        let stored = try #require(try store.allGames().value.first)
        #expect(stored.adjustments == [PointAdjustment(team: "Blue", points: 2)])
        #expect(stored.party?.scoreboard.first == TeamScore(team: "Blue", score: 2))
    }
}
