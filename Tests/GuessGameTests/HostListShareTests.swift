import Foundation
import GuessWordsTestSupport
import Testing

@testable import GuessGame
@testable import GuessText
@testable import GuessWords

/// A fixture shipped bank: `perTier` entries in each of primary, middle, senior and complex, and a
/// few in custom (left out when the host brings lists).
private func shippedText(perTier: Int) -> String {
    ["primary", "middle", "senior", "complex", "custom"].map { tier in
        "[\(tier)]\n" + (0..<perTier).map { "\(tier)-\($0)\n" }.joined()
    }.joined()
}

/// Loads `request` over the fixture shipped bank `fixture` with the lists in `files`.
private func load(_ request: BankRequest, files: [String: String], perTier: Int = 500) throws -> WordBank {
    let fixture = shippedText(perTier: perTier)
    return try BankLoader.load(
        request, configuredBank: "fixture", shipped: { $0 == "fixture" ? fixture : nil },
        appendFile: { path, bytes throws(GuessError) in
            guard let text = files[path] else {
                throw .missingInput(path: path, reason: LocalizedText("no such file", "文件不存在"))
            }
            bytes.append(contentsOf: Array(text.utf8))
        }, report: { _ in }
    ).bank
}

/// A teacher's list of `count` words ("w0" ...), tiered as `tiers` says, in turn.
private func classList(_ count: Int, tiers: [String?]) -> String {
    "word,tier\n" + (0..<count).map { "w\($0),\(tiers[$0 % tiers.count] ?? "")\n" }.joined()
}

/// How far from its expected count a binomial count of `trials` at `chance` may fall in these tests:
/// five standard deviations (a seeded run is repeatable; a fair one falls outside about once in 1.7
/// million). The samples are small (a debug build draws slowly); the exact shares are checked exactly.
private func tolerance(trials: Int, chance: Double) -> Double {
    5 * (Double(trials) * chance * (1 - chance)).squareRoot()
}

@Suite("A host's --words list comes about 3 draws in 10, however it is tiered")
struct HostListShareTests {
    /// The share of each tier on a first draw from the 10-per-tier shipped fixture and a 40-word list
    /// tiered as `tiers`, worked out by hand: the host's group takes custom's 30 against the shipped
    /// tiers' 70, and within each group the tiers share by weight over the non-empty ones.
    static let firstDrawCases: [(tiers: [String?], shares: [Double])] = [
        ([nil], [0.2, 0.2, 0.2, 0.1, 0.3]),
        (["primary"], [0.5, 0.2, 0.2, 0.1, 0]),
        (["complex"], [0.2, 0.2, 0.2, 0.4, 0]),
        // Each of the five tiers holds 8 of the 40: the group's 0.3 splits 20:20:20:10:30.
        (["primary", "middle", "senior", "complex", nil], [0.26, 0.26, 0.26, 0.13, 0.09]),
    ]

