import Foundation
import GuessGame

/// What a public socket's address asks for (`/r/CODE/ws?player=Mary+Ann&token=T&team=1`), read as a form
/// is encoded (`+` and `%20` are spaces, `%XX` bytes UTF-8), so a name with spaces reaches the room as
/// typed. Bounded: a query past `maximumBytes`, a value that is not UTF-8 once decoded, or a key given
/// twice reads as not given.
package struct RoomQuery: Equatable, Sendable {
    /// The player asked for (at most 4 × `TeamLineup.nameLimit` bytes; the room checks the name itself).
    package var player: String?
    /// The token the page kept (at most 64 bytes; the room compares it).
    package var token: String?
    /// The team asked for: its place in turn order (0 to 999).
    package var team: Int?

    /// The longest query read, in bytes.
    package static let maximumBytes = 1024

    /// Reads `query` (the part after `?`, still encoded).
    package init(_ query: String) {
        guard query.utf8.count <= Self.maximumBytes else { return }
        var values: [String: String] = [:]
        var repeated: Set<String> = []
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = Self.decode(parts[0]) else { continue }
            let value = parts.count > 1 ? Self.decode(parts[1]) : ""
            if values[key] != nil || repeated.contains(key) {
                repeated.insert(key)
                values[key] = nil
                continue
            }
            values[key] = value
        }
        player = values["player"].flatMap { $0.utf8.count <= 4 * TeamLineup.nameLimit ? $0 : nil }
        token = values["token"].flatMap { $0.utf8.count <= 64 ? $0 : nil }
        team = values["team"].flatMap { $0.count <= 3 ? Int($0) : nil }.flatMap { $0 >= 0 ? $0 : nil }
    }

    /// `text` form-decoded: `+` is a space, `%XX` a byte; nil when the bytes are not UTF-8 or an escape is broken.
    static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
