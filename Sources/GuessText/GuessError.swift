import Foundation

/// Everything that can stop a command, with the exit status it maps to.
public enum GuessError: Error, LocalizedError, Equatable {
    /// The command line is wrong (exit 64).
    case usage(LocalizedText)
    /// One or more word lists were rejected (exit 65); the diagnostics were already reported.
    case invalidLists(count: Int)
    /// A configuration file is wrong (exit 65).
    case config(ConfigError)
    /// Other bad data (exit 65).
    case badData(LocalizedText)
    /// An input file is missing or unreadable (exit 66).
    case missingInput(path: String, reason: LocalizedText)
    /// The command failed at run time (exit 1).
    case runtime(LocalizedText)

    /// The exit status for this error: 64 usage, 65 bad data, 66 missing input, 1 otherwise.
    public var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .invalidLists, .config, .badData: 65
        case .missingInput: 66
        case .runtime: 1
        }
    }

    /// A one-line explanation, in English.
    public var errorDescription: String? { localized(Strings(.en)) }

    /// A one-line explanation in the language of `strings`.
    public func localized(_ strings: Strings) -> String {
        switch self {
        case .usage(let message), .badData(let message), .runtime(let message): message.text(strings.language)
        case .invalidLists(let count): strings.listsRejected(count)
        case .config(let error): error.localized(strings)
        case .missingInput(let path, let reason): path + strings.colon + reason.text(strings.language)
        }
    }
}

/// Reads a file's bytes for the loaders, so that tests can hand in their own.
public typealias FileReader = (String) throws(GuessError) -> [UInt8]

/// Appends a file's bytes to an array (a word list straight into the bank's storage).
public typealias FileAppender = (String, inout [UInt8]) throws(GuessError) -> Void
