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

    /// The seed of `hash`: random for each run, so that a list cannot be made to collide on purpose.
    static let seed: UInt64 = .random(in: .min ... .max)

    /// The hash of the key of the entry at `range` of `arena`: a seeded multiply-and-fold hash over the
    /// key's bytes, eight at a time (simple text without making the key). `isSimple`: as for `of`.
    static func hash(of range: Range<Int>, in arena: [UInt8], isSimple: Bool, seed: UInt64 = seed) -> Int {
        if isSimple {
            return arena.withUnsafeBufferPointer { buffer in
                hash(UnsafeBufferPointer(rebasing: buffer[range]), foldingASCII: true, seed: seed)
            }
        }
        var key = fullKey(String(decoding: arena[range], as: UTF8.self))
        return key.withUTF8 { hash($0, foldingASCII: false, seed: seed) }
    }

    /// The hash of the key of the entry at `range` of `arena`, whatever its text.
    static func hash(of range: Range<Int>, in arena: [UInt8], seed: UInt64 = seed) -> Int {
        let simple = String(decoding: arena[range], as: UTF8.self).unicodeScalars.allSatisfy {
            $0.isASCII || isSimple($0)
        }
        return hash(of: range, in: arena, isSimple: simple, seed: seed)
    }

    /// Folds `bytes` (ASCII capitals lower-cased when `foldingASCII`) into 64 bits: each word of eight
    /// bytes (first byte highest) mixed in by a full-width multiply whose halves are folded together, then
    /// the bytes left over as one word, then the length.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, foldingASCII: Bool, seed: UInt64) -> Int {
        var state = seed ^ 0x243F_6A88_85A3_08D3
        var index = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while index + 8 <= bytes.count {
            var word = UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            // A word with a byte below 0x80 holds ASCII, which may be a capital: it is read again a byte at
            // a time (the bytes of CJK text are all 0x80 or more, and are read a word at a time).
            if foldingASCII && word & highBits != highBits {
                word = 0
                for offset in 0..<8 { word = word << 8 | UInt64(folded(bytes[index + offset])) }
            }
            state = mix(state ^ word, 0x9E37_79B9_7F4A_7C15)
            index += 8
        }
        var word: UInt64 = 0
        while index < bytes.count {
            word = word << 8 | UInt64(foldingASCII ? folded(bytes[index]) : bytes[index])
            index += 1
        }
        state = mix(state ^ word, 0xBF58_476D_1CE4_E5B9)
        state = mix(state ^ UInt64(bytes.count), 0x94D0_49BB_1331_11EB)
        return Int(bitPattern: UInt(state))
    }

    /// The top bit of each byte of a word.
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The two halves of the full product of `a` and `b`, folded together.
    @inline(__always)
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (high, low) = a.multipliedFullWidth(by: b)
        return high ^ low
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

    /// `byte`, lower-cased when it is an ASCII capital.
    @inline(__always)
    private static func folded(_ byte: UInt8) -> UInt8 { isUppercaseASCII(byte) ? byte | 0x20 : byte }

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
