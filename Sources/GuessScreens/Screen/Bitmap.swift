/// A monochrome picture, drawn on the terminal with block elements: half blocks (▀ ▄ █, one cell is one
/// pixel wide and two tall) or quadrant blocks (▘ ▝ ▖ ▗ and friends, one cell is 2x2 pixels).
struct Bitmap: Equatable, Sendable {
    /// Width in pixels.
    private(set) var width: Int
    /// Height in pixels.
    private(set) var height: Int
    private var pixels: [Bool]

    /// A blank picture.
    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = Array(repeating: false, count: self.width * self.height)
    }

    /// A picture from rows of text where `#` is ink (any other character blank); rows may differ in length.
    init(picture rows: [String]) {
        let width = rows.map(\.count).max() ?? 0
        self.init(width: width, height: rows.count)
        for (y, row) in rows.enumerated() {
            for (x, character) in row.enumerated() where character == "#" { self[x, y] = true }
        }
    }

    /// The pixel at column `x`, row `y`; reads outside are blank, writes outside are ignored.
    subscript(x: Int, y: Int) -> Bool {
        get { x >= 0 && x < width && y >= 0 && y < height && pixels[y * width + x] }
        set { if x >= 0 && x < width && y >= 0 && y < height { pixels[y * width + x] = newValue } }
    }

    /// Copies the columns `columns` of `glyph` so that the first lands at `x`, rows `rows` at the top.
    mutating func draw(_ glyph: Glyph, columns: ClosedRange<Int>, rows: ClosedRange<Int>, at x: Int) {
        for (row, glyphRow) in rows.enumerated() {
            for (column, glyphColumn) in columns.enumerated() where glyph.isInked(x: glyphColumn, y: glyphRow) {
                self[x + column, row] = true
            }
        }
    }

    /// Copies `other` with its top-left corner at (`x`, `y`).
    mutating func draw(_ other: Bitmap, at x: Int, _ y: Int) {
        for row in 0..<other.height {
            for column in 0..<other.width where other[column, row] { self[x + column, y + row] = true }
        }
    }

    /// Each pixel made `factor` pixels wide and tall.
    func scaled(by factor: Int) -> Bitmap {
        guard factor > 1 else { return self }
        var result = Bitmap(width: width * factor, height: height * factor)
        for y in 0..<result.height {
            for x in 0..<result.width { result[x, y] = self[x / factor, y / factor] }
        }
        return result
    }

    /// Each pixel made `quarters`/4 pixels wide and tall, to the nearest pixel (a whole scale when
    /// `quarters` is a multiple of 4; otherwise some pixels come out one wider or taller than others).
    func scaled(quarters: Int) -> Bitmap {
        guard quarters > 0, quarters != 4 else { return self }
        if quarters % 4 == 0 { return scaled(by: quarters / 4) }
        var result = Bitmap(width: (width * quarters + 3) / 4, height: (height * quarters + 3) / 4)
        for y in 0..<result.height {
            for x in 0..<result.width { result[x, y] = self[x * 4 / quarters, y * 4 / quarters] }
        }
        return result
    }

    /// Terminal lines with half blocks: `width` columns and half as many rows as pixels (rounded up).
    var halfBlockLines: [String] {
        stride(from: 0, to: height, by: 2).map { top in
            String(
                (0..<width).map { x -> Character in
                    switch (self[x, top], self[x, top + 1]) {
                    case (true, true): "█"
                    case (true, false): "▀"
                    case (false, true): "▄"
                    case (false, false): " "
                    }
                })
        }
    }

    /// Terminal lines with quadrant blocks: half as many columns and rows as pixels (rounded up).
    var quadrantLines: [String] {
        stride(from: 0, to: height, by: 2).map { top in
            String(
                stride(from: 0, to: width, by: 2).map { left -> Character in
                    let index =
                        (self[left, top] ? 8 : 0) | (self[left + 1, top] ? 4 : 0)
                        | (self[left, top + 1] ? 2 : 0) | (self[left + 1, top + 1] ? 1 : 0)
                    return Bitmap.quadrants[index]
                })
        }
    }

    /// Quadrant characters by bits: top-left 8, top-right 4, bottom-left 2, bottom-right 1.
    private static let quadrants: [Character] = [
        " ", "▗", "▖", "▄", "▝", "▐", "▞", "▟", "▘", "▚", "▌", "▙", "▀", "▜", "▛", "█",
    ]
}
