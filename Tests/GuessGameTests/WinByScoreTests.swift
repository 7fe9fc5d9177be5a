import Foundation
import GuessGameTestSupport
import Testing

@testable import GuessGame

@Suite("Winning by score (--to N)")
struct WinByScoreTests {
    @Test("the game ends once every team has had the same number of turns and one reached the target")
    func endsAtTarget() {
        var game = PartyGame(teams: ["Red", "Blue", "Gold"], turnsPerTeam: 10, rules: GameRules(targetScore: 5))
        game.record(team: game.nextTeam()!, correct: 6, wrong: 0)
        // Red reached 5 but Blue and Gold have not had their turn yet.
        #expect(game.nextTeam() == "Blue")
        game.record(team: "Blue", correct: 2, wrong: 0)
        #expect(game.nextTeam() == "Gold")
        game.record(team: "Gold", correct: 3, wrong: 0)
        #expect(game.nextTeam() == nil)
        #expect(game.isOver && game.playedEveryTurn)
        #expect(game.winners == ["Red"])
    }

    @Test("a tie at the target is played off, one more turn each for the tied teams")
    func tieAtTarget() {
        var game = PartyGame(teams: ["Red", "Blue", "Gold"], turnsPerTeam: 10, rules: GameRules(targetScore: 5))
        for (team, points) in [("Red", 5), ("Blue", 5), ("Gold", 1)] {
            #expect(game.nextTeam() == team)
            game.record(team: team, correct: points, wrong: 0)
        }
        #expect(game.nextTeam() == "Red")
        #expect(game.isTieBreak)
        game.record(team: "Red", correct: 1, wrong: 0)
        #expect(game.nextTeam() == "Blue")
        game.record(team: "Blue", correct: 0, wrong: 0)
        #expect(game.nextTeam() == nil)
        #expect(game.winners == ["Red"])
    }

    @Test("--turns still caps a game nobody wins by score")
    func turnsCap() {
        var game = PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 2, rules: GameRules(targetScore: 50))
        var turns = 0
        while let team = game.nextTeam() {
            game.record(team: team, correct: team == "Red" ? 3 : 1, wrong: 0)
            turns += 1
        }
        #expect(turns == 4)
        #expect(game.winners == ["Red"])
    }

    @Test("the engine ends a party game at the target and plays the fanfare with the winner")
    func engineEndsAtTarget() {
        let game = RulesHarness(
            kind: .party(PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 5, rules: GameRules(targetScore: 2))))
        game.engine.begin()
        game.playTurn(.right, .right)
        game.playTurn(.right)
        #expect(game.engine.isFinished)
        #expect(game.engine.session.records.count == 2)
        #expect(game.events.contains { if case .cue(.fanfare) = $0 { true } else { false } })
    }

    @Test("the rules survive a round trip through JSON, and missing keys take their defaults")
    func rulesCodable() throws {
        let rules = GameRules(passesPerTurn: 3, passPenalty: true, targetScore: 20, addSeconds: 15)
        let data = try JSONEncoder().encode(rules)
        #expect(try JSONDecoder().decode(GameRules.self, from: data) == rules)
        #expect(try JSONDecoder().decode(GameRules.self, from: Data("{}".utf8)) == GameRules())
    }
}
