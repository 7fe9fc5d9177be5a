/// The entries of a bank by the hash of their duplicate key (`DuplicateKey`), for finding the first entry
/// with a key: an open-addressing table of 32-bit slots, each an entry's index (24 bits: a bank holds
/// fewer than 2^24 entries) under 8 bits of its key's hash, so that a million-entry bank keeps no copy of
/// its keys nor of their hashes (4 bytes a slot, at most three slots in four filled). The caller confirms
/// a hit by comparing keys; the 8 bits spare it that for all but one in 256 of the other entries probed.
struct EntryIndex {
    private var slots: [UInt32] = []
    private var filled = 0

    private static let indexBits: UInt32 = 24
    private static let indexMask: UInt32 = (1 << 24) - 1

    /// Makes room for `count` entries in all; when the table grows, the entries already in it are placed
    /// again by the hash `hashOf` gives for each (their hashes are not kept).
    mutating func reserveCapacity(_ count: Int, hashOf: (Int) -> Int) {
        var capacity = max(slots.count, 16)
        while count > capacity / 4 * 3 { capacity *= 2 }
        guard capacity != slots.count else { return }
        let old = slots
        slots = [UInt32](repeating: 0, count: capacity)
        for slot in old where slot != 0 {
            let index = Int(slot & Self.indexMask) - 1
            var position = hashOf(index) & (capacity - 1)
            while slots[position] != 0 { position = (position + 1) & (capacity - 1) }
            slots[position] = slot
        }
    }

    /// The slot where the look-up of each of `hashes` starts, as it is now, into `first` (for
    /// `firstOrInsert(hash:index:firstSlot:isSameKey:)`, with no growth of the table in between). In a
    /// table larger than the processor's cache each of these reads waits for memory: in a loop of their
    /// own those waits overlap, and the look-ups then find their slots in the cache.
    func firstSlots(of hashes: [Int], into first: inout [UInt32]) {
        let mask = slots.count - 1
        first.removeAll(keepingCapacity: true)
        for hash in hashes { first.append(slots[hash & mask]) }
    }

    /// The earlier entry with the key of entry `index` (whose key hash is `hash`) for which `isSameKey`
    /// holds, if any; when there is none, records `index` as the first entry with its key. Room must have
    /// been made for it (`reserveCapacity`).
    ///
    /// `firstSlot`: the slot the look-up starts at as `firstSlots(of:into:)` read it earlier, if it did.
    mutating func firstOrInsert(hash: Int, index: Int, firstSlot: UInt32 = 0, isSameKey: (Int) -> Bool) -> Int? {
        precondition(filled < slots.count / 4 * 3, "EntryIndex: reserveCapacity first")
        let mask = slots.count - 1
        let tag = UInt32(truncatingIfNeeded: UInt(bitPattern: hash) >> 56) << Self.indexBits
        var position = hash & mask
        // A taken slot read earlier is as it was (a slot, once taken, keeps its entry until the table
        // grows); an empty one may have been taken since, so it is read again.
        var slot = firstSlot != 0 ? firstSlot : slots[position]
        while true {
            if slot == 0 { break }
            if slot & ~Self.indexMask == tag {
                let candidate = Int(slot & Self.indexMask) - 1
                if isSameKey(candidate) { return candidate }
            }
            position = (position + 1) & mask
            slot = slots[position]
        }
        slots[position] = tag | UInt32(index + 1)
        filled += 1
        return nil
    }
}
