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
}
