import GuessText

/// One line of a screen layout: the text written (with colour escapes when painting is on) and the text
/// seen, by which widths are measured.
struct ScreenLine: Equatable, Sendable {
    /// What is written to the terminal.
    var painted: String
    /// What the eye sees: `painted` without escapes.
    var plain: String

    /// An empty line.
    static let blank = ScreenLine(painted: "", plain: "")

    /// `plain` centred in `width` columns and painted with `paint`; a line too wide is cut to fit (and then
    /// shown without colour).
    static func centred(_ plain: String, width: Int, paint: (String) -> String = { $0 }) -> ScreenLine {
        centred(painted: paint(plain), plain: plain, width: width)
    }

    /// A painted line centred in `width` columns by its plain text; cut (without colour) when too wide.
    static func centred(painted: String, plain: String, width: Int) -> ScreenLine {
        let used = Self.width(plain)
        guard used <= width else {
            let cut = DisplayWidth.truncate(plain, to: width)
            return ScreenLine(painted: cut, plain: cut)
        }
        let pad = String(repeating: " ", count: (width - used) / 2)
        return ScreenLine(painted: pad + painted, plain: pad + plain)
    }

    /// `lines` centred as one block in `width` columns (so they stay aligned with each other), each
    /// painted with `paint` and with trailing spaces dropped; lines too wide are cut.
    static func block(_ lines: [String], width: Int, paint: (String) -> String = { $0 }) -> [ScreenLine] {
        block(lines.map { (paint(trimmed($0)), trimmed($0)) }, width: width)
    }

    /// Painted lines centred as one block in `width` columns by their plain text.
    static func block(_ lines: [(painted: String, plain: String)], width: Int) -> [ScreenLine] {
        let widths = lines.map { Self.width($0.plain) }
        let blockWidth = widths.max() ?? 0
        let pad = String(repeating: " ", count: max(0, (width - blockWidth) / 2))
        return zip(lines, widths).map { line, lineWidth in
            if lineWidth + pad.count > width {
                let cut = DisplayWidth.truncate(line.plain, to: width)
                return ScreenLine(painted: cut, plain: cut)
            }
            return line.plain.isEmpty ? .blank : ScreenLine(painted: pad + line.painted, plain: pad + line.plain)
        }
    }

    /// Columns `text` takes: counted by scalars when it is only ASCII and block elements (the big glyphs'
    /// lines, measured on every redraw), else by `DisplayWidth`.
    static func width(_ text: String) -> Int {
        var count = 0
        for scalar in text.unicodeScalars {
            guard (0x20..<0x7F).contains(scalar.value) || (0x2580...0x259F).contains(scalar.value) else {
                return DisplayWidth.of(text)
            }
            count += 1
        }
        return count
    }

    /// `text` without trailing spaces.
    static func trimmed(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }

    /// `text` wrapped into lines of at most `width` columns: at spaces, and inside a word only when the word
    /// alone is wider than `width`. Nothing is dropped.
    static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        guard DisplayWidth.of(text) > width else { return [text] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if DisplayWidth.of(candidate) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            for character in word {
                if DisplayWidth.of(line) + DisplayWidth.of(character) > width && !line.isEmpty {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Exactly `height` painted lines: `lines` cut or padded with blank lines; trailing spaces are dropped
    /// from lines without colour.
    static func finish(_ lines: [ScreenLine], height: Int) -> [String] {
        let kept = lines.prefix(height).map { $0.painted == $0.plain ? trimmed($0.plain) : $0.painted }
        return kept + Array(repeating: "", count: max(0, height - kept.count))
    }
}
