import PropertyBased
import Testing

@testable import GuessWords

@Suite("Entry index")
struct EntryIndexTests {
    @Test("finds the first entry of each key, also when every hash collides")
    func firstOfEachKey() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...30).array(of: 0...60)) { picks in
            let keys = picks.map { "k\($0)" }
            for hash in [{ (key: String) in key.hashValue }, { _ in 7 }, { (key: String) in key.count }] {
                var index = EntryIndex()
                var expected: [String: Int] = [:]
                for (position, key) in keys.enumerated() {
                    let found = index.firstOrInsert(hash: hash(key), index: position) { keys[$0] == key }
                    #expect(found == expected[key], "\(keys)")
                    if found == nil { expected[key] = position }
                }
            }
        }
    }
}
