/// The entries of a bank by the hash of their duplicate key (`DuplicateKey`), for finding the first entry
/// with a key: a `Dictionary` from the hash to the entry, so that a million-entry bank keeps no copy of
/// its keys (they would cost more memory than the bank). The caller confirms a hit by comparing keys;
/// the rare other entries with the same hash wait in a second `Dictionary`.
struct EntryIndex {
    private var byHash: [Int: Int32] = [:]
    private var sameHash: [Int: [Int32]] = [:]

    /// Makes room for `count` entries in all.
    mutating func reserveCapacity(_ count: Int) { byHash.reserveCapacity(count) }

    /// The earlier entry with the key of entry `index` (whose key hash is `hash`) for which `isSameKey`
    /// holds, if any; when there is none, records `index` as the first entry with its key.
    ///
    /// A new hash (most entries) costs one look-up: `index` is stored at once, and the entry it replaced,
    /// if any, is put back.
    mutating func firstOrInsert(hash: Int, index: Int, isSameKey: (Int) -> Bool) -> Int? {
        guard let candidate = byHash.updateValue(Int32(index), forKey: hash) else { return nil }
        byHash[hash] = candidate
        if isSameKey(Int(candidate)) { return Int(candidate) }
        if let other = sameHash[hash]?.first(where: { isSameKey(Int($0)) }) { return Int(other) }
        sameHash[hash, default: []].append(Int32(index))
        return nil
    }
}
