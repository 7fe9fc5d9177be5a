/// Writes draws as `WORD<TAB>TIER` lines.
public enum DrawPrinter {
    /// How many bytes of lines are gathered before they are handed on.
    static let chunkSize = 1 << 16

    /// Draws up to `count` entries from `deck` and writes a line for each into a buffer, handing every
    /// full buffer (and the last) to `emit` (the terminal's write takes raw bytes). Returns how many were drawn (fewer when the deck runs out).
    public static func drawLines(
        from deck: inout Deck, bank: WordBank, count wanted: Int, emit: (UnsafeRawBufferPointer) -> Void
    ) -> Int {
        let suffixes = Tier.allCases.map { Array("\t\($0.name)\n".utf8) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(chunkSize + 256)
        var printed = 0
        let (arena, ends, tiers) = (bank.arena, bank.ends, bank.tierCodes)
        while printed < wanted, let index = deck.draw() {
            for position in (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index]) {
                buffer.append(arena[position])
            }
            buffer.append(contentsOf: suffixes[Int(tiers[index])])
            printed += 1
            if buffer.count >= chunkSize {
                buffer.withUnsafeBytes(emit)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        if !buffer.isEmpty { buffer.withUnsafeBytes(emit) }
        return printed
    }
}
