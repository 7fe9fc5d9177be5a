import Foundation

/// Tells a footnote under a table (`注：标红的为本单元重点词`) from a word: a row whose word cell starts
/// with a footnote marker and a colon, anywhere; and, below a blank row that follows the table, a row
/// whose word (or whose only cell, outside the word column) holds sentence punctuation or ends in `.`.
enum FootnoteRows {
    /// The words a footnote starts with, before a colon (compared lower-cased).
    static let markers = ["注", "备注", "註", "備註", "附注", "附註", "说明", "說明", "note", "notes", "nb"]
    /// Marks that end or split a sentence: a word in a table holds none of them.
    static let sentenceMarks: Set<Character> = ["。", "：", ":", "；", ";", "！", "!", "？", "?"]

    /// Whether the row of `cells` (the word in `wordColumn`) is a footnote; `belowTable`: it comes after
    /// a blank row that follows the table.
    static func isFootnote(_ cells: [String], wordColumn: Int, belowTable: Bool) -> Bool {
        let word = wordColumn < cells.count ? cells[wordColumn].trimmingCharacters(in: .whitespaces) : ""
        if startsWithMarker(word) { return true }
        guard belowTable else { return false }
        let filled = cells.indices.filter { !cells[$0].trimmingCharacters(in: .whitespaces).isEmpty }
        if filled.count == 1 && filled[0] != wordColumn {
            return isSentence(cells[filled[0]].trimmingCharacters(in: .whitespaces))
        }
        return isSentence(word)
    }

    /// Whether `text` reads as a sentence, not a word: a footnote marker, sentence punctuation, or a
    /// final full stop.
    static func isSentence(_ text: String) -> Bool {
        startsWithMarker(text) || text.contains(where: sentenceMarks.contains) || text.hasSuffix(".")
    }

    /// The UTF-8 of the markers' first characters, lower- and upper-case.
    private static let firstCharacters: Set<[UInt8]> = Set(
        markers.flatMap { [Array(String($0.first!).utf8), Array(String($0.first!).uppercased().utf8)] })

    /// The first bytes of `firstCharacters`.
    private static let firstBytes = Set(firstCharacters.map { $0[0] })

    /// Whether the cell `bytes` may start with a marker: a quick test on its first character, so that
    /// rows above the table's end are not decoded for it.
    static func mayStartWithMarker(_ bytes: [UInt8]) -> Bool {
        guard let start = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }), firstBytes.contains(bytes[start])
        else { return false }
        let length = bytes[start] < 0x80 ? 1 : bytes[start] < 0xE0 ? 2 : bytes[start] < 0xF0 ? 3 : 4
        return start + length <= bytes.count && firstCharacters.contains(Array(bytes[start..<(start + length)]))
    }

    /// Whether `text` starts with a footnote marker followed (after any spaces) by a colon.
    static func startsWithMarker(_ text: String) -> Bool {
        let lowered = text.lowercased()
        for marker in markers where lowered.hasPrefix(marker) {
            let rest = lowered.dropFirst(marker.count).drop { $0 == " " || $0 == "\t" }
            if rest.first == ":" || rest.first == "：" { return true }
        }
        return false
    }
}
