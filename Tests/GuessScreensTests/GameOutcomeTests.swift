import Foundation
import GuessGame
import GuessText
import Testing

/// One function computes a game's scores and how it ended, for every view (#26).
@Suite("A game's outcome: scores with the host's points, and how it ended")
struct GameOutcomeTests {
    private func turn(
        _ team: String?, _ correct: Int, _ wrong: Int = 0, passed: Int = 0, end: RoundEndReason? = .time
    ) -> TurnCount {
        TurnCount(team: team, correct: correct, wrong: wrong, passed: passed, endedBy: end)
    }

    @Test("played out with one leader: won; with first place shared: tied; stopped before: ended early")
    func wonTiedEndedEarly() {
        let won = GameOutcome.of(
            teams: ["Red", "Blue"], turnsPerTeam: 1, penalty: false, turns: [turn("Red", 3), turn("Blue", 1)],
            stored: .over)
        #expect(won.ending == .won(team: "Red"))
        #expect(won.winners == ["Red"])
        let tied = GameOutcome.of(
            teams: ["Red", "Blue"], turnsPerTeam: 1, penalty: false, turns: [turn("Red", 2), turn("Blue", 2)],
            stored: .over)
        #expect(tied.ending == .tied(teams: ["Red", "Blue"]))
        let early = GameOutcome.of(
            teams: ["Red", "Blue"], turnsPerTeam: 2, penalty: false,
            turns: [turn("Red", 2), turn("Blue", 1), turn("Red", 1, end: .quit)], stored: .over)
        #expect(early.ending == .endedEarly)
        #expect(early.winners.isEmpty)
    }

    @Test("a team that reached the score to win has won, although its turns were a hundred")
    func wonByScore() {
        let outcome = GameOutcome.of(
            teams: ["Red", "Blue"], turnsPerTeam: 100, penalty: false,
            rules: GameRules(passesPerTurn: nil, targetScore: 3), turns: [turn("Red", 3), turn("Blue", 1)],
            stored: .over)
        #expect(outcome.ending == .won(team: "Red"))
    }

    @Test("a bonus point counts in the scores and can turn the winner")
    func bonusCounts() {
        let outcome = GameOutcome.of(
            teams: ["Red", "Blue"], turnsPerTeam: 1, penalty: false,
            adjustments: [PointAdjustment(team: "Blue", points: 2)], turns: [turn("Red", 2), turn("Blue", 1)],
            stored: .over)
        #expect(outcome.scoreboard == [TeamScore(team: "Blue", score: 3), TeamScore(team: "Red", score: 2)])
        #expect(outcome.ending == .won(team: "Blue"))
    }

    @Test("the pass penalty counts in the scores")
    func passPenaltyCounts() {
        var rules = GameRules()
        rules.passPenalty = true
        let outcome = GameOutcome.of(
            teams: ["Red", "Blue"], turnsPerTeam: 1, penalty: false, rules: rules,
            turns: [turn("Red", 2, passed: 2), turn("Blue", 1)], stored: .over)
        #expect(outcome.scoreboard.first == TeamScore(team: "Blue", score: 1))
    }

    @Test("a signal: interrupted; a killed process: unfinished; a running one: playing")
    func cutShort() {
        let turns = [turn("Red", 1), turn("Blue", 1, end: .interrupted)]
        func ending(_ stored: StoredEnding?, _ owner: OwnerState, _ turns: [TurnCount]) -> GameEnding {
            GameOutcome.of(
                teams: ["Red", "Blue"], turnsPerTeam: 2, penalty: false, turns: turns, stored: stored, owner: owner
            ).ending
        }
        #expect(ending(.unfinished, .none, turns) == .interrupted)
        #expect(ending(nil, .gone, turns) == .unfinished)
        #expect(ending(nil, .gone, [turn("Red", 1), turn("Blue", 0, end: nil)]) == .unfinished)
        #expect(ending(nil, .alive, [turn("Red", 1), turn("Blue", 0, end: nil)]) == .playing)
        #expect(ending(nil, .alive, [turn("Red", 1)]) == .playing, "between turns")
        // Stored before endings were kept: judged by its turns.
        #expect(ending(nil, .none, turns) == .interrupted)
        #expect(ending(nil, .none, [turn("Red", 1), turn("Blue", 0)]) == .endedEarly)
    }

