import Testing

@testable import GuessWords

/// A bank with `counts[t]` generated entries in tier `t` ("primary0", "primary1", ...), built directly
/// (no parsing), so property tests can make large banks cheaply.
package func makeBank(counts: [Int]) -> WordBank {
    var bank = WordBank()
    bank.beginSource("generated")
    for (tier, count) in zip(Tier.allCases, counts) {
        for index in 0..<count {
            let bytes = Array("\(tier.name)\(index)".utf8)
            bytes.withUnsafeBufferPointer { bank.append($0, tier: tier, line: index + 1) }
        }
    }
    return bank
}

/// Weights from five integers; nil when they are all zero (which `TierWeights` refuses).
package func weights(_ values: [Int]) -> TierWeights? {
    try? TierWeights(values.map(Double.init))
}

/// Draws until the deck says it is empty, with a guard against a deck that never stops.
package func drain(_ deck: inout Deck, limit: Int) -> [Int] {
    var drawn: [Int] = []
    while let index = deck.draw() {
        drawn.append(index)
        if drawn.count > limit { break }
    }
    return drawn
}

/// The result of parsing one list into a fresh builder.
package struct Parsed {
    package var builder: WordBankBuilder
    package var diagnostics: [Diagnostic]
    package var bank: WordBank { builder.bank }
    package var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    package var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    /// The bank's entries as (text, tier) pairs, in order.
    package var entries: [Word] { bank.words }
    package var texts: [String] { bank.words.map(\.text) }
}

/// Parses `text` as a list called `source` into a fresh builder.
package func parse(
    _ text: String, source: String = "t.txt", format: ListFormat = .text, tier: Tier = .custom
) -> Parsed {
    parse(bytes: Array(text.utf8), source: source, format: format, tier: tier)
}

/// Parses raw bytes as a list called `source` into a fresh builder.
package func parse(
    bytes: [UInt8], source: String = "t.txt", format: ListFormat = .text, tier: Tier = .custom
) -> Parsed {
    var builder = WordBankBuilder()
    let diagnostics = builder.add(contents: bytes, source: source, format: format, defaultTier: tier)
    return Parsed(builder: builder, diagnostics: diagnostics)
}

extension WordBank {
    /// `file:line` of entry `index`, or nil when there is no such entry (instead of trapping).
    package func place(_ index: Int) -> String? {
        index >= 0 && index < count ? location(at: index).description : nil
    }
}
