import Foundation
import GRDB
import GuessGame
import GuessHistory
import GuessScreens
import GuessText
import Testing

/// The list, `history show`'s game, exports and stats read one truth from the store (#26).
@Suite("One truth: scores and endings agree in every view of the store")
struct OneTruthStoreTests {
    private let start = Date(timeIntervalSince1970: 1_800_000_000)
    /// A process that cannot be running (pid above the kernel's limit).
    private static let deadOwner = "2147483646:1"

    /// Plays a game of `turns` (team, right, wrong) and marks how it ended; returns its id.
    @discardableResult
    private func play(
        _ store: HistoryStore, teams: [String], turnsEach: Int, rules: GameRules? = nil,
        turns: [(String, Int, Int)], ending: Bool? = false, lastEnd: RoundEndReason = .time
    ) throws -> Int64 {
        let game = try store.beginGame(
            GameStart(
                startedAt: start, teams: teams, penalty: false, turnsPerTeam: turnsEach, setup: "{}", rules: rules))
        for (index, (team, right, wrong)) in turns.enumerated() {
            let round = try store.beginRound(
                gameID: game,
                RoundStart(
                    turn: index + 1, team: team, startedAt: start + Double(index), seconds: 60, seed: 1,
                    bank: "en"))
            var position = 0
            for (count, result) in [(right, WordResult.correct), (wrong, .wrong)] {
                for _ in 0..<count {
                    try store.record(
                        .shown(index: position, word: StoreFixtures.word("w\(index)-\(position)", result)),
                        roundID: round)
                    position += 1
                }
            }
            try store.record(.ended(index == turns.count - 1 ? lastEnd : .time, elapsed: 60), roundID: round)
        }
        if let ending { try store.markEnding(game, unfinished: ending) }
        return game
    }

