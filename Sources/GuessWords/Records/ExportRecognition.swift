import Foundation

/// Telling an earlier export of guess from any other file, so that an export replaces only what guess
/// wrote: a file that is something else (a list, a spreadsheet, a system file) is never replaced.
extension RoundExporter {
    /// How many bytes from the start of a file `isExport(startingWith:)` needs.
    public static let recognitionLength = 4096

    /// Whether a file that starts with `prefix` (its first `recognitionLength` bytes, or all of a shorter
    /// file) is an export guess wrote, or empty: JSON whose first object names a `guess.` schema (or an
    /// empty array), CSV whose first line is the round header, Markdown whose first line is a round's
    /// heading (`## 2026-11-23T08:00:00.000Z`).
    public static func isExport(startingWith prefix: some Collection<UInt8>) -> Bool {
        let text = String(decoding: prefix, as: UTF8.self)
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty || trimmed.filter({ !$0.isWhitespace }) == "[]" { return true }
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") { return text.contains("\"schema\" : \"guess.") }
        let firstLine = text.prefix { $0 != "\n" }
        // The header of this version, or the shorter one of exports written before themes were kept.
        if firstLine == CSVRecordWriter.record(csvHeader)
            || firstLine == CSVRecordWriter.record(Array(csvHeader.prefix(7)))
        {
            return true
        }
        guard firstLine.hasPrefix("## ") else { return false }
        let heading = firstLine.dropFirst(3).prefix(24)
        return RoundRecord.parseTimestamp(String(heading)) != nil
    }
}
