import Foundation

/// Where an entry or a problem comes from: a file (or shipped bank) and a 1-based line.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it, or `Wordbanks/NAME.txt` for a shipped bank.
    public var file: String
    /// The 1-based line; 0 when the problem concerns the whole file.
    public var line: Int

    /// A location in `file` at `line`.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `file:line`, or just `file` for whole-file problems.
    public var description: String { line > 0 ? "\(file):\(line)" : file }
}
