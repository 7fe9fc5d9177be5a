import Foundation
import GuessGameTestSupport
import Testing

@testable import GuessGame
@testable import GuessScreens
@testable import GuessText

@Suite("Correcting a turn before it counts, and points from the host")
struct CorrectionTests {
    @Test("a correction after a party turn changes the record, the score, and notes it was corrected")
    func correctPartyTurn() {
        let game = RulesHarness(
            kind: .party(PartyGame(teams: ["Red", "Blue"])), settings: EngineSettings(waitsForHost: true))
        game.engine.begin()
        game.send(.confirm)
        game.playTurn(.right, .wrong, .pass)
        #expect(game.engine.phase == .awaitingTurn)
        #expect(game.engine.party?.score(of: "Red") == 1)
        let fixes = [WordCorrection(position: 1, result: .correct), WordCorrection(position: 2, result: .correct)]
        #expect(game.send(.correct(fixes)) == [true])
        #expect(game.engine.party?.score(of: "Red") == 3)
        let record = game.engine.session.records[0]
        #expect(record.corrected)
        #expect(record.words.prefix(3).map(\.result) == [.correct, .correct, .correct])
        #expect(game.corrections.count == 1)
        #expect(game.corrections.first?.gameRecord?.scoreboard.first == TeamScore(team: "Red", score: 3))
    }

    @Test("nothing to correct while a turn is played, for a word that is not there, or a mark it already has")
    func refusedCorrections() {
        let game = RulesHarness(
            kind: .party(PartyGame(teams: ["Red", "Blue"])), settings: EngineSettings(waitsForHost: true))
        game.engine.begin()
        game.send(.confirm)
        #expect(game.send(.correct([WordCorrection(position: 0, result: .correct)])) == [false])
        game.playTurn(.right)
        #expect(game.send(.correct([WordCorrection(position: 99, result: .wrong)])) == [false])
        #expect(game.send(.correct([WordCorrection(position: 0, result: .correct)])) == [false])
        #expect(game.send(.correct([WordCorrection(position: 0, result: .unanswered)])) == [false])
        game.send(.confirm)
        #expect(game.send(.correct([WordCorrection(position: 0, result: .wrong)])) == [false], "the next turn began")
        #expect(game.corrections.isEmpty)
    }

    @Test("a single round can be corrected after it ended, as it is exported")
    func correctSingleRound() {
        let game = RulesHarness()
        game.engine.begin()
        game.send(.right, .right)
        game.engine.send(.endTurn)
        #expect(game.engine.isFinished)
        #expect(game.send(.correct([WordCorrection(position: 1, result: .passed)])) == [true])
        #expect(game.engine.session.records[0].words[1].result == .passed)
        #expect(game.corrections.first?.index == 0)
    }

    @Test("a game ended by a signal cannot be corrected")
    func noCorrectionAfterSignal() {
        let game = RulesHarness()
        game.engine.begin()
        game.send(.right)
        game.engine.send(.interrupt(signal: 2))
        #expect(game.send(.correct([WordCorrection(position: 0, result: .wrong)])) == [false])
    }

    @Test("+/- between turns gives or takes a point, kept with the game record; not during play")
    func bonusPoints() {
        let game = RulesHarness(
            kind: .party(PartyGame(teams: ["Red", "Blue"])), settings: EngineSettings(waitsForHost: true))
        game.engine.begin()
        #expect(game.send(.adjust(team: "Red", points: 1)) == [true])
        game.send(.confirm)
        #expect(game.send(.adjust(team: "Red", points: 1)) == [false], "not during play")
        game.playTurn(.right)
        #expect(game.send(.adjust(team: "Blue", points: -1), .adjust(team: "Green", points: 1)) == [true, false])
        #expect(game.engine.party?.score(of: "Red") == 2)
        #expect(game.engine.party?.score(of: "Blue") == -1)
        let record = game.engine.session.gameRecord(game.engine.party!, startedAt: Date(timeIntervalSince1970: 0))
        #expect(
            record.adjustments == [PointAdjustment(team: "Red", points: 1), PointAdjustment(team: "Blue", points: -1)])
    }

    @Test("the correction card steps through the words and marks; only changed words are sent")
    func correctionDraft() {
        let words = ["a", "b", "c"].enumerated().map { index, word in
            PlayedWord(
                word: word, tier: .primary, result: [.correct, .wrong, .unanswered][index], shownAt: Double(index),
                answeredAt: nil)
        }
        let record = RoundRecord(
            startedAt: Date(timeIntervalSince1970: 0), seconds: 60, elapsed: 60, endedBy: .time, seed: nil, bank: "b",
            words: words)
        var draft = CorrectionDraft(record)
        draft.move(-1)
        #expect(draft.selected == 0)
        draft.changeMark(1)
        #expect(draft.marks[0] == .wrong)
        draft.changeMark(1)
        #expect(draft.marks[0] == .passed)
        draft.changeMark(1)
        #expect(draft.marks[0] == .correct)
        #expect(draft.changes.isEmpty)
        draft.move(5)
        #expect(draft.selected == 2)
        draft.changeMark(-1)
        #expect(draft.changes == [WordCorrection(position: 2, result: .passed)])
        let lines = CorrectionCard.render(
            draft, team: "Red", width: 40, height: 10, strings: Strings(.en), paint: Paint(enabled: false))
        #expect(lines.count == 10)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(lines.contains { $0.contains("▶ 3  » c  passed *") })
        #expect(lines.first?.contains("Correct the turn · Red") == true)
    }
}
