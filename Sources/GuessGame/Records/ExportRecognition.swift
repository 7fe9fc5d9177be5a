import Foundation
import GuessWords

/// Telling an earlier export of guess from any other file, so that an export replaces only what guess
/// wrote: a file that is something else (a list, a spreadsheet, a system file) is never replaced.
extension RoundExporter {
    /// How many bytes from the start of a file `isExport(startingWith:)` needs.
    package static let recognitionLength = 4096

    /// The comment a results report (`history report`, `play --report`) carries on the line after its doctype.
    package static let reportMarker = "<!-- guess.report.v1 -->"

    /// Whether a file that starts with `prefix` (its first `recognitionLength` bytes, or all of a shorter
    /// file) is an export guess wrote, or empty: JSON whose first object names a `guess.` schema (or an
    /// empty array), CSV whose first line (after a byte order mark) is the round header of this version or
    /// an older one, Markdown whose first line is a round's
    /// heading (`## 2026-11-23T08:00:00.000Z`), a results report (`reportMarker` after its doctype), a study
    /// list (`StudyDeck.tsvHeading`), an Anki package (a zip whose first entry is `collection.anki2`).
    package static func isExport(startingWith prefix: some Collection<UInt8>) -> Bool {
        // A CSV export starts with a byte order mark (unless written with --no-bom).
        let bytes = prefix.starts(with: byteOrderMark) ? Array(prefix.dropFirst(byteOrderMark.count)) : Array(prefix)
        // An Anki package (`--format apkg`): a zip whose first entry is its collection.
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            return bytes.count >= 46 && bytes[30..<46].elementsEqual("collection.anki2".utf8)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty || trimmed.filter({ !$0.isWhitespace }) == "[]" { return true }
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") { return text.contains("\"schema\" : \"guess.") }
        // A report (`history report`, `play --report`): its marker on the line after the doctype.
        if trimmed.hasPrefix("<!DOCTYPE html>\n" + reportMarker) { return true }
        let firstLine = text.prefix { $0 != "\n" }
        // A study list (`--format tsv`).
        if firstLine.hasPrefix(StudyDeck.tsvHeading) { return true }
        // A list `guess bank calibrate --apply` wrote.
        if firstLine.hasPrefix(Calibration.listHeading) { return true }
        // The header of this version, or of an older one (fewer columns, the same first ones).
        let columns = firstLine.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if columns.starts(with: csvHeaderStart) && csvHeader.starts(with: columns) { return true }
        guard firstLine.hasPrefix("## ") else { return false }
        let heading = firstLine.dropFirst(3).prefix(24)
        return RoundRecord.parseTimestamp(String(heading)) != nil
    }
}
