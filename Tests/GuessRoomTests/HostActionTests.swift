import Foundation
import GuessGameTestSupport
import Testing

@testable import GuessGame
@testable import GuessRoom
@testable import GuessText

/// Issue 33: one list of host actions with one name each, which the pipe, the host's remote, the docs and the
/// engine all follow (the terminal's keys: `GuessPlayTests.TerminalHostKeysTests`).
@Suite("Host actions: one table, one meaning each, on every surface")
struct HostActionTests {
    /// A three-team party game whose recap and final scoreboard stay until the host acts, as at a terminal.
    private func party(asks: Bool = true) -> RulesHarness {
        RulesHarness(
            kind: .party(PartyGame(teams: ["Red", "Blue", "Green"], turnsPerTeam: 2)),
            settings: EngineSettings(
                waitsForHost: true, asksBeforeQuitting: asks, holdsFinalScoreboard: true, holdsRecap: true))
    }

    @Test("every pipe word of an action is that action, and sends the action's command")
    func pipeWords() {
        for action in HostAction.allCases {
            #expect(!action.pipeWords.isEmpty)
            for word in action.pipeWords + action.pipeWords.map({ " \($0.uppercased()) " }) {
                let line = PipeCommand(line: word)
                #expect(line.hostAction == action, "\(word)")
                #expect(line.gameCommand == action.command, "\(word)")
            }
            #expect(PipeCommand(hostAction: action).hostAction == action)
        }
        let words = HostAction.allCases.flatMap(\.pipeWords)
        #expect(Set(words).count == words.count, "a word names one action")
    }

    @Test("the remote's message of an action is that action, and asks the engine for the action's command")
    func remoteMessages() {
        for action in HostAction.allCases {
            #expect(HostAction(phoneAction: action.phoneAction) == action)
        }
        // Where each action applies, the remote's message means exactly the table's command.
        let cases: [(HostAction, GamePhase)] = [
            (.startTurn, .awaitingTurn), (.startTurn, .showingRecap), (.startTurn, .timesUp),
            (.pause, .playing(.none)), (.moreTime, .playing(.none)), (.endTurn, .playing(.none)),
            (.endGame, .playing(.none)), (.endGame, .awaitingTurn), (.endGame, .showingRecap),
        ]
        for (action, phase) in cases {
            #expect(action.phoneAction.command(in: phase) == action.command, "\(action) in \(phase)")
        }
        for answer in [PhoneAction.right, .wrong, .pass, .taboo, .undo, .fix, .lock] {
            #expect(HostAction(phoneAction: answer) == nil)
        }
    }

    @Test("at game over the remote has neither Start (it ended the program) nor End the game")
    func nothingEndsTheProgramFromTheRemote() {
        for action in [PhoneAction.start, .quit] {
            #expect(!RoomRules.allows(role: .host, phase: .gameOver, action: action))
        }
        #expect(RoomRules.allows(role: .host, phase: .gameOver, action: .bonus), "points may still be given")
    }

    @Test("the remote is sent the buttons RoomRules allows, in the pages' order, and the watchers none")
    func buttonsComeFromTheRules() {
        let game = party()
        game.engine.begin()
        func actions(_ role: PhoneRole = .host) -> [PhoneAction] {
            PhoneState(engine: game.engine, role: role, placement: .phone, warningSeconds: 30).actions
        }
        // The remote's game buttons (HostAction's and the quit question's answers), in their order.
        let gameButtons: Set<PhoneAction> = [.start, .pause, .moreTime, .endTurn, .quit, .yes, .no]
        func buttons() -> [PhoneAction] { actions().filter(gameButtons.contains) }
        #expect(buttons() == [.start, .quit])
        #expect(actions(.board) == [] && actions(.describer) == [] && actions(.guest) == [])
        game.send(.confirm)
        #expect(buttons() == [.pause, .moreTime, .endTurn, .quit])
        #expect(actions(.describer) == [.right, .wrong, .pass, .taboo, .undo])
        #expect(actions(.board) == [] && actions(.guest) == [])
        game.send(.quit)
        #expect(buttons() == [.yes, .no])
        #expect(actions(.describer) == [])
    }

