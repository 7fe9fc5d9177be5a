import PropertyBased
import Testing

@testable import GuessWords

@Suite("Word lists: duplicates across hash batches")
struct DuplicateBatchTests {
    @Test("the first of each key is kept, in order, when duplicates lie batches apart and in the same batch")
    func firstOfEachKeyAcrossBatches() {
        let distinct = ListParse.hashBatchSize + 100
        let count = 3 * ListParse.hashBatchSize + 17
        // Entry i spells key i % distinct, in upper case every third time and in CJK every fifth key.
        let entries = (0..<count).map { index in
            let key = index % distinct
            let text = key % 5 == 0 ? "词\(key)" : "w\(key)"
            return index % 3 == 0 ? text.uppercased() : text
        }
        var builder = WordBankBuilder()
        let diagnostics = builder.add(
            contents: Array(entries.joined(separator: "\n").utf8), source: "l.txt", format: .text)
        let bank = builder.bank
        #expect(bank.count == distinct)
        #expect((0..<bank.count).map(bank.text(at:)) == Array(entries.prefix(distinct)))
        #expect((0..<bank.count).map { bank.location(at: $0).line } == Array(1...distinct))
        #expect(diagnostics.filter { $0.severity == .warning }.count == ListParse.duplicatesNamed + 1)
    }

    @Test("look-ups started from first slots read ahead for a batch find what look-ups one at a time find")
    func firstSlotsReadAheadAgree() async {
        // Keys 0..<40 with hashes in a small range: slots collide, and one look-up of a batch takes the
        // slot another of the same batch read ahead as empty.
        await propertyCheck(count: 200, input: Gen.int(in: 0...39).array(of: 1...200), Gen.int(in: 1...64)) {
            keys, batchSize in
            func hash(_ key: Int) -> Int { (key % 7) &* 0x0100_0000_0000_0001 }
            var plain = EntryIndex()
            var ahead = EntryIndex()
            plain.reserveCapacity(keys.count) { hash(keys[$0]) }
            ahead.reserveCapacity(keys.count) { hash(keys[$0]) }
            var expected: [Int?] = []
            for (index, key) in keys.enumerated() {
                expected.append(plain.firstOrInsert(hash: hash(key), index: index) { keys[$0] == key })
            }
            var found: [Int?] = []
            var first: [UInt32] = []
            for batchStart in stride(from: 0, to: keys.count, by: batchSize) {
                let batch = batchStart..<min(batchStart + batchSize, keys.count)
                ahead.firstSlots(of: batch.map { hash(keys[$0]) }, into: &first)
                for (offset, index) in batch.enumerated() {
                    let key = keys[index]
                    found.append(
                        ahead.firstOrInsert(hash: hash(key), index: index, firstSlot: first[offset]) { keys[$0] == key }
                    )
                }
            }
            #expect(found == expected)
            #expect(expected.enumerated().allSatisfy { $1 == nil || keys[$1!] == keys[$0] && $1! < $0 })
        }
    }
}
