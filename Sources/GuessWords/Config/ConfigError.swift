import Foundation

/// A setting that could not be applied, with the file, line and key it concerns.
public struct ConfigError: Error, Equatable, Sendable, LocalizedError, CustomStringConvertible {
    /// The configuration file.
    public var file: String
    /// The 1-based line, or 0 when unknown.
    public var line: Int
    /// The dotted key, when the problem concerns one.
    public var key: String?
    /// What is wrong.
    public var message: String

    /// `file:line: key: message`.
    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        if let key { return "\(place): \(key): \(message)" }
        return "\(place): \(message)"
    }

    /// The same as `description`.
    public var errorDescription: String? { description }
}
