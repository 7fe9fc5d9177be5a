/// Writes RFC 4180 records, the other half of `CSVRecordReader`.
enum CSVRecordWriter {
    /// One record, without its line end: fields joined by commas, and a field holding a comma, a quote
    /// or a line break quoted, its quotes doubled.
    static func record(_ fields: [String]) -> String {
        fields.map { field in
            let needsQuotes = field.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
            return needsQuotes ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
        }.joined(separator: ",")
    }
}
