/// Draws words from a bank: a tier by weight, then a word uniformly within it, never the same entry
/// twice.
///
/// Each tier keeps its entries in a pool whose undrawn part is a prefix; a draw swaps a random pick to
/// the end of that prefix and shortens it, so a draw costs O(1) and building costs O(n). A tier that
/// runs dry hands its share to the others in proportion to their weights (the weighted pick simply
/// skips it); a tier of weight 0 is never drawn; when nothing drawable is left, `draw` returns nil.
///
/// Entries marked stale (played recently) sit in a second pool of their tier and are drawn only once
/// every fresh entry of that tier is gone. Entries marked spent (shown earlier in a game being resumed)
/// start out drawn: the deck goes on as the game's own deck would, and only a reshuffle brings them back.
///
/// When the host added lists to a bank (`--words`), their entries are a group of their own: a draw
/// first picks the group, the host's lists by the custom tier's weight against the summed weights of
/// the bank's tiers that have entries left, then a tier within the group by weight. So a host's list
/// comes about 3 draws in 10 with the standard weights however it is tiered; a group that runs dry
/// hands its share to the other.
public struct Deck: Sendable {
    /// Entry indices grouped in segments, two per tier of each group: segment
    /// `2 * (group * tiers + tier)` holds the fresh entries, the next one the stale ones. The undrawn
    /// part of a segment is its prefix. Group 1, the host's lists, exists only when the bank has them.
    private var items: [Int32]
    private var segmentStart: [Int]
    private var segmentCount: [Int]
    private var segmentRemaining: [Int]
    private let weights: TierWeights
    /// The weights divided by the largest, so that their sum stays finite however large they are
    /// (1e308 twice would overflow) while their proportions stay the same.
    private let pickWeights: [Double]
    private var generator: SplitMix64
    /// The segment of each draw, newest last, so draws can be put back in reverse order.
    private var drawn: [UInt8] = []
    /// How many groups the deck draws from: 2 when the host added lists, else 1.
    private let groups: Int
    /// Each group's summed pick weights of its tiers with entries left (`groupWeight`), kept while no
    /// tier runs dry or opens again (`openWeightsAreCurrent`), so that a draw sums nothing.
    private var openWeights: [Double] = []
    /// Each group's one open tier (`group * tiers + tier`) when only one is open, kept with `openWeights`:
    /// the pick of a tier then looks at no tier's count.
    private var soleOpenTiers: [Int?] = []
    private var openWeightsAreCurrent = false
    private static let tiers = Tier.allCases.count

    /// A deck over every entry of `bank`.
    ///
    /// - Parameters:
    ///   - weights: relative chance of each tier.
    ///   - generator: the random source; seed it for a repeatable sequence.
    ///   - isStale: entries for which this is true are drawn after all others of their tier.
    ///   - isSpent: entries for which this is true start out drawn (shown before a resume).
    public init(
        bank: WordBank, weights: TierWeights, generator: SplitMix64, isStale: ((Int) -> Bool)? = nil,
        isSpent: ((Int) -> Bool)? = nil
    ) {
        groups = bank.hasHostLists ? 2 : 1
        let segments = Self.tiers * 2 * groups
        var segmentOf = [UInt8](repeating: 0, count: bank.count)
        var counts = [Int](repeating: 0, count: segments)
        var spent = [Int](repeating: 0, count: segments)
        for (index, tier) in bank.tierCodes.enumerated() {
            let group = groups > 1 && bank.isHostEntry(index) ? 1 : 0
            let segment = (group * Self.tiers + Int(tier)) * 2 + (isStale?(index) == true ? 1 : 0)
            segmentOf[index] = UInt8(segment)
            counts[segment] += 1
            // A spent entry is marked by the high bit, and counted to go after the undrawn part.
            if isSpent?(index) == true {
                segmentOf[index] |= 0x80
                spent[segment] += 1
            }
        }
        var starts = [Int](repeating: 0, count: segments)
        for segment in 1..<segments { starts[segment] = starts[segment - 1] + counts[segment - 1] }
        var next = starts
        var nextSpent = (0..<segments).map { starts[$0] + counts[$0] - spent[$0] }
        var items = [Int32](repeating: 0, count: bank.count)
        for (index, mark) in segmentOf.enumerated() {
            let segment = Int(mark & 0x7F)
            if mark & 0x80 != 0 {
                items[nextSpent[segment]] = Int32(index)
                nextSpent[segment] += 1
            } else {
                items[next[segment]] = Int32(index)
                next[segment] += 1
            }
        }
        self.items = items
        segmentStart = starts
        segmentCount = counts
        segmentRemaining = zip(counts, spent).map { $0 - $1 }
        self.weights = weights
        let largest = weights.values.max() ?? 1
        pickWeights = weights.values.map { largest > 0 ? $0 / largest : $0 }
        self.generator = generator
    }

    /// How many entries can still be drawn (tiers of weight 0 do not count, nor the host's lists when
    /// the custom tier's weight is 0).
    public var remaining: Int {
        drawableTiers.reduce(0) { $0 + tierRemaining($1) }
    }

    /// How many entries the deck can draw in all, counting those already drawn.
    public var drawableTotal: Int {
        drawableTiers.reduce(0) { $0 + segmentCount[2 * $1] + segmentCount[2 * $1 + 1] }
    }

