import Foundation
import GuessWords

/// Why the history store could not be used.
enum StoreError: Error, LocalizedError {
    case cannotOpen(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case notFound(id: Int64)

    var errorDescription: String? {
        switch self {
        case .cannotOpen(let path, let reason): "history store \(path) cannot be opened: \(reason)"
        case .cannotWrite(let path, let reason): "history store \(path) cannot be written: \(reason)"
        case .notFound(let id): "no round with id \(id) in the history"
        }
    }
}

extension GuessError {
    /// The command failure for a store error: a round that is not there is missing input (exit 66);
    /// anything else is a runtime failure (exit 1).
    init(_ error: StoreError, storePath: String) {
        if case .notFound = error {
            self = .missingInput(path: storePath, reason: error.localizedDescription)
        } else {
            self = .runtime(error.localizedDescription)
        }
    }
}
