import PropertyBased
import Testing

@testable import GuessWords

@Suite("Word bank: the details a game or a draw shows")
struct ShownDetailsTests {
    /// Lines of a list: plain entries, entries with taboo words, themes, family marks, readings and
    /// glosses, some entries repeated across lines with other details.
    static let pieces = [
        "银行", "银行 | 钱", "# theme: 动物\n鲸鱼", "# family: no\nbeer", "# reading: yín háng\n银行2",
        "# gloss: bank\n银行3", "# reading: shū\n# gloss: book\n书", "书2 | 字, 页", "cat", "# theme: sea\ncat2 | fin", "鲸鱼",
        "cat | paw",
    ]

    /// The shipped bank `showing` looks readings and glosses up in: some of the same texts.
    static let lookup: WordBank = {
        var builder = WordBankBuilder()
        let text = "# reading: yín háng\n# gloss: a bank\n银行\n# reading: māo\ncat\n# gloss: a whale\n鲸鱼\n"
        builder.add(contents: Array(text.utf8), source: "lookup.txt", format: .text)
        return builder.bank
    }()

    @Test("every entry shows its own details, blanked or looked up as asked, whatever entries share them")
    func shownDetailsAreEachEntrys() async {
        await propertyCheck(
            count: 200, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 1...30), Gen.bool, Gen.bool
        ) { picks, reading, gloss in
            // Repeated entries are dropped as duplicates (the first kept), as a list's are.
            let text = picks.map { Self.pieces[$0] }.joined(separator: "\n")
            var builder = WordBankBuilder()
            builder.add(contents: Array(text.utf8), source: "l.txt", format: .text)
            let bank = builder.bank
            // A list of plain entries after these (as `--words` adds a long one) shares their codes.
            var plain = bank
            for index in 0..<5 { plain.append(Array("extra\(index)".utf8), tier: .custom, line: 100 + index) }
            for source in [bank, plain] {
                let shown = source.showing(reading: reading, gloss: gloss) { [Self.lookup] }
                #expect(shown.count == source.count)
                // Each distinct details value once, except when neither reading nor gloss is shown: the table
                // is then blanked as it is, code for code, with no hashing at all (two values that became
                // equal both stay, which no entry can tell).
                if reading || gloss {
                    #expect(Set(shown.details).count == shown.details.count, "each distinct details value once")
                } else {
                    #expect(shown.details.count == source.details.count)
                }
                for index in 0..<source.count {
                    var expected = source.details(at: index)
                    if !reading { expected.reading = "" }
                    if !gloss { expected.gloss = "" }
                    let known = Self.lookupDetails(source.text(at: index))
                    if reading && expected.reading.isEmpty { expected.reading = known.reading }
                    if gloss && expected.gloss.isEmpty { expected.gloss = known.gloss }
                    #expect(shown.details(at: index) == expected, "entry \(index) of \(text)")
                }
            }
        }
    }

    /// The reading and gloss the lookup bank gives `text` (empty when it has none).
    static func lookupDetails(_ text: String) -> EntryDetails {
        guard let index = (0..<lookup.count).first(where: { lookup.text(at: $0) == text }) else { return .plain }
        return lookup.details(at: index)
    }
}
