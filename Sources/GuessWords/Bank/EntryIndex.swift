/// The entries of a bank by the hash of their duplicate key (`DuplicateKey`), for finding the first entry
/// with a key: a `Dictionary` from the hash to the entry, so that a million-entry bank keeps no copy of
/// its keys (they would cost more memory than the bank). The caller confirms a hit by comparing keys;
/// the rare other entries with the same hash wait in a second `Dictionary`.
struct EntryIndex {
    private var byHash: [Int: Int32] = [:]
    private var sameHash: [Int: [Int32]] = [:]

    /// Makes room for `count` entries in all.
    mutating func reserveCapacity(_ count: Int) { byHash.reserveCapacity(count) }

    /// The entry with key hash `hash` for which `isSameKey` holds, if any.
    func first(hash: Int, isSameKey: (Int) -> Bool) -> Int? {
        guard let candidate = byHash[hash] else { return nil }
        if isSameKey(Int(candidate)) { return Int(candidate) }
        return sameHash[hash]?.first { isSameKey(Int($0)) }.map(Int.init)
    }

    /// Records `index` as the first entry with its key, whose hash is `hash` (`first` found none).
    mutating func insert(hash: Int, index: Int) {
        if byHash[hash] == nil { byHash[hash] = Int32(index) } else { sameHash[hash, default: []].append(Int32(index)) }
    }
}
