import Foundation

/// A bank ready to play, with what was said about its lists.
public struct LoadedBank: Sendable {
    /// The merged words.
    public var bank: WordBank
    /// The name to record for the bank: a shipped bank's name or the file's path, plus added lists.
    public var label: String
    /// Warnings (duplicates) and errors found in the lists.
    public var diagnostics: [Diagnostic]
}
