import GuessRoom

/// Who a name is in the league: the name folded as the room folds names (`NameLikeness`: case, width,
/// invisible characters and look-alike letters, so "Ann", "ANN", "Ａｎｎ" and a Cyrillic "Аnn" are one
/// player), then the merges in force followed (a merge of a merge too; a loop stops where it closes).
package struct PlayerNames: Sendable {
    /// The folded name each merged-away folded name counts as (the latest merge of a name wins).
    private let merged: [String: String]
    /// The name as a merge wrote it, for each folded name a merge counted another as.
    private let written: [String: String]

    /// The names under `merges` (those undone are ignored), applied oldest first.
    package init(merges: [PlayerMerge] = []) {
        var merged: [String: String] = [:]
        var written: [String: String] = [:]
        for merge in merges.sorted(by: { $0.id < $1.id }) where merge.undoneAt == nil {
            let from = Self.folded(merge.name)
            let into = Self.folded(merge.into)
            if from != into {
                merged[from] = into
                written[into] = merge.into
            }
        }
        self.merged = merged
        self.written = written
    }

    /// `name` folded as the room compares names (`NameLikeness.key`).
    package static func folded(_ name: String) -> String { NameLikeness.key(name) }

    /// The player `name` is: its folded form, merges followed.
    package func key(_ name: String) -> String {
        var key = Self.folded(name)
        var seen: Set<String> = [key]
        while let next = merged[key], seen.insert(next).inserted { key = next }
        return key
    }

    /// How `name` is shown: as written, unless a merge counts it as another name, then as that merge
    /// wrote the name it counts as.
    package func shown(_ name: String) -> String {
        let key = key(name)
        return key == Self.folded(name) ? name : written[key] ?? name
    }
}
