/// Draws a word in big glyphs from a bitmap font (GNU Unifont by default) with Unicode block elements,
/// as large as fits a given area.
///
/// Styles, largest first: half blocks at scale `maximumScale` down to 1, then quadrant blocks, then plain
/// text. The first style at which the whole word fits `width` x `height` wins. Lines break between CJK
/// characters and at spaces, never inside a Latin word. When a character has no glyph the whole word
/// is plain text (never a box standing in for a missing glyph).
///
/// Glyphs are trimmed so the word reads as a word: Latin letters (8 pixels wide in Unifont) keep only
/// their inked columns and stand one pixel apart; CJK glyphs (16 wide, with a blank margin) keep the
/// columns any CJK glyph of the word inks, so they stay the same width, and stand two pixels apart. The
/// blank rows above and below every glyph of the word are dropped. Wrapped lines are one row apart.
public struct GlyphRenderer: Sendable {
    /// The font.
    public let font: GlyphFont
    /// The largest half-block scale tried.
    public let maximumScale: Int

    /// Pixels between two glyphs when either is CJK (wide).
    static let wideGap = 2
    /// Pixels between two Latin (narrow) glyphs.
    static let narrowGap = 1
    /// Pixels a space takes.
    static let spaceWidth = 5
    /// Pixels an ideographic space (U+3000) takes.
    static let wideSpaceWidth = 8

    /// A renderer drawing with `font`, at most at half-block scale `maximumScale`.
    public init(font: GlyphFont = .unifont, maximumScale: Int = 8) {
        self.font = font
        self.maximumScale = max(1, maximumScale)
    }

    /// `text` as large as it fits in `width` columns by `height` rows. Plain text, the last resort, is
    /// wrapped to `width` and, when even that is too tall, cut to `height` lines, the last ending in "…".
    public func render(_ text: String, width: Int, height: Int) -> BigText {
        if let word = prepare(text), let (style, lines) = fit(word, width: width, height: height) {
            return BigText(style: style, lines: Self.draw(lines, rows: word.rows, style: style))
        }
        return BigText(style: .plainText, lines: Self.cut(Self.plainLines(text, width: width), to: height))
    }

    /// The style `render(text, width:, height:)` would use, found without drawing (a layout comparing
    /// several areas asks this first and draws once).
    public func style(of text: String, width: Int, height: Int) -> BigText.Style {
        guard let word = prepare(text), let (style, _) = fit(word, width: width, height: height) else {
            return .plainText
        }
        return style
    }

    /// The largest block style at which `word` fits, with its lines; nil when none does.
    private func fit(_ word: Prepared, width: Int, height: Int) -> (BigText.Style, [[Piece]])? {
        // Scales at which even one line of glyphs is taller than `height` are not tried.
        var largest = maximumScale
        while largest > 1 && Self.rows(pixels: word.rows.count, style: .halfBlocks(scale: largest)) > height {
            largest -= 1
        }
        for style in Self.blockStyles(maximumScale: largest) {
            guard let lines = word.wrap(maximumPixels: Self.maximumPixels(style, width: width)) else { continue }
            if Self.rows(of: lines, pixels: word.rows.count, style: style) <= height { return (style, lines) }
        }
        return nil
    }

    /// `text` in `style` wrapped to `width` columns however many rows that takes; nil when the font
    /// lacks a character or a piece that cannot be broken is wider than `width`. Plain text always works.
    public func render(_ text: String, style: BigText.Style, width: Int) -> BigText? {
        guard style != .plainText else { return BigText(style: .plainText, lines: Self.plainLines(text, width: width)) }
        guard let word = prepare(text), let lines = word.wrap(maximumPixels: Self.maximumPixels(style, width: width))
        else {
            return nil
        }
        return BigText(style: style, lines: Self.draw(lines, rows: word.rows, style: style))
    }

    /// Whether the font has a glyph for every character of `text` (spaces aside).
    public func canDraw(_ text: String) -> Bool { prepare(text) != nil }

    /// The block styles tried, largest first, from half blocks at `maximumScale`.
    private static func blockStyles(maximumScale: Int) -> [BigText.Style] {
        (1...max(1, maximumScale)).reversed().map { BigText.Style.halfBlocks(scale: $0) } + [.quadrants]
    }

