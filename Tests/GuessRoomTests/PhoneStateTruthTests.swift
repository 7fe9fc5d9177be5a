import Foundation
import GuessGameTestSupport
import GuessText
import Testing

@testable import GuessGame
@testable import GuessRoom
@testable import GuessScreens

/// What the pages are told stays right at the turn's end, after a correction and at the game's end.
@Suite("Phone states tell the truth: turns, counts, end reasons, the final board")
struct PhoneStateTruthTests {
    private func state(_ engine: GameEngine, _ view: PhoneRole = .board) -> PhoneState {
        PhoneState(engine: engine, role: view, placement: .phone, warningSeconds: 10)
    }

    @Test("one turn each: the time's-up card says turn 1 of 1, the final board no turn and no clock")
    func noTurnPastTheLast() {
        let game = RulesHarness(
            kind: .party(PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 1)),
            settings: EngineSettings(waitsForHost: true, timesUpSeconds: 5, holdsFinalScoreboard: true))
        game.engine.begin()
        game.send(.confirm)
        game.send(.right)
        game.wait(61)
        var board = state(game.engine)
        #expect(board.phase == .timesUp && board.turn == 1 && board.turnsPerTeam == 1)
        #expect(board.last?.endedBy == .time)
        game.send(.confirm)
        game.send(.confirm)
        game.send(.endTurn)
        board = state(game.engine)
        #expect(board.last?.endedBy == .ended, "ended, not timed out")
        for _ in 0..<4 where game.engine.phase != .showingFinalScoreboard { game.send(.confirm) }
        board = state(game.engine)
        #expect(board.phase == .gameOver, "\(game.engine.phase)")
        #expect(board.turn == nil && board.secondsLeft == 0)
        #expect(board.winners == ["Red"])
    }

    @Test("after a correction the time's-up counts follow the record")
    func countsFollowCorrection() throws {
        let game = RulesHarness(
            kind: .party(PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 2)),
            settings: EngineSettings(waitsForHost: true, timesUpSeconds: 30))
        game.engine.begin()
        game.send(.confirm)
        game.send(.right, .right, .wrong)
        game.wait(61)
        #expect(state(game.engine).correct == 2 && state(game.engine).wrong == 1)
        game.send(.correct([WordCorrection(position: 0, result: .wrong)]))
        let board = state(game.engine)
        #expect(board.phase == .timesUp)
        #expect(board.correct == 1 && board.wrong == 2, "no stale count after a correction")
        #expect(board.last?.correct == 1)
        let json = board.json
        #expect(json.contains(#""phase":"timesUp""#) && json.contains(#""endedBy":"time""#))
    }

    @Test("mid-turn the scoreboard counts the turn's answers as the counts do, and the turn once at its end (#46)")
    func scoreboardAgreesWithCounts() {
        let game = RulesHarness(
            kind: .party(PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 2)),
            settings: EngineSettings(waitsForHost: true, timesUpSeconds: 30))
        game.engine.begin()
        game.send(.confirm)
        func red(_ board: PhoneState) -> Int? { board.scoreboard.first { $0.team == "Red" }?.score }
        var board = state(game.engine)
        #expect(board.correct == 0 && red(board) == 0)
        for expected in [1, 2] {
            game.send(.right)
            board = state(game.engine)
            #expect(board.phase == .playing && board.correct == expected && red(board) == expected)
            #expect(board.scoreboard.first?.team == "Red", "the live score orders the board too")
        }
        game.send(.wrong)
        game.send(.pause)
        board = state(game.engine)
        #expect(board.phase == .paused && board.correct == 2 && red(board) == 2)
        game.send(.pause)
        game.wait(61)
        board = state(game.engine)
        #expect(
            board.phase == .timesUp && board.correct == 2 && red(board) == 2, "the recorded turn is not counted twice")
        game.send(.confirm)
        game.send(.confirm)
        board = state(game.engine)
        #expect(red(board) == 2 && board.scoreboard.first { $0.team == "Blue" }?.score == 0)
    }

    @Test("a turn has one name: the game's turn, the team's turn beside it (#46)")
    func oneNameForATurn() {
        let game = RulesHarness(
            kind: .party(PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 2)),
            settings: EngineSettings(waitsForHost: true, timesUpSeconds: 30))
        game.engine.begin()
        var seen: [[Int?]] = []
        for _ in 0..<3 {
            var board = state(game.engine)
            seen.append([board.gameTurn, board.turn])
            game.send(.confirm)
            game.wait(61)
            board = state(game.engine)
            #expect(board.phase == .timesUp)
            seen.append([board.gameTurn, board.turn])
            game.send(.confirm)
            game.send(.confirm)
        }
        // Red's 1st (turn 1), Blue's 1st (turn 2), Red's 2nd (turn 3): waiting, then on the time's-up card.
        #expect(seen == [[1, 1], [1, 1], [2, 1], [2, 1], [3, 2], [3, 2]], "\(seen)")
        #expect(Strings(.zhHans).turnLabel(game: 3, turn: 2, of: 2, tieBreak: false) == "第 3 回合（本队 2/2）")
        #expect(Strings(.en).turnLabel(game: 3, turn: 2, of: 2, tieBreak: false) == "turn 3 (team turn 2/2)")
    }

    @Test("team names are capped at 40 characters, as players' are")
    func teamNamesCapped() {
        #expect(TeamLineup.check([TeamLineup(name: String(repeating: "R", count: 41))]) != nil)
        #expect(TeamLineup.check([TeamLineup(name: String(repeating: "R", count: 40))]) == nil)
    }
}

/// The describer the room chose reaches the turn's record.
@Suite("The room's describer is kept in the record")
struct RoomDescriberRecordTests {
    @Test("a describer assigned while the turn waits or plays is the record's; between turns it is ignored")
    func assigned() {
        let game = RulesHarness(
            kind: .party(PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 1)),
            settings: EngineSettings(waitsForHost: true))
        game.engine.begin()
        #expect(game.engine.describer == nil)
        game.engine.send(.assignDescriber("Ann"))
        game.send(.confirm)
        game.send(.right)
        game.engine.send(.endTurn)
        #expect(game.engine.session.records.last?.describer == "Ann")
        game.engine.send(.assignDescriber("Bob"))
        game.send(.confirm)
        game.engine.send(.endTurn)
        #expect(game.engine.session.records.last?.describer == "Bob")
        game.engine.send(.assignDescriber("Zed"))
        #expect(game.engine.describer != "Zed", "the game is over")
    }
}
