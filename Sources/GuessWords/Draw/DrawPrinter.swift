/// Writes draws as `WORD<TAB>TIER` lines (`WORD<TAB>TIER<TAB>READING<TAB>GLOSS` with readings and glosses).
public enum DrawPrinter {
    /// How many bytes of lines are gathered before they are handed on.
    static let chunkSize = 1 << 16
    /// How many draws are made before their lines are written (see `drawLines`).
    static let batchSize = 1 << 10

    /// Draws up to `count` entries from `deck` and writes a line for each into a buffer, handing every
    /// full buffer (and the last) to `emit` (the terminal's write takes raw bytes). Returns how many were
    /// drawn (fewer when the deck runs out).
    ///
    /// Draws are made a batch at a time, then the batch's entries are looked up, then their lines
    /// written: in a bank too large for the processor's cache each lookup waits for memory, and in a
    /// loop of its own those waits overlap (a million-entry `--all` draws three times faster than with
    /// a draw, lookup and copy per entry).
    ///
    /// With `reading` each line gets the entry's reading as a third column, with `gloss` its gloss as
    /// the next one (empty where the entry has none).
    public static func drawLines(
        from deck: inout Deck, bank: WordBank, count wanted: Int, reading: Bool = false, gloss: Bool = false,
        emit: (UnsafeRawBufferPointer) -> Void
    ) -> Int {
        if reading || gloss {
            return drawAnnotatedLines(
                from: &deck, bank: bank, count: wanted, reading: reading, gloss: gloss, emit: emit)
        }
        // Each tier's suffix (`<TAB>TIER<NEWLINE>`), one after another in one array (an array of arrays
        // would count a reference at every line): tier t's runs from `suffixStarts[t]` to the next start.
        let suffixes = Tier.allCases.map { Array("\t\($0.name)\n".utf8) }
        let longestSuffix = suffixes.map(\.count).max() ?? 0
        let suffixBytes = suffixes.flatMap { $0 }
        let suffixStarts = suffixes.reduce(into: [0]) { $0.append($0.last! + $1.count) }
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        var used = 0
        var drawn: [(index: Int, tier: Int)] = []
        drawn.reserveCapacity(batchSize)
        // Where each entry of a batch starts and ends, and its first byte.
        var starts = [Int](repeating: 0, count: batchSize)
        var lengths = [Int](repeating: 0, count: batchSize)
        var firsts = [UInt8](repeating: 0, count: batchSize)
        var printed = 0
        let (arena, ends) = (bank.arena, bank.ends)
        while printed < wanted {
            drawn.removeAll(keepingCapacity: true)
            deck.draw(upTo: min(batchSize, wanted - printed), into: &drawn)
            if drawn.isEmpty { break }
            // Each step over the batch in a loop of its own, so that its waits for memory overlap: where
            // each entry is, then its first byte (the copy below then finds the entry in the cache).
            var longest = 0
            for (position, entry) in drawn.enumerated() {
                let start = entry.index == 0 ? 0 : Int(ends[entry.index - 1])
                starts[position] = start
                lengths[position] = Int(ends[entry.index]) - start
                longest = max(longest, lengths[position])
            }
            for position in drawn.indices where lengths[position] > 0 {
                firsts[position] = arena[starts[position]]
            }
            if longest + longestSuffix > buffer.count {
                buffer += [UInt8](repeating: 0, count: longest + longestSuffix - buffer.count)
            }
            arena.withUnsafeBufferPointer { input in
                buffer.withUnsafeMutableBufferPointer { output in
                    for (position, entry) in drawn.enumerated() {
                        let suffixStart = suffixStarts[entry.tier]
                        let suffixLength = suffixStarts[entry.tier + 1] - suffixStart
                        let (start, length) = (starts[position], lengths[position])
                        if used + length + suffixLength > output.count {
                            emit(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: output[..<used])))
                            used = 0
                        }
                        if length > 0 {
                            output[used] = firsts[position]
                            copy(length - 1, from: input.baseAddress! + start + 1, to: output.baseAddress! + used + 1)
                            used += length
                        }
                        suffixBytes.withUnsafeBufferPointer {
                            copy(suffixLength, from: $0.baseAddress! + suffixStart, to: output.baseAddress! + used)
                        }
                        used += suffixLength
                    }
                }
            }
            printed += drawn.count
        }
        if used > 0 { buffer.withUnsafeBytes { emit(UnsafeRawBufferPointer(rebasing: $0[..<used])) } }
        return printed
    }

    /// Copies `count` bytes from `source` to `target`, eight at a time and then one at a time: most entries
    /// are a word or two of bytes long, and a call of `memmove` costs more than copying them.
    @inline(__always)
    private static func copy(_ count: Int, from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) {
        var offset = 0
        while offset + 8 <= count {
            let word = UnsafeRawPointer(source + offset).loadUnaligned(as: UInt64.self)
            UnsafeMutableRawPointer(target + offset).storeBytes(of: word, as: UInt64.self)
            offset += 8
        }
        while offset < count {
            target[offset] = source[offset]
            offset += 1
        }
    }

    /// `drawLines` with a reading or gloss column (or both) after the tier.
    private static func drawAnnotatedLines(
        from deck: inout Deck, bank: WordBank, count wanted: Int, reading: Bool, gloss: Bool,
        emit: (UnsafeRawBufferPointer) -> Void
    ) -> Int {
        let suffixes = Tier.allCases.map { Array("\t\($0.name)".utf8) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(chunkSize + 256)
        var batch: [Int] = []
        batch.reserveCapacity(batchSize)
        var printed = 0
        let (arena, ends, tiers) = (bank.arena, bank.ends, bank.tierCodes)
        while printed < wanted {
            batch.removeAll(keepingCapacity: true)
            while batch.count < min(batchSize, wanted - printed), let index = deck.draw() { batch.append(index) }
            if batch.isEmpty { break }
            let lines = batch.map { index in
                (
                    index: index, start: index == 0 ? 0 : Int(ends[index - 1]), end: Int(ends[index]),
                    tier: Int(tiers[index])
                )
            }
            for line in lines {
                buffer.append(contentsOf: arena[line.start..<line.end])
                buffer.append(contentsOf: suffixes[line.tier])
                let details = bank.details(at: line.index)
                if reading { buffer += [0x09] + Array(details.reading.utf8) }
                if gloss { buffer += [0x09] + Array(details.gloss.utf8) }
                buffer.append(0x0A)
                if buffer.count >= chunkSize {
                    buffer.withUnsafeBytes(emit)
                    buffer.removeAll(keepingCapacity: true)
                }
            }
            printed += batch.count
        }
        if !buffer.isEmpty { buffer.withUnsafeBytes(emit) }
        return printed
    }
}
