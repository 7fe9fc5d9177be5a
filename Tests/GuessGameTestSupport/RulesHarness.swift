import Foundation

@testable import GuessGame

/// The engine harness with the host's rules and a bank of 100 words, and what the rules' tests send: passes,
/// taboo, more time, corrections, winning by score.
package final class RulesHarness: EngineHarness {
    package override init(
        kind: GameKind = .singleRounds, rules: GameRules = GameRules(), settings: EngineSettings = EngineSettings(),
        seconds: Int = 60, counts: [Int] = [20, 20, 20, 20, 20]
    ) {
        super.init(kind: kind, rules: rules, settings: settings, seconds: seconds, counts: counts)
    }

    /// Sends each command in turn; returns what the engine answered to each.
    @discardableResult
    package func send(_ commands: GameCommand...) -> [Bool] { commands.map { engine.send($0) } }

    /// Plays the turn in progress with `commands`, then lets its time run out.
    package func playTurn(_ commands: GameCommand...) {
        for command in commands { engine.send(command) }
        wait(Double(engine.session.seconds) + 1000)
    }

    /// The corrections published so far.
    package var corrections: [TurnCorrection] {
        events.compactMap { if case .turnCorrected(let correction) = $0 { correction } else { nil } }
    }
}
