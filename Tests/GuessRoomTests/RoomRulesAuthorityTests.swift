import GuessGameTestSupport
import Testing

@testable import GuessGame
@testable import GuessRoom

/// `RoomRules` is the one table of who may do what: through games that pass every phase, each role's
/// state frame offers exactly what the table allows it, and the server's command for every action is
/// nil where the table refuses and the action's own command where it allows (every expectation derived
/// from the table, none written out again).
@Suite("Room rules: the frames and the commands follow the one table")
struct RoomRulesAuthorityTests {
    /// The actions drawn in the answers' row, which the page can send only naming the word on the card.
    private static func needsTheWord(_ action: PhoneAction) -> Bool { action.answersAWord || action == .undo }

    /// Checks every role × action in the engine's phase now; returns the phase.
    @discardableResult
    private static func checkEveryRole(_ engine: GameEngine) -> RoomPhase {
        let phase = RoomPhase(engine: engine)
        for role in RoomRole.allCases {
            let state = PhoneState(engine: engine, role: role.view, placement: .phone, warningSeconds: 10)
            let offered = Set(state.actions)
            #expect(state.actions.count == offered.count, "\(role) in \(phase): an action offered twice")
            if phase == .playing, role.view.receivesWord {
                #expect(state.wordIndex != nil, "\(role) in play is sent the word its answers name")
            }
            for action in PhoneAction.allCases {
                let allowed = RoomRules.allows(role: role, phase: phase, action: action)
                let sendable = state.wordIndex != nil || !needsTheWord(action)
                #expect(
                    offered.contains(action) == (allowed && sendable),
                    "\(role) in \(phase): \(action) offered \(offered.contains(action)), allowed \(allowed)")
                for argument in [nil, 0, 1, engine.round?.currentIndex] {
                    let command = action.command(for: role, argument: argument, engine: engine)
                    let mapped = allowed ? action.command(argument: argument, engine: engine) : nil
                    #expect(command == mapped, "\(role) in \(phase): \(action) \(String(describing: argument))")
                }
            }
            // Every game button a page is offered does something when the page sends it as it would.
            for action in state.actions where action.command(in: engine.phase) != nil {
                let argument = action.answersAWord ? state.wordIndex : nil
                #expect(
                    action.command(for: role, argument: argument, engine: engine) != nil,
                    "\(role) in \(phase): the \(action) button does nothing")
            }
        }
        return phase
    }

    @Test("every role in every phase: the state's actions and the server's commands are the table's")
    func framesAndCommandsFollowTheTable() {
        var seen: Set<RoomPhase> = []
        let party = RulesHarness(
            kind: .party(PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 1)),
            settings: EngineSettings(
                leadInSeconds: 3, waitsForHost: true, asksBeforeQuitting: true, holdsFinalScoreboard: true,
                holdsRecap: true))
        let engine = party.engine
        engine.begin()
        seen.insert(Self.checkEveryRole(engine))
        let steps: [() -> Void] = [
            { party.send(.confirm) },  // the lead-in
            { party.wait(3) },  // play
            { party.send(.right) },
            { party.send(.pause) },  // paused
            { party.send(.pause) },
            { party.send(.help) },  // the help
            { party.send(.otherKey) },
            { party.send(.quit) },  // the quit question
            { party.send(.otherKey) },
            { party.wait(1000) },  // time's up
        ]
        for step in steps {
            step()
            seen.insert(Self.checkEveryRole(engine))
        }
        // On through the recap, the next team's turn and the final scoreboard to the end.
        for _ in 0..<20 where engine.phase != .finished {
            switch engine.phase {
            case .leadIn: party.wait(3)
            case .playing: party.wait(1000)
            default: party.send(.confirm)
            }
            seen.insert(Self.checkEveryRole(engine))
        }
        let single = RulesHarness(settings: EngineSettings(waitsForHost: true, asksToPlayAgain: true))
        single.engine.begin()
        single.send(.confirm)
        single.send(.right)
        seen.insert(Self.checkEveryRole(single.engine))
        single.wait(1000)  // play again?
        seen.insert(Self.checkEveryRole(single.engine))
        #expect(seen == Set(RoomPhase.allCases), "phases never reached: \(Set(RoomPhase.allCases).subtracting(seen))")
    }

    @Test("the pages' order holds every action once")
    func orderHoldsEveryAction() {
        #expect(PhoneState.actionOrder.count == PhoneAction.allCases.count)
        #expect(Set(PhoneState.actionOrder) == Set(PhoneAction.allCases))
    }

    @Test("where the word is not on the phones, the answers are not offered (no word to name)")
    func noWordNoAnswers() {
        let game = RulesHarness(settings: EngineSettings(waitsForHost: true))
        game.engine.begin()
        game.send(.confirm)
        let state = PhoneState(engine: game.engine, role: .host, placement: .terminal, warningSeconds: 10)
        #expect(state.wordIndex == nil)
        #expect(RoomRules.allows(role: .host, phase: .playing, action: .right))
        #expect(!state.actions.contains(where: Self.needsTheWord))
        #expect(state.actions.contains(.pause), "the host still runs the game")
    }
}
