import Foundation
import GuessGameTestSupport
import GuessWordsTestSupport
import Testing

@testable import GuessGame
@testable import GuessRoom

/// The host's remote between turns: a word of the turn that just ended tapped to change its mark, a
/// point more or less for a team; only the host may, and only the host's page receives the words.
@Suite("Corrections and points from the host's phone")
struct PhoneCorrectionTests {
    @Test("fix and bonus messages carry their number; anything else about the number is no action")
    func messages() throws {
        #expect(PhoneAction.parse(#"{"do":"fix","n":2}"#)?.action == .fix)
        #expect(PhoneAction.parse(#"{"do":"fix","n":2}"#)?.argument == 2)
        #expect(PhoneAction.parse(#"{"do":"bonus","n":0}"#)?.argument == 0)
        #expect(PhoneAction.parse(#"{"do":"right"}"#)?.argument == nil)
        for bad in [
            #"{"do":"fix","n":true}"#, #"{"do":"fix","n":-1}"#, #"{"do":"fix","n":1000}"#, #"{"do":"fix","n":"2"}"#,
            #"{"do":"fix","n":1.5}"#, #"{"do":"fix","m":2}"#, #"{"do":"fix","n":2,"x":1}"#,
        ] {
            #expect(PhoneAction.parse(bad) == nil, "\(bad)")
        }
        // A message with a number is not a plain action.
        #expect(PhoneAction(message: #"{"do":"right","n":1}"#) == nil)
    }

    @Test("between turns the host cycles a word's mark and gives points; others may not")
    func hostCorrects() {
        let game = RulesHarness(
            kind: .party(PartyGame(teams: ["Red", "Blue"])), settings: EngineSettings(waitsForHost: true))
        game.engine.begin()
        game.send(.confirm)
        #expect(PhoneAction.fix.command(for: .host, argument: 0, engine: game.engine) == nil, "mid-turn")
        game.playTurn(.right, .wrong, .pass)
        let engine = game.engine
        #expect(
            PhoneAction.fix.command(for: .host, argument: 0, engine: engine)
                == .correct([WordCorrection(position: 0, result: .wrong)]))
        #expect(
            PhoneAction.fix.command(for: .host, argument: 1, engine: engine)
                == .correct([WordCorrection(position: 1, result: .passed)]))
        #expect(
            PhoneAction.fix.command(for: .host, argument: 2, engine: engine)
                == .correct([WordCorrection(position: 2, result: .correct)]))
        #expect(PhoneAction.fix.command(for: .host, argument: 99, engine: engine) == nil)
        #expect(PhoneAction.fix.command(for: .describer, argument: 0, engine: engine) == nil)
        #expect(PhoneAction.bonus.command(for: .host, argument: 1, engine: engine) == .adjust(team: "Blue", points: 1))
        #expect(
            PhoneAction.penalty.command(for: .host, argument: 0, engine: engine) == .adjust(team: "Red", points: -1))
        #expect(PhoneAction.bonus.command(for: .board, argument: 0, engine: engine) == nil)
        #expect(PhoneAction.bonus.command(for: .host, argument: 2, engine: engine) == nil)
        #expect(PhoneAction.right.command(for: .host, argument: 3, engine: engine) == nil)

        // The words go to the host's page only.
        let host = PhoneState(engine: engine, role: .host, placement: .phone, warningSeconds: 10)
        #expect(host.review?.map(\.result) == [.correct, .wrong, .passed, .unanswered])
        #expect(host.json.contains(#""result":"passed""#))
        #expect(host.teams == ["Red", "Blue"])
        for role in [PhoneRole.board, .guest, .describer] {
            #expect(PhoneState(engine: engine, role: role, placement: .phone, warningSeconds: 10).review == nil)
        }
        // Applied, the correction changes the record.
        if let command = PhoneAction.fix.command(for: .host, argument: 1, engine: engine) { game.send(command) }
        #expect(engine.session.records[0].words[1].result == .passed && engine.session.records[0].corrected)
    }
}
