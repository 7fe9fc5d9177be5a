import Foundation
import GuessGameTestSupport
import GuessWordsTestSupport
import PropertyBased
import Testing

@testable import GuessGame
@testable import GuessWords

/// What the terminal asks of the engine, without the terminal.
private let terminalLike = EngineSettings(
    leadInSeconds: 3, waitsForHost: true, asksBeforeQuitting: true, grace: 0.5, timesUpSeconds: 5,
    asksToPlayAgain: true,
    holdsFinalScoreboard: true)

@Suite("The game engine, driven by a manual clock")
struct GameEngineTests {
    @Test("the help stops the clock while it is up, and any key closes it and starts the clock again")
    func helpStopsTheClock() {
        let game = EngineHarness()
        game.engine.begin()
        #expect(game.engine.phase == .playing(.none))
        game.wait(10)
        #expect(game.timeLeft == 50)
        #expect(game.engine.send(.help))
        #expect(game.engine.phase == .playing(.help))
        game.wait(30)
        #expect(game.timeLeft == 50)
        #expect(game.engine.secondsUntilNextChange == nil, "nothing moves by itself while the help is up")
        game.engine.send(.right)  // closes the help; it does not answer
        #expect(game.engine.round?.correctCount == 0)
        #expect(game.engine.phase == .playing(.none))
        game.wait(5)
        #expect(game.timeLeft == 45)
    }

    @Test("a pause stops the clock; the round ends a full round of play later")
    func pauseStopsTheClock() {
        let game = EngineHarness(seconds: 1)
        game.engine.begin()
        game.wait(0.5)
        game.engine.send(.pause)
        #expect(game.engine.secondsUntilNextChange == nil)
        game.wait(1.5)
        #expect(game.engine.round?.isOver == false)
        game.engine.send(.pause)
        game.wait(0.5)
        #expect(game.engine.round?.endReason == .time)
        #expect(game.engine.session.records.first?.elapsed == 1)
    }

    @Test("nothing is timed before Enter: the turn waits, then the lead-in, then the clock")
    func nothingTimedBeforeEnter() {
        let game = EngineHarness(settings: terminalLike)
        game.engine.begin()
        game.wait(100)
        #expect(game.engine.phase == .awaitingTurn)
        #expect(game.engine.round == nil)
        #expect(!game.engine.send(.wrong), "only Enter, y or → start the turn")
        game.engine.send(.confirm)
        game.wait(3)
        game.wait(2)
        #expect(game.timeLeft == 58)
    }

    @Test("the help opened while paused leaves the round paused when it closes")
    func helpWhilePaused() {
        let game = EngineHarness()
        game.engine.begin()
        game.engine.send(.pause)
        game.engine.send(.help)
        game.engine.send(.otherKey)
        #expect(game.engine.round?.phase == .paused)
    }

    @Test("the quit question stops the clock; y ends the turn as quit, any other key goes back to play")
    func quitQuestion() {
        let game = EngineHarness(settings: terminalLike)
        game.beginWithEnter()
        #expect(game.engine.phase == .playing(.none))
        game.wait(1)
        game.engine.send(.quit)
        #expect(game.engine.phase == .playing(.quitQuestion))
        game.wait(20)
        #expect(game.timeLeft == 59)
        game.engine.send(.wrong)
        #expect(game.engine.phase == .playing(.none))
        #expect(game.engine.round?.wrongCount == 0, "the key that closes the question does not answer")
        game.wait(1)
        #expect(game.timeLeft == 58)
        game.engine.send(.quit)
        game.engine.send(.yes)
        #expect(game.engine.round?.endReason == .quit)
        #expect(game.engine.phase == .askingToPlayAgain)
    }

    @Test("through a pipe, q ends the game at once and end only the turn")
    func pipeQuit() {
        let game = EngineHarness(kind: .party(PartyGame(teams: ["A", "B"], turnsPerTeam: 2)))
        game.engine.begin()
        game.engine.send(.right)
        game.engine.send(.endTurn)
        #expect(game.engine.team == "B")
        #expect(game.engine.phase == .playing(.none))
        game.engine.send(.quit)
        #expect(game.engine.isFinished)
        #expect(game.engine.party?.played.count == 2)
        #expect(game.engine.session.records.map(\.endedBy) == [.ended, .quit])
    }

