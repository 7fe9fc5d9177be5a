/// Text that Unicode compatibility normalisation (NFKC) and case folding leave as it is, apart from the
/// case of ASCII letters: ASCII, and scalars from ranges that are known to be normalised, caseless,
/// not white space, not controls and never combined with their neighbours — CJK Unified Ideographs,
/// kana, Hangul syllables and CJK punctuation. Such text is its own duplicate key (ASCII letters
/// compared without case), so it skips Foundation's normalisation; anything else takes the full path.
enum SimpleText {
    /// Whether `scalar` (not ASCII) is its own NFKC case-folded form, in any context.
    @inline(__always)
    static func isSimple(_ scalar: UInt32) -> Bool {
        switch scalar {
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

    /// The length of the UTF-8 sequence at `offset` when it is a well-formed encoding of a simple
    /// scalar (three or four bytes); 0 otherwise.
    @inline(__always)
    static func simpleSequenceLength(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        let lead = text[offset]
        if lead & 0xF0 == 0xE0 {
            guard offset + 2 < text.count else { return 0 }
            let second = text[offset + 1]
            let third = text[offset + 2]
            guard second & 0xC0 == 0x80, third & 0xC0 == 0x80 else { return 0 }
            let scalar = UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
            return isSimple(scalar) ? 3 : 0
        }
        if lead & 0xF8 == 0xF0 {
            guard offset + 3 < text.count else { return 0 }
            let second = text[offset + 1]
            let third = text[offset + 2]
            let fourth = text[offset + 3]
            guard second & 0xC0 == 0x80, third & 0xC0 == 0x80, fourth & 0xC0 == 0x80 else { return 0 }
            let scalar = UInt32(lead & 0x07) << 18 | UInt32(second & 0x3F) << 12 | UInt32(third & 0x3F) << 6
                | UInt32(fourth & 0x3F)
            return isSimple(scalar) ? 4 : 0
        }
        return 0
    }

    /// How many bytes at the start of `text` are ASCII, checked eight at a time (most entries are ASCII
    /// through and through; `make bench` shows the byte-at-a-time loop in the profile of draw --all).
    @inline(__always)
    static func asciiPrefixLength(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = text.baseAddress else { return 0 }
        var offset = 0
        while offset + 8 <= text.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { break }
            offset += 8
        }
        while offset < text.count && text[offset] < 0x80 { offset += 1 }
        return offset
    }

    /// Whether `text` is well-formed UTF-8 made only of ASCII and simple scalars.
    static func isSimple(_ text: UnsafeBufferPointer<UInt8>) -> Bool { measure(text) != nil }

    /// For simple text (see `isSimple`), how many characters it has (each simple scalar is one) and
    /// whether it is plain: without spaces, tabs or controls, so that it is an entry as it stands.
    /// Nil for text that is not simple. One pass that checks and counts, for the list parser.
    static func measure(_ text: UnsafeBufferPointer<UInt8>) -> (characters: Int, isPlain: Bool)? {
        var characters = 0
        var isPlain = true
        var offset = 0
        while offset < text.count {
            let byte = text[offset]
            if byte < 0x80, offset + 8 <= text.count, let base = text.baseAddress {
                // Eight bytes at a time while they are ASCII (most of an ASCII list). In each byte,
                // subtracting 0x21 sets the top bit below '!' (a space or a control), adding 1 sets it
                // at 0x7F (DEL); a borrow only passes on from a byte that has already set it.
                let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    if ((word &- 0x2121_2121_2121_2121) | (word &+ 0x0101_0101_0101_0101)) & 0x8080_8080_8080_8080 != 0 {
                        isPlain = false
                    }
                    offset += 8
                    characters += 8
                    continue
                }
            }
            if byte < 0x80 {
                if byte <= 0x20 || byte == 0x7F { isPlain = false }
                offset += 1
            } else {
                let length = simpleSequenceLength(text, at: offset)
                if length == 0 { return nil }
                offset += length
            }
            characters += 1
        }
        return (characters, isPlain)
    }
}
