import Foundation

/// Finds entries that are equal after trimming, Unicode compatibility normalisation (NFKC) and case
/// folding, so that a bank keeps each word once.
///
/// An open-addressing table of entry indices tagged with part of their hash, working on the bank's raw
/// storage: no `String` is made for ASCII entries, which keeps a million-entry list cheap.
struct DuplicateIndex {
    /// Each slot: 0 when empty, else an 8-bit hash tag above the entry index + 1 (24 bits).
    private var slots: [UInt32]
    private var mask: Int
    private var used = 0
    /// Normalised keys of entries that are not plain ASCII.
    private var unicodeKeys: [Int: [UInt8]] = [:]

    init(expected: Int) {
        var capacity = 16
        while capacity < expected * 2 { capacity <<= 1 }
        slots = MemoryAdvice.array(count: capacity) { $0.initialize(repeating: 0) }
        mask = capacity - 1
    }

    /// The most entries a bank can hold (the index must fit a slot's 24 bits).
    static let maximumEntries = (1 << 24) - 1

    /// How many entries the table holds before it grows.
    var capacity: Int { slots.count / 2 }

    /// NFKC, case-folded, NFKC again: what makes two entries the same word.
    static func fullKey(of text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let string = String(decoding: text, as: UTF8.self)
        let folded = string.precomposedStringWithCompatibilityMapping.folding(options: .caseInsensitive, locale: nil)
        return Array(folded.precomposedStringWithCompatibilityMapping.utf8)
    }

    /// `text` with its ASCII letters lower-cased: the key of simple text.
    static func asciiLowercased(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] { text.map(lower) }