    /// The tiers of every group (`group * tiers + tier`) that can be drawn at all.
    private var drawableTiers: [Int] {
        (0..<(groups * Self.tiers)).filter { slot in
            pickWeights[slot % Self.tiers] > 0 && (slot < Self.tiers || weights[.custom] > 0)
        }
    }

    /// Whether nothing drawable is left.
    public var isExhausted: Bool { remaining == 0 }

    /// The next entry index, or nil when every drawable tier is empty.
    public mutating func draw() -> Int? {
        guard let pick = takePick() else { return nil }
        items.swapAt(pick.place, pick.last)
        return Int(items[pick.last])
    }

    /// Draws up to `wanted` entries, as as many calls of `draw()` would, appending each one's index and tier
    /// (raw value) to `entries`; fewer when the deck runs dry. The tiers and places are picked first (from the
    /// counts alone), then the entries are swapped out in a loop of their own: in a deck too large for the
    /// processor's cache each swap waits for memory, and there those waits overlap.
    mutating func draw(upTo wanted: Int, into entries: inout [(index: Int, tier: Int)]) {
        var picks: [(place: Int, last: Int, tier: Int)] = []
        picks.reserveCapacity(wanted)
        while picks.count < wanted, let pick = takePick() { picks.append(pick) }
        items.withUnsafeMutableBufferPointer { items in
            for pick in picks {
                items.swapAt(pick.place, pick.last)
                entries.append((Int(items[pick.last]), pick.tier))
            }
        }
    }

    /// Takes one draw from the counts: the segment picked, a place in it and its last place (to swap the
    /// drawn entry to), and its tier's raw value; nil when every drawable tier is empty.
    private mutating func takePick() -> (place: Int, last: Int, tier: Int)? {
        guard let segment = pickSegment() else { return nil }
        let count = segmentRemaining[segment]
        let start = segmentStart[segment]
        segmentRemaining[segment] = count - 1
        // A segment run dry may close its tier.
        if count == 1 { openWeightsAreCurrent = false }
        drawn.append(UInt8(segment))
        return (start + generator.uniform(below: count), start + count - 1, segment / 2 % Self.tiers)
    }

    /// Picks the group (when the host added lists), then the tier by weight among those of the group
    /// with entries left, then its fresh segment before its stale one.
    private mutating func pickSegment() -> Int? {
        if !openWeightsAreCurrent {
            openWeights = (0..<groups).map(groupWeight)
            soleOpenTiers = (0..<groups).map(soleOpenTier)
            openWeightsAreCurrent = true
        }
        var group = 0
        if groups > 1 {
            let base = openWeights[0]
            let host = openWeights[1] > 0 ? pickWeights[Tier.custom.rawValue] : 0
            if base == 0 && host == 0 { return nil }
            if base == 0 {
                group = 1
            } else if host > 0 {
                group = generator.unitDouble() * (base + host) < host ? 1 : 0
            }
        }
        let offset = group * Self.tiers
        // The sum over the group's tiers with entries left, in tier order (as `groupWeight` adds them).
        let total = openWeights[group]
        guard total > 0 else { return nil }
        var pick = generator.unitDouble() * total
        // With one tier open the pick is that tier's, whatever it drew (it is still drawn, so that a seed
        // draws the same words however many tiers are open).
        if let sole = soleOpenTiers[group] { return segmentRemaining[2 * sole] > 0 ? 2 * sole : 2 * sole + 1 }
        var chosen = -1
        for tier in 0..<Self.tiers where tierRemaining(offset + tier) > 0 && pickWeights[tier] > 0 {
            chosen = offset + tier
            pick -= pickWeights[tier]
            if pick < 0 { break }
        }
        return segmentRemaining[2 * chosen] > 0 ? 2 * chosen : 2 * chosen + 1
    }

    /// The summed weights of the tiers of `group` with entries left.
    private func groupWeight(_ group: Int) -> Double {
        (0..<Self.tiers).reduce(0.0) { sum, tier in
            tierRemaining(group * Self.tiers + tier) > 0 ? sum + pickWeights[tier] : sum
        }
    }

    /// The one tier of `group` with entries left and a weight above 0 (`group * tiers + tier`), if only one has.
    private func soleOpenTier(_ group: Int) -> Int? {
        let open = (0..<Self.tiers).filter { tierRemaining(group * Self.tiers + $0) > 0 && pickWeights[$0] > 0 }
        return open.count == 1 ? group * Self.tiers + open[0] : nil
    }

    /// Returns the most recent draw to the deck, unplayed; it may be drawn again later.
    /// Draws are put back newest first. Returns false when there is nothing to put back.
    @discardableResult
    public mutating func putBackLastDraw() -> Bool {
        guard let segment = drawn.popLast() else { return false }
        if segmentRemaining[Int(segment)] == 0 { openWeightsAreCurrent = false }
        segmentRemaining[Int(segment)] += 1
        return true
    }

    /// Makes every entry drawable again (after the deck ran out, when the config says `reshuffle`).
    public mutating func reshuffle() {
        segmentRemaining = segmentCount
        openWeightsAreCurrent = false
        drawn.removeAll()
    }

    /// The entries left in tier `slot` (`group * tiers + tier`), fresh and stale.
    private func tierRemaining(_ slot: Int) -> Int {
        segmentRemaining[2 * slot] + segmentRemaining[2 * slot + 1]
    }
}
