import Foundation
import GuessTestSupport
import GuessWordsTestSupport
import PropertyBased
import Testing

@testable import GuessText
@testable import GuessWords

/// Adds a bad list after a good one and checks the rejection: exactly one error at `place`, whose
/// message contains `message`, and nothing of the bad list loaded.
private func expectRejected(
    _ bytes: [UInt8], source: String = "bad.txt", format: ListFormat = .text, at place: String, _ message: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    var builder = WordBankBuilder()
    let good = builder.add(
        contents: Array("[primary]\napple\npear\n".utf8), source: "good.txt", format: .text, defaultTier: .custom)
    #expect(good.isEmpty, sourceLocation: sourceLocation)
    let before = builder.bank.words
    let diagnostics = builder.add(contents: bytes, source: source, format: format, defaultTier: .custom)
    let errors = diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "errors: \(errors)", sourceLocation: sourceLocation)
    #expect(errors.first?.location.description == place, "errors: \(errors)", sourceLocation: sourceLocation)
    #expect(errors.first?.message.contains(message) == true, "errors: \(errors)", sourceLocation: sourceLocation)
    #expect(errors.first?.description.hasPrefix(place + ": ") == true, sourceLocation: sourceLocation)
    // Nothing is half-loaded.
    #expect(builder.bank.count == 2, sourceLocation: sourceLocation)
    #expect(builder.bank.words == before, sourceLocation: sourceLocation)
    #expect(builder.bank.sourceNames == ["good.txt"], sourceLocation: sourceLocation)
    // And the bank still works: its locations are still right.
    #expect(builder.bank.place(1) == "good.txt:3", sourceLocation: sourceLocation)
}

private func expectRejected(
    _ text: String, source: String = "bad.txt", format: ListFormat = .text, at place: String, _ message: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    expectRejected(
        Array(text.utf8), source: source, format: format, at: place, message, sourceLocation: sourceLocation)
}

@Suite("Word lists: rejections")
struct WordListRejectionTests {
    @Test func invalidUTF8() {
        expectRejected(
            Array("ok\n# fine\n".utf8) + [0x66, 0xFF, 0x6F, 0x0A] + Array("later\n".utf8), at: "bad.txt:3", "UTF-8")
        // A truncated multi-byte sequence at the very end of the file (with a byte GB18030 does not have,
        // or the file would be read as GB18030).
        expectRejected(Array("ok\n".utf8) + [0xFF, 0xE4, 0xB8], at: "bad.txt:2", "UTF-8")
        // Overlong encoding of '/'.
        expectRejected([0xC0, 0xAF, 0xFF, 0x0A, 0x0A], at: "bad.txt:1", "UTF-8")
        // In CSV, in either column.
        expectRejected(
            Array("word,tier\nok,primary\n".utf8) + [0xFF] + Array(",primary\n".utf8), format: .csv, at: "bad.txt:3",
            "UTF-8")
        expectRejected(Array("ok,".utf8) + [0xFF] + Array("\n".utf8), format: .csv, at: "bad.txt:1", "UTF-8")
    }

    @Test func invalidUTF8InAComment() {
        // The file is not UTF-8 even if the bad byte sits in a comment.
        expectRejected(Array("ok\n# caf".utf8) + [0xE9] + Array("\nmore\n".utf8), at: "bad.txt:2", "UTF-8")
    }

    @Test func unknownSection() {
        expectRejected("[primary]\nkite\n\n[expert]\nthing\n", at: "bad.txt:4", "unknown section '[expert]'")
        expectRejected("[]\nthing\n", at: "bad.txt:1", "unknown section")
    }

