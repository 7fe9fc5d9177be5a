/// One bitmap glyph of a font: 16 pixels tall and 8 (Latin) or 16 (CJK) wide, one bit a pixel.
package struct Glyph: Equatable, Sendable {
    /// Height of every glyph, in pixels.
    package static let height = 16

    /// Width in pixels: 8 or 16.
    package let width: Int
    /// The 16 rows, top to bottom; the leftmost pixel is the highest bit (bit 15), so an 8-wide glyph
    /// uses bits 15 to 8.
    package let rows: [UInt16]

    /// A glyph from its rows (leftmost pixel in bit 15); nil unless there are 16 rows and the width is 8 or 16.
    package init?(width: Int, rows: [UInt16]) {
        guard width == 8 || width == 16, rows.count == Glyph.height else { return nil }
        self.width = width
        self.rows = rows
    }

    /// A glyph from Unifont's hex notation: 32 hex digits (8x16) or 64 (16x16), rows top to bottom.
    package init?(hex: some Collection<UInt8>) {
        let digits = hex.count
        guard digits == 32 || digits == 64 else { return nil }
        let digitsPerRow = digits / Glyph.height
        var rows: [UInt16] = []
        rows.reserveCapacity(Glyph.height)
        var row: UInt16 = 0
        var inRow = 0
        for byte in hex {
            guard let value = Glyph.hexValue(byte) else { return nil }
            row = row << 4 | UInt16(value)
            inRow += 1
            if inRow == digitsPerRow {
                rows.append(digitsPerRow == 2 ? row << 8 : row)
                row = 0
                inRow = 0
            }
        }
        self.width = digitsPerRow * 4
        self.rows = rows
    }

    /// Whether the pixel at column `x`, row `y` is inked (false outside the glyph).
    package func isInked(x: Int, y: Int) -> Bool {
        guard x >= 0, x < width, y >= 0, y < Glyph.height else { return false }
        return rows[y] & (0x8000 >> UInt16(x)) != 0
    }

    /// The columns holding ink, leftmost to rightmost; nil for a blank glyph.
    package var inkedColumns: ClosedRange<Int>? {
        let all = rows.reduce(0, |)
        guard all != 0 else { return nil }
        return all.leadingZeroBitCount...(15 - all.trailingZeroBitCount)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
