import Foundation
import GuessGame
import GuessPlay
import GuessText
import GuessWords
import Testing

/// The terminal front end on a fake terminal: keys become commands, screens are drawn, Ctrl-Z pauses before
/// the terminal goes back.
@Suite struct TerminalFrontEndTests {
    private static func game(_ terminal: FakeTerminal, clock: SteppedClock) -> (
        GameRunner, GameEngine, TerminalFrontEnd
    ) {
        let session = GameSession(
            bank: generatedBank(), bankLabel: "class", weights: .standard, generator: SplitMix64(seed: 4), seed: 4,
            seconds: 60, onExhausted: .end)
        let settings = TerminalFrontEnd.settings(leadIn: 0, confirm: true, grace: 0, big: .off)
        let engine = GameEngine(session: session, kind: .singleRounds, settings: settings, clock: clock)
        let runner = GameRunner(
            engine: engine, recorder: .disabled, sound: SilentPlayer(), export: nil, files: MemoryExportFiles(),
            strings: Strings(.en))
        let frontEnd = TerminalFrontEnd(
            terminal: terminal, strings: Strings(.en), paint: Paint(enabled: false), warningSeconds: 10, big: .off)
        terminal.onWait = { _ in clock.now += 1 }
        return (runner, engine, frontEnd)
    }

    @Test func keysAnswerAndTheScreenShowsTheCounts() {
        let terminal = FakeTerminal()
        let clock = SteppedClock()
        let (runner, engine, frontEnd) = Self.game(terminal, clock: clock)
        terminal.inputs = [.keys([.confirm]), .keys([.right]), .keys([.right, .wrong]), .keys([.quit]), .keys([.yes])]
        var shownRight = 0
        terminal.onWait = { _ in
            clock.now += 1
            shownRight = max(shownRight, engine.round?.correctCount ?? 0)
        }
        _ = runner.run(frontEnd)
        #expect(shownRight == 2)
        #expect(engine.session.records.last?.correct == 2)
        #expect(engine.session.records.last?.wrong == 1)
        #expect(!terminal.screens.isEmpty)
    }

    @Test func ctrlZPausesTheRoundBeforeTheTerminalIsHandedBack() {
        let terminal = FakeTerminal()
        let clock = SteppedClock()
        let (runner, engine, frontEnd) = Self.game(terminal, clock: clock)
        terminal.inputs = [
            .keys([.confirm]), .keys([.right]), .suspend, .keys([.pause]), .keys([.quit]), .keys([.yes]),
        ]
        var pausedWhenSuspended: Bool?
        terminal.onSuspend = { pausedWhenSuspended = engine.round?.phase == .paused }
        _ = runner.run(frontEnd)
        #expect(terminal.suspensions == 1)
        #expect(pausedWhenSuspended == true)
    }

    @Test func theJoinCardShowsWhileTheFirstTurnWaitsThenTheRound() {
        let terminal = FakeTerminal()
        let clock = SteppedClock()
        let (runner, _, frontEnd) = Self.game(terminal, clock: clock)
        frontEnd.joinCard = ["SCAN TO JOIN"]
        terminal.inputs = [.timeout, .keys([.confirm]), .keys([.right]), .keys([.quit]), .keys([.yes])]
        _ = runner.run(frontEnd)
        #expect(terminal.screens.first == ["SCAN TO JOIN"])
        #expect(terminal.screens.dropFirst().contains { !$0.contains("SCAN TO JOIN") })
    }

    @Test func anUnknownKeyIsNotedUnderTheRound() {
        let terminal = FakeTerminal()
        let clock = SteppedClock()
        let (runner, _, frontEnd) = Self.game(terminal, clock: clock)
        var noted = false
        terminal.inputs = [.keys([.confirm]), .keys([.unknown]), .timeout, .keys([.quit]), .keys([.yes])]
        terminal.onWait = { _ in
            clock.now += 1
            if terminal.lastScreen.contains(Strings(.en).unknownKey) { noted = true }
        }
        _ = runner.run(frontEnd)
        #expect(noted)
    }
}

/// The host's keyed cards: `k` on the start screen asks first (the terminal is often the projector); `y`
/// shows the host's remote's card, `k` again the board's, any other key goes back; the players' join card
/// stays the default and names the key.
@Suite struct KeyedCardsTests {
    @Test func kAsksThenShowsTheHostsThenTheBoardsCardAndAnyKeyGoesBack() {
        let terminal = FakeTerminal()
        let clock = SteppedClock()
        let session = GameSession(
            bank: generatedBank(), bankLabel: "class", weights: .standard, generator: SplitMix64(seed: 4), seed: 4,
            seconds: 60, onExhausted: .end)
        let engine = GameEngine(
            session: session, kind: .singleRounds,
            settings: TerminalFrontEnd.settings(leadIn: 0, confirm: true, grace: 0, big: .off), clock: clock)
        let runner = GameRunner(
            engine: engine, recorder: .disabled, sound: SilentPlayer(), export: nil, files: MemoryExportFiles(),
            strings: Strings(.en))
        let frontEnd = TerminalFrontEnd(
            terminal: terminal, strings: Strings(.en), paint: Paint(enabled: false), warningSeconds: 10, big: .off)
        frontEnd.joinCard = ["PLAYERS JOIN"]
        frontEnd.keyedCards = [["HOST KEY CARD"], ["BOARD KEY CARD"]]
        terminal.inputs = [
            .keys([.keyCards]), .keys([.wrong]), .keys([.keyCards]), .keys([.yes]), .keys([.keyCards]),
            .keys([.right]), .keys([.quit]),
        ]
        _ = runner.run(frontEnd)
        let shown = terminal.screens.map { screen in
            let text = screen.joined(separator: "\n")
            if text.contains("Show the host's remote's QR code here?") { return "asked" }
            return screen.first ?? ""
        }
        let order = shown.enumerated().filter { $0.offset == 0 || shown[$0.offset - 1] != $0.element }.map(\.element)
        // A key other than y after the question shows nothing and goes back.
        #expect(
            order.prefix(7) == [
                "PLAYERS JOIN", "asked", "PLAYERS JOIN", "asked", "HOST KEY CARD", "BOARD KEY CARD", "PLAYERS JOIN",
            ])
        #expect(terminal.screens.first?.last?.contains("k: the host's remote") == true)
        // The key that closed the cards answered nothing: the game never started a round.
        #expect(engine.session.records.isEmpty)
    }
}