    @Test func entryTooLong() {
        let ascii64 = String(repeating: "a", count: 64)
        let ascii65 = String(repeating: "b", count: 65)
        #expect(parse(ascii64).errors.isEmpty)
        expectRejected("short\n\(ascii65)\n", at: "bad.txt:2", "65 characters")

        // Characters, not bytes: 64 CJK characters (192 bytes) are fine, 65 are not.
        let cjk64 = String(repeating: "字", count: 64)
        let cjk65 = String(repeating: "汉", count: 65)
        let fine = parse(cjk64)
        #expect(fine.errors.isEmpty)
        #expect(fine.texts == [cjk64])
        expectRejected("一\n二\n\(cjk65)\n", at: "bad.txt:3", "65 characters")
        // Combining sequences count once: 64 × "é" written decomposed is 64 characters.
        #expect(parse(String(repeating: "e\u{301}", count: 64)).errors.isEmpty)
        // Inner white space is folded before counting: 64 characters after folding is fine.
        #expect(
            parse("  " + String(repeating: "a", count: 30) + "      " + String(repeating: "b", count: 33) + "  ").errors
                .isEmpty)
        // In CSV too.
        expectRejected("\"\(ascii65)\",primary\n", format: .csv, at: "bad.txt:1", "65 characters")
    }

    @Test func controlCharacters() {
        expectRejected("fine\nred\u{1B}[31mtext\n", at: "bad.txt:2", "U+001B")
        expectRejected("a\u{07}bell\n", at: "bad.txt:1", "U+0007")
        expectRejected("x\ndel\u{7F}\n", at: "bad.txt:2", "U+007F")
        // C1 control CSI, as UTF-8 (C2 9B).
        expectRejected("one\ntwo\nthree\u{9B}31m\n", at: "bad.txt:3", "U+009B")
        // Bidi override and isolate: they reorder what the terminal shows.
        expectRejected("abc\u{202E}def\n", at: "bad.txt:1", "U+202E")
        expectRejected("\n\n中\u{2066}文\n", at: "bad.txt:3", "U+2066")
        // A non-ASCII entry holding an ASCII control.
        expectRejected("café\u{1B}[2J\n", at: "bad.txt:1", "U+001B")
        // In CSV, in a quoted field.
        expectRejected("word\n\"a\u{1B}b\"\n", format: .csv, at: "bad.txt:2", "U+001B")
    }

    @Test("a control character is refused whether or not the entry is plain ASCII")
    func controlCharactersConsistently() {
        for control in ["\u{0B}", "\u{0C}", "\r"] {
            expectRejected("ok\nab\(control)cd\n", at: "bad.txt:2", "control character")
            expectRejected("ok\néb\(control)cd\n", at: "bad.txt:2", "control character")
        }
        // NEL is a C1 control as well as white space.
        expectRejected("caf\u{85}é\n", at: "bad.txt:1", "U+0085")
        // Tabs are white space, in both.
        #expect(parse("a\tb\né\tb\n").texts == ["a b", "é b"])
    }

    @Test func noEntries() {
        expectRejected("", at: "bad.txt", "no entries")
        expectRejected("# only a comment\n\n   \n# another\n", at: "bad.txt", "no entries")
        expectRejected("[primary]\n[middle]\n\n", at: "bad.txt", "no entries")
        expectRejected("\u{FEFF}\r\n\r\n", at: "bad.txt", "no entries")
        expectRejected("word,tier\n", format: .csv, at: "bad.txt", "no entries")
        expectRejected("", format: .csv, at: "bad.txt", "no entries")
    }

    @Test func csvThreeColumns() {
        expectRejected("word,tier\nkite,primary\nsun,primary,extra\n", format: .csv, at: "bad.txt:3", "found 3")
    }

    @Test func csvUnknownTier() {
        expectRejected("kite,primary\nsun,hardest\n", format: .csv, at: "bad.txt:2", "unknown tier 'hardest'")
    }

    @Test func csvUnclosedQuote() {
        expectRejected("kite,primary\n\"sun,primary\nmoon,primary\n", format: .csv, at: "bad.txt:2", "never closed")
    }

    @Test func csvStrayQuote() {
        expectRejected("kite,primary\nsu\"n,primary\n", format: .csv, at: "bad.txt:2", "quote")
        expectRejected("\"kite\"x,primary\n", format: .csv, at: "bad.txt:1", "after a closing quote")
    }

    @Test("every error is reported, not only the first")
    func allErrorsReported() {
        let parsed = parse("ok\n[bogus]\nbad\u{1B}\nfine\n\(String(repeating: "z", count: 70))\n")
        #expect(parsed.errors.map(\.location.description) == ["t.txt:2", "t.txt:3", "t.txt:5"])
        #expect(parsed.bank.count == 0)
        #expect(parsed.bank.sourceNames.isEmpty)
    }
}

