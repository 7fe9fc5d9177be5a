import Foundation

/// A misspelt player's name merged into the right one (`guess players merge NAME --into RIGHT`), kept in
/// the store's `player_merge` table so that every table reads it; undoing it marks it undone, it stays
/// listed.
public struct PlayerMerge: Equatable, Sendable {
    /// Its number in the store (what `guess players unmerge` takes).
    public var id: Int64
    /// The name merged away, as given.
    public var name: String
    /// The name it now counts as.
    public var into: String
    /// When it was made.
    public var mergedAt: Date
    /// When it was undone (nil: in force).
    public var undoneAt: Date?

    /// A merge.
    public init(id: Int64, name: String, into: String, mergedAt: Date, undoneAt: Date? = nil) {
        self.id = id
        self.name = name
        self.into = into
        self.mergedAt = mergedAt
        self.undoneAt = undoneAt
    }
}
