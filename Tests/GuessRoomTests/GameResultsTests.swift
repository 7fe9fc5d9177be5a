import Foundation
import GuessGame
import GuessRoom
import GuessScreens
import GuessText
import Testing

/// The evening's results are one pure function of the stored game (#37): the report, and every view of the
/// end, read them from `GameResults.of`.
@Suite("A game's results: podium, score by turn, describers and moments")
struct GameResultsTests {
    /// A turn of `team` described by `describer`: each mark a word (`R` right, `W` wrong, `T` taboo, `P`
    /// passed, `U` unanswered), named `prefix` and its position, answered `pace` seconds after it was shown.
    private func turn(
        _ team: String?, _ marks: String, by describer: String? = nil, prefix: String? = nil, pace: Double = 3,
        end: RoundEndReason = .time
    ) -> RoundRecord {
        var clock = 0.0
        let words = marks.enumerated().map { index, mark -> PlayedWord in
            let result: WordResult =
                switch mark {
                case "R": .correct
                case "W": .wrong
                case "T": .taboo
                case "P": .passed
                default: .unanswered
                }
            let shown = clock
            clock += pace
            return PlayedWord(
                word: "\(prefix ?? team ?? "w")\(index)", tier: .primary, result: result, shownAt: shown,
                answeredAt: result == .unanswered ? nil : clock)
        }
        var record = RoundRecord(
            startedAt: Date(timeIntervalSince1970: 1_800_000_000), seconds: 60, elapsed: 60, endedBy: end, seed: nil,
            bank: "en", team: team, words: words)
        record.describer = describer
        return record
    }

    private func game(
        _ teams: [String], _ turns: [RoundRecord], turnsEach: Int = 1, penalty: Bool = false,
        host: [PointAdjustment] = []
    ) -> StoredGame {
        var game = StoredGame(
            id: 7, startedAt: Date(timeIntervalSince1970: 1_800_000_000), teams: teams, penalty: penalty,
            turnsPerTeam: turnsEach, turns: turns)
        game.adjustments = host
        game.storedEnding = .over
        return game
    }

    @Test("three teams: the podium shares a place between equal scores, the winner is the game's outcome's")
    func podiumWithSharedPlace() {
        let stored = game(
            ["Red", "Blue", "Green"], [turn("Red", "RRRW"), turn("Blue", "RRW"), turn("Green", "RWRP")])
        let results = GameResults.of(stored)
        #expect(results.standings.map(\.place) == [1, 2, 2])
        #expect(results.standings.map(\.team) == ["Red", "Blue", "Green"])
        #expect(results.standings.map(\.score) == [3, 2, 2])
        #expect(results.ending == .won(team: "Red"))
        #expect(results.winners == stored.outcome.winners)
        #expect(results.scoreLines.map(\.points) == [[0, 3, 3, 3], [0, 0, 2, 2], [0, 0, 0, 2]])
        #expect(results.turns.allSatisfy { !$0.isTieBreak })
    }