@Suite("Word lists: what is accepted")
struct WordListAcceptanceTests {
    @Test func plainLinesGoToTheDefaultTier() {
        let parsed = parse("cat\ndog\n", tier: .primary)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.entries == [Word(text: "cat", tier: .primary), Word(text: "dog", tier: .primary)])
        #expect(parse("cat\n").entries == [Word(text: "cat", tier: .custom)])
        // No final newline.
        #expect(parse("cat\ndog").texts == ["cat", "dog"])
    }

    @Test func byteOrderMarkAndCRLF() {
        let parsed = parse("\u{FEFF}[primary]\r\ncat\r\ndog\r\n\r\n# c\r\nbird")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.entries.map(\.text) == ["cat", "dog", "bird"])
        #expect(parsed.entries.allSatisfy { $0.tier == .primary })
        #expect(parsed.bank.place(2) == "t.txt:6")
        let csv = parse("\u{FEFF}word,tier\r\ncat,primary\r\n\"a, b\",senior\r\n", format: .csv)
        #expect(csv.diagnostics.isEmpty)
        #expect(csv.entries == [Word(text: "cat", tier: .primary), Word(text: "a, b", tier: .senior)])
    }

    @Test func trimmingAndInnerWhitespace() {
        let parsed = parse(
            "  ice   cream  \n\tpaper\t\tplane\t\n\u{3000}红\u{3000}\u{3000}烧 肉\u{3000}\n a \u{3000}\t b \n")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.texts == ["ice cream", "paper plane", "红 烧 肉", "a b"])
        // A line of white space only is blank.
        #expect(parse("cat\n \t \u{3000}\ndog\n").texts == ["cat", "dog"])
        // No-break space folds too.
        #expect(parse("new\u{00A0}\u{00A0}york\n").texts == ["new york"])
    }

    @Test func comments() {
        let parsed = parse("# heading\ncat\n   # indented comment\nC#\nF# minor\n#\nC++ # not a comment\n")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.texts == ["cat", "C#", "F# minor", "C++ # not a comment"])
        #expect(parsed.bank.place(1) == "t.txt:4")
    }

    @Test func sectionHeaders() {
        let text = """
            lead
            [PRIMARY]
            螃蟹
            [ Middle ]
            班主任
            [senior]
            落井下石
            [Complex]
            低头思故乡
            [custom]
            TCP
            [初级]
            口红
            [中等]
            放风筝
            [高级]
            七上八下
            [复杂]
            处处闻啼鸟
            [自定义]
            360杀毒
            """
        let parsed = parse(text, tier: .senior)
        #expect(parsed.diagnostics.isEmpty)
        #expect(
            parsed.entries == [
                Word(text: "lead", tier: .senior),
                Word(text: "螃蟹", tier: .primary), Word(text: "班主任", tier: .middle),
                Word(text: "落井下石", tier: .senior), Word(text: "低头思故乡", tier: .complex),
                Word(text: "TCP", tier: .custom), Word(text: "口红", tier: .primary),
                Word(text: "放风筝", tier: .middle), Word(text: "七上八下", tier: .senior),
                Word(text: "处处闻啼鸟", tier: .complex), Word(text: "360杀毒", tier: .custom),
            ])
        #expect(parsed.bank.place(10) == "t.txt:21")
    }

    @Test func locationsRecorded() {
        let parsed = parse("\n# c\n[primary]\ncat\n\n\ndog\n", source: "dir/list.txt")
        #expect(parsed.bank.place(0) == "dir/list.txt:4")
        #expect(
            parsed.bank.count == 2
                && parsed.bank.location(at: 0) == GuessWords.SourceLocation(file: "dir/list.txt", line: 4))
        #expect(parsed.bank.place(1) == "dir/list.txt:7")
        #expect(parsed.bank.sourceNames == ["dir/list.txt"])
    }

    @Test func csvWithAndWithoutHeader() {
        let withHeader = parse("word,tier\ncat,primary\ndog,Middle\n狐假虎威,高级\n", format: .csv)
        #expect(withHeader.diagnostics.isEmpty)
        #expect(
            withHeader.entries == [
                Word(text: "cat", tier: .primary), Word(text: "dog", tier: .middle),
                Word(text: "狐假虎威", tier: .senior),
            ])
        let noHeader = parse("cat,primary\ndog\n", format: .csv, tier: .complex)
        #expect(noHeader.diagnostics.isEmpty)
        #expect(noHeader.entries == [Word(text: "cat", tier: .primary), Word(text: "dog", tier: .complex)])
        let oneColumnHeader = parse("Word\ncat\n", format: .csv)
        #expect(oneColumnHeader.texts == ["cat"])
        // "word" further down is an ordinary entry.
        #expect(parse("cat\nword\n", format: .csv).texts == ["cat", "word"])
    }

    @Test func csvQuoting() {
        let text =
            "word,tier\n\"salt, pepper\",primary\n\"say \"\"cheese\"\"\",middle\n\"two\nlines\",senior\nlast,complex\n\"x\",\"custom\"\n"
        let parsed = parse(text, format: .csv)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        #expect(
            parsed.entries == [
                Word(text: "salt, pepper", tier: .primary), Word(text: "say \"cheese\"", tier: .middle),
                Word(text: "two lines", tier: .senior), Word(text: "last", tier: .complex),
                Word(text: "x", tier: .custom),
            ])
        // Records after a quoted newline keep their real line numbers.
        #expect(parsed.bank.place(2) == "t.txt:4")
        #expect(parsed.bank.place(3) == "t.txt:6")
        #expect(parsed.bank.place(4) == "t.txt:7")
        // And so do errors.
        let bad = parse("\"a\nb\nc\",primary\nok\nbad,nowhere\n", format: .csv)
        #expect(bad.errors.map(\.location.description) == ["t.txt:5"])
        // A CRLF inside quotes counts as one line.
        let crlf = parse("\"a\r\nb\",primary\r\nc,middle\r\n", format: .csv)
        #expect(crlf.diagnostics.isEmpty, "\(crlf.diagnostics)")
        #expect(crlf.entries == [Word(text: "a b", tier: .primary), Word(text: "c", tier: .middle)])
        #expect(crlf.bank.place(1) == "t.txt:3")
    }

    @Test func csvEmptyTierAndBlankLines() {
        let parsed = parse("cat,\ndog, \n\n\"\",primary\nbird , primary \n", format: .csv, tier: .middle)
        #expect(parsed.diagnostics.isEmpty)
        #expect(
            parsed.entries == [
                Word(text: "cat", tier: .middle), Word(text: "dog", tier: .middle),
                Word(text: "bird", tier: .primary),
            ])
        #expect(parsed.bank.place(2) == "t.txt:5")
    }

    @Test func formatFromPath() {
        #expect(ListFormat.forPath("a/b.CSV") == .csv)
        #expect(ListFormat.forPath("a/b.csv") == .csv)
        #expect(ListFormat.forPath("list.txt") == .text)
        #expect(ListFormat.forPath("words") == .text)
    }
}

