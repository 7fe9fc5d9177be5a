import Foundation

/// The Traditional Chinese (Taiwan usage) of every literal part of the interface's Chinese text, made by
/// Tools/hant/make_table.py (`make hant-strings`) with OpenCC `s2twp` and the reviewed corrections in
/// Tools/hant/overrides.txt, and committed in `HantTable+Entries.swift`.
///
/// A part is the text of a string literal between its quotes and its interpolations (`第 \(n) 回合` has
/// `第 ` and ` 回合`): what is interpolated is never looked up, so user text stays as typed. A part with
/// no entry is shown as written (HantTableTests fails until the table is made again).
package enum HantTable {
    /// The entries by Simplified text.
    package static let entries: [String: String] = parse(generatedEntries)

    /// The Traditional of the literal part `simplified`, or `simplified` itself when the table has none.
    package static func traditional(_ simplified: String) -> String {
        simplified.isEmpty ? simplified : entries[simplified] ?? simplified
    }

    /// Entries from lines of `simplified<TAB>traditional`, each escaped (`\\`, `\t`, `\n`, `\r`). Lines
    /// and fields are found in the UTF-8 (every start that speaks Chinese reads the table, and a
    /// Character-wise split of its 50 kB took 4 ms of a release `guess bank list`).
    static func parse(_ text: String) -> [String: String] {
        var entries: [String: String] = [:]
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
            guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            entries[unescaped(Substring(line[..<tab]))] = unescaped(Substring(line[line.index(after: tab)...]))
        }
        return entries
    }

    /// `field` with its escapes resolved.
    private static func unescaped(_ field: Substring) -> String {
        guard field.utf8.contains(UInt8(ascii: "\\")) else { return String(field) }
        var text = ""
        var escaping = false
        for character in field {
            if escaping {
                switch character {
                case "t": text.append("\t")
                case "n": text.append("\n")
                case "r": text.append("\r")
                default: text.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                text.append(character)
            }
        }
        return text
    }
}
