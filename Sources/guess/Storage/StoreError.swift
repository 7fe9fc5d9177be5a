import Foundation
import GuessWords

/// Why the history store could not be used.
enum StoreError: Error, LocalizedError {
    case cannotOpen(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    /// The file is an SQLite database of another program: it is never changed.
    case foreign(path: String)
    /// The store was written by a newer `guess` (a schema this binary does not know): it is not changed.
    case newerSchema(path: String, detail: String)
    /// Rows that do not decode (a text where a number belongs, …): what could not be read.
    case unreadable(path: String, detail: String)
    case notFound(id: Int64)

    var errorDescription: String? {
        switch self {
        case .cannotOpen(let path, let reason): "history store \(path) cannot be opened: \(reason)"
        case .cannotWrite(let path, let reason): "history store \(path) cannot be written: \(reason)"
        case .foreign(let path):
            "\(path) is an SQLite database of another program, not a guess history store; it was left as it is"
        case .newerSchema(let path, let detail):
            "history store \(path) was written by a newer version of guess (\(detail)); this one will not change it"
        case .unreadable(let path, let detail): "history store \(path) holds rows that cannot be read: \(detail)"
        case .notFound(let id): "no game with id \(id) in the history"
        }
    }
}

extension GuessError {
    /// The command failure for a store error: a game that is not there is missing input (exit 66); a
    /// foreign file, a store of a newer schema or rows that do not decode are bad data (exit 65); anything
    /// else is a runtime failure (exit 1).
    init(_ error: StoreError, storePath: String) {
        switch error {
        case .notFound: self = .missingInput(path: storePath, reason: error.localizedDescription)
        case .foreign, .newerSchema, .unreadable: self = .badData(error.localizedDescription)
        case .cannotOpen, .cannotWrite: self = .runtime(error.localizedDescription)
        }
    }
}
