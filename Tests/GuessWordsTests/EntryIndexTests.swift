import PropertyBased
import Testing

@testable import GuessWords

@Suite("Entry index")
struct EntryIndexTests {
    @Test("finds the first entry of each key, also when every hash collides and while the table grows")
    func firstOfEachKey() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...30).array(of: 0...60)) { picks in
            let keys = picks.map { "k\($0)" }
            for hash in [{ (key: String) in key.hashValue }, { _ in 7 }, { (key: String) in key.count }] {
                var index = EntryIndex()
                var expected: [String: Int] = [:]
                for (position, key) in keys.enumerated() {
                    // Room for one more at a time: every growth places the earlier entries again.
                    index.reserveCapacity(position + 1) { hash(keys[$0]) }
                    let found = index.firstOrInsert(hash: hash(key), index: position) { keys[$0] == key }
                    #expect(found == expected[key], "\(keys)")
                    if found == nil { expected[key] = position }
                }
            }
        }
    }

    @Test("hashes that differ only in their top bits still find their keys")
    func topBitsOnly() {
        var index = EntryIndex()
        index.reserveCapacity(100) { $0 << 56 }
        for position in 0..<100 {
            #expect(index.firstOrInsert(hash: position << 56, index: position) { _ in false } == nil)
        }
        for position in 0..<100 {
            #expect(index.firstOrInsert(hash: position << 56, index: 100) { $0 == position } == position)
        }
    }
}
