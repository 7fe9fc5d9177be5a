import Foundation
import GuessTestSupport
import GuessWordsTestSupport
import Testing

@testable import GuessText
@testable import GuessWords

@Suite("Word lists: themes, taboo words and the family mark")
struct ListDetailsTests {
    @Test("text directives set themes and the family mark until the next directive or section")
    func textDirectives() {
        let parsed = parse(
            """
            [primary]
            # theme: animals, nature
            cat
            # 主题：食物、水果
            # 家庭：否
            wine | grapes， bottle、 drink
            # a plain comment: it says nothing
            apple
            # family: yes
            pear
            # theme:
            chair
            # theme: office
            # family: no
            [middle]
            stapler
            """)
        #expect(parsed.errors.isEmpty, "\(parsed.diagnostics)")
        let words = parsed.entries
        #expect(words.map(\.text) == ["cat", "wine", "apple", "pear", "chair", "stapler"])
        #expect(words[0].themes == ["animals", "nature"])
        #expect(words[1].themes == ["食物", "水果"])
        #expect(words[1].taboo == ["grapes", "bottle", "drink"])
        #expect(words[1].isFamilyFriendly == false)
        #expect(words[2].taboo.isEmpty && words[2].isFamilyFriendly == false)
        #expect(words[3].isFamilyFriendly && words[3].themes == ["食物", "水果"])
        #expect(words[4].themes.isEmpty)
        // A section header ends the directives above it.
        #expect(words[5] == Word(text: "stapler", tier: .middle))
    }

    @Test("a plain list keeps no per-entry details at all")
    func plainListCostsNothing() {
        let parsed = parse("# theme notes: none\ncat\ndog\n")
        #expect(parsed.bank.detailCodes.isEmpty)
        #expect(parsed.entries.allSatisfy { $0 == Word(text: $0.text, tier: .custom) })
    }

    @Test("details end at the last entry that has any: a plain list after them adds no codes, a later one pads")
    func detailsAfterPlainLists() {
        var builder = WordBankBuilder()
        builder.add(contents: Array("cat | meow\ndog\n".utf8), source: "a.txt", format: .text)
        let plain = (0..<1_000).map { "w\($0)" }.joined(separator: "\n")
        builder.add(contents: Array(plain.utf8), source: "b.txt", format: .text)
        // One code per entry up to the last with details, however many plain entries follow.
        #expect(builder.bank.detailCodes.count == 1)
        builder.add(
            contents: Array("fox\nowl | hoot, night\nbee\n# family: no\nant\n".utf8), source: "c.txt", format: .text)
        let words = builder.bank.words
        #expect(builder.bank.detailCodes.count == words.count)
        #expect(words.count == 1_006)
        #expect(words[0].taboo == ["meow"])
        #expect(words[1...1_002].allSatisfy { $0 == Word(text: $0.text, tier: .custom) })
        #expect(words[1_003].taboo == ["hoot", "night"])
        #expect(words[1_004] == Word(text: "bee", tier: .custom))
        #expect(words[1_005] == Word(text: "ant", tier: .custom, isFamilyFriendly: false))
        // A duplicate of an earlier list's entry is dropped and the entries after it move up with their details.
        builder.add(contents: Array("w5\nyak | fur\n".utf8), source: "d.txt", format: .text)
        #expect(builder.bank.words.last == Word(text: "yak", tier: .custom, taboo: ["fur"]))
        #expect(builder.bank.count == 1_007)
    }