    /// `text` as plain terminal lines of at most `width` columns: with a space between characters when it
    /// is short and has no spaces (a larger look), otherwise wrapped at spaces, and inside a word only when
    /// the word alone is wider than `width`, so that no part of it is ever cut off.
    public static func plainLines(_ text: String, width: Int) -> [String] {
        let width = max(width, 2)
        let spread = text.map(String.init).joined(separator: " ")
        if !text.contains(" ") && text.count <= 12 && DisplayWidth.of(spread) <= width { return [spread] }
        if DisplayWidth.of(text) <= width { return [text] }
        var lines: [String] = []
        var line = ""
        for piece in text.split(separator: " ") {
            let separator = line.isEmpty ? "" : " "
            if DisplayWidth.of(line + separator + piece) <= width {
                line += separator + piece
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            for character in piece {
                if DisplayWidth.of(line) + DisplayWidth.of(character) > width {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    // MARK: - Layout

    /// One glyph placed in a line: the glyph, the columns of it kept.
    struct Placed {
        var glyph: Glyph
        var columns: ClosedRange<Int>
        var isWide: Bool { glyph.width == 16 }
        var pixels: Int { columns.count }
    }

    /// A run of glyphs that is never broken (a Latin word, or one CJK character with the punctuation
    /// after it), with the space before it, if any.
    struct Piece {
        var glyphs: [Placed]
        var spaceBefore: Int?
        var pixels: Int {
            glyphs.indices.reduce(0) { total, index in
                total + glyphs[index].pixels + (index == 0 ? 0 : GlyphRenderer.gap(glyphs[index - 1], glyphs[index]))
            }
        }
    }

    /// A word ready to lay out: its pieces and the glyph rows it keeps.
    struct Prepared {
        var pieces: [Piece]
        var rows: ClosedRange<Int>

        /// Pieces put on lines greedily, each line at most `maximumPixels` wide; nil when one piece is wider.
        func wrap(maximumPixels: Int) -> [[Piece]]? {
            var lines: [[Piece]] = []
            var line: [Piece] = []
            var used = 0
            for piece in pieces {
                let width = piece.pixels
                guard width <= maximumPixels else { return nil }
                if let last = line.last?.glyphs.last, let first = piece.glyphs.first {
                    let joined = used + (piece.spaceBefore ?? GlyphRenderer.gap(last, first)) + width
                    if joined <= maximumPixels {
                        line.append(piece)
                        used = joined
                        continue
                    }
                    lines.append(line)
                }
                line = [piece]
                used = width
            }
            if !line.isEmpty { lines.append(line) }
            return lines.isEmpty ? nil : lines
        }
    }

    static func gap(_ left: Placed, _ right: Placed) -> Int { left.isWide || right.isWide ? wideGap : narrowGap }

    /// Splits `text` into pieces with their glyphs trimmed; nil when a glyph is missing or nothing is inked.
    func prepare(_ text: String) -> Prepared? {
        var found: [(glyph: Glyph, space: Int?, closing: Bool)] = []
        var pendingSpace: Int?
        for character in text {
            if character == " " || character == "\u{A0}" || character == "\u{3000}" {
                let width = character == "\u{3000}" ? Self.wideSpaceWidth : Self.spaceWidth
                pendingSpace = max(pendingSpace ?? 0, width)
                continue
            }
            guard let glyph = font.glyph(for: character) else { return nil }
            found.append((glyph, found.isEmpty ? nil : pendingSpace, Self.staysWithPrevious(character)))
            pendingSpace = nil
        }
        // Wide glyphs keep the columns any wide glyph of the word inks; every glyph keeps the rows any inks.
        let wideColumns = found.filter { $0.glyph.width == 16 }.compactMap(\.glyph.inkedColumns)
        let wideRange =
            wideColumns.isEmpty
            ? 0...15 : (wideColumns.map(\.lowerBound).min() ?? 0)...(wideColumns.map(\.upperBound).max() ?? 15)
        let inkedRows = found.flatMap { entry in entry.glyph.rows.indices.filter { entry.glyph.rows[$0] != 0 } }
        guard let top = inkedRows.min(), let bottom = inkedRows.max() else { return nil }

        var pieces: [Piece] = []
        var previousWide = false
        for (glyph, space, closing) in found {
            let wide = glyph.width == 16
            let placed = Placed(
                glyph: glyph, columns: wide ? wideRange : glyph.inkedColumns ?? 0...(Self.spaceWidth - 1))
            if space == nil && !pieces.isEmpty && ((!wide && !previousWide) || closing) {
                pieces[pieces.count - 1].glyphs.append(placed)
            } else {
                pieces.append(Piece(glyphs: [placed], spaceBefore: space))
            }
            previousWide = wide
        }
        return Prepared(pieces: pieces, rows: top...bottom)
    }

    /// Punctuation that never starts a line (closing brackets, commas, full stops, ...).
    private static func staysWithPrevious(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .closePunctuation, .finalPunctuation: return true
        case .otherPunctuation: return !"¡¿".contains(character)
        default: return false
        }
    }

    // MARK: - Drawing

    /// The widest line, in font pixels, that `style` fits in `width` columns.
    static func maximumPixels(_ style: BigText.Style, width: Int) -> Int {
        switch style {
        case .halfBlocks(let scale): max(0, width) / scale
        case .quadrants: max(0, width) * 2
        case .plainText: max(0, width)
        }
    }

    /// Terminal rows of one line of glyphs `pixels` tall in `style`.
    static func rows(pixels: Int, style: BigText.Style) -> Int {
        switch style {
        case .halfBlocks(let scale): (pixels * scale + 1) / 2
        case .quadrants: (pixels + 1) / 2
        case .plainText: 1
        }
    }

    /// Terminal rows `lines` take in `style`, one blank row between lines.
    static func rows(of lines: [[Piece]], pixels: Int, style: BigText.Style) -> Int {
        lines.count * rows(pixels: pixels, style: style) + max(0, lines.count - 1)
    }

    /// The lines drawn in `style`, each centred in the widest, all padded to the same width.
    static func draw(_ lines: [[Piece]], rows: ClosedRange<Int>, style: BigText.Style) -> [String] {
        let drawn = lines.map { line -> [String] in
            let bitmap = picture(of: line, rows: rows)
            switch style {
            case .halfBlocks(let scale): return bitmap.scaled(by: scale).halfBlockLines
            case .quadrants, .plainText: return bitmap.quadrantLines
            }
        }
        let width = drawn.flatMap { $0 }.map(\.count).max() ?? 0
        var result: [String] = []
        for (index, block) in drawn.enumerated() {
            if index > 0 { result.append(String(repeating: " ", count: width)) }
            for line in block {
                let spare = width - line.count
                result.append(
                    String(repeating: " ", count: spare / 2) + line + String(repeating: " ", count: spare - spare / 2))
            }
        }
        return result
    }

    /// One line of pieces as pixels.
    static func picture(of line: [Piece], rows: ClosedRange<Int>) -> Bitmap {
        var pixels = 0
        var previous: Placed?
        var positions: [(Placed, Int)] = []
        for piece in line {
            for (index, placed) in piece.glyphs.enumerated() {
                if let previous {
                    pixels += index == 0 ? piece.spaceBefore ?? gap(previous, placed) : gap(previous, placed)
                }
                positions.append((placed, pixels))
                pixels += placed.pixels
                previous = placed
            }
        }
        var bitmap = Bitmap(width: pixels, height: rows.count)
        for (placed, x) in positions { bitmap.draw(placed.glyph, columns: placed.columns, rows: rows, at: x) }
        return bitmap
    }

    /// `lines` cut to `height`, the last kept one ending in "…" when some were dropped.
    static func cut(_ lines: [String], to height: Int) -> [String] {
        guard lines.count > height else { return lines }
        guard height > 0 else { return [] }
        var kept = Array(lines.prefix(height))
        let last = kept[height - 1]
        kept[height - 1] = DisplayWidth.truncate(last + "……", to: DisplayWidth.of(last))
        return kept
    }
}