@Suite("Word lists: duplicates")
struct DuplicateTests {
    @Test(arguments: [
        ("cat", "cat"), ("cat", "  cat "), ("CAT", "cat"), ("Ｃａｔ", "cat"), ("cat", "Ｃａｔ"),
        ("caf\u{E9}", "cafe\u{301}"), ("cafe\u{301}", "CAF\u{C9}"), ("ice  cream", "Ice Cream"),
        ("ＴＣＰ", "tcp"), ("螃蟹", "螃蟹"), ("ﬁsh", "fish"), ("Ⅸ", "ix"), ("ΟΔΟΣ", "οδοσ"), ("Straße", "STRASSE"),
        ("οδος", "ΟΔΟΣ"), ("ǰ", "J\u{30C}"),
    ])
    func duplicateKeptOnce(first: String, second: String) {
        let parsed = parse("[primary]\n\(first)\n# gap\n\(second)\nother\n", source: "d.txt")
        #expect(parsed.errors.isEmpty)
        #expect(
            parsed.texts == [
                first.trimmingCharacters(in: .whitespaces).split(separator: " ").joined(separator: " "), "other",
            ])
        #expect(parsed.warnings.count == 1)
        let warning = parsed.warnings.first
        #expect(warning?.location.description == "d.txt:4")
        #expect(warning?.message.contains("d.txt:2") == true, "\(String(describing: warning))")
        #expect(warning?.description.hasPrefix("d.txt:4: warning: ") == true)
    }

    @Test(arguments: [("cat", "cats"), ("cafe", "café"), ("ab", "a b"), ("中文", "中 文"), ("c#", "c++")])
    func distinctEntriesKept(first: String, second: String) {
        let parsed = parse("\(first)\n\(second)\n")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.bank.count == 2)
    }

    @Test func acrossLists() {
        var builder = WordBankBuilder()
        #expect(builder.add(contents: Array("[primary]\ncat\ndog\n".utf8), source: "a.txt", format: .text).isEmpty)
        let second = builder.add(contents: Array("bird\n\nDOG\n".utf8), source: "b.txt", format: .text)
        #expect(second.count == 1)
        #expect(second.first?.severity == .warning)
        #expect(second.first?.location.description == "b.txt:3")
        #expect(second.first?.message.contains("a.txt:3") == true)
        #expect(builder.bank.words.map(\.text) == ["cat", "dog", "bird"])
        #expect(builder.bank.place(2) == "b.txt:1")
        let csv = builder.add(contents: Array("word,tier\nCat,senior\n".utf8), source: "c.csv", format: .csv)
        #expect(csv.map(\.description) == ["c.csv:2: warning: duplicate 'Cat' (first at a.txt:2); kept the first"])
        #expect(builder.bank.sourceNames == ["a.txt", "b.txt", "c.csv"])
    }

    @Test("a list whose entries all repeat earlier lists is not 'a list with no entries'")
    func listOfOnlyDuplicates() {
        var builder = WordBankBuilder()
        builder.add(contents: Array("cat\ndog\n".utf8), source: "a.txt", format: .text)
        let second = builder.add(contents: Array("Dog\nCAT\n".utf8), source: "b.txt", format: .text)
        #expect(second.allSatisfy { $0.severity == .warning }, "\(second)")
        #expect(second.count == 2)
        #expect(builder.bank.count == 2)
        #expect(builder.bank.sourceNames == ["a.txt", "b.txt"])
    }

    @Test("a rejected list leaves the earlier entries and their duplicate index intact")
    func rejectionKeepsDuplicateIndex() {
        var builder = WordBankBuilder()
        builder.add(contents: Array("[primary]\ncat\ncafé\nＴＣＰ\n".utf8), source: "a.txt", format: .text)
        let bad = builder.add(contents: Array("newword\ncat\n[nope]\n".utf8), source: "b.txt", format: .text)
        #expect(bad.contains { $0.severity == .error })
        #expect(builder.bank.words.map(\.text) == ["cat", "café", "ＴＣＰ"])
        #expect(builder.bank.sourceNames == ["a.txt"])
        // newword from the rejected list is not remembered; cat, café and TCP still are.
        let third = builder.add(
            contents: Array("CAT\nnewword\ncafe\u{301}\ntcp\n".utf8), source: "c.txt", format: .text)
        #expect(third.filter { $0.severity == .error }.isEmpty)
        #expect(
            third.map(\.description) == [
                "c.txt:1: warning: duplicate 'CAT' (first at a.txt:2); kept the first",
                "c.txt:3: warning: duplicate 'cafe\u{301}' (first at a.txt:3); kept the first",
                "c.txt:4: warning: duplicate 'tcp' (first at a.txt:4); kept the first",
            ])
        #expect(builder.bank.words.map(\.text) == ["cat", "café", "ＴＣＰ", "newword"])
        #expect(builder.bank.place(3) == "c.txt:2")
        #expect(builder.bank.sourceNames == ["a.txt", "c.txt"])
    }

    @Test("duplicates are found in a large list, across index growth")
    func manyEntries() {
        var text = ""
        for index in 0..<20_000 { text += "w\(index)\n" }
        for index in stride(from: 0, to: 20_000, by: 1000) { text += "W\(index)\n" }
        var builder = WordBankBuilder()
        builder.add(contents: Array("seed\n".utf8), source: "s.txt", format: .text)
        let diagnostics = builder.add(contents: Array(text.utf8), source: "big.txt", format: .text)
        // The first duplicates named, the rest counted.
        #expect(diagnostics.count == ListParse.duplicatesNamed + 1)
        #expect(diagnostics.last?.message.contains("(20 in all)") == true)
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        #expect(
            diagnostics.first?.description
                == "big.txt:20001: warning: duplicate 'W0' (first at big.txt:1); kept the first")
        #expect(builder.bank.count == 20_001)
        // Unicode entries across growth too.
        var unicode = ""
        for index in 0..<3000 { unicode += "词\(index)\n" }
        unicode += "词２９９９\n"
        let more = builder.add(contents: Array(unicode.utf8), source: "zh.txt", format: .text)
        #expect(more.map(\.location.description) == ["zh.txt:3001"])
    }
}

