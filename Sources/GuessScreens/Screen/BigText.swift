import GuessText

/// Text drawn large: the terminal lines of a word in block glyphs (or plain text when nothing larger fits).
package struct BigText: Equatable, Sendable {
    /// How the pixels became terminal cells, largest first.
    package enum Style: Equatable, Sendable, Comparable {
        /// Plain terminal text: the last resort.
        case plainText
        /// Quadrant blocks: one cell holds 2x2 pixels (half the width of half blocks at scale 1).
        case quadrants
        /// Half blocks with each font pixel `quarters`/4 columns wide and as many half-rows tall, so 4 is one
        /// column by half a row, 8 a column pair by a whole row, and 6 (scale 1.5) the size between them:
        /// pixels stay square at every scale; a scale that is not whole repeats every other pixel or so.
        case halfBlocks(quarters: Int)

        /// Half blocks at the whole-number scale `scale` (`halfBlocks(quarters: 4 * scale)`).
        package static func halfBlocks(scale: Int) -> Style { .halfBlocks(quarters: 4 * scale) }

        /// Larger styles compare greater: plain text < quadrants < half blocks at 1 < 1.25 < ... < 2 < ...
        package static func < (lhs: Style, rhs: Style) -> Bool { lhs.rank < rhs.rank }

        private var rank: Int {
            switch self {
            case .plainText: 0
            case .quadrants: 2
            case .halfBlocks(let quarters): quarters
            }
        }
    }

    /// The style used.
    package var style: Style
    /// The lines, top to bottom. In a block style every line has the same display width (the block is
    /// centred as a whole); plain-text lines may differ.
    package var lines: [String]
    /// In a block style, the text of each line of glyphs, top to bottom (a word broken with a hyphen
    /// keeps the hyphen); for plain text, the lines themselves.
    package var text: [String]

    /// Text drawn in `style` as `lines`, whose lines of glyphs read `text` (by default, `lines`).
    package init(style: Style, lines: [String], text: [String]? = nil) {
        self.style = style
        self.lines = lines
        self.text = text ?? lines
    }

    /// Columns the widest line takes.
    package var width: Int { lines.map { DisplayWidth.of($0) }.max() ?? 0 }
    /// Rows taken.
    package var height: Int { lines.count }
}
