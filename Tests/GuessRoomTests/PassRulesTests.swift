import Foundation
import GuessGameTestSupport
import Testing

@testable import GuessGame
@testable import GuessRoom
@testable import GuessScreens
@testable import GuessText

@Suite("Passes, taboo words and more time")
struct PassRulesTests {
    @Test("a pass skips the word without counting it wrong; it is kept as passed")
    func passIsNotWrong() {
        let game = RulesHarness()
        game.engine.begin()
        let first = game.engine.round?.currentWord?.word
        #expect(game.send(.pass) == [true])
        #expect(game.engine.round?.currentWord?.word != first)
        #expect(game.engine.round?.wrongCount == 0)
        #expect(game.engine.round?.passCount == 1)
        game.engine.send(.endTurn)
        let record = game.engine.session.records[0]
        #expect(record.words[0].result == .passed)
        #expect(record.passed == 1 && record.wrong == 0)
    }

    @Test("past the limit the pass key does nothing and the round says how many are left")
    func passLimit() {
        let game = RulesHarness(rules: GameRules(passesPerTurn: 2))
        game.engine.begin()
        #expect(game.engine.round?.passesLeft == 2)
        #expect(game.send(.pass, .pass) == [true, true])
        #expect(game.engine.round?.passesLeft == 0)
        let shown = game.engine.round?.currentWord?.word
        #expect(game.send(.pass) == [false])
        #expect(game.engine.round?.currentWord?.word == shown, "the word stays")
        #expect(game.engine.round?.passCount == 2)
        // An undo gives the pass back.
        game.send(.undo)
        #expect(game.engine.round?.passesLeft == 1)
    }

    @Test("with the pass penalty a pass costs a point; without it, nothing")
    func passPenalty() {
        for penalty in [false, true] {
            let game = RulesHarness(
                kind: .party(PartyGame(teams: ["Red"], rules: GameRules(passPenalty: penalty))))
            game.engine.begin()
            game.playTurn(.right, .right, .pass)
            #expect(game.engine.party?.score(of: "Red") == (penalty ? 1 : 2))
        }
    }

    @Test("the taboo key counts the word wrong, keeps it as taboo, and costs a point with --penalty")
    func tabooKey() {
        let game = RulesHarness(kind: .party(PartyGame(teams: ["Red"], penalty: true)))
        game.engine.begin()
        game.playTurn(.right, .taboo, .right)
        let record = game.engine.session.records[0]
        #expect(record.words.map(\.result).prefix(3) == [.correct, .taboo, .correct])
        #expect(record.wrong == 1 && record.taboo == 1)
        #expect(game.engine.party?.score(of: "Red") == 1)
    }

    @Test("the round screen shows the word's taboo words and the passes left")
    func screenShowsTabooAndPasses() {
        var state = ScreenState()
        state.secondsLeft = 50
        state.totalSeconds = 60
        state.word = PlayedWord(word: "落井下石", tier: .senior, result: .unanswered, shownAt: 0, answeredAt: nil)
        state.taboo = ["落井", "石头"]
        state.passesLeft = 2
        for big in [BigDisplay.off, .auto] {
            state.big = big
            let lines = RoundScreen.render(
                state, width: 100, height: 30, strings: Strings(.zhHans), paint: Paint(enabled: false))
            #expect(lines.contains { $0.contains("禁用词：落井、石头") }, "\(big)")
            #expect(lines.contains { $0.contains("还可跳过 2 次") }, "\(big)")
        }
    }

    @Test("more time adds the rules' seconds to the running turn, and the record keeps it")
    func moreTime() {
        let game = RulesHarness(rules: GameRules(addSeconds: 30), seconds: 60)
        game.engine.begin()
        game.wait(50)
        #expect(game.send(.moreTime) == [true])
        #expect(game.engine.round?.timeLeft == 40)
        game.wait(39)
        #expect(game.engine.round?.isOver == false)
        game.wait(1)
        #expect(game.engine.round?.endReason == .time)
        let record = game.engine.session.records[0]
        #expect(record.seconds == 60 && record.addedSeconds == 30 && record.elapsed == 90)
        #expect(game.events.contains { if case .round(.timeAdded(30)) = $0 { true } else { false } })
    }

    @Test("passes and taboo words reach the export: JSON counts and results, CSV results")
    func exports() throws {
        let game = RulesHarness()
        game.engine.begin()
        game.send(.right, .pass, .taboo)
        game.engine.send(.endTurn)
        let record = game.engine.session.records[0]
        let json = try #require(
            try JSONSerialization.jsonObject(with: RoundExporter.json(record)) as? [String: Any])
        #expect(json["passed"] as? Int == 1 && json["taboo"] as? Int == 1 && json["wrong"] as? Int == 1)
        let csv = String(decoding: RoundExporter.csv([record]), as: UTF8.self)
        #expect(csv.contains(",passed,") && csv.contains(",taboo,"))
        let back = try JSONDecoder().decode(RoundRecord.self, from: RoundExporter.json(record))
        #expect(back.words.map(\.result) == record.words.map(\.result))
    }

    @Test("phones: the describer and host may pass and mark taboo during play; the board may not")
    func phoneActions() {
        #expect(PhoneAction(message: #"{"do":"pass"}"#) == .pass)
        #expect(PhoneAction.pass.command(in: .playing(.none)) == .pass)
        #expect(PhoneAction.taboo.command(in: .playing(.none)) == .taboo)
        #expect(RoomRules.allows(role: .describer, phase: .playing, action: .pass))
        #expect(RoomRules.allows(role: .host, phase: .playing, action: .taboo))
        #expect(!RoomRules.allows(role: .board, phase: .playing, action: .taboo))
        #expect(!RoomRules.allows(role: .describer, phase: .waiting, action: .pass))
    }
}