@Suite("Word lists: properties")
struct WordListPropertyTests {
    @Test("every unique generated entry is loaded once, in order, with its line")
    func generatedLists() async {
        await propertyCheckLists()
    }
}

private func propertyCheckLists() async {
    await propertyCheck(
        count: 100, input: Gen.letterOrNumber.string(of: 1...12).array(of: 1...40), Gen.int(in: 0...4)
    ) { words, tierIndex in
        let tier = Tier(rawValue: tierIndex)!
        let text = words.joined(separator: "\n")
        let parsed = parse(text, tier: tier)
        #expect(parsed.errors.isEmpty)
        var seen = Set<String>()
        var expected: [String] = []
        var expectedLines: [Int] = []
        for (line, word) in words.enumerated() where seen.insert(word.lowercased()).inserted {
            expected.append(word)
            expectedLines.append(line + 1)
        }
        #expect(parsed.texts == expected)
        #expect((0..<parsed.bank.count).map { parsed.bank.location(at: $0).line } == expectedLines)
        #expect(parsed.warnings.count == words.count - expected.count)
        #expect(parsed.entries.allSatisfy { $0.tier == tier })
    }
}

// MARK: - Lists as people keep them (issue 12)

/// UTF-16 bytes of `text` with a byte order mark, little- or big-endian.
func utf16(_ text: String, littleEndian: Bool = true) -> [UInt8] {
    let units = [UInt16(0xFEFF)] + Array(text.utf16)
    return units.flatMap { littleEndian ? [UInt8($0 & 0xFF), UInt8($0 >> 8)] : [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
}

@Suite("Word lists: separators")
struct SeparatorTests {
    @Test("an Excel-style semicolon list is two columns, with or without a header")
    func semicolons() {
        let withHeader = parse("word;tier\r\ngiraffe;primary\r\nkite;middle\r\n", source: "s.csv", format: .csv)
        #expect(withHeader.diagnostics.isEmpty, "\(withHeader.diagnostics)")
        #expect(withHeader.entries == [Word(text: "giraffe", tier: .primary), Word(text: "kite", tier: .middle)])
        let bare = parse("giraffe;primary\n\"a; b\";senior\nkite;\n", source: "s.csv", format: .csv)
        #expect(
            bare.entries == [
                Word(text: "giraffe", tier: .primary), Word(text: "a; b", tier: .senior),
                Word(text: "kite", tier: .custom),
            ])
    }

    @Test("tabs, in a .csv and in a .tsv")
    func tabs() {
        let csv = parse("word\ttier\nhello, world\tprimary\nsun\tsenior\n", format: .csv)
        #expect(csv.entries == [Word(text: "hello, world", tier: .primary), Word(text: "sun", tier: .senior)])
        let tsv = parse("a, b\tprimary\nc; d\tmiddle\n", source: "t.tsv", format: .tsv)
        #expect(tsv.entries == [Word(text: "a, b", tier: .primary), Word(text: "c; d", tier: .middle)])
        #expect(ListFormat.forPath("x/list.TSV") == .tsv)
    }

    @Test("the separator comes from the header, else from most of the first lines; a comma by default")
    func detection() {
        func detect(_ text: String) -> Character {
            let bytes = Array(text.utf8)
            return Character(UnicodeScalar(CSVRecordReader.detectSeparator(bytes[...])))
        }
        #expect(detect("word;tier\na,b;primary\n") == ";")
        #expect(detect("词语\t难度\n苹果\t初级\n") == "\t")
        #expect(detect("a,b;primary\nc;middle\nd;senior\n") == ";")
        #expect(detect("\"x;y\",primary\n\"z;w\",middle\n") == ",")
        #expect(detect("one\ntwo\n") == ",")
        #expect(detect("") == ",")
        // Semicolons only inside quotes do not count.
        #expect(detect("\"a;b\"\n\"c;d\"\n") == ",")
    }

    @Test("a semicolon list is no longer a word with a semicolon in it")
    func notGarbage() {
        let parsed = parse("giraffe;primary\n", format: .csv)
        #expect(parsed.texts == ["giraffe"])
    }
}

@Suite("Word lists: encodings")
struct EncodingTests {
    /// 苹果, 初级 and [专家] in GBK, on three lines.
    let gbk: [UInt8] = [
        0xC6, 0xBB, 0xB9, 0xFB, 0x0A, 0xB3, 0xF5, 0xBC, 0xB6, 0x0A, 0x5B, 0xD7, 0xA8, 0xBC, 0xD2, 0x5D, 0x0A,
    ]

    @Test("GBK (GB18030) is read, with one note naming the encoding")
    func gb18030() {
        let parsed = parse(bytes: Array(gbk.prefix(10)), source: "class.txt")
        #expect(parsed.texts == ["苹果", "初级"])
        #expect(parsed.diagnostics.map(\.description) == ["class.txt: read as GB18030 (not UTF-8)"])
        #expect(parsed.diagnostics.first?.severity == .note)
        #expect(parsed.bank.place(1) == "class.txt:2")
    }

    @Test("line numbers stay right in a GB18030 list")
    func gb18030LineNumbers() {
        let parsed = parse(bytes: gbk, source: "class.txt")
        #expect(
            parsed.errors.map(\.description) == [
                "class.txt:3: unknown section '[专家]' (sections: primary, middle, senior, complex, custom)"
            ])
    }

    @Test("GB18030 CSV with Chinese headers and tiers")
    func gb18030CSV() throws {
        // 词语,难度 / 苹果,初级 in GBK.
        let bytes: [UInt8] = [
            0xB4, 0xCA, 0xD3, 0xEF, 0x2C, 0xC4, 0xD1, 0xB6, 0xC8, 0x0A, 0xC6, 0xBB, 0xB9, 0xFB, 0x2C, 0xB3, 0xF5, 0xBC,
            0xB6, 0x0A,
        ]
        let parsed = parse(bytes: bytes, source: "c.csv", format: .csv)
        #expect(parsed.entries == [Word(text: "苹果", tier: .primary)], "\(parsed.diagnostics)")
        #expect(parsed.bank.place(0) == "c.csv:2")
    }

    @Test("UTF-16 with a byte order mark, little- and big-endian", arguments: [true, false])
    func utf16Lists(littleEndian: Bool) {
        let text = utf16("word\ttier\r\ngiraffe\tprimary\r\n苹果\t初级\r\n", littleEndian: littleEndian)
        let parsed = parse(bytes: text, source: "u.csv", format: .csv)
        #expect(parsed.entries == [Word(text: "giraffe", tier: .primary), Word(text: "苹果", tier: .primary)])
        let name = littleEndian ? "UTF-16LE" : "UTF-16BE"
        #expect(parsed.diagnostics.map(\.description) == ["u.csv: read as \(name) (not UTF-8)"])
        #expect(parsed.bank.place(1) == "u.csv:3")
    }

    @Test("bytes that are neither: the UTF-8 error, with a hint on converting, once")
    func neither() {
        let parsed = parse(bytes: Array("ok\n".utf8) + [0x66, 0xFF, 0x0A, 0xFE, 0x0A], source: "bad.txt")
        #expect(parsed.errors.map(\.location.description) == ["bad.txt:2", "bad.txt:3"])
        #expect(parsed.errors.first?.message.contains("iconv -f GBK -t UTF-8 bad.txt") == true)
        #expect(parsed.errors.last?.message.contains("iconv") == false)
        #expect(!parsed.diagnostics.contains { $0.severity == .note })
    }

    @Test("GB18030 that decodes to control characters is not taken")
    func notClean() {
        // 0x81 0x30 0x81 0x30 is U+0080, a C1 control, in GB18030.
        let parsed = parse(bytes: [0x81, 0x30, 0x81, 0x30, 0x0A], source: "c.txt")
        #expect(parsed.errors.count == 1)
        #expect(parsed.errors.first?.message.contains("UTF-8") == true)
    }

    @Test("UTF-8 lists get no note")
    func utf8NoNote() {
        #expect(parse("苹果\n").diagnostics.isEmpty)
    }
}