    @Test("a won, a tied, a won-by-score and an ended game are listed apart, and the list agrees with the game")
    func endingsListedApart() throws {
        let store = try HistoryStore(try DatabaseQueue())
        let won = try play(store, teams: ["Red", "Blue"], turnsEach: 1, turns: [("Red", 3, 0), ("Blue", 1, 0)])
        let tied = try play(store, teams: ["Red", "Blue"], turnsEach: 1, turns: [("Red", 2, 0), ("Blue", 2, 0)])
        let early = try play(
            store, teams: ["Red", "Blue"], turnsEach: 2, turns: [("Red", 2, 0), ("Blue", 1, 0), ("Red", 0, 0)],
            lastEnd: .quit)
        let toScore = try play(
            store, teams: ["Red", "Blue"], turnsEach: 100,
            rules: GameRules(targetScore: 2, turnsAreOnlyACap: true), turns: [("Red", 1, 0), ("Blue", 2, 0)])
        let listed = try store.listGames(limit: nil).value
        let endings = Dictionary(uniqueKeysWithValues: listed.map { ($0.gameID, $0.outcome.ending) })
        #expect(endings[won] == .won(team: "Red"))
        #expect(endings[tied] == .tied(teams: ["Red", "Blue"]))
        #expect(endings[early] == .endedEarly)
        #expect(endings[toScore] == .won(team: "Blue"))
        for id in [won, tied, early, toScore] {
            let stored = try #require(try store.game(id: id).value)
            #expect(stored.outcome.ending == endings[id])
        }
        let english = HistoryListText.render(listed, strings: Strings(.en), dateText: { _ in "d" })
        for word in ["won", "tied", "ended early"] { #expect(english.contains(word), "\(english)") }
        let chinese = HistoryListText.render(listed, strings: Strings(.zhHans), dateText: { _ in "d" })
        for word in ["获胜", "平局", "提前结束"] { #expect(chinese.contains(word), "\(chinese)") }
    }

    @Test("a bonus point counts in the list, the whole game and its export")
    func bonusInEveryView() throws {
        let store = try HistoryStore(try DatabaseQueue())
        let game = try play(store, teams: ["红队", "蓝队"], turnsEach: 1, turns: [("红队", 3, 0), ("蓝队", 2, 0)])
        try store.adjustScore(PointAdjustment(team: "蓝队", points: 1), gameID: game)
        let board = [TeamScore(team: "红队", score: 3), TeamScore(team: "蓝队", score: 3)]
        let listing = try #require(try store.listGames(limit: nil).value.first)
        #expect(listing.outcome.scoreboard == board)
        #expect(HistoryListText.outcome(listing, strings: Strings(.zhHans)) == "红队 3、蓝队 3")
        let stored = try #require(try store.game(id: game).value)
        #expect(stored.outcome.scoreboard == board)
        #expect(stored.record.scoreboard == board)
        #expect(try store.allGames().value.first?.record.scoreboard == board)
        #expect(stored.outcome.ending == .tied(teams: ["红队", "蓝队"]))
    }

    @Test("a round whose process is gone reads as interrupted in every listing and export, and nothing is written")
    func killedRoundReadsInterruptedWithoutWriting() throws {
        let queue = try DatabaseQueue()
        let store = try HistoryStore(queue)
        let game = try play(store, teams: ["Red", "Blue"], turnsEach: 2, turns: [("Red", 1, 0)], ending: nil)
        let open = try store.beginRound(
            gameID: game, RoundStart(turn: 2, team: "Blue", startedAt: start + 5, seconds: 60, seed: 1, bank: "en"))
        try store.record(.shown(index: 0, word: StoreFixtures.word("x", .correct, at: 7)), roundID: open)
        try queue.write { db in
            try db.execute(literal: "UPDATE round SET owner = \(Self.deadOwner) WHERE id = \(open)")
            try db.execute(literal: "UPDATE game SET owner = \(Self.deadOwner) WHERE id = \(game)")
        }
        let changes = try queue.read { db in try Int.fetchOne(db, sql: "SELECT total_changes()") }
        let all = try store.allGames().value
        #expect(all.count == 1 && all[0].turns.count == 2, "export --all keeps the killed turn")
        #expect(all[0].turns.last?.endedBy == .interrupted)
        #expect(all[0].turns.last?.elapsed == 8, "played until the last thing recorded")
        #expect(all[0].outcome.ending == .unfinished)
        let listed = try #require(try store.listGames(limit: nil).value.first)
        #expect(listed.rounds.last?.endedBy == .interrupted)
        #expect(listed.outcome.ending == .unfinished)
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT total_changes()") } == changes)
        let stillOpen = try queue.read { db in
            try Bool.fetchOne(db, sql: "SELECT ended_by IS NULL FROM round WHERE id = \(open)")
        }
        #expect(stillOpen == true, "the round is not closed by a read")
    }

    @Test("a round still played by a running process is not exported as finished, and reads as playing")
    func runningRoundIsPlaying() throws {
        let store = try HistoryStore(try DatabaseQueue())
        let game = try play(store, teams: ["Red", "Blue"], turnsEach: 2, turns: [("Red", 1, 0)], ending: nil)
        _ = try store.beginRound(
            gameID: game, RoundStart(turn: 2, team: "Blue", startedAt: start + 5, seconds: 60, seed: 1, bank: "en"))
        #expect(try store.allGames().value.first?.turns.count == 1)
        #expect(try store.listGames(limit: nil).value.first?.outcome.ending == .playing)
    }

    @Test("points that do not read are never overwritten: adding one is refused, naming the game")
    func badAdjustmentsAreNotErased() throws {
        let queue = try DatabaseQueue()
        let store = try HistoryStore(queue)
        let game = try play(store, teams: ["Red", "Blue"], turnsEach: 1, turns: [("Red", 1, 0), ("Blue", 1, 0)])
        try queue.write { db in
            try db.execute(literal: "UPDATE game SET adjustments = '[{\"team\":\"Red\",\"points\":\"x\"}]'")
        }
        #expect(throws: StoreError.self) {
            try store.adjustScore(PointAdjustment(team: "Blue", points: 1), gameID: game)
        }
        do {
            try store.adjustScore(PointAdjustment(team: "Blue", points: 1), gameID: game)
        } catch {
            guard case .unreadable(_, let skipped) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(skipped.first?.place == .game(game))
        }
        let kept = try queue.read { db in try String.fetchOne(db, sql: "SELECT adjustments FROM game") }
        #expect(kept == "[{\"team\":\"Red\",\"points\":\"x\"}]")
    }

    @Test(
        "a game whose teams or rules do not read is skipped with the column named, never read as no teams or default rules"
    )
    func damagedSetupIsNamed() throws {
        for (column, value) in [("teams", "not json"), ("teams", "{\"a\":1}"), ("rules", "[1, 2]")] {
            let queue = try DatabaseQueue()
            let store = try HistoryStore(queue)
            let game = try play(store, teams: ["Red", "Blue"], turnsEach: 1, turns: [("Red", 1, 0), ("Blue", 2, 0)])
            #expect(try store.game(id: game).value?.teams == ["Red", "Blue"])
            try queue.write { db in try db.execute(sql: "UPDATE game SET \(column) = ?", arguments: [value]) }
            do {
                let read = try store.game(id: game)
                Issue.record("\(column) = \(value) read as \(String(describing: read.value?.teams))")
            } catch {
                guard case .unreadable(_, let skipped) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(skipped.first?.place == .game(game))
                #expect("\(skipped)".contains(column), "\(skipped)")
            }
            // Asked for the latest game (`history show` without an id): the same error, never "no games yet".
            #expect(throws: StoreError.self, "\(column) = \(value) as the latest game") {
                try store.game(id: nil)
            }
        }
    }