    @Test("duplicates are found on the entry's text: taboo words are not part of it")
    func duplicatesIgnoreTaboo() {
        let parsed = parse("落井下石 | 落井, 石头\n落井下石\n")
        #expect(parsed.texts == ["落井下石"])
        #expect(parsed.entries[0].taboo == ["落井", "石头"])
        #expect(
            parsed.warnings.map(\.description) == [
                "t.txt:2: warning: duplicate '落井下石' (first at t.txt:1); kept the first"
            ])
    }

    @Test("hostile details are refused naming the line")
    func hostileDetails() {
        let manyTaboo = (1...11).map { "t\($0)" }.joined(separator: ",")
        #expect(
            parse("ok\nword | \(manyTaboo)\n").errors.map(\.description) == [
                "t.txt:2: 11 taboo words for one entry; the limit is 10"
            ])
        let longTheme = String(repeating: "x", count: 33)
        #expect(
            parse("# theme: \(longTheme)\nok\n").errors.first?.description.hasPrefix("t.txt:1: theme name is 33")
                == true)
        // Past an entry's length too, it is named as a theme name, not as an entry.
        let veryLongTheme = String(repeating: "x", count: 5000)
        #expect(
            parse("# theme: \(veryLongTheme)\nok\n").errors.first?.description.hasPrefix(
                "t.txt:1: theme name is 5000") == true)
        #expect(
            parse("# family: maybe\nok\n").errors.map(\.description) == [
                "t.txt:1: family: expected yes or no (是 or 否), found 'maybe'"
            ])
        #expect(parse("ok | bad\u{1B}[31m\n").errors.first?.description.contains("control character") == true)
        let manyThemes = (1...501).map { "# theme: th\($0)\nw\($0)" }.joined(separator: "\n")
        #expect(
            parse(manyThemes + "\n# theme: more\n# theme: again\nz\n").errors.map(\.description) == [
                "t.txt:1001: too many themes: a list names at most 500"
            ])
        // Rejected: the list adds nothing, details included.
        var builder = WordBankBuilder()
        builder.add(contents: Array("a\n".utf8), source: "a.txt", format: .text)
        builder.add(contents: Array("# theme: x\nb | c\n# family: maybe\n".utf8), source: "b.txt", format: .text)
        #expect(builder.bank.details.count == 1 && builder.bank.detailCodes.isEmpty)
    }

    @Test("CSV columns theme, taboo and family by their English or Chinese names, in any order")
    func csvColumns() {
        let parsed = parse(
            "禁用词,词语,主题,适合儿童,难度\n\"落井,石头\",落井下石,成语,是,高级\n,啤酒,\"食物,饮料\",否,初级\n", format: .csv)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        #expect(
            parsed.entries == [
                Word(text: "落井下石", tier: .senior, taboo: ["落井", "石头"], themes: ["成语"]),
                Word(text: "啤酒", tier: .primary, themes: ["食物", "饮料"], isFamilyFriendly: false),
            ])
    }

    @Test("a sheet as offices keep it: a title row, then a header with a notes column (ignored with one note)")
    func officeSheet() throws {
        let rows = [
            ["三年级二班 词表"], [], ["序号", "词语", "难度", "备注", "主题"], ["1", "螃蟹", "初级", "周一用", "动物"],
            ["2", "老师", "中等", "", ""],
        ]
        let parsed = parse(bytes: try WorkbookFixture.workbook(rows), source: "w.xlsx", format: .xlsx)
        #expect(parsed.errors.isEmpty, "\(parsed.diagnostics)")
        #expect(parsed.entries == [Word(text: "螃蟹", tier: .primary, themes: ["动物"]), Word(text: "老师", tier: .middle)])
        #expect(
            parsed.diagnostics.map(\.description) == [
                "w.xlsx:row 3: header row found; the row above it skipped as a title",
                "w.xlsx:row 3: columns '序号', '备注' not read (read: word, tier, theme, taboo, family, reading, gloss)",
            ])
        let csv = parse("词表\n词语,难度,备注\n螃蟹,初级,周一\n", format: .csv)
        #expect(csv.errors.isEmpty && csv.texts == ["螃蟹"], "\(csv.diagnostics)")
        #expect(csv.diagnostics.filter { $0.severity == .note }.count == 2)
        let wide = parse("词语," + (1...40).map { "c\($0)" }.joined(separator: ",") + "\n螃蟹\n", format: .csv)
        #expect(
            wide.diagnostics.map(\.description) == [
                "t.txt:1: columns 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9', 'c10' and 30 more not read (read: word, tier, theme, taboo, family, reading, gloss)"
            ])
    }

    @Test("in Chinese, tier errors list the Chinese tier names")
    func chineseTierNames() {
        let parsed = parse("词语,难度\n螃蟹,超难\n", format: .csv)
        #expect(
            parsed.errors.map { $0.localized(Strings(.zhHans)) } == [
                "t.txt:2：未知的难度“超难”（可用：初级、中级、高级、复杂、自定义；或 简单、一般、难、很难）"
            ])
    }

    @Test("a header row below an entry is an entry, and a headerless third column is still an error")
    func noFalseHeaders() {
        #expect(parse("cat\nword\n", format: .csv).texts == ["cat", "word"])
        #expect(parse("cat,primary,notes\n", format: .csv).errors.first?.message.contains("found 3") == true)
    }
}
