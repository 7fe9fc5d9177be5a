import Testing

@testable import GuessWords

@Suite("Shipped banks")
struct ShippedBankTests {
    @Test func names() {
        #expect(ShippedBanks.names == ["en", "hsk", "zh-Hans", "zh-Hant"])
        #expect(ShippedBanks.contents(of: "fr") == nil)
        #expect(ShippedBanks.sourceName(of: "en") == "en")
    }

    @Test(arguments: ["en", "hsk", "zh-Hans", "zh-Hant"])
    func parsesCleanAndFull(name: String) throws {
        let text = try #require(ShippedBanks.contents(of: name))
        var builder = WordBankBuilder()
        let diagnostics = builder.add(
            contents: Array(text.utf8), source: ShippedBanks.sourceName(of: name), format: .text, defaultTier: .custom)
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(10))")
        let counts = builder.bank.countsByTier
        // No shipped custom tier: custom is the host's own list (--words), issue 19.
        let minimum = [300, 300, 200, 100, 0]
        for tier in Tier.allCases {
            #expect(counts[tier.rawValue] >= minimum[tier.rawValue], "\(name) \(tier): \(counts[tier.rawValue])")
        }
        // Every entry prints on one line and fits the screen.
        for word in builder.bank.words {
            #expect(!word.text.isEmpty && word.text.count <= maximumEntryLength)
            #expect(!word.text.unicodeScalars.contains { $0.properties.generalCategory == .control })
        }
    }

    @Test func shippedBanksDrawCompletely() {
        for name in ShippedBanks.names {
            var builder = WordBankBuilder()
            builder.add(contents: Array(ShippedBanks.contents(of: name)!.utf8), source: name, format: .text)
            var deck = Deck(bank: builder.bank, weights: .standard, generator: SplitMix64(seed: 1))
            let drawn = drain(&deck, limit: builder.bank.count)
            #expect(drawn.count == builder.bank.count)
            #expect(Set(drawn).count == drawn.count)
        }
    }
}
