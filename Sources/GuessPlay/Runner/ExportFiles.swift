import Foundation
import GuessText

/// Where a game's exports are written. The executable's writes each path with care (it never replaces a
/// file that is not an export, nor the history store); tests keep the exports in memory.
package protocol ExportFiles: AnyObject {
    /// Writes `data` to `path`, replacing only an earlier export (or nothing).
    func write(_ data: Data, to path: String) throws(GuessError)
    /// Whether `path`, which this game wrote, is a regular file (one that a correction may write again: a
    /// stream already has the first copy).
    func isRegularFile(_ path: String) throws(GuessError) -> Bool
}