@Suite("Word lists: Chinese headers")
struct ChineseHeaderTests {
    @Test(arguments: ["词语,难度", "词条,等级", "词语", "word,tier", "Word,Tier"])
    func headerSkipped(header: String) {
        let parsed = parse("\(header)\n苹果,初级\n梨,中等\n鱼,高级\n诗,复杂\n我,自定义\n", format: .csv)
        #expect(parsed.errors.isEmpty, "\(parsed.diagnostics)")
        #expect(parsed.entries.map(\.tier) == [.primary, .middle, .senior, .complex, .custom])
        #expect(parsed.bank.place(0) == "t.txt:2")
    }

    @Test func notAHeader() {
        #expect(parse("苹果,难度\n", format: .csv).errors.first?.message.contains("unknown tier '难度'") == true)
    }
}

@Suite("Word lists: .xlsx")
struct WorkbookTests {
    @Test("the first sheet by the workbook's relationships: shared and inline strings, numbers, a Chinese header")
    func firstSheet() throws {
        let bytes = try WorkbookFixture.workbook([
            ["s:词语", "s:难度"], ["s:苹果", "s:初级"], [" kite ", "middle"], ["n:42"], [], ["s:sun", ""], ["", "primary"],
        ])
        let parsed = parse(bytes: bytes, source: "list.xlsx", format: .xlsx)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        #expect(
            parsed.entries == [
                Word(text: "苹果", tier: .primary), Word(text: "kite", tier: .middle), Word(text: "42", tier: .custom),
                Word(text: "sun", tier: .custom),
            ])
        #expect(parsed.bank.place(3) == "list.xlsx:row 6")
    }

    @Test("without a header, English header, problems named by row")
    func problemsByRow() throws {
        let plain = try WorkbookFixture.workbook([["cat", "primary"], ["dog"]], sheetPart: "sheet1x.xml")
        #expect(parse(bytes: plain, source: "p.xlsx", format: .xlsx).texts == ["cat", "dog"])
        let english = try WorkbookFixture.workbook([["Word", "Tier"], ["cat", "primary"]])
        #expect(parse(bytes: english, source: "e.xlsx", format: .xlsx).texts == ["cat"])
        let bad = try WorkbookFixture.workbook([["word", "tier"], ["cat", "primary"], ["dog", "hardest"]])
        expectRejected(bad, source: "list.xlsx", format: .xlsx, at: "list.xlsx:row 3", "unknown tier 'hardest'")
        let wide = try WorkbookFixture.workbook([["cat"], ["a", "primary", "c"]])
        expectRejected(wide, source: "list.xlsx", format: .xlsx, at: "list.xlsx:row 2", "found 3")
        let control = try WorkbookFixture.workbook([["ok"], ["a\u{202E}b"]])
        expectRejected(control, source: "list.xlsx", format: .xlsx, at: "list.xlsx:row 2", "U+202E")
    }

    @Test("duplicates across a workbook and a text list name rows and lines")
    func duplicates() throws {
        var builder = WordBankBuilder()
        builder.add(contents: try WorkbookFixture.workbook([["cat"], ["dog"]]), source: "a.xlsx", format: .xlsx)
        let found = builder.add(contents: Array("bird\nDOG\n".utf8), source: "b.txt", format: .text)
        #expect(
            found.map(\.description) == ["b.txt:2: warning: duplicate 'DOG' (first at a.xlsx:row 2); kept the first"])
    }

    @Test("an empty sheet has no entries")
    func emptySheet() throws {
        expectRejected(try WorkbookFixture.workbook([]), source: "e.xlsx", format: .xlsx, at: "e.xlsx", "no entries")
    }
}

