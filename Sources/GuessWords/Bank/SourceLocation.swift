import Foundation
import GuessText

/// Where an entry or a problem comes from: a file (or shipped bank) and a 1-based line, or a sheet's row.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// What `line` counts.
    public enum Unit: Hashable, Sendable {
        /// Lines of a text or CSV list: `list.csv:7`.
        case line
        /// Rows of a spreadsheet: `list.xlsx:row 7`.
        case row
    }

    /// The file's path as the user gave it, or the name of a shipped bank (`en`).
    public var file: String
    /// The 1-based line (or row); 0 when the problem concerns the whole file.
    public var line: Int
    /// Whether `line` is a line of text or a row of a sheet.
    public var unit: Unit

    /// A location in `file` at `line` (a row of a sheet when `unit` is `.row`).
    public init(file: String, line: Int, unit: Unit = .line) {
        self.file = file
        self.line = line
        self.unit = unit
    }

    /// `file:line`, `file:row N` for a sheet, or just `file` for whole-file problems.
    public var description: String { text(.en) }

    /// `description` in `language`: a sheet's row is `file:第 N 行` in Simplified Chinese, `file:第 N 列` in
    /// Traditional (Taiwan's row is 列; Tools/hant/overrides.txt).
    public func text(_ language: Language) -> String {
        guard line > 0 else { return file }
        guard unit == .row else { return "\(file):\(line)" }
        return language == .en ? "\(file):row \(line)" : ("\(file):第 \(line) 行" as ChineseText).text(language)
    }
}
