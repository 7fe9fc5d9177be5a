import Foundation

/// A misspelt player's name merged into the right one (`guess players merge NAME --into RIGHT`), kept in
/// the store's `player_merge` table so that every table reads it; undoing it marks it undone, it stays
/// listed.
package struct PlayerMerge: Equatable, Sendable {
    /// Its number in the store (what `guess players unmerge` takes).
    package var id: Int64
    /// The name merged away, as given.
    package var name: String
    /// The name it now counts as.
    package var into: String
    /// When it was made.
    package var mergedAt: Date
    /// When it was undone (nil: in force).
    package var undoneAt: Date?

    /// A merge.
    package init(id: Int64, name: String, into: String, mergedAt: Date, undoneAt: Date? = nil) {
        self.id = id
        self.name = name
        self.into = into
        self.mergedAt = mergedAt
        self.undoneAt = undoneAt
    }
}
