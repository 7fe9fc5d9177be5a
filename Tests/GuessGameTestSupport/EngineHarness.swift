import Foundation
import GuessWordsTestSupport

@testable import GuessGame
@testable import GuessWords

/// A game on a generated bank, driven by hand: a manual clock, a fixed seed, every event kept (the engine's
/// tests; `RulesHarness` adds what the rules' tests send).
package class EngineHarness {
    package let clock = ManualClock()
    package let engine: GameEngine
    package var events: [GameEvent] = []

    package init(
        kind: GameKind = .singleRounds, rules: GameRules = GameRules(), settings: EngineSettings = EngineSettings(),
        seconds: Int = 60, counts: [Int] = [5, 5, 5, 5, 5]
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
    package func wait(_ seconds: Double) {
        clock.advance(by: seconds)
        engine.advance()
    }

    package var timeLeft: Double { engine.round?.timeLeft ?? .nan }

    /// Starts the game as a host at the terminal does: Enter, then the lead-in of `terminalLike`.
    package func beginWithEnter() {
        engine.begin()
        engine.send(.confirm)
        wait(Double(engine.settings.leadInSeconds))
    }

    /// The names of the events so far, for checking their order.
    package var names: [String] {
        events.map { event in
            switch event {
            case .gameStarted: "gameStarted"
            case .turnAwaited: "turnAwaited"
            case .turnStarted: "turnStarted"
            case .round(.started): "started"
            case .round(.shown): "shown"
            case .round(.answered): "answered"
            case .round(.undone): "undone"
            case .round(.timeAdded): "timeAdded"
            case .round(.ended(let reason, _)): "ended(\(reason))"
            case .clock: "clock"
            case .cue(let cue): "cue(\(cue))"
            case .turnEnded: "turnEnded"
            case .recap: "recap"
            case .turnCorrected: "turnCorrected"
            case .pointsAdjusted: "pointsAdjusted"
            case .gameEnded: "gameEnded"
            case .describerAssigned: "describerAssigned"
            }
        }
    }
}
