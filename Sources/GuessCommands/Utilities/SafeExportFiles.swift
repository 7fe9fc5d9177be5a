import Foundation
import GuessPlay
import GuessText

/// A game's exports written by `ExportWriter`: never over a file that is not an export, nor over the
/// history store (`storePath`, the `--db` given, and the default store).
final class SafeExportFiles: ExportFiles {
    private let protected: [String]

    /// Exports that never replace the store at `storePath` (or the default one).
    init(storePath: String?) {
        protected = CommandContext.current.protectedPaths(explicit: storePath)
    }

    func write(_ data: Data, to path: String) throws(GuessError) {
        try ExportWriter.writeSafely(data, to: path, protecting: protected)
    }

    func isRegularFile(_ path: String) throws(GuessError) -> Bool {
        if case .regularFile = try ExportDestination.resolve(path) { return true }
        return false
    }
}
