import Foundation
import GuessGameTestSupport
import GuessWordsTestSupport
import Testing

@testable import GuessGame
@testable import GuessRoom
@testable import GuessText

/// Who may do what in the room, checked over every role × phase × action against a table written out
/// by hand from the issue (not computed the way `RoomRules` computes it).
@Suite("Room rules: every role × phase × action")
struct RoomRulesTests {
    private static let answers: [PhoneAction] = [.right, .wrong, .pass, .taboo, .undo]
    private static let allPhases = Set(RoomPhase.allCases)

    /// The allowed (role, phase, action) triples, spelled out.
    private static var allowed: Set<String> {
        var table: Set<String> = []
        func allow(_ role: RoomRole, _ phases: Set<RoomPhase>, _ actions: [PhoneAction]) {
            for phase in phases { for action in actions { table.insert("\(role)/\(phase)/\(action)") } }
        }
        allow(.describer, [.playing], answers)
        allow(.host, [.playing], answers)
        // Issue 33: start the turn and end the game mean one thing each; at game over neither is offered
        // (Start there ended the program).
        allow(.host, [.waiting, .timesUp, .playAgain], [.start])
        allow(.host, [.playing, .paused], [.pause, .endTurn, .moreTime])
        allow(.host, allPhases.subtracting([.quitQuestion, .gameOver, .finished]), [.quit])
        allow(.host, [.quitQuestion], [.yes, .no])
        allow(.host, [.waiting, .timesUp, .playAgain, .gameOver], [.fix, .bonus, .penalty])
        allow(.host, allPhases.subtracting([.finished]), [.handOver])
        // Issue 33: the host keeps the room (remove a phone, lock it, open it again) until the game is over.
        allow(.host, allPhases.subtracting([.finished]), [.remove, .lock, .unlock])
        allow(.host, [.waiting], [.pickDescriber])
        return table
    }

    @Test("the table holds for every one of the 5 × 10 × 20 cases")
    func exhaustive() {
        let table = Self.allowed
        var checked = 0
        for role in RoomRole.allCases {
            for phase in RoomPhase.allCases {
                for action in PhoneAction.allCases {
                    let expected = table.contains("\(role)/\(phase)/\(action)")
                    #expect(
                        RoomRules.allows(role: role, phase: phase, action: action) == expected,
                        "\(role) \(action) in \(phase)")
                    checked += 1
                }
            }
        }
        #expect(checked == RoomRole.allCases.count * RoomPhase.allCases.count * PhoneAction.allCases.count)
        #expect(RoomRole.allCases.count == 5 && RoomPhase.allCases.count == 10 && PhoneAction.allCases.count == 20)
    }

    @Test("the board, the other players and the guests may do nothing, ever")
    func watchersDoNothing() {
        for role in [RoomRole.board, .player, .guest] {
            for phase in RoomPhase.allCases {
                for action in PhoneAction.allCases {
                    #expect(!RoomRules.allows(role: role, phase: phase, action: action), "\(role) \(action) \(phase)")
                }
            }
        }
    }

    @Test("through a whole party game, no command comes from a watcher and the describer only answers")
    func wholeGame() throws {
        let game = RulesHarness(
            kind: .party(PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 1)),
            settings: EngineSettings(waitsForHost: true))
        game.engine.begin()
        var seen: Set<RoomPhase> = []
        for step in 0..<40 {
            let phase = RoomPhase(engine: game.engine)
            seen.insert(phase)
            for action in PhoneAction.allCases {
                for argument in [nil, 0, 1, game.engine.round?.currentIndex] {
                    for role in [RoomRole.board, .player, .guest] {
                        #expect(action.command(for: role, argument: argument, engine: game.engine) == nil)
                    }
                    if let command = action.command(for: .describer, argument: argument, engine: game.engine) {
                        #expect([.right, .wrong, .pass, .taboo, .undo].contains(command), "\(command)")
                    }
                }
            }
            let index = game.engine.round?.currentIndex
            let host = [PhoneAction.start, .right].compactMap {
                $0.command(for: .host, argument: $0 == .right ? index : nil, engine: game.engine)
            }
            guard let next = host.first else { break }
            game.send(next)
            if step % 4 == 3 { game.wait(61) }
            if game.engine.phase == .finished { break }
        }
        #expect(seen.contains(.waiting) && seen.contains(.playing))
    }

    @Test("an answer names the word on the card; one for another word changes nothing and is stale")
    func answersNameTheirWord() throws {
        let game = RulesHarness(settings: EngineSettings(waitsForHost: true))
        game.engine.begin()
        game.send(.confirm)
        let engine = game.engine
        let first = try #require(engine.round?.currentIndex)
        #expect(PhoneAction.right.command(for: .describer, argument: nil, engine: engine) == nil, "no word named")
        #expect(PhoneAction.right.command(for: .describer, argument: first + 1, engine: engine) == nil)
        #expect(PhoneAction.right.isStale(argument: first + 1, engine: engine))
        #expect(!PhoneAction.right.isStale(argument: first, engine: engine))
        #expect(PhoneAction.right.command(for: .describer, argument: first, engine: engine) == .right)
        game.send(.right)
        // The tap held back by a stalled network arrives after the host answered: it names the old word.
        #expect(PhoneAction.wrong.command(for: .describer, argument: first, engine: engine) == nil)
        #expect(PhoneAction.wrong.isStale(argument: first, engine: engine))
        let second = try #require(engine.round?.currentIndex)
        #expect(second != first)
        #expect(PhoneAction.wrong.command(for: .host, argument: second, engine: engine) == .wrong)
        #expect(PhoneAction.parse(#"{"do":"right","n":3}"#)?.argument == 3)
        let state = PhoneState(engine: engine, role: .describer, placement: .phone, warningSeconds: 10)
        #expect(state.wordIndex == second)
        #expect(PhoneState(engine: engine, role: .guest, placement: .phone, warningSeconds: 10).wordIndex == nil)
    }

    @Test("more time stops at round.max_added_seconds for the turn")
    func addedTimeCapped() throws {
        let game = RulesHarness(
            rules: GameRules(addSeconds: 30, maxAddedSeconds: 70), settings: EngineSettings(waitsForHost: true))
        game.engine.begin()
        game.send(.confirm)
        #expect(game.send(.moreTime, .moreTime, .moreTime, .moreTime) == [true, true, true, false])
        #expect(game.engine.round?.addedSeconds == 70)
        let old = try JSONDecoder().decode(GameRules.self, from: Data(#"{"add_seconds":30}"#.utf8))
        #expect(old.maxAddedSeconds == 300)
    }
}
