import Foundation
import GuessGame
import GuessHistory
import GuessPlay
import GuessRoom
import GuessScreens
import GuessServer
import GuessText
import Testing

/// The phones' game-over board names the winners the history names, however the game ended (#26): both
/// read `GameOutcome`.
@Suite struct OneTruthWinnersTests {
    /// Plays Red then Blue (one turn each) by `steps` through the real runner into a store; returns the
    /// winners the board's phone shows and those the stored game names.
    private static func winners(_ steps: [ScriptedFrontEnd.Step]) throws -> (phone: [String], history: [String]) {
        let played = try RunnerStore()
        let clock = SteppedClock()
        let engine = testEngine(teams: ["Red", "Blue"], clock: clock)
        let recorder = HistoryRecorder(store: played.store)
        let runner = GameRunner(
            engine: engine, recorder: recorder, sound: SilentPlayer(), export: nil, files: MemoryExportFiles(),
            strings: Strings(.en))
        _ = runner.run(ScriptedFrontEnd(steps, clock: clock))
        #expect(recorder.flush())
        let board = PhoneState(engine: engine, role: .board, placement: .phone, warningSeconds: 10)
        let game = try #require(try played.store.allGames().value.first)
        return (board.winners, game.outcome.winners)
    }

    private static var redTurn: [ScriptedFrontEnd.Step] {
        [.send([.confirm]), .wait(2), .send([.right]), .wait(2), .send([.right]), .send([.endTurn])]
    }

    @Test func aGamePlayedOutNamesItsWinnerEverywhere() throws {
        let seen = try Self.winners(
            Self.redTurn + [.send([.confirm]), .wait(2), .send([.right]), .send([.endTurn]), .send([.confirm])])
        #expect(seen.phone == ["Red"])
        #expect(seen.history == seen.phone)
    }

    @Test func aGameCutShortInTheLastTurnHasNoWinnerAnywhere() throws {
        let seen = try Self.winners(
            Self.redTurn + [.send([.confirm]), .wait(2), .send([.right]), .send([.interrupt(signal: 1)])])
        #expect(seen.phone.isEmpty)
        #expect(seen.history == seen.phone)
    }

    @Test func aSignalAfterTheLastTurnEndedKeepsTheWinnerTheHistoryKeeps() throws {
        // Every turn was played: a closed lid on the last time's-up card does not take the win away.
        let seen = try Self.winners(
            Self.redTurn + [
                .send([.confirm]), .wait(2), .send([.right]), .wait(2), .send([.right]), .wait(2), .send([.right]),
                .send([.endTurn]), .send([.interrupt(signal: 1)]),
            ])
        #expect(seen.phone == ["Blue"])
        #expect(seen.history == seen.phone)
    }
    /// A game of Red and Blue at a fake terminal, kept in a store of its own, on a stepped clock.
    private static func terminalGame() throws -> (
        RunnerStore, SteppedClock, GameEngine, HistoryRecorder, GameRunner, FakeTerminal, TerminalFrontEnd
    ) {
        let played = try RunnerStore()
        let clock = SteppedClock()
        let engine = testEngine(
            teams: ["Red", "Blue"], seconds: 5, clock: clock,
            settings: TerminalFrontEnd.settings(leadIn: 0, confirm: true, grace: 0, big: .auto))
        let recorder = HistoryRecorder(store: played.store)
        let runner = GameRunner(
            engine: engine, recorder: recorder, sound: SilentPlayer(), export: nil, files: MemoryExportFiles(),
            strings: Strings(.en))
        let terminal = FakeTerminal()
        let frontEnd = TerminalFrontEnd(
            terminal: terminal, strings: Strings(.en), paint: Paint(enabled: false), warningSeconds: 1, big: .auto)
        return (played, clock, engine, recorder, runner, terminal, frontEnd)
    }

    @Test func theTerminalsLastLinesNameTheWinnerTheHistoryNamesWhenALidClosesOnTheLastCard() throws {
        let (played, clock, engine, recorder, runner, terminal, frontEnd) = try Self.terminalGame()
        // Red gets one right, Blue two; on Blue's time's-up card (every turn played) the lid closes (SIGHUP).
        var rights = 0
        terminal.onWait = { seconds in
            guard terminal.inputs.isEmpty else { return }
            switch engine.phase {
            case .awaitingTurn, .showingRecap:
                terminal.inputs = [.keys([.confirm])]
            case .playing:
                let wanted = engine.team == "Red" ? 1 : 2
                if (engine.round?.correctCount ?? 0) < wanted {
                    rights += 1
                    terminal.inputs = [.keys([.right])]
                } else {
                    clock.now += seconds ?? 1
                    terminal.inputs = [.timeout]
                }
            case .timesUp:
                terminal.inputs = engine.session.records.count == 2 ? [.signal(1)] : [.keys([.confirm])]
            default:
                clock.now += seconds ?? 1
                terminal.inputs = [.timeout]
            }
        }
        #expect(runner.run(frontEnd) == 129)
        #expect(recorder.flush())
        let game = try #require(try played.store.allGames().value.first)
        #expect(game.outcome.winners == ["Blue"])
        #expect(frontEnd.closingLines.contains("Winner: Blue"), "\(frontEnd.closingLines)")
        // The score after every turn in blocks, drawn from the stored game's results, above the scoreboard (#37).
        let chart = ScoreSparkline.lines(GameResults.of(game), width: 100, strings: Strings(.en))
        #expect(chart.count == 3, "\(chart)")
        #expect(Array(frontEnd.closingLines.prefix(chart.count)) == chart, "\(frontEnd.closingLines)")
        #expect(frontEnd.closingLines[chart.count].hasPrefix("Scoreboard"), "\(frontEnd.closingLines)")
    }

    @Test func aPointGivenOnTheFinalScoreboardChangesTheTerminalsLastLinesAsTheHistory() throws {
        let (played, clock, engine, recorder, runner, terminal, frontEnd) = try Self.terminalGame()
        // Red gets one right, Blue two; on the final scoreboard the host's remote gives Red a point (a tie), then
        // a key closes the scoreboard.
        var given = false
        terminal.onWait = { seconds in
            guard terminal.inputs.isEmpty else { return }
            switch engine.phase {
            case .awaitingTurn, .showingRecap, .timesUp:
                terminal.inputs = [.keys([.confirm])]
            case .playing:
                let wanted = engine.team == "Red" ? 1 : 2
                if (engine.round?.correctCount ?? 0) < wanted {
                    terminal.inputs = [.keys([.right])]
                } else {
                    clock.now += seconds ?? 1
                    terminal.inputs = [.timeout]
                }
            case .showingFinalScoreboard where !given:
                given = engine.send(.adjust(team: "Red", points: 1))
                terminal.inputs = [.timeout]
            default:
                terminal.inputs = [.keys([.unknown])]
            }
        }
        #expect(runner.run(frontEnd) == 0)
        #expect(given)
        #expect(recorder.flush())
        let game = try #require(try played.store.allGames().value.first)
        #expect(game.outcome.winners == ["Red", "Blue"])
        #expect(frontEnd.closingLines.contains("Tie for first place: Red, Blue"), "\(frontEnd.closingLines)")
        #expect(!frontEnd.closingLines.contains("Winner: Blue"), "\(frontEnd.closingLines)")
    }
}
