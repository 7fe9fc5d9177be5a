/// Writes draws as `WORD<TAB>TIER` lines, fast enough for a whole deck of a million words.
public enum DrawPrinter {
    /// Draws up to `count` entries from `deck` and writes a line for each into a buffer, handing every
    /// full buffer (and the last) to `emit`. Returns how many were drawn (fewer when the deck runs out).
    ///
    /// Words come from random places in the bank, and a word's place is only known once it is drawn: one
    /// at a time, every line waits for two cache misses in a row. So the draws come in batches, whose
    /// places are all looked up before anything is copied, and the misses of a batch overlap (the
    /// benchmark, Benchmarks/run.py, needs it: without it `draw --all` takes twice as long).
    public static func drawLines(
        from deck: inout Deck, bank: WordBank, count wanted: Int, emit: (UnsafeRawBufferPointer) -> Void
    ) -> Int {
        let capacity = 1 << 17
        let batch = 32
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        // Each tier's "\t<name>\n", one after another in one array (an array of arrays costs a retain and
        // a release per line).
        let suffixes = Tier.allCases.map { Array("\t\($0.name)\n".utf8) }
        let suffixBytes = suffixes.flatMap { $0 }
        let suffixStarts = suffixes.reduce(into: [0]) { $0.append($0.last! + $1.count) }
        var used = 0
        var printed = 0
        var firstBytes: UInt8 = 0
        withUnsafeTemporaryAllocation(of: (index: Int, start: Int, end: Int, tier: Int).self, capacity: batch) { picks in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: batch) { indices in
                bank.withStorage { arena, ends, tiers in
                    guard let text = arena.baseAddress else { return }
                    while printed < wanted {
                        let count = deck.draw(into: UnsafeMutableBufferPointer(rebasing: indices[..<min(batch, wanted - printed)]))
                        if count == 0 { break }
                        // First where each word is and its tier, then the words' first bytes: two rounds of
                        // reads, each a loop of nothing else, rather than a chain of two misses per word.
                        for slot in 0..<count {
                            let index = indices[slot]
                            picks[slot] = (index, index == 0 ? 0 : Int(ends[index - 1]), Int(ends[index]), Int(tiers[index]))
                        }
                        for slot in 0..<count { firstBytes |= text[picks[slot].start] }
                        for slot in 0..<count {
                            let pick = picks[slot]
                            let length = pick.end - pick.start
                            let suffix = suffixStarts[pick.tier]..<suffixStarts[pick.tier + 1]
                            if used + length + suffix.count > capacity {
                                emit(UnsafeRawBufferPointer(start: buffer, count: used))
                                used = 0
                            }
                            (buffer + used).update(from: text + pick.start, count: length)
                            used += length
                            for position in suffix {
                                buffer[used] = suffixBytes[position]
                                used += 1
                            }
                        }
                        printed += count
                    }
                }
            }
        }
        // `firstBytes` is only there to make the batch's reads happen; using it keeps them.
        if used > 0 || firstBytes == 0xFF { emit(UnsafeRawBufferPointer(start: buffer, count: used)) }
        return printed
    }
}
