import GuessText

/// Draws a word in big glyphs from a bitmap font (GNU Unifont by default) with Unicode block elements,
/// as large as fits a given area.
///
/// Styles, largest first: half blocks at scale `maximumScale` down to 1, with the sizes between them
/// (4, 3.5, 3, 2.5, 2, 1.75, 1.5, 1.25, 1), then quadrant blocks, then plain text. The first style at
/// which the whole word fits `width` x `height` wins.
///
/// Lines break at natural points (`layout(_:width:height:)` decides, and tests see its decision): after
/// the dash of a 歇后语, after a comma or other punctuation, at a space; a run of CJK characters breaks
/// by its meaning (`PhraseBreaks`: at its halves, a four-character idiom 2+2, two idioms 4+4, two lines of verse
/// 5+5 or 7+7, then at its halves' halves), elsewhere only when nothing better fits, and never so that one
/// character stands alone on a line. Among the breaks that fit, the fewest lines win, then the most balanced.
/// A Latin word is broken, with a hyphen, only when no style fits the word unbroken, or when a smaller
/// screen (one that had to hyphenate it) would draw it larger: a larger screen never draws a word smaller. When a character
/// has no glyph the whole word is plain text (never a box standing in for a missing glyph).
///
/// Glyphs are trimmed so the word reads as a word: Latin letters (8 pixels wide in Unifont) keep only
/// their inked columns and stand one pixel apart; CJK glyphs (16 wide, with a blank margin) keep the
/// columns any CJK glyph of the word inks, so they stay the same width, and stand two pixels apart. The
/// blank rows above and below every glyph of the word are dropped. Lines are one row apart (they touch
/// only when no size fits them apart).
package struct GlyphRenderer: Sendable {
    /// The font.
    package let font: GlyphFont
    /// The largest half-block scale tried.
    package let maximumScale: Int

    /// Pixels between two glyphs when either is CJK (wide).
    static let wideGap = 2
    /// Pixels between two Latin (narrow) glyphs.
    static let narrowGap = 1
    /// Pixels a space takes.
    static let spaceWidth = 5
    /// Pixels an ideographic space (U+3000) takes.
    static let wideSpaceWidth = 8
    /// Half-block scales tried below 4, in quarters, largest first (every scale from 4 up is whole).
    static let smallQuarters = [14, 12, 10, 8, 7, 6, 5, 4]

    /// A renderer drawing with `font`, at most at half-block scale `maximumScale`.
    package init(font: GlyphFont = .unifont, maximumScale: Int = 8) {
        self.font = font
        self.maximumScale = max(1, maximumScale)
    }

    /// `text` as large as it fits in `width` columns by `height` rows. Plain text, the last resort, is
    /// wrapped to `width` and, when even that is too tall, cut to `height` lines, the last ending in "…".
    package func render(_ text: String, width: Int, height: Int) -> BigText {
        if let word = prepare(text), let (style, lines, gap) = fit(word, width: width, height: height) {
            return drawn(word, lines: lines, style: style, gap: gap)
        }
        let plain = Self.cut(Self.plainLines(text, width: width), to: height)
        return BigText(style: .plainText, lines: plain)
    }

    /// The style `render(text, width:, height:)` would use, found without drawing (a layout comparing
    /// several areas asks this first and draws once).
    package func style(of text: String, width: Int, height: Int) -> BigText.Style {
        layout(text, width: width, height: height).style
    }

    /// How `render(text, width:, height:)` lays `text` out, without drawing: the style and the text of
    /// each line of glyphs (a hyphen ends a line that breaks a word); plain text when no block style fits.
    package func layout(_ text: String, width: Int, height: Int) -> (style: BigText.Style, lines: [String]) {
        guard let word = prepare(text), let (style, lines, _) = fit(word, width: width, height: height) else {
            return (.plainText, Self.cut(Self.plainLines(text, width: width), to: height))
        }
        return (style, lines.map { word.text(of: $0) })
    }

    /// The largest block style at which `word` fits, with its lines and the blank rows between them;
    /// nil when none does. A text with natural break points (a dash, punctuation, a space) is broken
    /// only there while some style fits it so; then also inside runs of CJK characters; a word with a
    /// hyphen only when nothing else fits (`fitLatinWord` keeps a larger screen from drawing it smaller).
    /// Lines stand one blank row apart, and touch (a glyph's own blank pixels apart) only when no style fits
    /// otherwise.
    private func fit(_ word: Prepared, width: Int, height: Int) -> (BigText.Style, [Line], Int)? {
        if word.isOneLatinWord { return fitLatinWord(word, width: width, height: height) }
        let levels: [Prepared.Level] =
            word.hasNaturalBreak ? [.natural, .insideRuns, .hyphens] : [.insideRuns, .hyphens]
        for level in levels {
            if let found = fit(word, width: width, height: height, level: level) { return found }
        }
        return nil
    }

    /// One Latin word: unbroken at the largest style that fits, unless a smaller screen would draw it
    /// larger hyphenated. A screen too narrow or too short for the word unbroken even in quadrants (the
    /// smallest glyphs) hyphenates it; a larger screen then draws it at least that large (hyphenated at that
    /// size while unbroken would be smaller), so growing the screen never shrinks the word. The smaller
    /// screens that matter are the largest ones too narrow (`width` cut to one column less than the word
    /// in quadrants) or too short (`height` cut likewise): what they draw is the size to keep.
    private func fitLatinWord(_ word: Prepared, width: Int, height: Int) -> (BigText.Style, [Line], Int)? {
        let whole = fit(word, width: width, height: height, level: .insideRuns)
        guard let whole else { return fit(word, width: width, height: height, level: .hyphens) }
        let quadrantWidth = (word.oneLinePixels + 1) / 2
        let quadrantHeight = Self.rows(pixels: word.rows.count, style: .quadrants)
        let smaller = [(min(width, quadrantWidth - 1), height), (width, min(height, quadrantHeight - 1))]
        let kept = smaller.filter { $0.0 > 0 && $0.1 > 0 }
            .compactMap { fit(word, width: $0.0, height: $0.1, level: .hyphens)?.0 }.max()
        guard let kept, whole.0 < kept else { return whole }
        return fit(word, width: width, height: height, level: .hyphens, style: kept)
    }

    /// The largest block style (or exactly `style`, when given) at which `word` fits broken at `level`,
    /// with its lines and the blank rows between them.
    private func fit(
        _ word: Prepared, width: Int, height: Int, level: Prepared.Level, style wanted: BigText.Style? = nil
    ) -> (BigText.Style, [Line], Int)? {
        for gap in [1, 0] {
            for style in blockStyles where wanted == nil || style == wanted {
                let perLine = Self.rows(pixels: word.rows.count, style: style)
                guard perLine <= height else { continue }
                let most = (height + gap) / (perLine + gap)
                let limit = Self.maximumPixels(style, width: width)
                if let lines = word.layout(maximumPixels: limit, maximumLines: most, level: level) {
                    return (style, lines, gap)
                }
            }
        }
        return nil
    }

    /// `text` in `style` wrapped to `width` columns however many rows that takes; nil when the font
    /// lacks a character or a piece that cannot be broken is wider than `width`. Plain text always works.
    package func render(_ text: String, style: BigText.Style, width: Int) -> BigText? {
        guard style != .plainText else { return BigText(style: .plainText, lines: Self.plainLines(text, width: width)) }
        guard let word = prepare(text),
            let lines = word.layout(
                maximumPixels: Self.maximumPixels(style, width: width), maximumLines: word.pieces.count,
                level: .insideRuns)
        else {
            return nil
        }
        return drawn(word, lines: lines, style: style, gap: 1)
    }

    /// Whether the font has a glyph for every character of `text` (spaces aside).
    package func canDraw(_ text: String) -> Bool { prepare(text) != nil }

    /// The block styles tried, largest first: whole scales from `maximumScale` down to 4, then the
    /// quarter steps below, then quadrants.
    var blockStyles: [BigText.Style] {
        let whole = maximumScale >= 4 ? (4...maximumScale).reversed().map { $0 * 4 } : []
        let quarters = whole + Self.smallQuarters.filter { $0 < 16 && $0 <= maximumScale * 4 }
        return quarters.map { BigText.Style.halfBlocks(quarters: $0) } + [.quadrants]
    }

    /// `text` as plain terminal lines of at most `width` columns: with a space between characters when it
    /// is short and has no spaces (a larger look), otherwise wrapped at spaces, and inside a word only when
    /// the word alone is wider than `width`, so that no part of it is ever cut off.
    package static func plainLines(_ text: String, width: Int) -> [String] {
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

    /// How a piece meets the one before it.
    enum Junction {
        /// It is the first.
        case start
        /// A space stands between them.
        case space
        /// Two narrow glyphs touching: inside a Latin word (or a run of dashes).
        case word
        /// Any other meeting without a space: CJK characters side by side.
        case adjacent
    }

    /// A run of glyphs that is never broken (a Latin letter, or one CJK character with the punctuation
    /// after it), with the space before it, if any.
    struct Piece {
        var glyphs: [Placed]
        var spaceBefore: Int?
        var text: String
        var junction: Junction
        var pixels: Int {
            glyphs.indices.reduce(0) { total, index in
                total + glyphs[index].pixels + (index == 0 ? 0 : GlyphRenderer.gap(glyphs[index - 1], glyphs[index]))
            }
        }
    }

    /// One line of a layout: the pieces in it, and whether it ends with a hyphen (a word broken there).
    struct Line: Equatable {
        var pieces: Range<Int>
        var hyphen: Bool
    }

    /// A word ready to lay out: its pieces, the glyph rows it keeps, and the hyphen that ends a line
    /// breaking a word.
    struct Prepared {
        var pieces: [Piece]
        var rows: ClosedRange<Int>
        var hyphen: Placed?
        /// `meaningLevels`, worked out once when the word is prepared.
        var meaning: [Int: Int] = [:]

        /// Pixels from the start of the first piece to the start of each piece when all stand on one line.
        private var offsets: [Int] {
            var result = [0]
            for index in pieces.indices.dropFirst() {
                let previous = pieces[index - 1]
                let gap =
                    pieces[index].spaceBefore
                    ?? GlyphRenderer.gap(previous.glyphs[previous.glyphs.count - 1], pieces[index].glyphs[0])
                result.append(result[index - 1] + previous.pixels + gap)
            }
            return result
        }

        /// Characters after which a line breaks naturally (a dash, a comma, a stop...).
        static let breakAfter: Set<Character> = [
            "，", ",", "、", "；", ";", "：", ":", "。", ".", "！", "!", "？", "?", "…", "」", "』", "”", "）", ")",
        ]
        /// Dashes: a line breaks after one (the dash of a 歇后语), never before one nor inside a run of them.
        static let dashes: Set<Character> = ["—", "–", "―", "-", "‐", "～", "~", "⸺"]

        /// Which breaks a layout may take.
        enum Level {
            /// Natural points only: after a dash or punctuation, at a space.
            case natural
            /// Those and the places inside a run of CJK characters (its halves first).
            case insideRuns
            /// Those and inside a Latin word, with a hyphen.
            case hyphens
        }

        /// Pixels the whole text takes on one line.
        var oneLinePixels: Int {
            guard let last = pieces.last else { return 0 }
            return offsets[pieces.count - 1] + last.pixels
        }

        /// Whether the text is one Latin word: narrow glyphs touching, no space, dash or punctuation to break
        /// at (it stands on one line unless broken with a hyphen).
        var isOneLatinWord: Bool {
            !pieces.isEmpty && pieces.allSatisfy { $0.junction == .start || $0.junction == .word }
                && pieces.allSatisfy { $0.glyphs.allSatisfy { !$0.isWide } } && !hasNaturalBreak
        }

        /// Whether the text has a natural break point (a space, after a dash or punctuation).
        var hasNaturalBreak: Bool {
            let runs = self.runs
            return (1..<max(1, pieces.count)).contains { breakCost(before: $0, level: .natural, runs: runs) != nil }
        }

        /// What breaking the line before piece `index` costs (0 at a natural point), with whether it needs
        /// a hyphen; nil where the line never breaks at `level`.
        func breakCost(before index: Int, level: Level, runs: [Int: (units: Int, at: Int)]) -> (Int, Bool)? {
            guard let (cost, hyphen) = anyBreakCost(before: index, hyphenating: level == .hyphens, runs: runs) else {
                return nil
            }
            return cost == 0 || level != .natural ? (cost, hyphen) : nil
        }

        private func anyBreakCost(before index: Int, hyphenating: Bool, runs: [Int: (units: Int, at: Int)]) -> (
            Int, Bool
        )? {
            guard index > 0 && index < pieces.count else { return nil }
            let previous = pieces[index - 1].text.last ?? " "
            let current = pieces[index].text.first ?? " "
            if pieces[index].junction == .space { return (0, false) }
            // The dash of a 歇后语 stays with its first part (a line of dashes alone would say nothing).
            if Self.dashes.contains(current) {
                return Self.dashes.contains(previous) || PhraseBreaks.isHan(previous) ? nil : (50, false)
            }
            if pieces[index].junction == .word {
                if previous == "-" || previous == "," || previous == ";" { return (0, false) }
                guard hyphenating, previous.isLetter, current.isLetter else { return nil }
                // At least two letters on each side of the hyphen.
                var before = 1
                var probe = index - 1
                while before < 2 && probe > 0 && pieces[probe].junction == .word
                    && (pieces[probe - 1].text.last?.isLetter ?? false)
                {
                    before += 1
                    probe -= 1
                }
                var after = 1
                probe = index + 1
                while after < 2 && probe < pieces.count && pieces[probe].junction == .word
                    && (pieces[probe].text.first?.isLetter ?? false)
                {
                    after += 1
                    probe += 1
                }
                return before >= 2 && after >= 2 ? (100, true) : nil
            }
            if Self.dashes.contains(previous) || Self.breakAfter.contains(previous) { return (0, false) }
            // Between CJK characters: where the phrase breaks by meaning (`PhraseBreaks`: its halves, then
            // theirs), elsewhere only when nothing better fits, and never leaving one character alone.
            guard let run = runs[index] else { return (3, false) }
            let (units, at) = run
            if let level = meaning[index] { return (level, false) }
            // A run the rule breaks breaks only where it says: its smallest parts have two or three
            // characters, so no line is ever one character.
            let start = index - at
            if ((start + 1)..<(start + units)).contains(where: { meaning[$0] != nil }) { return nil }
            if units == 2 { return (6, false) }
            return at == 1 || at == units - 1 ? nil : (20, false)
        }

        /// For each piece that starts a place where the text breaks by meaning, that place's level
        /// (`PhraseBreaks.levels`, counted over the pieces' characters).
        var meaningLevels: [Int: Int] {
            let levels = PhraseBreaks.levels(in: pieces.map(\.text).joined())
            guard !levels.isEmpty else { return [:] }
            var result: [Int: Int] = [:]
            var offset = 0
            for (index, piece) in pieces.enumerated() {
                if let level = levels[offset] { result[index] = level }
                offset += piece.text.count
            }
            return result
        }

        /// For each piece that meets the one before it as a CJK neighbour, the run of such pieces it is in
        /// (how many units the run has) and how many units of the run stand before it.
        private var runs: [Int: (units: Int, at: Int)] {
            var result: [Int: (units: Int, at: Int)] = [:]
            var current: [Int] = []
            func close() {
                for (number, index) in current.enumerated() { result[index] = (current.count + 1, number + 1) }
                current = []
            }
            for index in pieces.indices.dropFirst() {
                switch pieces[index].junction {
                case .adjacent:
                    let previous = pieces[index - 1].text.last ?? " "
                    let natural =
                        Self.dashes.contains(previous) || Self.breakAfter.contains(previous)
                        || Self.dashes.contains(pieces[index].text.first ?? " ")
                    if natural { close() } else { current.append(index) }
                case .word: continue
                case .space, .start: close()
                }
            }
            close()
            return result
        }

        /// The pieces put on at most `maximumLines` lines, each at most `maximumPixels` wide: the lines
        /// whose breaks cost least, then the fewest lines, then the narrowest widest line; nil when none
        /// fits. Only the breaks of `level` are taken.
        func layout(maximumPixels: Int, maximumLines: Int, level: Level) -> [Line]? {
            let count = pieces.count
            guard count > 0, maximumLines > 0 else { return nil }
            let runs = self.runs
            let costs = (0...count).map { breakCost(before: $0, level: level, runs: runs) }
            let offsets = self.offsets
            let hyphenPixels = hyphen.map { $0.pixels + GlyphRenderer.narrowGap } ?? 0
            func width(_ start: Int, _ end: Int) -> Int {
                offsets[end - 1] + pieces[end - 1].pixels - offsets[start]
                    + (end < count && costs[end]?.1 == true ? hyphenPixels : 0)
            }
            let breaks = [0] + (1..<count).filter { costs[$0] != nil } + [count]
            // The fewest lines, found greedily, tell early whether anything fits.
            var lines = 0
            var start = 0
            var probe = 1
            while start < count {
                var end = -1
                while probe < breaks.count, width(start, breaks[probe]) <= maximumPixels {
                    end = breaks[probe]
                    probe += 1
                }
                guard end > start else { return nil }
                lines += 1
                start = end
            }
            guard lines <= maximumLines else { return nil }

            // best[line count][break] = (cost, widest, previous break) for the pieces before that break.
            struct Best {
                var cost: Int
                var widest: Int
                var previous: Int
            }
            let positions = breaks.count
            var best = [[Best?]](repeating: [Best?](repeating: nil, count: positions), count: maximumLines + 1)
            best[0][0] = Best(cost: 0, widest: 0, previous: -1)
            for line in 1...maximumLines {
                for from in 0..<(positions - 1) {
                    guard let before = best[line - 1][from] else { continue }
                    for to in (from + 1)..<positions {
                        let lineWidth = width(breaks[from], breaks[to])
                        if lineWidth > maximumPixels { break }
                        let cost = before.cost + (to == positions - 1 ? 0 : costs[breaks[to]]?.0 ?? 0)
                        let candidate = Best(cost: cost, widest: max(before.widest, lineWidth), previous: from)
                        if let known = best[line][to],
                            (known.cost, known.widest) <= (candidate.cost, candidate.widest)
                        {
                            continue
                        }
                        best[line][to] = candidate
                    }
                }
            }
            var chosen: (lines: Int, best: Best)?
            for line in 1...maximumLines {
                guard let found = best[line][positions - 1] else { continue }
                if let known = chosen,
                    (known.best.cost, known.lines, known.best.widest) <= (found.cost, line, found.widest)
                {
                    continue
                }
                chosen = (line, found)
            }
            guard var (line, entry) = chosen else { return nil }
            var result: [Line] = []
            var end = positions - 1
            while line > 0 {
                let from = entry.previous
                let endPiece = breaks[end]
                result.append(
                    Line(pieces: breaks[from]..<endPiece, hyphen: endPiece < count && costs[endPiece]?.1 == true))
                end = from
                line -= 1
                if line > 0, let next = best[line][from] { entry = next }
            }
            return result.reversed()
        }

        /// The text of `line`: its characters, a space where the word has one, a hyphen where it breaks.
        func text(of line: Line) -> String {
            var result = ""
            for index in line.pieces {
                if index != line.pieces.lowerBound && pieces[index].spaceBefore != nil { result += " " }
                result += pieces[index].text
            }
            return result + (line.hyphen ? "-" : "")
        }
    }

    static func gap(_ left: Placed, _ right: Placed) -> Int { left.isWide || right.isWide ? wideGap : narrowGap }

    /// Splits `text` into pieces with their glyphs trimmed; nil when a glyph is missing or nothing is inked.
    func prepare(_ text: String) -> Prepared? {
        var found: [(glyph: Glyph, space: Int?, closing: Bool, character: Character)] = []
        var pendingSpace: Int?
        for character in text {
            if character == " " || character == "\u{A0}" || character == "\u{3000}" {
                let width = character == "\u{3000}" ? Self.wideSpaceWidth : Self.spaceWidth
                pendingSpace = max(pendingSpace ?? 0, width)
                continue
            }
            guard let glyph = font.glyph(for: character) else { return nil }
            found.append((glyph, found.isEmpty ? nil : pendingSpace, Self.staysWithPrevious(character), character))
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
        for (glyph, space, closing, character) in found {
            let wide = glyph.width == 16
            let placed = Placed(
                glyph: glyph, columns: wide ? wideRange : glyph.inkedColumns ?? 0...(Self.spaceWidth - 1))
            if space == nil && !pieces.isEmpty && closing && (wide || previousWide) {
                // Punctuation after a CJK character stays with it.
                pieces[pieces.count - 1].glyphs.append(placed)
                pieces[pieces.count - 1].text.append(character)
            } else {
                let junction: Junction =
                    pieces.isEmpty ? .start : space != nil ? .space : !wide && !previousWide ? .word : .adjacent
                pieces.append(Piece(glyphs: [placed], spaceBefore: space, text: String(character), junction: junction))
            }
            previousWide = wide
        }
        let hyphen = font.glyph(for: "-").flatMap { glyph in
            glyph.inkedColumns.map { Placed(glyph: glyph, columns: $0) }
        }
        var prepared = Prepared(pieces: pieces, rows: top...bottom, hyphen: hyphen)
        prepared.meaning = prepared.meaningLevels
        return prepared
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

    /// `lines` of `word` drawn in `style`, `gap` blank rows apart.
    private func drawn(_ word: Prepared, lines: [Line], style: BigText.Style, gap: Int) -> BigText {
        let pictures = lines.map { line -> [Piece] in
            var pieces = Array(word.pieces[line.pieces])
            if line.hyphen, let hyphen = word.hyphen {
                pieces.append(Piece(glyphs: [hyphen], spaceBefore: nil, text: "-", junction: .word))
            }
            return pieces
        }
        return BigText(
            style: style, lines: Self.draw(pictures, rows: word.rows, style: style, gap: gap),
            text: lines.map { word.text(of: $0) })
    }

    // MARK: - Drawing

    /// The widest line, in font pixels, that `style` fits in `width` columns.
    static func maximumPixels(_ style: BigText.Style, width: Int) -> Int {
        switch style {
        case .halfBlocks(let quarters): max(0, width) * 4 / quarters
        case .quadrants: max(0, width) * 2
        case .plainText: max(0, width)
        }
    }

    /// Terminal rows of one line of glyphs `pixels` tall in `style`.
    static func rows(pixels: Int, style: BigText.Style) -> Int {
        switch style {
        case .halfBlocks(let quarters): ((pixels * quarters + 3) / 4 + 1) / 2
        case .quadrants: (pixels + 1) / 2
        case .plainText: 1
        }
    }

    /// The lines drawn in `style`, each centred in the widest, all padded to the same width.
    static func draw(_ lines: [[Piece]], rows: ClosedRange<Int>, style: BigText.Style, gap: Int = 1) -> [String] {
        let drawn = lines.map { line -> [String] in
            let bitmap = picture(of: line, rows: rows)
            switch style {
            case .halfBlocks(let quarters): return bitmap.scaled(quarters: quarters).halfBlockLines
            case .quadrants, .plainText: return bitmap.quadrantLines
            }
        }
        let width = drawn.flatMap { $0 }.map(\.count).max() ?? 0
        var result: [String] = []
        for (index, block) in drawn.enumerated() {
            if index > 0 { result += Array(repeating: String(repeating: " ", count: width), count: gap) }
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