@Suite("Word lists: documents that are not lists")
struct UnsupportedFormatTests {
    @Test(arguments: ["old.xls", "notes.docx", "words.numbers", "scan.pdf"])
    func byExtension(name: String) {
        #expect(ListFormat.forPath(name) == .unsupported)
        expectRejected(
            Array("anything\n".utf8), source: name, format: .unsupported, at: name, "save it as .xlsx, .csv or .txt")
    }

    @Test("by their first bytes, whatever the extension says")
    func byMagic() throws {
        expectRejected(Array("%PDF-1.7\n".utf8), source: "l.xlsx", format: .xlsx, at: "l.xlsx", "a PDF document")
        expectRejected(
            [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0, 0], source: "l.xlsx", format: .xlsx, at: "l.xlsx",
            ".xls")
        expectRejected(
            try WorkbookFixture.workbook([["cat"]]), source: "l.csv", format: .csv, at: "l.csv",
            "save it as .xlsx, .csv or .txt")
        let word = try WorkbookFixture.zip([("word/document.xml", "<document/>")])
        expectRejected(word, source: "w.xlsx", format: .xlsx, at: "w.xlsx", "a Word document")
        expectRejected(Array("cat\ndog\n".utf8), source: "t.xlsx", format: .xlsx, at: "t.xlsx", "not a ZIP archive")
    }
}

