import Foundation

/// The words in play: one or more lists merged, duplicates removed, every entry remembering its origin.
///
/// Entries are kept as one UTF-8 arena plus small per-entry arrays rather than a `String` each, so a
/// million-entry list costs little more memory than its file.
public struct WordBank: Sendable {
    var arena: [UInt8] = []
    /// Entry `i` occupies `arena[ends[i - 1] ..< ends[i]]` (from 0 for the first).
    var ends: [UInt32] = []
    var tierCodes: [UInt8] = []
    var lines: [UInt32] = []
    /// The lists merged into this bank, in order, with the index of their first entry.
    private(set) var sources: [ListSource] = []

    /// An empty bank.
    public init() {}

    /// How many entries the bank holds.
    public var count: Int { ends.count }

    /// The names of the lists merged into the bank, in the order they were added.
    public var sourceNames: [String] { sources.map(\.name) }

    /// A list merged into a bank: its name, the index of its first entry, and whether it counts lines or rows.
    struct ListSource: Sendable {
        var name: String
        var firstEntry: Int
        var unit: SourceLocation.Unit
    }

    /// The text of entry `index`.
    public func text(at index: Int) -> String {
        withUTF8(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// The tier of entry `index`.
    public func tier(at index: Int) -> Tier { Tier(rawValue: Int(tierCodes[index]))! }

    /// Entry `index` as a word.
    public func word(at index: Int) -> Word { Word(text: text(at: index), tier: tier(at: index)) }

    /// Where entry `index` was read.
    public func location(at index: Int) -> SourceLocation {
        let source = Self.source(of: index, in: sources)
        return SourceLocation(file: source?.name ?? "", line: Int(lines[index]), unit: source?.unit ?? .line)
    }

    /// The list that entry `index` was read from, given the lists in order with their first entries.
    static func source(of index: Int, in sources: [ListSource]) -> ListSource? {
        guard !sources.isEmpty else { return nil }
        var low = 0
        var high = sources.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sources[middle].firstEntry <= index { low = middle } else { high = middle - 1 }
        }
        return sources[low]
    }

    /// Calls `body` with the UTF-8 bytes of entry `index`, without copying them.
    public func withUTF8<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let start = index == 0 ? 0 : Int(ends[index - 1])
        let end = Int(ends[index])
        return try arena.withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[start..<end]))
        }
    }

    /// Calls `body` with the raw storage: the UTF-8 arena, each entry's end offset in it, and each entry's
    /// tier code; for loops over many entries that cannot afford a call per entry.
    public func withStorage<R>(
        _ body: (_ arena: UnsafeBufferPointer<UInt8>, _ ends: UnsafeBufferPointer<UInt32>, _ tiers: UnsafeBufferPointer<UInt8>) throws -> R
    ) rethrows -> R {
        try arena.withUnsafeBufferPointer { arena in
            try ends.withUnsafeBufferPointer { ends in
                try tierCodes.withUnsafeBufferPointer { tiers in try body(arena, ends, tiers) }
            }
        }
    }

    /// How many entries each tier holds, in tier order.
    public var countsByTier: [Int] {
        var counts = [Int](repeating: 0, count: Tier.allCases.count)
        for code in tierCodes { counts[Int(code)] += 1 }
        return counts
    }

    /// All entries as words, in the order they were read.
    public var words: [Word] { (0..<count).map(word(at:)) }

    mutating func beginSource(_ name: String, unit: SourceLocation.Unit = .line) {
        sources.append(ListSource(name: name, firstEntry: count, unit: unit))
    }

    /// Appends one entry as it is, without checks; for building banks directly (tests).
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, tier: Tier, line: Int) {
        arena.append(contentsOf: bytes)
        ends.append(UInt32(arena.count))
        tierCodes.append(UInt8(tier.rawValue))
        lines.append(UInt32(line))
    }

    mutating func dropSources(from sourceCount: Int) {
        if sources.count > sourceCount { sources.removeSubrange(sourceCount...) }
    }
}