    @Test(
        "the first draw is the host's 30 % of the time, with or without its own tiers: exact shares, then a sample",
        arguments: 0..<4)
    func firstDrawShare(index: Int) throws {
        let (tiers, expectedShares) = Self.firstDrawCases[index]
        // A small shipped fixture (40 entries) keeps a deck cheap to build; 40 words of 80 would be half
        // the draws if the list came in proportion to its size, so the sample still tells them apart.
        let bank = try load(
            BankRequest(extraLists: ["class.csv"]), files: ["class.csv": classList(40, tiers: tiers)], perTier: 10)
        let host = Set((0..<bank.count).filter(bank.isHostEntry))
        #expect(host.count == 40 && bank.count == 80)
        #expect(BankLoader.hostShare(of: bank, weights: .standard) == 0.3)
        let shares = BankLoader.shares(of: bank, weights: .standard)
        #expect(zip(shares, expectedShares).allSatisfy { abs($0 - $1) < 1e-12 }, "\(shares)")
        #expect(abs(shares.reduce(0, +) - 1) < 1e-12)
        // A fresh deck per seed: the first draw follows those shares.
        let trials = 2000
        var hits = 0
        var byTier = [Int](repeating: 0, count: Tier.allCases.count)
        for seed in 0..<trials {
            var deck = Deck(bank: bank, weights: .standard, generator: SplitMix64(seed: UInt64(seed)))
            let first = deck.draw()
            let drawn = try #require(first)
            if host.contains(drawn) { hits += 1 }
            byTier[bank.tier(at: drawn).rawValue] += 1
        }
        #expect(
            abs(Double(hits) - Double(trials) * 0.3) <= tolerance(trials: trials, chance: 0.3), "\(hits) of \(trials)")
        for tier in Tier.allCases {
            let share = expectedShares[tier.rawValue]
            #expect(
                abs(Double(byTier[tier.rawValue]) - Double(trials) * share) <= tolerance(trials: trials, chance: share),
                "\(tier): \(byTier[tier.rawValue]) of \(trials)")
        }
    }

    @Test("the host's share is custom's weight over the weights of the tiers that have entries, exactly")
    func hostShareExactly() throws {
        // Shipped entries only in primary (20) and complex (10): the list's 30 is half of the 60.
        let sparse = try BankLoader.load(
            BankRequest(extraLists: ["c.txt"]), configuredBank: "fixture",
            shipped: { $0 == "fixture" ? "[primary]\np1\n[complex]\nc1\n" : nil },
            appendFile: { _, bytes throws(GuessError) in bytes.append(contentsOf: Array("a\nb\n".utf8)) },
            report: { _ in }
        ).bank
        #expect(sparse.count == 4 && (0..<4).filter(sparse.isHostEntry) == [2, 3])
        #expect(BankLoader.hostShare(of: sparse, weights: .standard) == 0.5)
        let shares = BankLoader.shares(of: sparse, weights: .standard)
        #expect(zip(shares, [1.0 / 3, 0, 0, 1.0 / 6, 0.5]).allSatisfy { abs($0 - $1) < 1e-12 }, "\(shares)")
        #expect(BankLoader.hostShare(of: sparse, weights: try TierWeights([20, 20, 20, 10, 0])) == 0)
        #expect(BankLoader.hostShare(of: sparse, weights: try TierWeights([0, 0, 0, 0, 5])) == 1)
        // A shipped bank alone has no host's share.
        let alone = try load(BankRequest(), files: [:], perTier: 5)
        #expect(!alone.hasHostLists && BankLoader.hostShare(of: alone, weights: .standard) == 0)
    }

    @Test("worked example: a 120-word list over 30 draws comes about 9 times")
    func thirtyDraws() throws {
        // 31 entries in each shipped tier, 40 in each of the list's: 30 draws empty none, so each draw is
        // the list's at exactly 0.3.
        let bank = try load(
            BankRequest(extraLists: ["class.csv"]),
            files: ["class.csv": classList(120, tiers: ["primary", "middle", nil])], perTier: 31)
        let games = 1000
        var total = 0
        for seed in 0..<games {
            var deck = Deck(bank: bank, weights: .standard, generator: SplitMix64(seed: UInt64(seed) &* 7919))
            for _ in 0..<30 {
                if let index = deck.draw(), bank.isHostEntry(index) { total += 1 }
            }
        }
        let draws = games * 30
        #expect(abs(Double(total) - Double(draws) * 0.3) <= tolerance(trials: draws, chance: 0.3), "\(total)")
        #expect(abs(Double(total) / Double(games) - 9) < 0.3)
    }

    @Test("the host's own tiers weight the draws within its share")
    func tiersWithin() throws {
        // Half primary (weight 20), half custom (weight 30): within the list, 40 % primary.
        let bank = try load(
            BankRequest(extraLists: ["class.csv"]), files: ["class.csv": classList(400, tiers: ["primary", nil])])
        var primary = 0
        var hostDraws = 0
        var deck = Deck(bank: bank, weights: .standard, generator: SplitMix64(seed: 11))
        for _ in 0..<1000 {
            guard let index = deck.draw() else { break }
            guard bank.isHostEntry(index) else { continue }
            hostDraws += 1
            if bank.tier(at: index) == .primary { primary += 1 }
        }
        #expect(hostDraws > 200)
        let expected = Double(hostDraws) * 0.4
        #expect(
            abs(Double(primary) - expected) <= tolerance(trials: hostDraws, chance: 0.4), "\(primary) of \(hostDraws)")
    }

    @Test("a host's entry that repeats a shipped one counts as the host's, and the deck still draws everything once")
    func repeatsAndDrain() throws {
        let bank = try load(
            BankRequest(extraLists: ["c.txt"]), files: ["c.txt": "primary-3\nnew-word\n"], perTier: 5)
        #expect(bank.count == 21)
        #expect((0..<bank.count).filter(bank.isHostEntry).map(bank.text(at:)).sorted() == ["new-word", "primary-3"])
        var deck = Deck(bank: bank, weights: .standard, generator: SplitMix64(seed: 3))
        #expect(deck.drawableTotal == 21)
        #expect(Set(drain(&deck, limit: 100)).count == 21)
        #expect(deck.isExhausted)
    }

    @Test("custom=0 leaves the host's lists out entirely; the deck says so in its counts")
    func customZero() throws {
        let bank = try load(
            BankRequest(extraLists: ["c.csv"]), files: ["c.csv": classList(10, tiers: ["primary"])], perTier: 5)
        let weights = try TierWeights([20, 20, 20, 10, 0])
        var deck = Deck(bank: bank, weights: weights, generator: SplitMix64(seed: 1))
        #expect(deck.drawableTotal == 20)
        let drawn = drain(&deck, limit: 100)
        #expect(drawn.count == 20 && !drawn.contains(where: bank.isHostEntry))
        #expect(BankLoader.shares(of: bank, weights: weights).reduce(0, +) > 0.999)
        let session = GameSession(
            bank: bank, bankLabel: "fixture+c.csv", weights: weights, generator: SplitMix64(seed: 1), seed: 1,
            seconds: 60, onExhausted: .end)
        #expect(DeckEstimate(session: session, kind: .singleRounds, historySecondsPerWord: nil).available == 20)
    }

    @Test("--theme keeps the host's entries as the host's")
    func filterKeepsGroups() throws {
        let bank = try load(
            BankRequest(extraLists: ["c.txt"]), files: ["c.txt": "# theme: 课文\na\nb\n# theme: other\nprimary-1\n"],
            perTier: 3)
        let kept = try DrawFilter(themes: ["课文"]).apply(to: bank)
        #expect(kept.count == 2 && (0..<2).allSatisfy(kept.isHostEntry))
        let other = try DrawFilter(themes: ["other"]).apply(to: bank)
        #expect(other.count == 1 && other.isHostEntry(0))
    }

    @Test("--bank FILE plays the list alone: every draw is the list's, its tiers weighted as usual")
    func bankAlone() throws {
        let bank = try load(
            BankRequest(bank: "class.csv"), files: ["class.csv": classList(120, tiers: ["primary", nil])])
        #expect(bank.count == 120 && !bank.hasHostLists)
        var deck = Deck(bank: bank, weights: .standard, generator: SplitMix64(seed: 8))
        #expect(drain(&deck, limit: 1000).count == 120)
        #expect(BankLoader.shares(of: bank, weights: .standard) == [0.4, 0, 0, 0, 0.6])
    }
}
