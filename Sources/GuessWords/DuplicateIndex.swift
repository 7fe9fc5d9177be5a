import Foundation

/// Finds entries that are equal after trimming, Unicode compatibility normalisation (NFKC) and case
/// folding, so that a bank keeps each word once.
///
/// An open-addressing table of entry indices tagged with part of their hash: no `String` is made for
/// ASCII entries, which keeps a million-entry list cheap.
struct DuplicateIndex {
    private var slots: [UInt64]
    private var mask: Int
    private var used = 0
    /// Normalised keys of entries that are not plain ASCII.
    private var unicodeKeys: [Int: [UInt8]] = [:]

    init(expected: Int) {
        var capacity = 16
        while capacity < expected * 2 { capacity <<= 1 }
        slots = [UInt64](repeating: 0, count: capacity)
        mask = capacity - 1
    }

    /// The normalised key of `text`: ASCII lower-cased, anything else NFKC, case-folded, NFKC again.
    static func key(of text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        if text.allSatisfy({ $0 < 0x80 }) { return nil }
        let string = String(decoding: text, as: UTF8.self)
        let folded = string.precomposedStringWithCompatibilityMapping.folding(options: .caseInsensitive, locale: nil)
        return Array(folded.precomposedStringWithCompatibilityMapping.utf8)
    }

    private static func hash(ascii text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text {
            let lower = byte &- 0x41 < 26 ? byte | 0x20 : byte
            hash = (hash ^ UInt64(lower)) &* 0x100_0000_01b3
        }
        return hash
    }

    private static func hash(key: [UInt8]) -> UInt64 {
        key.withUnsafeBufferPointer { hash(ascii: $0) }
    }

    private static func asciiEqualIgnoringCase(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for i in 0..<a.count where a[i] != b[i] {
            let x = a[i] &- 0x41 < 26 ? a[i] | 0x20 : a[i]
            let y = b[i] &- 0x41 < 26 ? b[i] | 0x20 : b[i]
            if x != y { return false }
        }
        return true
    }

    /// Records entry `index` of `bank`; returns the index of an earlier equal entry instead when there is one.
    mutating func insert(_ index: Int, of bank: WordBank) -> Int? {
        if used * 2 >= slots.count { grow(bank) }
        return bank.withUTF8(at: index) { text -> Int? in
            let key = Self.key(of: text)
            let hash = key.map(Self.hash(key:)) ?? Self.hash(ascii: text)
            let tag = hash >> 40
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                let stored = slots[slot]
                if stored >> 40 == tag {
                    let other = Int(stored & 0xff_ffff_ffff) - 1
                    if isEqual(other, of: bank, to: text, key: key) { return other }
                }
                slot = (slot + 1) & mask
            }
            slots[slot] = tag << 40 | UInt64(index + 1)
            used += 1
            if let key { unicodeKeys[index] = key }
            return nil
        }
    }

    private func isEqual(_ other: Int, of bank: WordBank, to text: UnsafeBufferPointer<UInt8>, key: [UInt8]?) -> Bool {
        let otherKey = unicodeKeys[other]
        switch (key, otherKey) {
        case (nil, nil):
            return bank.withUTF8(at: other) { Self.asciiEqualIgnoringCase($0, text) }
        case (let key?, let otherKey?):
            return key == otherKey
        case (let key?, nil):
            return bank.withUTF8(at: other) { stored in
                key.withUnsafeBufferPointer { Self.asciiEqualIgnoringCase(stored, $0) }
            }
        case (nil, let otherKey?):
            return otherKey.withUnsafeBufferPointer { Self.asciiEqualIgnoringCase($0, text) }
        }
    }

    private mutating func grow(_ bank: WordBank) {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for stored in old where stored != 0 {
            let index = Int(stored & 0xff_ffff_ffff) - 1
            let hash = unicodeKeys[index].map(Self.hash(key:)) ?? bank.withUTF8(at: index) { Self.hash(ascii: $0) }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = stored
        }
    }

    /// Makes room for `total` entries at once, so a large list does not rehash as it grows.
    mutating func reserve(total: Int, bank: WordBank) {
        guard total * 2 > slots.count else { return }
        var grown = DuplicateIndex(expected: total)
        for index in 0..<bank.count { _ = grown.insert(index, of: bank) }
        self = grown
    }
}
