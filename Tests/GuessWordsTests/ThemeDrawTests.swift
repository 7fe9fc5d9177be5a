import Foundation
import GuessWordsTestSupport
import Testing

@testable import GuessText
@testable import GuessWords

/// A bank with `perTier` entries of theme 动物 in the primary, middle and custom tiers, the same of
/// 食物 in the senior and middle tiers, and a few entries not for children in 动物's primary tier.
private func themedBank(perTier: Int = 300) -> WordBank {
    func section(_ tier: String, _ theme: String, _ prefix: String) -> String {
        "[\(tier)]\n# theme: \(theme)\n" + (0..<perTier).map { "\(prefix)\($0)\n" }.joined()
    }
    let text =
        section("primary", "动物", "pa") + "# family: no\nadult1\nadult2\n" + section("middle", "动物", "ma")
        + section("middle", "食物", "mf") + section("senior", "食物", "sf") + section("custom", "动物", "ca")
        + "[complex]\nplain\n"
    var builder = WordBankBuilder()
    builder.add(contents: Array(text.utf8), source: "themed.txt", format: .text)
    return builder.bank
}

@Suite("Themed draws: --theme and --family")
struct ThemeDrawTests {
    @Test("only the themes asked for are drawn, matched by case and width")
    func onlyThoseThemes() throws {
        let bank = try DrawFilter(themes: ["食物"]).apply(to: themedBank())
        #expect(bank.count == 600)
        var deck = Deck(bank: bank, weights: .standard, generator: SplitMix64(seed: 5))
        let drawn = drain(&deck, limit: 10_000).map { bank.word(at: $0) }
        #expect(drawn.count == 600)
        #expect(drawn.allSatisfy { $0.themes == ["食物"] })
        var builder = WordBankBuilder()
        builder.add(contents: Array("# theme: Film & TV\nx\n# theme: other\ny\n".utf8), source: "f.txt", format: .text)
        let wide = try DrawFilter(themes: ["ＦＩＬＭ  & tv"]).apply(to: builder.bank)
        #expect(wide.words.map(\.text) == ["x"])
    }

    @Test("the tier weights apply within the themes; a tier the themes leave empty shares out its weight")
    func weightsWithinThemes() throws {
        // 动物 has primary, middle and custom entries: 20 : 20 : 30 of the draws, senior and complex empty.
        let bank = try DrawFilter(themes: ["动物"]).apply(to: themedBank())
        var deck = Deck(bank: bank, weights: .standard, generator: SplitMix64(seed: 42))
        var perTier = [Int](repeating: 0, count: Tier.allCases.count)
        for _ in 0..<700 {
            guard let index = deck.draw() else { break }
            perTier[bank.tier(at: index).rawValue] += 1
        }
        #expect(perTier[Tier.senior.rawValue] == 0 && perTier[Tier.complex.rawValue] == 0)
        // Expected 200, 200, 300 of 700; a fixed seed keeps each within a few percent.
        #expect((170...230).contains(perTier[Tier.primary.rawValue]), "\(perTier)")
        #expect((170...230).contains(perTier[Tier.middle.rawValue]), "\(perTier)")
        #expect((260...340).contains(perTier[Tier.custom.rawValue]), "\(perTier)")
        #expect(BankLoader.shares(counts: bank.countsByTier, weights: .standard)[Tier.custom.rawValue] == 30.0 / 70)
    }

    @Test("--family leaves out the entries not for children, themed or not")
    func familyOnly() throws {
        let whole = themedBank(perTier: 3)
        let kept = try DrawFilter(familyOnly: true).apply(to: whole)
        #expect(kept.count == whole.count - 2)
        #expect(!kept.words.contains { $0.text.hasPrefix("adult") })
        #expect(kept.words.contains { $0.text == "plain" })
        let animals = try DrawFilter(themes: ["动物"], familyOnly: true).apply(to: whole)
        #expect(animals.words.map(\.text).sorted() == ["ca0", "ca1", "ca2", "ma0", "ma1", "ma2", "pa0", "pa1", "pa2"])
        // Kept entries keep where they were read.
        #expect(animals.location(at: 0).description == "themed.txt:3")
    }

    @Test("an unknown theme is a usage error naming it and listing the bank's themes")
    func unknownTheme() {
        #expect(throws: GuessError.usage(LocalizedText("--theme: the bank has no theme '植物' (themes: 动物, 食物)", ""))) {
            try DrawFilter(themes: ["动物", "植物"]).apply(to: themedBank(perTier: 1))
        }
        var plain = WordBankBuilder()
        plain.add(contents: Array("a\n".utf8), source: "p.txt", format: .text)
        #expect(throws: GuessError.self) { try DrawFilter(themes: ["x"]).apply(to: plain.bank, option: "draw.themes") }
        #expect(throws: GuessError.self) { try DrawFilter(familyOnly: true).apply(to: onlyAdults()) }
    }

    @Test("bank themes counts each theme's entries per tier, first spelling kept")
    func themeCounts() {
        #expect(
            themedBank(perTier: 2).themeCounts == [
                ThemeCount(name: "动物", entriesByTier: [4, 2, 0, 0, 2]),
                ThemeCount(name: "食物", entriesByTier: [0, 2, 2, 0, 0]),
            ])
    }
}

/// A bank of entries all marked not for children.
private func onlyAdults() -> WordBank {
    var builder = WordBankBuilder()
    builder.add(contents: Array("# family: no\nwine\n".utf8), source: "a.txt", format: .text)
    return builder.bank
}
