/// Draws words from a bank: a tier by weight, then a word uniformly within it, never the same entry
/// twice.
///
/// Each tier keeps its entries in a pool whose undrawn part is a prefix; a draw swaps a random pick to
/// the end of that prefix and shortens it, so a draw costs O(1) and building costs O(n). A tier that
/// runs dry hands its share to the others in proportion to their weights (the weighted pick simply
/// skips it); a tier of weight 0 is never drawn; when nothing drawable is left, `draw` returns nil.
///
/// Entries marked stale (played recently) sit in a second pool of their tier and are drawn only once
/// every fresh entry of that tier is gone.
public struct Deck: Sendable {
    private struct Pool: Sendable {
        var items: [Int32] = []
        var remaining = 0
    }

    private var pools: [[Pool]]  // [tier][0 = fresh, 1 = stale]
    private let weights: TierWeights
    private var generator: SplitMix64
    /// Which pool each draw came from, newest last, so draws can be put back in reverse order.
    private var drawn: [(tier: Int, pool: Int)] = []

    /// A deck over every entry of `bank`.
    ///
    /// - Parameters:
    ///   - weights: relative chance of each tier.
    ///   - generator: the random source; seed it for a repeatable sequence.
    ///   - isStale: entries for which this is true are drawn after all others of their tier.
    public init(
        bank: WordBank, weights: TierWeights, generator: SplitMix64, isStale: ((Int) -> Bool)? = nil
    ) {
        var pools = [[Pool]](repeating: [Pool(), Pool()], count: Tier.allCases.count)
        let counts = bank.countsByTier
        for tier in Tier.allCases { pools[tier.rawValue][0].items.reserveCapacity(counts[tier.rawValue]) }
        for index in 0..<bank.count {
            let stale = isStale?(index) ?? false
            pools[Int(bank.tierCodes[index])][stale ? 1 : 0].items.append(Int32(index))
        }
        for tier in pools.indices {
            for pool in pools[tier].indices { pools[tier][pool].remaining = pools[tier][pool].items.count }
        }
        self.pools = pools
        self.weights = weights
        self.generator = generator
    }

    /// How many entries can still be drawn (tiers of weight 0 do not count).
    public var remaining: Int {
        Tier.allCases.reduce(0) { sum, tier in
            weights[tier] > 0 ? sum + pools[tier.rawValue].reduce(0) { $0 + $1.remaining } : sum
        }
    }

    /// How many entries the deck can draw in all, counting those already drawn.
    public var drawableTotal: Int {
        Tier.allCases.reduce(0) { sum, tier in
            weights[tier] > 0 ? sum + pools[tier.rawValue].reduce(0) { $0 + $1.items.count } : sum
        }
    }

    /// Whether nothing drawable is left.
    public var isExhausted: Bool { remaining == 0 }

    /// The next entry index, or nil when every drawable tier is empty.
    public mutating func draw() -> Int? {
        var total = 0.0
        for tier in 0..<pools.count where tierRemaining(tier) > 0 {
            total += weights.values[tier]
        }
        guard total > 0 else { return nil }
        var pick = generator.unitDouble() * total
        var chosen = -1
        for tier in 0..<pools.count where tierRemaining(tier) > 0 && weights.values[tier] > 0 {
            chosen = tier
            pick -= weights.values[tier]
            if pick < 0 { break }
        }
        let poolIndex = pools[chosen][0].remaining > 0 ? 0 : 1
        let count = pools[chosen][poolIndex].remaining
        let position = generator.uniform(below: count)
        pools[chosen][poolIndex].items.swapAt(position, count - 1)
        pools[chosen][poolIndex].remaining = count - 1
        drawn.append((chosen, poolIndex))
        return Int(pools[chosen][poolIndex].items[count - 1])
    }

    /// Returns the most recent draw to the deck, unplayed; it may be drawn again later.
    /// Draws are put back newest first. Returns false when there is nothing to put back.
    @discardableResult
    public mutating func putBackLastDraw() -> Bool {
        guard let last = drawn.popLast() else { return false }
        pools[last.tier][last.pool].remaining += 1
        return true
    }

    /// Makes every entry drawable again (after the deck ran out, when the config says `reshuffle`).
    public mutating func reshuffle() {
        for tier in pools.indices {
            for pool in pools[tier].indices { pools[tier][pool].remaining = pools[tier][pool].items.count }
        }
        drawn.removeAll()
    }

    private func tierRemaining(_ tier: Int) -> Int {
        pools[tier][0].remaining + pools[tier][1].remaining
    }
}
