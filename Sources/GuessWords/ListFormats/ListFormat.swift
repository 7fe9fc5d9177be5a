import Foundation

/// The formats a word list can take, told by the file's extension.
public enum ListFormat: String, Sendable, CaseIterable {
    /// One entry per line, `#` comments, optional `[tier]` section headers.
    case text
    /// CSV with columns `word[,tier]` and an optional header row; the separator (comma, semicolon or tab)
    /// is detected from the first lines.
    case csv
    /// Tab-separated values: CSV with a tab between the columns.
    case tsv
    /// An Excel workbook: the first sheet, columns `word[,tier]`.
    case xlsx
    /// A document the game cannot read (`.xls`, `.docx`, `.numbers`, `.pdf`, …): rejected with a hint.
    case unsupported

    /// The format a path's extension implies: `.csv`, `.tsv`, `.xlsx`, a known document the game does
    /// not read, or else text.
    public static func forPath(_ path: String) -> ListFormat {
        switch (path as NSString).pathExtension.lowercased() {
        case "csv": .csv
        case "tsv", "tab": .tsv
        case "xlsx": .xlsx
        case "xls", "xlsm", "xlsb", "ods", "doc", "docx", "odt", "rtf", "numbers", "pages", "key", "pdf": .unsupported
        default: .text
        }
    }
}

extension ListFormat {
    /// What kind of document `bytes` (a file's first bytes) are, when they are a document that is not a
    /// word list: a ZIP archive (an .xlsx workbook or another office document), an old Office file or a PDF.
    public static func foreignDocument(in bytes: some Collection<UInt8>) -> String? {
        ForeignDocument(bytes)?.name.english
    }
}