    @Test("start the turn on a recap starts the next turn at once, with no get-ready card in between")
    func startFromTheRecap() {
        let game = party()
        game.engine.begin()
        game.send(.confirm)
        game.playTurn(.right)
        #expect(game.engine.phase == .showingRecap)
        game.wait(1)
        #expect(game.send(HostAction.startTurn.command) == [true])
        #expect(game.engine.phase == .playing(.none))
        #expect(game.engine.team == "Blue")
        // Another key still closes the recap to the get-ready card.
        game.playTurn(.right)
        game.wait(1)
        game.send(.otherKey)
        #expect(game.engine.phase == .awaitingTurn)
        #expect(game.engine.team == "Green")
    }

    @Test("end the turn ends only the turn: the game goes on with the next team")
    func endTurnGoesOn() {
        let game = party()
        game.engine.begin()
        game.send(.confirm, .right, HostAction.endTurn.command)
        #expect(game.engine.session.records.last?.endedBy == .ended)
        #expect(game.engine.phase == .showingRecap)
        game.wait(1)
        game.send(.otherKey)
        #expect(game.engine.phase == .awaitingTurn && game.engine.team == "Blue")
    }

    @Test("end the game during play asks, and yes ends the turn and the game, not only the turn")
    func endGameAsksThenEnds() {
        let game = party()
        game.engine.begin()
        game.send(.confirm, .right, HostAction.endGame.command)
        #expect(game.engine.phase == .playing(.quitQuestion))
        game.send(.otherKey)
        #expect(game.engine.phase == .playing(.none), "any other answer goes on")
        game.send(HostAction.endGame.command, .yes)
        #expect(game.engine.phase == .showingFinalScoreboard)
        #expect(game.engine.session.records.count == 1)
        #expect(game.engine.session.records.last?.endedBy == .quit)
    }

    @Test("end the game from a recap or a waiting turn ends it at once; a pipe is never asked")
    func endGameBetweenTurns() {
        let recap = party()
        recap.engine.begin()
        recap.send(.confirm)
        recap.playTurn(.right)
        recap.wait(1)
        recap.send(HostAction.endGame.command)
        #expect(recap.engine.phase == .showingFinalScoreboard, "not the next turn, as the recap's any-key did")
        #expect(recap.engine.session.records.count == 1)
        // From the time's-up card too: no recap first, the final scoreboard at once.
        let timesUp = RulesHarness(
            kind: .party(PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 2)),
            settings: EngineSettings(
                waitsForHost: true, asksBeforeQuitting: true, timesUpSeconds: 5, holdsFinalScoreboard: true,
                holdsRecap: true))
        timesUp.engine.begin()
        timesUp.send(.confirm, .right)
        timesUp.wait(Double(timesUp.engine.session.seconds) + 1)
        #expect(timesUp.engine.phase == .timesUp)
        timesUp.send(HostAction.endGame.command)
        #expect(timesUp.engine.phase == .showingFinalScoreboard)
        let piped = party(asks: false)
        piped.engine.begin()
        piped.send(.confirm, .right, PipeCommand(line: "quit").gameCommand ?? .otherKey)
        #expect(piped.engine.phase == .showingFinalScoreboard)
    }

    @Test("README's and Playing.md's key tables, the pipe words and the remote's buttons say each action's one name")
    func docsAndButtonsSayTheNames() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let playing = try String(contentsOf: root.appendingPathComponent("Documentation/Playing.md"), encoding: .utf8)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let page = try String(contentsOf: root.appendingPathComponent("Pages/phone.js"), encoding: .utf8)
        for action in HostAction.allCases {
            let english = action.name(Strings(.en))
            let key = action.terminalKeys.map { $0.count == 1 ? "`\($0)`" : $0 }.joined(separator: " or ")
            #expect(playing.contains("| \(key) | \(english)"), "the key table's row for \(action)")
            #expect(readme.contains("| \(key) | \(english)"), "README's key table's row for \(action)")
            #expect(playing.contains("`\(action.pipeWords[0])` (\(english))"), "the pipe's word for \(action)")
            let button = english.prefix(1).uppercased() + english.dropFirst()
            #expect(page.contains("\"\(button)\""), "the remote's English button for \(action)")
            #expect(page.contains("\"\(action.name(Strings(.zhHans)))\""), "the remote's Chinese button for \(action)")
        }
    }
}
