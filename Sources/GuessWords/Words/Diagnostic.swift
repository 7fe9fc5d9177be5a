import Foundation

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
    /// What is wrong, in plain words.
    public var message: String
    /// Whether the list is rejected because of it.
    public var severity: Severity

    /// A problem at `location`.
    public init(_ location: SourceLocation, _ message: String, severity: Severity = .error) {
        self.location = location
        self.message = message
        self.severity = severity
    }

    /// `file:line: message`, or `file:line: warning: message`.
    public var description: String {
        severity == .warning ? "\(location): warning: \(message)" : "\(location): \(message)"
    }
}