@Suite("Word lists: fast keys")
struct FastKeyTests {
    /// Ranges that hold simple scalars, their neighbours, and what NFKC or case folding changes.
    static let ranges: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0xA0...0x17F, 0x300...0x36F, 0x370...0x3FF, 0x1100...0x11FF, 0x2F00...0x2FDF,
        0x3000...0x30FF, 0x3190...0x32FF, 0x3400...0x3410, 0x4DB0...0x4E10, 0x4E00...0x9FFF, 0x9FF0...0xA010,
        0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFFEF, 0x20000...0x20100, 0x2A6D0...0x2A710,
        0x2F7F0...0x2FA1F, 0x30000...0x30010, 0x323A0...0x323C0, 0x1F100...0x1F2FF, 0x0...0xFFFF,
    ]

    static func text(_ picks: [Int]) -> String {
        var scalars = String.UnicodeScalarView()
        for pick in picks {
            let range = ranges[pick % ranges.count]
            let value = range.lowerBound + UInt32((pick / ranges.count) % range.count)
            if let scalar = UnicodeScalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    @Test("simple text's own key (ASCII letters lower-cased) is the NFKC case-folded key")
    func fastKeyMatchesSlowKey() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...1_000_000).array(of: 1...6)) { picks in
            let text = Self.text(picks)
            guard text.unicodeScalars.allSatisfy({ $0.isASCII || DuplicateKey.isSimple($0) }) else { return }
            let bytes = Array(text.utf8)
            #expect(DuplicateKey.of(bytes[...], isSimple: true) == DuplicateKey.fullKey(text), "\(text)")
            #expect(
                DuplicateKey.hash(of: bytes.indices, in: bytes, isSimple: true)
                    == DuplicateKey.hash(of: bytes.indices, in: bytes, isSimple: false), "\(text)")
            // Each scalar is one character, as the entry length check assumes.
            #expect(text.count == text.unicodeScalars.count)
        }
    }

    @Test("simple text hashes as its ASCII-lowered twin, a capital at any place, read a word or a byte at a time")
    func hashFoldsCapitalsAnywhere() async {
        // Capitals, small letters and ideographs in any mix, up to 40 bytes: words of eight bytes that are all
        // ideographs' bytes, words with ASCII in them and the bytes left over.
        let letters = Array("AZaz09".unicodeScalars) + Array("QmX词語カ한".unicodeScalars)
        await propertyCheck(count: 2000, input: Gen.int(in: 0...(letters.count - 1)).array(of: 1...16)) { picks in
            var text = String.UnicodeScalarView()
            text.append(contentsOf: picks.map { letters[$0] })
            let bytes = Array(String(text).utf8)
            let lowered = bytes.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
            #expect(
                DuplicateKey.hash(of: bytes.indices, in: bytes, isSimple: true)
                    == DuplicateKey.hash(of: lowered.indices, in: lowered, isSimple: true), "\(String(text))")
            #expect(
                DuplicateKey.hash(of: bytes.indices, in: bytes, isSimple: true)
                    == DuplicateKey.hash(of: bytes.indices, in: bytes, isSimple: false), "\(String(text))")
        }
    }

    @Test("the fast path of the entry normaliser agrees with the plain path")
    func fastEntryMatchesSlowEntry() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...1_000_000).array(of: 1...24)) { picks in
            for text in [Self.text(picks), Self.text(picks.map { $0 * Self.ranges.count })] {
                let bytes = Array(text.utf8)
                let fast = EntryNormalizer.normalize(bytes[...])
                let plain = Self.plainNormalize(text)
                switch (fast, plain) {
                case (.success(.blank), nil): break
                case (.success(.asIs), let entry?): #expect(entry == text, "\(text)")
                case (.success(.rewritten(let out, _)), let entry?):
                    #expect(String(decoding: out, as: UTF8.self) == entry, "\(text)")
                case (.failure, nil): break
                default: Issue.record("\(text): \(fast) against \(String(describing: plain))")
                }
            }
        }
    }

    /// The entry rules without any fast path: nil for a blank or refused entry.
    static func plainNormalize(_ text: String) -> String? {
        var words: [String] = []
        var word = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control && scalar != "\t" { return nil }
            if OutsideText.isInvisibleFormat(scalar) { return nil }
            if scalar.properties.isWhitespace {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.unicodeScalars.append(scalar)
            }
        }
        if !word.isEmpty { words.append(word) }
        let entry = words.joined(separator: " ")
        return entry.isEmpty || entry.count > maximumEntryLength ? nil : entry
    }
}
