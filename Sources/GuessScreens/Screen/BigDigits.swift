/// A compact digit font of guess's own (3x5 pixels; the colon 1x5; ✓ and ✗ 5x5) for the clock and the
/// right and wrong counts, drawn with half blocks at a whole-number scale like `GlyphRenderer`'s.
///
/// ```
/// █▀█ ▄█  ▀▀█ ▀▀█ █ █ █▀▀ █▀▀ ▀▀█ █▀█ █▀█ ▄
/// █ █  █  █▀▀  ▀█ ▀▀█ ▀▀█ █▀█   █ █▀█ ▀▀█ ▄
/// ▀▀▀ ▀▀▀ ▀▀▀ ▀▀▀   ▀ ▀▀▀ ▀▀▀   ▀ ▀▀▀ ▀▀▀
/// ```
package enum BigDigits {
    /// Height of every character, in pixels.
    package static let pixelHeight = 5

    /// The characters drawn: digits, `:`, `-`, space, `✓` and `✗`.
    package static let characters: Set<Character> = Set(font.keys)

    /// Rows of pixels per character, `#` for ink.
    private static let font: [Character: [String]] = [
        "0": ["###", "# #", "# #", "# #", "###"],
        "1": [" # ", "## ", " # ", " # ", "###"],
        "2": ["###", "  #", "###", "#  ", "###"],
        "3": ["###", "  #", " ##", "  #", "###"],
        "4": ["# #", "# #", "###", "  #", "  #"],
        "5": ["###", "#  ", "###", "  #", "###"],
        "6": ["###", "#  ", "###", "# #", "###"],
        "7": ["###", "  #", "  #", "  #", "  #"],
        "8": ["###", "# #", "###", "# #", "###"],
        "9": ["###", "# #", "###", "  #", "###"],
        ":": [" ", "#", " ", "#", " "],
        "-": ["   ", "   ", "###", "   ", "   "],
        " ": ["  ", "  ", "  ", "  ", "  "],
        "✓": ["    #", "   # ", "# #  ", " #   ", "     "],
        "✗": ["#   #", " # # ", "  #  ", " # # ", "#   #"],
    ]

    /// Terminal rows `text` takes at `scale`.
    package static func rows(scale: Int) -> Int { (pixelHeight * max(1, scale) + 1) / 2 }

    /// Columns `text` takes at `scale` (one pixel between characters); nil when a character is not drawn.
    package static func columns(_ text: String, scale: Int) -> Int? {
        var pixels = 0
        for (index, character) in text.enumerated() {
            guard let rows = font[character] else { return nil }
            pixels += (index == 0 ? 0 : 1) + (rows.first?.count ?? 0)
        }
        return pixels * max(1, scale)
    }

    /// `text` as `rows(scale:)` lines of half blocks, all `columns(text, scale:)` wide; nil when a
    /// character is not in the font.
    package static func render(_ text: String, scale: Int) -> [String]? {
        guard let width = columns(text, scale: 1) else { return nil }
        var bitmap = Bitmap(width: width, height: pixelHeight)
        var x = 0
        for character in text {
            guard let rows = font[character] else { return nil }
            bitmap.draw(Bitmap(picture: rows), at: x, 0)
            x += (rows.first?.count ?? 0) + 1
        }
        return bitmap.scaled(by: max(1, scale)).halfBlockLines
    }
}
