import Foundation

/// What makes two entries the same word: equal after Unicode's NFKC case folding (compatibility
/// normalisation and case folding, default-ignorable characters removed).
enum DuplicateKey {
    /// The key of an entry. `isSimple` says the entry is made of ASCII and simple scalars (`isSimple(_:)`),
    /// which are their own key apart from the case of ASCII letters: the one fast path, which spares a
    /// million-entry list Foundation's normalisation (property-tested against `fullKey`).
    static func of(_ entry: ArraySlice<UInt8>, isSimple: Bool) -> String {
        guard isSimple else { return fullKey(String(decoding: entry, as: UTF8.self)) }
        guard entry.contains(where: isUppercaseASCII) else { return String(decoding: entry, as: UTF8.self) }
        return String(decoding: entry.map { isUppercaseASCII($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// The key of an entry, whatever its text.
    static func of(_ entry: ArraySlice<UInt8>) -> String {
        let simple = String(decoding: entry, as: UTF8.self).unicodeScalars.allSatisfy { $0.isASCII || isSimple($0) }
        return of(entry, isSimple: simple)
    }

    /// The hash of the key of the entry at `range` of `arena`: the bytes of the key, hashed by the
    /// standard library's `Hasher` (simple text without making the key). `start`: a fresh `Hasher`, made
    /// once for many entries (making one costs more than hashing a word).
    static func hash(of range: Range<Int>, in arena: [UInt8], isSimple: Bool, start: Hasher = Hasher()) -> Int {
        var hasher = start
        if isSimple {
            combine(arena[range].lazy.map { isUppercaseASCII($0) ? $0 | 0x20 : $0 }, into: &hasher)
        } else {
            combine(fullKey(String(decoding: arena[range], as: UTF8.self)).utf8, into: &hasher)
        }
        return hasher.finalize()
    }

    /// Feeds `bytes` to `hasher` in words of up to eight (a call per byte cost a third of loading a
    /// million-entry list), then their count.
    private static func combine(_ bytes: some Sequence<UInt8>, into hasher: inout Hasher) {
        var word: UInt64 = 0
        var count = 0
        for byte in bytes {
            word = word << 8 | UInt64(byte)
            count += 1
            if count % 8 == 0 {
                hasher.combine(word)
                word = 0
            }
        }
        hasher.combine(word)
        hasher.combine(count)
    }

    /// Default-ignorable characters removed, then NFKC, case folded, NFKC again.
    static func fullKey(_ text: String) -> String {
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: text.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
        let folded = String(visible).precomposedStringWithCompatibilityMapping.folding(
            options: .caseInsensitive, locale: nil)
        return folded.precomposedStringWithCompatibilityMapping
    }

    private static func isUppercaseASCII(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }

    /// Whether `scalar` (not ASCII) is its own NFKC case-folded form in any context: CJK unified
    /// ideographs, kana, Hangul syllables and CJK punctuation, which are normalised, caseless, not white
    /// space and never combined with their neighbours.
    static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3001...0x3011,  // CJK punctuation: 、。〃〄々〆〇 and brackets 〈〉《》「」『』【】
            0x3041...0x3096,  // Hiragana (not the combining or spacing sound marks after it)
            0x30A1...0x30FA, 0x30FC,  // Katakana and the prolonged sound mark
            0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
            0x4E00...0x9FFF,  // CJK Unified Ideographs
            0xAC00...0xD7A3,  // Hangul syllables (no conjoining jamo, which could combine with them)
            0x20000...0x2F7FF,  // Extensions B to F, not the compatibility ideographs at 2F800
            0x30000...0x323AF:  // Extensions G and H
            true
        default:
            false
        }
    }
}
