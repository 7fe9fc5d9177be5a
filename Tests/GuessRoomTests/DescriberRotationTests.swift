import GuessGameTestSupport
import Testing

@testable import GuessGame
@testable import GuessRoom
@testable import GuessWords

/// Who describes next: the engine's own rotation, and the room's over the phones that joined.
@Suite struct DescriberRotationTests {
    @Test("a single round's describer is the room's for that round: play again leaves the next one to the room")
    func singleRoundsRotate() {
        let game = EngineHarness(settings: EngineSettings(waitsForHost: true, asksToPlayAgain: true))
        game.engine.begin()
        #expect(game.engine.phase == .awaitingTurn)
        game.engine.send(.assignDescriber("Ann"))
        game.engine.send(.confirm)
        #expect(game.engine.describer == "Ann")
        game.engine.send(.quit)
        #expect(game.engine.phase == .askingToPlayAgain)
        #expect(game.engine.session.records.last?.describer == "Ann")
        game.engine.send(.yes)
        #expect(game.engine.phase == .awaitingTurn)
        // Not Ann again by default: the room's rotation (records.count) names the next joined phone.
        #expect(game.engine.describer == nil)
        var room = Room(teams: [], players: [:])
        var random = SplitMix64(seed: 1)
        for (connection, name) in ["Ann", "Bo"].enumerated() {
            room.seat(connection, as: .guest)
            _ = room.claim(connection, name: name, team: nil, token: nil, using: &random)
        }
        let turns = game.engine.session.records.count
        #expect(room.describer(team: nil, turnsPlayed: turns, named: game.engine.describer) == "Bo")
    }
}