    @Test("a single round: played, ended early or interrupted by how its turn ended")
    func singleRound() {
        func ending(_ end: RoundEndReason?) -> GameEnding {
            GameOutcome.of(teams: [], turnsPerTeam: nil, penalty: false, turns: [turn(nil, 1, end: end)]).ending
        }
        #expect(ending(.time) == .played(.time))
        #expect(ending(.exhausted) == .played(.exhausted))
        #expect(ending(.quit) == .endedEarly)
        #expect(ending(.interrupted) == .interrupted)
        #expect(ending(nil) == .playing)
        #expect(GameOutcome.of(teams: [], turnsPerTeam: nil, penalty: false, turns: [turn(nil, 1)]).party == nil)
    }

    @Test("every ending has its own words in English, Simplified and Traditional Chinese")
    func endingsInEveryLanguage() {
        let endings: [GameEnding] = [
            .won(team: "Red"), .tied(teams: ["Red", "Blue"]), .endedEarly, .interrupted, .unfinished, .playing,
        ]
        for language in [Language.en, .zhHans, .zhHant] {
            let strings = Strings(language)
            let cells = endings.map(strings.ending)
            #expect(Set(cells).count == endings.count, "\(language): \(cells)")
            let lines = endings.map(strings.endingLine)
            #expect(Set(lines).count == endings.count, "\(language): \(lines)")
        }
        #expect(Strings(.zhHans).ending(.tied(teams: [])) == "平局")
        #expect(Strings(.zhHans).ending(.endedEarly) == "提前结束")
        #expect(Strings(.zhHant).ending(.unfinished) == "未完成")
        #expect(Strings(.en).ending(.won(team: "Red")) == "won")
    }

    @Test("a game in play: playing, then won, or interrupted when a signal cut it short")
    func liveGame() {
        var party = PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 1)
        party.record(team: "Red", correct: 2, wrong: 0)
        #expect(GameOutcome.live(party, lastTurn: .time, over: false).ending == .playing)
        party.record(team: "Blue", correct: 1, wrong: 0)
        #expect(GameOutcome.live(party, lastTurn: .time, over: true).ending == .won(team: "Red"))
        #expect(GameOutcome.live(party, lastTurn: .interrupted, over: true, cutShort: true).ending == .interrupted)
    }

    @Test("a listing and a stored game of the same turns agree")
    func listingAndStoredGameAgree() {
        var game = StoredGame(
            id: 1, startedAt: Date(timeIntervalSince1970: 0), teams: ["Red", "Blue"], penalty: true,
            turnsPerTeam: 1,
            turns: [
                RoundRecord(
                    startedAt: Date(timeIntervalSince1970: 0), seconds: 60, elapsed: 60, endedBy: .time, seed: 1,
                    bank: "en", team: "Red",
                    words: [PlayedWord(word: "a", tier: .primary, result: .correct, shownAt: 0, answeredAt: 1)]),
                RoundRecord(
                    startedAt: Date(timeIntervalSince1970: 60), seconds: 60, elapsed: 60, endedBy: .time, seed: 1,
                    bank: "en", team: "Blue",
                    words: [PlayedWord(word: "b", tier: .primary, result: .wrong, shownAt: 0, answeredAt: 1)]),
            ])
        game.adjustments = [PointAdjustment(team: "Blue", points: 3)]
        game.storedEnding = .over
        #expect(game.outcome.scoreboard == game.listing.outcome.scoreboard)
        #expect(game.outcome.ending == game.listing.outcome.ending)
        #expect(game.outcome.ending == .won(team: "Blue"))
        #expect(game.record.scoreboard.first == TeamScore(team: "Blue", score: 2))
    }
}
