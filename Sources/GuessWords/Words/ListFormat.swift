import Foundation

/// The two formats a word list can take.
public enum ListFormat: String, Sendable, CaseIterable {
    /// One entry per line, `#` comments, optional `[tier]` section headers.
    case text
    /// RFC 4180 CSV with columns `word[,tier]` and an optional `word,tier` header row.
    case csv

    /// The format a path's extension implies: `.csv` is CSV, anything else text.
    public static func forPath(_ path: String) -> ListFormat {
        path.lowercased().hasSuffix(".csv") ? .csv : .text
    }
}
