import Foundation
import GRDB
import GuessGame
import GuessHistory
import GuessPlay
import Testing

/// Views only send commands (#43): the room's choice of describer reaches the engine as a command, and the
/// history follows it, also when the turn had already begun.
@Suite("The describer is a command")
struct DescriberCommandTests {
    private let setup = GameSetup(
        teams: [TeamLineup(name: "Red"), TeamLineup(name: "Blue")], turnsPerTeam: 1, penalty: false, tieBreak: false,
        seconds: 60, bank: nil, words: ["t.txt"], defaultTier: "custom", weights: [20, 20, 20, 10, 30],
        onExhausted: .end, seed: 5)

    @Test("named while the turn waits, or changed once it began: the engine, the record and the store say who")
    func describerFollowed() throws {
        let store = try HistoryStore(DatabaseQueue())
        let game = RecordedGame(setup.partyGame, store: store, setup: setup)
        var assigned: [String?] = []
        game.engine.subscribe { event in
            if case .describerAssigned(let name, _) = event { assigned.append(name) }
        }
        #expect(game.engine.send(.assignDescriber("Ann")))
        #expect(game.engine.describer == "Ann")
        game.engine.send(.confirm)
        game.engine.send(.right)
        #expect(game.engine.send(.assignDescriber("Zoe")))
        #expect(game.engine.send(.assignDescriber("Zoe")), "the same name again changes nothing")
        game.clock.now += 60
        game.engine.advance()
        #expect(assigned == ["Ann", "Zoe"])
        #expect(game.engine.session.records.last?.describer == "Zoe")
        // Once the game is over it means nothing.
        game.playTurn(right: 0)
        game.engine.send(.confirm)
        #expect(game.engine.phase == .finished || game.engine.phase == .showingFinalScoreboard)
        #expect(!game.engine.send(.assignDescriber("Max")))
        #expect(assigned == ["Ann", "Zoe"])
        game.recorder.flush()
        let stored = try #require(try store.listGames(limit: nil).value.first)
        let turns = try #require(try store.game(id: stored.gameID).value).turns
        #expect(turns.first?.describer == "Zoe")
    }
}