    @Test("the lead-in counts down whole seconds before the clock starts; q during it ends the game unplayed")
    func leadIn() {
        let game = EngineHarness(settings: terminalLike)
        game.engine.begin()
        #expect(game.engine.phase == .awaitingTurn)
        game.engine.send(.confirm)
        #expect(game.engine.phase == .leadIn(secondsLeft: 3))
        game.wait(1.2)
        #expect(game.engine.phase == .leadIn(secondsLeft: 2))
        #expect(abs((game.engine.secondsUntilNextChange ?? 0) - 0.8) < 1e-9)
        game.wait(1.8)
        #expect(game.engine.phase == .playing(.none))
        #expect(game.timeLeft == 60)

        let quitter = EngineHarness(settings: terminalLike)
        quitter.engine.begin()
        quitter.engine.send(.confirm)
        quitter.wait(1)
        quitter.engine.send(.quit)
        #expect(quitter.engine.isFinished)
        #expect(quitter.engine.session.records.isEmpty)
        guard case .gameEnded(let ending, _) = quitter.events.last else {
            Issue.record("no end")
            return
        }
        #expect(ending.endedBeforePlay)
    }

    @Test("time's up: the record is out at once; the card drops keys for the grace, then leaves on a key or by itself")
    func timesUpCard() {
        let game = EngineHarness(settings: terminalLike, seconds: 10)
        var phaseAtRecord: GamePhase?
        game.engine.subscribe { [unowned engine = game.engine] event in
            if case .turnEnded = event { phaseAtRecord = engine.phase }
        }
        game.beginWithEnter()
        game.engine.send(.right)
        game.wait(10)
        #expect(game.engine.round?.endReason == .time)
        #expect(phaseAtRecord == .playing(.none), "the round is kept (and exported) before the card shows")
        #expect(game.engine.phase == .timesUp)
        #expect(!game.names.contains("recap"))
        game.wait(0.2)
        #expect(!game.engine.send(.otherKey), "a key in the grace was meant for the last word")
        #expect(game.engine.phase == .timesUp)
        game.wait(0.4)
        #expect(game.engine.send(.otherKey))
        #expect(game.names.last == "gameEnded")
        #expect(game.engine.phase == .askingToPlayAgain)

        let idle = EngineHarness(settings: terminalLike, seconds: 10)
        idle.beginWithEnter()
        idle.wait(10)
        #expect(idle.engine.secondsUntilNextChange == 5)
        idle.wait(4.9)
        #expect(idle.engine.phase == .timesUp)
        idle.wait(0.1)
        #expect(idle.engine.phase == .askingToPlayAgain)
    }

    @Test("play again starts a fresh round on a new deck; any other answer ends; keys in the grace are dropped")
    func playAgain() {
        let game = EngineHarness(settings: EngineSettings(grace: 0.5, asksToPlayAgain: true))
        game.engine.begin()
        let first = game.engine.round?.currentWord?.word
        game.engine.send(.quit)
        #expect(game.engine.phase == .askingToPlayAgain)
        #expect(!game.engine.send(.yes))
        game.wait(0.5)
        #expect(game.engine.send(.yes))
        #expect(game.engine.phase == .playing(.none))
        #expect(game.engine.session.records.count == 1)
        #expect(game.engine.round?.currentWord?.word != nil)
        _ = first
        game.engine.send(.quit)
        game.wait(1)
        game.engine.send(.wrong)
        #expect(game.engine.isFinished)
        #expect(game.names.filter { $0 == "gameEnded" }.count == 2)
        #expect(game.names.filter { $0 == "turnStarted" }.count == 2)
    }

    @Test("a party game: events in order, turns alternate, the deck is shared, the scoreboard is held")
    func partyGame() {
        let game = EngineHarness(
            kind: .party(PartyGame(teams: ["Red", "Blue"], turnsPerTeam: 1)), settings: terminalLike, seconds: 5)
        game.engine.begin()
        #expect(game.names == ["gameStarted", "turnAwaited"])
        #expect(game.engine.team == "Red")
        game.wait(0.1)
        #expect(!game.engine.send(.confirm), "keys in the get-ready card's grace are dropped")
        game.wait(0.5)
        game.engine.send(.confirm)
        game.wait(3)
        game.engine.send(.right)
        game.engine.send(.right)
        game.wait(5)
        game.wait(5)  // the time's-up card goes by itself
        #expect(game.engine.team == "Blue")
        #expect(game.engine.phase == .awaitingTurn)
        game.wait(1)
        game.engine.send(.confirm)
        game.wait(3)
        game.engine.send(.wrong)
        game.wait(5)
        game.wait(1)
        game.engine.send(.otherKey)
        #expect(game.engine.phase == .showingFinalScoreboard)
        #expect(game.engine.party?.winners == ["Red"])
        let played = game.engine.session.records.flatMap(\.words).map(\.word)
        #expect(Set(played).count == played.count, "one deck: no word twice in a game")
        let turns = game.events.compactMap { event -> TurnStart? in
            if case .turnStarted(let start) = event { return start }
            return nil
        }
        #expect(turns.map(\.turn) == [1, 2])
        #expect(turns.map(\.team) == ["Red", "Blue"])
        #expect(turns.allSatisfy { !$0.startsGame })
        #expect(game.names.filter { $0 == "recap" }.count == 2)
        game.wait(1)
        game.engine.send(.otherKey)
        #expect(game.engine.isFinished)
    }

