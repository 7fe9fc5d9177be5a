/// A theme of a bank with how many entries of each tier belong to it.
public struct ThemeCount: Equatable, Sendable {
    /// The theme's name, as the list that first named it spells it.
    public var name: String
    /// Its entries per tier, in tier order.
    public var entriesByTier: [Int]

    /// Its entries in all.
    public var total: Int { entriesByTier.reduce(0, +) }

    /// A theme `name` with `entriesByTier` entries.
    public init(name: String, entriesByTier: [Int]) {
        self.name = name
        self.entriesByTier = entriesByTier
    }
}
