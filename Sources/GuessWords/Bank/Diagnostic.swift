import Foundation
import GuessText

/// A problem found in a word list, printed as `file:line: message`.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: Sendable, Equatable {
        /// The list is rejected.
        case error
        /// The list is loaded; the user should know.
        case warning
        /// How the list was read (an encoding other than UTF-8); nothing is wrong.
        case note
    }

    /// Where it was found.
    public var location: SourceLocation
    /// What is wrong, in plain words, in both languages.
    public var text: LocalizedText
    /// Whether the list is rejected because of it.
    public var severity: Severity
    /// Whether it names a row skipped as a footnote (a note in play, a warning in `bank check`).
    public var isFootnote = false

    /// What is wrong, in English.
    public var message: String { text.english }

    /// A problem at `location`.
    public init(_ location: SourceLocation, _ message: LocalizedText, severity: Severity = .error) {
        self.location = location
        self.text = message
        self.severity = severity
    }

    /// `file:line: message`, or `file:line: warning: message`.
    public var description: String { localized(Strings(.en)) }

    /// `file:line: message`, or `file:line: warning: message`, in the language of `strings`
    /// (`文件:行：警告：…` in Chinese).
    public func localized(_ strings: Strings) -> String {
        let warning = severity == .warning ? strings.pick("warning", "警告") + strings.colon : ""
        return location.text(strings.language) + strings.colon + warning + text.text(strings.language)
    }
}
