/// Plain-text tables aligned by display width, for listings such as `guess bank list` and `guess stats`.
public enum TextTable {
    /// Renders `rows` (the first is the header) with two spaces between columns; columns whose index is in
    /// `rightAligned` are aligned right. Each line ends in a newline; trailing spaces are dropped.
    public static func render(_ rows: [[String]], rightAligned: Set<Int> = []) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], DisplayWidth.of(cell)) }
        }
        var output = ""
        for row in rows {
            var line = ""
            for (index, cell) in row.enumerated() {
                if index > 0 { line += "  " }
                line += DisplayWidth.pad(cell, to: widths[index], right: rightAligned.contains(index))
            }
            while line.hasSuffix(" ") { line.removeLast() }
            output += line + "\n"
        }
        return output
    }
}
