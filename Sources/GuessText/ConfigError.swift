import Foundation

/// A setting that could not be applied, with the file, line and key it concerns.
public struct ConfigError: Error, Equatable, Sendable, LocalizedError, CustomStringConvertible {
    /// The configuration file.
    public var file: String
    /// The 1-based line, or 0 when unknown.
    public var line: Int
    /// The dotted key, when the problem concerns one.
    public var key: String?
    /// What is wrong, in both languages.
    public var text: LocalizedText

    /// What is wrong, in English.
    public var message: String { text.english }

    /// A problem with `key` (if any) at `file:line`.
    public init(file: String, line: Int, key: String?, message: LocalizedText) {
        self.file = file
        self.line = line
        self.key = key
        self.text = message
    }

    /// `file:line: key: message`.
    public var description: String { localized(Strings(.en)) }

    /// `file:line: key: message` in the language of `strings` (the separators too).
    public func localized(_ strings: Strings) -> String {
        let place = line > 0 ? "\(file):\(line)" : file
        let message = text.text(strings.language)
        if let key { return place + strings.colon + key + strings.colon + message }
        return place + strings.colon + message
    }

    /// The same as `description`.
    public var errorDescription: String? { description }
}