    @inline(__always)
    private static func lower(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// A hash of the text with ASCII letters lower-cased.
    private static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        // FNV-1a over the bytes with ASCII letters lower-cased, then MurmurHash3's finaliser so that both
        // the low bits (the slot) and the top byte (the tag) are well mixed. The standard library's
        // Hasher (SipHash) cost 6% of `draw --all` on a million words, and needed a lowered copy.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text { hash = (hash ^ UInt64(lower(byte))) &* 0x0000_0100_0000_01B3 }
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash = hash &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 33)
    }

    private static func equalIgnoringASCIICase(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for i in 0..<a.count where a[i] != b[i] && lower(a[i]) != lower(b[i]) { return false }
        return true
    }

    @inline(__always)
    private static func entry(_ index: Int, arena: UnsafePointer<UInt8>, ends: UnsafeBufferPointer<UInt32>) -> UnsafeBufferPointer<UInt8> {
        let start = index == 0 ? 0 : Int(ends[index - 1])
        return UnsafeBufferPointer(start: arena + start, count: Int(ends[index]) - start)
    }

    /// Records the entries in `range`, in order, and returns the duplicates found: each with the index of
    /// the earlier equal entry. `complex` lists the entries of `range` that are not simple text
    /// (`SimpleText`), in order: they are keyed by `fullKey(of:)`, every other entry is its own key
    /// (compared with ASCII letters case-insensitively).
    ///
    /// The table is probed at random, and one entry at a time every probe waits for its own cache miss;
    /// so entries go in batches whose home slots are read first, in a loop of nothing else, and the
    /// misses of a batch overlap (the
    /// benchmark, Benchmarks/run.py, needs it: without it loading a million entries takes about a third
    /// longer).
    mutating func insert(
        _ range: Range<Int>, complex: [Int], arena: UnsafePointer<UInt8>, ends: UnsafeBufferPointer<UInt32>
    ) -> [(index: Int, earlier: Int)] {
        var found: [(index: Int, earlier: Int)] = []
        var nextComplex = 0
        let batch = 16
        var keys = [[UInt8]?](repeating: nil, count: batch)
        var hashes = [UInt64](repeating: 0, count: batch)
        for first in stride(from: range.lowerBound, to: range.upperBound, by: batch) {
            let count = min(batch, range.upperBound - first)
            if (used + count) * 2 >= slots.count { grow(arena: arena, ends: ends) }
            for offset in 0..<count {
                let text = Self.entry(first + offset, arena: arena, ends: ends)
                var key: [UInt8]? = nil
                if nextComplex < complex.count && complex[nextComplex] == first + offset {
                    key = Self.fullKey(of: text)
                    nextComplex += 1
                }
                // Most entries have no key: leave a nil alone rather than write it again.
                if key != nil || keys[offset] != nil { keys[offset] = key }
                hashes[offset] = key.map { $0.withUnsafeBufferPointer(Self.hash) } ?? Self.hash(text)
            }
            // A tight loop of independent reads, so that their misses are in flight together.
            for offset in 0..<count { homeSlots |= slots[Int(truncatingIfNeeded: hashes[offset]) & mask] }
            for offset in 0..<count {
                let index = first + offset
                let text = Self.entry(index, arena: arena, ends: ends)
                if let earlier = insert(index, text: text, key: keys[offset], hash: hashes[offset], arena: arena, ends: ends) {
                    found.append((index, earlier))
                }
            }
        }
        return found
    }

    /// The batch's home slots, read together; kept so that the reads are not optimised away.
    private var homeSlots: UInt32 = 0

    private mutating func insert(
        _ index: Int, text: UnsafeBufferPointer<UInt8>, key: [UInt8]?, hash: UInt64, arena: UnsafePointer<UInt8>,
        ends: UnsafeBufferPointer<UInt32>
    ) -> Int? {
        if used * 2 >= slots.count { grow(arena: arena, ends: ends) }
        let tag = UInt32(truncatingIfNeeded: hash >> 56)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let stored = slots[slot]
            if stored >> 24 == tag {
                let other = Int(stored & 0xff_ffff) - 1
                if isEqual(other, Self.entry(other, arena: arena, ends: ends), to: text, key: key) { return other }
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = tag << 24 | UInt32(index + 1)
        used += 1
        if let key { unicodeKeys[index] = key }
        return nil
    }

    private func isEqual(_ other: Int, _ otherText: UnsafeBufferPointer<UInt8>, to text: UnsafeBufferPointer<UInt8>, key: [UInt8]?) -> Bool {
        let otherKey = unicodeKeys[other]
        switch (key, otherKey) {
        case (nil, nil):
            return Self.equalIgnoringASCIICase(otherText, text)
        case (let key?, let otherKey?):
            return key == otherKey
        case (let key?, nil):
            return key.withUnsafeBufferPointer { Self.equalIgnoringASCIICase(otherText, $0) }
        case (nil, let otherKey?):
            return otherKey.withUnsafeBufferPointer { Self.equalIgnoringASCIICase($0, text) }
        }
    }

    private mutating func grow(arena: UnsafePointer<UInt8>, ends: UnsafeBufferPointer<UInt32>) {
        let old = slots
        slots = MemoryAdvice.array(count: old.count * 2) { $0.initialize(repeating: 0) }
        mask = slots.count - 1
        for stored in old where stored != 0 {
            let index = Int(stored & 0xff_ffff) - 1
            let hash = unicodeKeys[index].map { $0.withUnsafeBufferPointer(Self.hash) }
                ?? Self.hash(Self.entry(index, arena: arena, ends: ends))
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = stored
        }
    }

    /// A table for `total` entries holding the first `count` entries of the storage.
    static func building(total: Int, count: Int, arena: [UInt8], ends: [UInt32]) -> DuplicateIndex {
        var index = DuplicateIndex(expected: max(total, 1024))
        guard count > 0 else { return index }
        arena.withUnsafeBufferPointer { arena in
            ends.withUnsafeBufferPointer { ends in
                let base = arena.baseAddress!
                let complex = (0..<count).filter { !SimpleText.isSimple(entry($0, arena: base, ends: ends)) }
                _ = index.insert(0..<count, complex: complex, arena: base, ends: ends)
            }
        }
        return index
    }
}
