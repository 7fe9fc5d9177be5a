import Synchronization

/// A bitmap font in Unifont's hex format (`XXXX:HEX`, one glyph a line, in code point order), read in
/// place: a lookup is a binary search over the text, so nothing is decoded up front and only the glyphs
/// drawn are ever decoded, each once (a screen drawn again every second asks for the same few).
package struct GlyphFont: Sendable {
    /// The GNU Unifont subset built into the binary (Glyphs/unifont-subset.hex): the shipped banks, the
    /// interface, CJK Unified Ideographs U+4E00-U+9FFF, CJK punctuation, kana, full-width forms,
    /// Latin-1, Latin Extended-A and general punctuation. Licence: Glyphs/LICENSE-unifont.txt.
    package static let unifont = GlyphFont(hex: EmbeddedFiles.contents["glyphs/unifont"] ?? "")

    private let text: String
    /// The glyphs looked up so far (nil: the font has none), shared by copies of the font.
    private let decoded = DecodedGlyphs()

    /// A font from hex text whose lines are sorted by code point (as unifont.hex is).
    package init(hex: String) {
        var text = hex
        text.makeContiguousUTF8()
        self.text = text
    }

    /// How many glyphs the font holds (counts lines; for tests and diagnostics, not for drawing).
    package var glyphCount: Int {
        text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: ":") ? 1 : 0) }
    }

    /// The glyph of `character`, or nil when the font has none (or the character is more than one
    /// scalar, such as a letter with a combining accent that has no precomposed form).
    package func glyph(for character: Character) -> Glyph? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        return glyph(forScalar: scalar)
    }

    /// The glyph of `scalar`, or nil when the font has none.
    package func glyph(forScalar scalar: Unicode.Scalar) -> Glyph? {
        if let known = decoded.glyphs.withLock({ $0[scalar.value] }) { return known }
        var text = text  // shares the storage: `withUTF8` reads the (contiguous) text in place
        let glyph = text.withUTF8 { Self.search($0, for: scalar.value) }
        decoded.glyphs.withLock { $0[scalar.value] = .some(glyph) }
        return glyph
    }

    /// Binary search over lines: `low` is always the start of a line, `high` the end of the searched part.
    private static func search(_ bytes: UnsafeBufferPointer<UInt8>, for target: UInt32) -> Glyph? {
        let newline = UInt8(ascii: "\n")
        var low = bytes.startIndex
        var high = bytes.endIndex
        while low < high {
            var start = low + (high - low) / 2
            while start > low && bytes[start - 1] != newline { start -= 1 }
            var end = start
            while end < bytes.endIndex && bytes[end] != newline { end += 1 }
            guard let colon = bytes[start..<end].firstIndex(of: UInt8(ascii: ":")) else {
                // A blank line (the end of the text): search before it.
                high = start
                continue
            }
            var code: UInt32 = 0
            for byte in bytes[start..<colon] {
                guard let value = Glyph.hexValue(byte) else { return nil }
                code = code << 4 | UInt32(value)
            }
            if code == target { return Glyph(hex: bytes[(colon + 1)..<end]) }
            if code < target { low = end + 1 } else { high = start }
        }
        return nil
    }
}

/// The glyphs a font has decoded, by code point (a glyph the font lacks is kept as nil).
private final class DecodedGlyphs: Sendable {
    let glyphs = Mutex<[UInt32: Glyph?]>([:])
}
