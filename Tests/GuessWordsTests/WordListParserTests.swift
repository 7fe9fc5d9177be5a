import Foundation
import PropertyBased
import Testing

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
        expectRejected(Array("ok\n# fine\n".utf8) + [0x66, 0xFF, 0x6F, 0x0A] + Array("later\n".utf8), at: "bad.txt:3", "UTF-8")
        // A truncated multi-byte sequence at the very end of the file (with a byte GB18030 does not have,
        // or the file would be read as GB18030).
        expectRejected(Array("ok\n".utf8) + [0xFF, 0x0A, 0xE4, 0xB8], at: "bad.txt:2", "UTF-8")
        // Overlong encoding of '/'.
        expectRejected([0xC0, 0xAF, 0xFF, 0x0A], at: "bad.txt:1", "UTF-8")
        // In CSV, in either column.
        expectRejected(Array("word,tier\nok,primary\n".utf8) + [0xFF] + Array(",primary\n".utf8), format: .csv, at: "bad.txt:3", "UTF-8")
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
        #expect(parse("  " + String(repeating: "a", count: 30) + "      " + String(repeating: "b", count: 33) + "  ").errors.isEmpty)
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
        let parsed = parse("  ice   cream  \n\tpaper\t\tplane\t\n\u{3000}红\u{3000}\u{3000}烧 肉\u{3000}\n a \u{3000}\t b \n")
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
        #expect(parsed.bank.count == 2 && parsed.bank.location(at: 0) == GuessWords.SourceLocation(file: "dir/list.txt", line: 4))
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
        let text = "word,tier\n\"salt, pepper\",primary\n\"say \"\"cheese\"\"\",middle\n\"two\nlines\",senior\nlast,complex\n\"x\",\"custom\"\n"
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
        ("ＴＣＰ", "tcp"), ("螃蟹", "螃蟹"), ("ﬁsh", "fish"), ("Ⅸ", "ix"), ("ΟΔΟΣ", "οδοσ"), ("Straße", "STRASSE"), ("οδος", "ΟΔΟΣ"), ("ǰ", "J\u{30C}"),
    ])
    func duplicateKeptOnce(first: String, second: String) {
        let parsed = parse("[primary]\n\(first)\n# gap\n\(second)\nother\n", source: "d.txt")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.texts == [first.trimmingCharacters(in: .whitespaces).split(separator: " ").joined(separator: " "), "other"])
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
        let third = builder.add(contents: Array("CAT\nnewword\ncafe\u{301}\ntcp\n".utf8), source: "c.txt", format: .text)
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
        #expect(diagnostics.count == 20)
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        #expect(diagnostics.first?.description == "big.txt:20001: warning: duplicate 'W0' (first at big.txt:1); kept the first")
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
