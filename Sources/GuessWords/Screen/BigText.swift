/// Text drawn large: the terminal lines of a word in block glyphs (or plain text when nothing larger fits).
public struct BigText: Equatable, Sendable {
    /// How the pixels became terminal cells, largest first.
    public enum Style: Equatable, Sendable, Comparable {
        /// Plain terminal text: the last resort.
        case plainText
        /// Quadrant blocks: one cell holds 2x2 pixels (half the width of half blocks at scale 1).
        case quadrants
        /// Half blocks: each pixel is `scale` columns wide and `scale` half-rows tall, so scale 1 is one
        /// column by half a row and scale 2 a column pair by a whole row; pixels stay square at every scale.
        case halfBlocks(scale: Int)

        /// Larger styles compare greater: plain text < quadrants < half blocks at 1 < half blocks at 2 < ...
        public static func < (lhs: Style, rhs: Style) -> Bool { lhs.rank < rhs.rank }

        private var rank: Int {
            switch self {
            case .plainText: 0
            case .quadrants: 1
            case .halfBlocks(let scale): 1 + scale
            }
        }
    }

    /// The style used.
    public var style: Style
    /// The lines, top to bottom. In a block style every line has the same display width (the block is
    /// centred as a whole); plain-text lines may differ.
    public var lines: [String]

    /// Text drawn in `style` as `lines`.
    public init(style: Style, lines: [String]) {
        self.style = style
        self.lines = lines
    }

    /// Columns the widest line takes.
    public var width: Int { lines.map { DisplayWidth.of($0) }.max() ?? 0 }
    /// Rows taken.
    public var height: Int { lines.count }
}
