/// Writes draws as `WORD<TAB>TIER` lines, fast enough for a whole deck of a million words.
public enum DrawPrinter {
    /// Draws up to `count` entries from `deck` and writes a line for each into a buffer, handing every
    /// full buffer (and the last) to `emit`. Returns how many were drawn (fewer when the deck runs out).
    ///
    /// Words come from random places in the bank, so a batch of draws has its offsets gathered and its
    /// first bytes touched before anything is copied: the cache misses of a batch overlap.
    public static func drawLines(
        from deck: inout Deck, bank: WordBank, count wanted: Int, emit: (UnsafeRawBufferPointer) -> Void
    ) -> Int {
        let capacity = 1 << 17
        let batch = 32
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        let indices = UnsafeMutableBufferPointer<Int>.allocate(capacity: batch)
        let starts = UnsafeMutablePointer<Int>.allocate(capacity: batch)
        let stops = UnsafeMutablePointer<Int>.allocate(capacity: batch)
        defer {
            buffer.deallocate()
            indices.deallocate()
            starts.deallocate()
            stops.deallocate()
        }
        // "\tprimary\n" and the rest, one after another, with where each starts.
        var suffixBytes: [UInt8] = []
        var suffixStarts: [Int] = []
        for tier in Tier.allCases {
            suffixStarts.append(suffixBytes.count)
            suffixBytes += Array("\t\(tier.name)\n".utf8)
        }
        suffixStarts.append(suffixBytes.count)
        var used = 0
        var printed = 0
        var touched: UInt8 = 0
        bank.withStorage { arena, ends, tiers in
            suffixBytes.withUnsafeBufferPointer { suffixes in
                suffixStarts.withUnsafeBufferPointer { suffixStart in
                    let text = arena.baseAddress ?? UnsafePointer(buffer)
                    while printed < wanted {
                        let count = deck.draw(into: UnsafeMutableBufferPointer(rebasing: indices[..<min(batch, wanted - printed)]))
                        if count == 0 { break }
                        for slot in 0..<count {
                            let index = indices[slot]
                            starts[slot] = index == 0 ? 0 : Int(ends[index - 1])
                            stops[slot] = Int(ends[index])
                        }
                        for slot in 0..<count { touched |= text[starts[slot]] }
                        for slot in 0..<count {
                            let length = stops[slot] - starts[slot]
                            let tier = Int(tiers[indices[slot]])
                            let suffixLength = suffixStart[tier + 1] - suffixStart[tier]
                            if used + length + suffixLength > capacity {
                                emit(UnsafeRawBufferPointer(start: buffer, count: used))
                                used = 0
                            }
                            (buffer + used).update(from: text + starts[slot], count: length)
                            used += length
                            (buffer + used).update(from: suffixes.baseAddress! + suffixStart[tier], count: suffixLength)
                            used += suffixLength
                        }
                        printed += count
                    }
                }
            }
        }
        if used > 0 || touched == 0xFF { emit(UnsafeRawBufferPointer(start: buffer, count: used)) }
        return printed
    }
}