    @Test("the terminal's chart: a block a point, scaled over every team, and nothing where it does not fit")
    func sparkline() {
        let stored = game(
            ["Red", "Blue", "Green"], [turn("Red", "RRRW"), turn("Blue", "RRW"), turn("Green", "RWRP")])
        let results = GameResults.of(stored)
        #expect(
            ScoreSparkline.lines(results, width: 80, strings: Strings(.en)) == [
                "Score after each turn", "Red    ▁███ 3", "Blue   ▁▁▅▅ 2", "Green  ▁▁▁▅ 2",
            ])
        #expect(ScoreSparkline.lines(results, width: 12, strings: Strings(.en)).isEmpty)
    }

    @Test("a player's turns as describer over every game: counts, accuracy, pace, quickest words; scripts left out")
    func playerAcrossGames() {
        let first = game(["Red", "Blue"], [turn("Red", "RRW", by: "Ann", pace: 4), turn("Blue", "R", by: "Bo")])
        var scripted = turn("Red", "RRRR", by: "Ann", prefix: "s", pace: 1)
        scripted.scripted = true
        let second = game(
            ["Red", "Blue"],
            [turn("Red", "RP", by: "Ann ", prefix: "x", pace: 2), turn("Blue", "W", by: "Bo"), scripted],
            turnsEach: 2)
        let stats = PlayerStats.of([first, second], player: "Ann", key: NameLikeness.key)
        #expect(stats.games == 2)
        #expect(stats.tally.turns == 2)
        #expect(stats.tally.shown == 5)
        #expect(stats.tally.correct == 3)
        #expect(stats.tally.wrong == 1)
        #expect(stats.tally.passed == 1)
        #expect(stats.tally.accuracy == 0.75)
        #expect(stats.tally.rightsPerMinute == 1.5)
        #expect(stats.bestWords.map(\.word) == ["x0", "Red0", "Red1"])
        #expect(
            PlayerStats.of([first, second], player: "Ann", includeScripted: true, key: NameLikeness.key).tally.correct
                == 7)
        #expect(PlayerStats.of([first], player: "Cy", key: NameLikeness.key).tally.turns == 0)
    }

    @Test("a tie played off: the extra turns are tie-breaks, and the winner is the tie-break's")
    func tieBreakNamed() {
        let stored = game(
            ["Red", "Blue", "Green"],
            [
                turn("Red", "RR"), turn("Blue", "RR"), turn("Green", "R"), turn("Red", "R", prefix: "x"),
                turn("Blue", "RR", prefix: "y"),
            ])
        let results = GameResults.of(stored)
        #expect(results.turns.map(\.isTieBreak) == [false, false, false, true, true])
        #expect(results.ending == .won(team: "Blue"))
        #expect(results.standings.map(\.place) == [1, 2, 3])
        #expect(results.scoreLines.first { $0.team == "Blue" }?.points == [0, 0, 2, 2, 2, 4])
    }

    @Test("a tie left standing shares first place; an early end names no winner but keeps the places")
    func tiedAndEndedEarly() {
        let tied = GameResults.of(game(["Red", "Blue"], [turn("Red", "RW"), turn("Blue", "WR")]))
        #expect(tied.standings.map(\.place) == [1, 1])
        let stored = game(["Red", "Blue"], [turn("Red", "RR"), turn("Blue", "R", end: .quit)], turnsEach: 2)
        let early = GameResults.of(stored)
        #expect(early.ending == .endedEarly)
        #expect(early.winners.isEmpty)
        #expect(early.standings.map(\.team) == ["Red", "Blue"])
        #expect(early.standings.map(\.place) == [1, 2])
    }

    @Test("the penalty, a corrected turn and the host's points count; the last point of each line is the final score")
    func correctionsAndBonus() {
        var fixed = turn("Blue", "RRW")
        fixed.words[2].result = .correct
        fixed.corrected = true
        let stored = game(
            ["Red", "Blue"], [turn("Red", "RRRWW"), fixed], penalty: true,
            host: [PointAdjustment(team: "Red", points: 2), PointAdjustment(team: "Blue", points: -1)])
        let results = GameResults.of(stored)
        #expect(results.turns[1].corrected)
        #expect(results.turns.map(\.points) == [1, 3])
        #expect(results.standings.map(\.team) == ["Red", "Blue"])
        #expect(results.standings.map(\.score) == [3, 2])
        #expect(results.scoreLines.map(\.points) == [[0, 1, 1, 3], [0, 0, 3, 2]])
        for line in results.scoreLines {
            #expect(line.points.last == results.standings.first { $0.team == line.team }?.score)
        }
        #expect(results.standings.map { TeamScore(team: $0.team, score: $0.score) } == stored.outcome.scoreboard)
    }

    @Test("describers: words, rights, pace and their fastest word; a player's own lines as describer and guesser")
    func describersAndPlayers() {
        let stored = game(
            ["Red", "Blue"],
            [
                turn("Red", "RRWP", by: "Ann", pace: 5), turn("Blue", "RW", by: "Bo", pace: 2),
                turn("Red", "RRR", by: "Cy", prefix: "c", pace: 4), turn("Blue", "R", by: "Bo", prefix: "b", pace: 1),
            ],
            turnsEach: 2)
        let results = GameResults.of(stored)
        #expect(results.describers.map(\.player) == ["Ann", "Bo", "Cy"])
        let bo = results.describers[1]
        #expect(bo.turns == [2, 4])
        #expect(bo.tally.shown == 3)
        #expect(bo.tally.correct == 2)
        #expect(bo.tally.wrong == 1)
        #expect(bo.tally.rightsPerMinute == 1)
        #expect(bo.fastestWord?.word == "b0")
        #expect(results.describers[0].tally.passed == 1)
        #expect(results.fastestWord?.word == "b0")
        #expect(results.fastestWord?.seconds == 1)
        let ann = results.player("Ann")
        #expect(ann?.described.map(\.tally.correct) == [2])
        #expect(ann?.guessedTurns == [3])
        #expect(results.player("Nobody") == nil)
    }

    @Test("a turn under 10 seconds of play counts in a describer's words but not in their pace")
    func shortTurnsGiveNoPace() {
        var short = turn("Red", "RR", by: "Ann", pace: 1)
        short.elapsed = 4
        var results = GameResults.of(game(["Red"], [short]))
        #expect(results.describers[0].tally.correct == 2)
        #expect(results.describers[0].tally.rightsPerMinute == nil)
        var long = turn("Red", "RRR", by: "Ann", prefix: "l")
        long.elapsed = 30
        results = GameResults.of(game(["Red"], [short, long], turnsEach: 2))
        #expect(results.describers[0].tally.correct == 5)
        #expect(results.describers[0].tally.rightsPerMinute == 6)
    }

    @Test("moments: the longest run of rights, and the word most teams missed that nobody got")
    func moments() {
        let stored = game(
            ["Red", "Blue", "Green"],
            [turn("Red", "RWRRRW", prefix: "a"), turn("Blue", "RR", prefix: "b"), turn("Green", "RW", prefix: "a")])
        let results = GameResults.of(stored)
        #expect(results.longestRun?.words == ["a2", "a3", "a4"])
        #expect(results.longestRun?.turn == 1)
        // a1 was missed by Red and, shown again, by Green; a5 only by Red.
        #expect(results.mostMissed?.word == "a1")
        #expect(results.mostMissed?.teams == ["Red", "Green"])
    }

    @Test("a single round is a game of one team")
    func singleRound() {
        var stored = StoredGame(
            id: 3, startedAt: Date(timeIntervalSince1970: 0), teams: [], penalty: false, turnsPerTeam: nil,
            turns: [turn(nil, "RRWR", prefix: "s")])
        stored.owner = .none
        let results = GameResults.of(stored)
        #expect(!results.isParty)
        #expect(results.standings.map { "\($0.place) \($0.team) \($0.score)" } == ["1  3"])
        #expect(results.ending == .played(.time))
        #expect(results.scoreLines.map(\.points) == [[0, 3]])
        #expect(results.longestRun?.words == ["s0", "s1"])
    }
}
