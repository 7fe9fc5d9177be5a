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
        var indices = [Int](repeating: 0, count: batch)
        var starts = [Int](repeating: 0, count: batch)
        let suffixes = Tier.allCases.map { Array("\t\($0.name)\n".utf8) }
        var used = 0
        var printed = 0
        var firstBytes: UInt8 = 0
        bank.withStorage { arena, ends, tiers in
            guard let text = arena.baseAddress else { return }
            while printed < wanted {
                let count = indices.withUnsafeMutableBufferPointer {
                    deck.draw(into: UnsafeMutableBufferPointer(rebasing: $0[..<min(batch, wanted - printed)]))
                }
                if count == 0 { break }
                for slot in 0..<count {
                    let index = indices[slot]
                    starts[slot] = index == 0 ? 0 : Int(ends[index - 1])
                    firstBytes |= text[starts[slot]]
                }
                for slot in 0..<count {
                    let index = indices[slot]
                    let length = Int(ends[index]) - starts[slot]
                    let suffix = suffixes[Int(tiers[index])]
                    if used + length + suffix.count > capacity {
                        emit(UnsafeRawBufferPointer(start: buffer, count: used))
                        used = 0
                    }
                    (buffer + used).update(from: text + starts[slot], count: length)
                    used += length
                    for byte in suffix {
                        buffer[used] = byte
                        used += 1
                    }
                }
                printed += count
            }
        }
        // `firstBytes` is only there to make the batch's reads happen; using it keeps them.
        if used > 0 || firstBytes == 0xFF { emit(UnsafeRawBufferPointer(start: buffer, count: used)) }
        return printed
    }
}
