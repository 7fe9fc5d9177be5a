import GuessWordsTestSupport
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
        #expect(ShippedBanks.contents(of: name) != nil)
        // Parsed from its text once for the suites that look at it (default tier custom).
        let parsed = try ShippedBankFixtures.parsed(name)
        let diagnostics = parsed.diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(10))")
        let counts = parsed.bank.countsByTier
        // No shipped custom tier: custom is the host's own list (--words), issue 19.
        let minimum = [300, 300, 200, 100, 0]
        for tier in Tier.allCases {
            #expect(counts[tier.rawValue] >= minimum[tier.rawValue], "\(name) \(tier): \(counts[tier.rawValue])")
        }
        // Every entry prints on one line and fits the screen.
        for word in parsed.bank.words {
            #expect(!word.text.isEmpty && word.text.count <= maximumEntryLength)
            #expect(!word.text.unicodeScalars.contains { $0.properties.generalCategory == .control })
        }
    }

    @Test func shippedBanksDrawCompletely() throws {
        for name in ShippedBanks.names {
            let bank = try ShippedBankFixtures.parsed(name).bank
            var deck = Deck(bank: bank, weights: .standard, generator: SplitMix64(seed: 1))
            let drawn = drain(&deck, limit: bank.count)
            #expect(drawn.count == bank.count)
            #expect(Set(drawn).count == drawn.count)
        }
    }
}