    @Test("a stored result guess does not know refuses the answer rather than counting it wrongly")
    func unknownResultIsTyped() throws {
        let queue = try DatabaseQueue()
        let store = try HistoryStore(queue)
        let game = try store.beginGame(GameStart(startedAt: start, teams: nil, penalty: false))
        let round = try store.beginRound(
            gameID: game, RoundStart(turn: 1, team: nil, startedAt: start, seconds: 60, seed: 1, bank: "en"))
        try store.record(.shown(index: 0, word: StoreFixtures.word("a", .unanswered)), roundID: round)
        try queue.write { db in try db.execute(sql: "UPDATE round_word SET result = 'bogus'") }
        do {
            try store.record(.answered(index: 0, word: StoreFixtures.word("a", .correct)), roundID: round)
            Issue.record("an unknown result was taken")
        } catch {
            guard case .unreadable(_, let skipped) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(skipped.first?.place == .word(game: game, turn: 1, word: 1))
        }
    }

    @Test("an ending the resume check cannot read is named, not taken for a game to resume")
    func resumeCheckReadsEndingTyped() throws {
        let queue = try DatabaseQueue()
        let store = try HistoryStore(queue)
        let game = try play(store, teams: ["Red", "Blue"], turnsEach: 2, turns: [("Red", 1, 0)], ending: true)
        try queue.write { db in try db.execute(sql: "UPDATE game SET ending = 'done-ish'") }
        #expect(throws: StoreError.self) { _ = try store.resumableGame(id: game) }
        try queue.write { db in try db.execute(sql: "UPDATE game SET ending = 'unfinished', owner = x'00'") }
        #expect(throws: StoreError.self) { _ = try store.resumableGame(id: game) }
    }

    @Test("the describer table's rates leave out turns under 10 s, like the team table")
    func describerRatesSkipShortTurns() throws {
        let store = try HistoryStore(try DatabaseQueue())
        let game = try store.beginGame(GameStart(startedAt: start, teams: ["Red"], penalty: false, turnsPerTeam: 2))
        for (turn, elapsed, answers) in [(1, 60.0, 6), (2, 3.0, 2)] {
            let round = try store.beginRound(
                gameID: game,
                RoundStart(
                    turn: turn, team: "Red", startedAt: start + Double(turn), seconds: 60, seed: 1,
                    bank: "en", describer: "小陈"))
            for index in 0..<answers {
                try store.record(
                    .shown(index: index, word: StoreFixtures.word("w\(turn)\(index)", .correct)), roundID: round)
            }
            try store.record(.ended(.time, elapsed: elapsed), roundID: round)
        }
        let tally = try #require(try store.describerStats().value.first)
        #expect(tally.tally.correct == 8, "the totals count every turn")
        #expect(tally.tally.answersPerMinute == 6, "6 answers in the 60-second turn; the 3-second turn is left out")
    }
}
