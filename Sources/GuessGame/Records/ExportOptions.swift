import Foundation
import GuessText

/// How an export is written besides its format: whether a CSV starts with the UTF-8 byte order mark
/// (default yes: Excel on Chinese Windows reads UTF-8 without it as GBK; `--no-bom` for tools that
/// dislike it), and the time zone whose local time, with its offset, CSV times are written in.
package struct ExportOptions: Equatable, Sendable {
    /// Whether a CSV starts with the byte order mark.
    package var byteOrderMark: Bool
    /// The time zone of CSV times (JSON keeps UTC).
    package var timeZone: TimeZone
    /// The language of a Markdown export's prose and table (JSON and CSV keep their fixed names and values).
    package var language: Language

    /// Options; by default a byte order mark, the local time zone and English.
    package init(byteOrderMark: Bool = true, timeZone: TimeZone = .current, language: Language = .en) {
        self.byteOrderMark = byteOrderMark
        self.timeZone = timeZone
        self.language = language
    }
}
