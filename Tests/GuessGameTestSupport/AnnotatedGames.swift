import Foundation

@testable import GuessGame
@testable import GuessWords

/// A bank of annotated entries, as `--pinyin --gloss` leaves it (or without them).
package func annotatedBank(reading: Bool = true, gloss: Bool = true) -> WordBank {
    var text = "# language: zh-Hans\n"
    for index in 0..<12 {
        text += "# reading: yín háng \(index)\n# gloss: bank \(index)\n银行\(index) | 钱\n"
    }
    var builder = WordBankBuilder()
    builder.add(contents: Array(text.utf8), source: "r.txt", format: .text)
    return builder.bank.showing(reading: reading, gloss: gloss)
}

/// A game over `bank` with the clock running on its first word.
package func playing(_ bank: WordBank) -> GameEngine {
    let session = GameSession(
        bank: bank, bankLabel: "r.txt", weights: .standard, generator: SplitMix64(seed: 7), seed: 7, seconds: 60,
        onExhausted: .end)
    let engine = GameEngine(
        session: session, kind: .singleRounds, settings: EngineSettings(waitsForHost: true), clock: ManualClock())
    engine.begin()
    engine.send(.confirm)
    return engine
}
