import Foundation

@testable import GuessWords

/// A game with the host's rules on a generated bank, driven by hand: a manual clock, a fixed seed, every
/// event kept (the rules' tests: passes, taboo, more time, corrections, winning by score).
final class RulesHarness {
    let clock = ManualClock()
    let engine: GameEngine
    var events: [GameEvent] = []

    init(
        kind: GameKind = .singleRounds, rules: GameRules = GameRules(), settings: EngineSettings = EngineSettings(),
        seconds: Int = 60, counts: [Int] = [20, 20, 20, 20, 20]
    ) {
        let session = GameSession(
            bank: makeBank(counts: counts), bankLabel: "generated", weights: .standard, generator: SplitMix64(seed: 7),
            seed: 7, seconds: seconds, onExhausted: .end, rules: rules)
        engine = GameEngine(
            session: session, kind: kind, settings: settings, clock: clock,
            wallClock: { Date(timeIntervalSince1970: 0) })
        engine.subscribe { [unowned self] in events.append($0) }
    }

    /// Moves the clock on and lets the engine act, as the game loop does.
    func wait(_ seconds: Double) {
        clock.advance(by: seconds)
        engine.advance()
    }

    /// Sends each command in turn; returns what the engine answered to each.
    @discardableResult
    func send(_ commands: GameCommand...) -> [Bool] { commands.map { engine.send($0) } }

    /// Plays the turn in progress with `commands`, then lets its time run out.
    func playTurn(_ commands: GameCommand...) {
        for command in commands { engine.send(command) }
        wait(Double(engine.session.seconds) + 1000)
    }

    /// The corrections published so far.
    var corrections: [TurnCorrection] {
        events.compactMap { if case .turnCorrected(let correction) = $0 { correction } else { nil } }
    }
}