    @Test("a signal mid-round ends it as interrupted: kept, no recap, the game over with that signal")
    func interrupted() {
        let game = EngineHarness(settings: terminalLike)
        game.engine.begin()
        game.engine.send(.confirm)
        game.wait(4)
        game.engine.send(.right)
        game.engine.send(.interrupt(signal: 15))
        #expect(game.engine.isFinished)
        #expect(game.engine.signal == 15)
        #expect(game.engine.session.records.first?.endedBy == .interrupted)
        #expect(!game.names.contains("recap"))
        #expect(game.names.suffix(2) == ["turnEnded", "gameEnded"])
    }

    @Test("input that ends before a turn ends the game unplayed; mid-round it ends the round as eof, with a recap")
    func inputEnded() {
        let before = EngineHarness(settings: terminalLike)
        before.engine.begin()
        before.engine.send(.inputEnded)
        #expect(before.engine.isFinished)
        #expect(before.engine.session.records.isEmpty)

        let during = EngineHarness(settings: terminalLike)
        during.beginWithEnter()
        during.engine.send(.inputEnded)
        #expect(during.engine.isFinished, "no play-again question after the input ended")
        #expect(during.engine.session.records.first?.endedBy == .eof)
        #expect(during.names.suffix(3) == ["turnEnded", "recap", "gameEnded"])
    }

    @Test("cues: the turn-start tone as the clock starts, ticks in the last ten seconds, the buzzer at the end")
    func cues() {
        let game = EngineHarness(seconds: 12)
        game.engine.begin()
        for _ in 0..<12 { game.wait(1) }
        let cues = game.names.filter { $0.hasPrefix("cue") }
        #expect(cues.first == "cue(turnStart)")
        #expect(cues.filter { $0 == "cue(tick)" }.count == 7)
        #expect(cues.filter { $0 == "cue(finalTick)" }.count == 3)
        #expect(cues.last == "cue(buzzer)")
        let clocks = game.events.compactMap { event -> Int? in
            if case .clock(let left) = event { return left }
            return nil
        }
        #expect(clocks == Array((0...12).reversed()))
    }

    @Test("an exhausted deck ends a party game after that turn")
    func exhausted() {
        let game = EngineHarness(kind: .party(PartyGame(teams: ["A", "B"], turnsPerTeam: 3)), counts: [1, 1, 0, 0, 0])
        game.engine.begin()
        game.engine.send(.right)
        game.engine.send(.right)
        #expect(game.engine.isFinished)
        #expect(game.engine.session.records.map(\.endedBy) == [.exhausted])
    }

    @Test("a hundred thousand answers: counts are kept, not recounted (in-process, linear)")
    func manyAnswers() {
        let game = EngineHarness(seconds: 86_400, counts: [0, 0, 0, 0, 1])
        let session = GameSession(
            bank: makeBank(counts: [0, 0, 0, 0, 1]), bankLabel: "one", weights: .standard,
            generator: SplitMix64(seed: 1),
            seed: 1, seconds: 86_400, onExhausted: .reshuffle)
        let engine = GameEngine(session: session, kind: .singleRounds, settings: EngineSettings(), clock: game.clock)
        engine.begin()
        for index in 0..<100_000 { engine.send(index % 3 == 0 ? .wrong : .right) }
        #expect(engine.round?.correctCount == 66_666)
        #expect(engine.round?.wrongCount == 33_334)
    }

    /// One step of a random evening: a command or the clock moving on.
    static let steps: [GameCommand?] = [
        .right, .wrong, .undo, .pause, .help, .quit, .yes, .confirm, .endTurn, .otherKey, nil, nil,
    ]

    @Test("random commands and clock steps: the clock never runs under an overlay, the game always ends cleanly")
    func randomEvenings() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0..<Self.steps.count).array(of: 0...80), Gen.bool) {
            codes, party in
            let kind: GameKind = party ? .party(PartyGame(teams: ["A", "B"], turnsPerTeam: 2)) : .singleRounds
            let game = EngineHarness(kind: kind, settings: terminalLike, seconds: 8)
            game.engine.begin()
            for code in codes {
                let before = (phase: game.engine.phase, elapsed: game.engine.round?.elapsed)
                if let command = Self.steps[code] { game.engine.send(command) } else { game.wait(0.7) }
                if case .playing(let overlay) = before.phase, overlay != .none, game.engine.phase == before.phase {
                    #expect(game.engine.round?.elapsed == before.elapsed, "the clock ran under \(overlay)")
                }
                if let party = game.engine.party {
                    #expect(party.played.count == game.engine.session.records.count)
                }
            }
            game.engine.send(.interrupt(signal: 2))
            #expect(game.engine.isFinished)
            #expect(game.engine.session.records.allSatisfy { $0.elapsed <= 8 })
        }
    }
}
