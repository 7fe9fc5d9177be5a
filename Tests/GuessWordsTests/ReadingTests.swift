import Foundation
import GuessWordsTestSupport
import Testing

@testable import GuessText
@testable import GuessWords

@Suite("Readings and glosses in word lists (# reading:, # gloss:, reading/gloss columns, # language:)")
struct ReadingTests {
    @Test("a # reading: and a # gloss: line belong to the next entry only, either colon")
    func directivesForTheNextEntry() {
        let parsed = parse(
            """
            # language: zh-Hans
            # reading: yín háng
            # gloss: bank (financial institution)
            银行 | 钱, 存款
            # 读音：chóng  qìng
            重庆
            苹果
            """)
        #expect(parsed.diagnostics.isEmpty)
        let words = parsed.entries
        #expect(words.map(\.reading) == ["yín háng", "chóng qìng", ""])
        #expect(words.map(\.gloss) == ["bank (financial institution)", "", ""])
        #expect(words[0].taboo == ["钱", "存款"])
        #expect(parsed.bank.language == .zhHans)
    }

    @Test("a reading keeps the themes and family mark in force")
    func keepsThemes() {
        let parsed = parse("# theme: 动物\n# family: no\n# reading: māo\n猫\n狗\n")
        #expect(parsed.entries.map(\.themes) == [["动物"], ["动物"]])
        #expect(parsed.entries.map(\.isFamilyFriendly) == [false, false])
        #expect(parsed.entries.map(\.reading) == ["māo", ""])
    }

    @Test(
        "a directive with no entry after it is an error naming its line",
        arguments: [
            ("# reading: māo\n\n猫\n", "t.txt:1"),
            ("# reading: māo\n[primary]\n猫\n", "t.txt:1"),
            ("# reading: māo\n# reading: gǒu\n狗\n", "t.txt:1"),
            ("猫\n# gloss: cat\n", "t.txt:2"),
            ("# gloss: cat\n# gloss: dog\n狗\n", "t.txt:1"),
        ])
    func dangling(text: String, place: String) {
        let parsed = parse(text)
        #expect(parsed.errors.count == 1, "\(parsed.diagnostics)")
        #expect(parsed.errors.first?.description.hasPrefix(place + ": '# ") == true, "\(parsed.diagnostics)")
        #expect(parsed.errors.first?.message.contains("has no entry on the line after it") == true)
        #expect(parsed.bank.count == 0)
    }

    @Test("a reading of another kind, or a plain comment, may stand between a directive and its entry")
    func otherLinesBetween() {
        let parsed = parse("# reading: māo\n# a comment\n# gloss: cat\n猫\n")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.entries.first?.reading == "māo")
        #expect(parsed.entries.first?.gloss == "cat")
    }

    @Test("hostile readings and glosses are refused like taboo words, naming the line")
    func hostile() {
        let control = parse("猫\n# reading: m\u{1B}[31māo\n狗\n")
        #expect(
            control.errors.map(\.description) == [
                "t.txt:2: control character U+001B in an entry (escape sequences are not allowed)"
            ])
        let invisible = parse("# gloss: c\u{200B}at\n猫\n")
        #expect(invisible.errors.first?.description.hasPrefix("t.txt:1: invisible character U+200B") == true)
        let long = parse("# reading: " + String(repeating: "a", count: 300) + "\n猫\n")
        #expect(long.errors.map(\.description) == ["t.txt:1: reading is 300 characters long; the limit is 256"])
        let longGloss = parse("# gloss: " + String(repeating: "b ", count: 100) + "\n猫\n")
        #expect(longGloss.errors.map(\.description) == ["t.txt:1: gloss is 199 characters long; the limit is 160"])
    }

    @Test("CSV columns reading/拼音/注音 and gloss/释义 are read; a blank cell is no reading")
    func csvColumns() {
        let parsed = parse(
            "词语,拼音,释义,难度\n银行,yín háng,bank,primary\n重庆,,,middle\n", source: "t.csv", format: .csv)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        #expect(parsed.entries.map(\.reading) == ["yín háng", ""])
        #expect(parsed.entries.map(\.gloss) == ["bank", ""])
        #expect(parsed.entries.map(\.tier) == [.primary, .middle])
        let zhuyin = parse("word,注音,english\n銀行,ㄧㄣˊ ㄏㄤˊ,bank\n", source: "t.csv", format: .csv)
        #expect(zhuyin.entries.first?.reading == "ㄧㄣˊ ㄏㄤˊ")
        #expect(zhuyin.entries.first?.gloss == "bank")
        let bad = parse("word,reading\ncat,k\u{7}at\n", source: "t.csv", format: .csv)
        #expect(
            bad.errors.map(\.description) == [
                "t.csv:2: control character U+0007 in an entry (escape sequences are not allowed)"
            ])
    }

    @Test("# language: names the bank's language in its header; later or unknown is an error")
    func language() {
        #expect(parse("# language: zh-Hant\n貓\n").bank.language == .zhHant)
        #expect(parse("# 语言：EN\ncat\n").bank.language == .en)
        #expect(parse("cat\n").bank.language == nil)
        #expect(
            parse("cat\n# language: en\n").errors.map(\.description) == [
                "t.txt:2: '# language:' belongs in the list's header, before the first entry"
            ])
        #expect(
            parse("# language: klingon\ncat\n").errors.map(\.description) == [
                "t.txt:1: language: expected en, zh-Hans or zh-Hant, found 'klingon'"
            ])
    }

    @Test("readings survive a theme filter, and the bank keeps its language")
    func survivesFilter() throws {
        let parsed = parse("# language: zh-Hans\n# theme: 动物\n# reading: māo\n猫\n# theme: 食物\n米饭\n")
        let kept = try DrawFilter(themes: ["动物"]).apply(to: parsed.bank)
        #expect(kept.words.map(\.reading) == ["māo"])
        #expect(kept.language == .zhHans)
    }

    @Test("bank check warns about a reading in the wrong script or with the wrong number of syllables")
    func readingCheck() {
        let parsed = parse(
            """
            # language: zh-Hans
            # reading: ㄇㄠ
            猫
            # reading: yín
            银行
            # reading: T xù
            T恤
            # reading: wài shēng dǎ dēng long —— zhào jiù
            外甥打灯笼——照舅
            # reading: píng guǒ zi
            苹果
            # reading: kǎ lā OK
            卡拉OK
            # reading: Wi Fi
            Wi-Fi
            # reading: cì jī 1995
            刺激1995
            """)
        #expect(parsed.diagnostics.isEmpty)
        #expect(
            ReadingCheck.warnings(in: parsed.bank).map(\.description) == [
                "t.txt:3: warning: the reading should be pinyin with tone marks in a zh-Hans list",
                "t.txt:5: warning: the reading has 1 syllables for 2 characters",
                "t.txt:11: warning: the reading has 3 syllables for 2 characters",
            ])
        let hant = parse("# language: zh-Hant\n# reading: yín háng\n銀行\n# reading: ㄑㄧㄢˊ\n錢\n")
        #expect(
            ReadingCheck.warnings(in: hant.bank).map(\.description) == [
                "t.txt:3: warning: the reading should be zhuyin (注音) in a zh-Hant list"
            ])
    }

    @Test("the shipped banks are read with their language")
    func shippedLanguage() throws {
        for name in ShippedBanks.names {
            var said: [Diagnostic] = []
            let loaded = try BankLoader.load(
                BankRequest(bank: name), configuredBank: "en",
                appendFile: { _, _ throws(GuessError) in }, report: { said.append($0) })
            #expect(loaded.bank.language != nil, "\(name)")
            // Their readings are in their language's script, a syllable per character.
            #expect(ReadingCheck.warnings(in: loaded.bank).isEmpty, "\(name)")
            #expect(!said.contains { $0.severity == .error }, "\(name)")
        }
    }

    @Test("the hsk bank: zh-Hans, every entry with its pinyin and a gloss, in themes, --theme works on it")
    func hskBank() throws {
        var said: [Diagnostic] = []
        let loaded = try BankLoader.load(
            BankRequest(bank: "hsk"), configuredBank: "zh-Hans", appendFile: { _, _ throws(GuessError) in },
            report: { said.append($0) })
        let bank = loaded.bank
        #expect(said.isEmpty)
        #expect(bank.language == .zhHans)
        #expect(bank.count >= 2000)
        #expect((0..<bank.count).allSatisfy { !bank.reading(at: $0).isEmpty && !bank.gloss(at: $0).isEmpty })
        #expect(ReadingCheck.warnings(in: bank).isEmpty, "\(ReadingCheck.warnings(in: bank).prefix(5))")
        let themes = bank.themeCounts
        #expect(themes.count >= 10)
        let first = try #require(themes.first)
        let kept = try DrawFilter(themes: [first.name]).apply(to: bank)
        #expect(kept.count == first.entriesByTier.reduce(0, +))
    }
}

@Suite("A Taiwanese teacher's sheet: Traditional column names; the interface says 禁用詞")
struct TraditionalListTests {
    @Test("詞語, 難度, 主題, 禁用詞, 適合兒童, 讀音 and 釋義 name their columns; 不適合 is no")
    func traditionalHeaders() {
        let parsed = parse(
            "詞語,難度,主題,禁用詞,適合兒童,讀音,釋義\n銀行,初級,金錢,錢,不適合,ㄧㄣˊ ㄏㄤˊ,bank\n", source: "t.csv", format: .csv)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let word = parsed.entries.first
        #expect(word?.tier == .primary && word?.themes == ["金錢"] && word?.taboo == ["錢"])
        #expect(word?.isFamilyFriendly == false)
        #expect(word?.reading == "ㄧㄣˊ ㄏㄤˊ" && word?.gloss == "bank")
    }

    @Test("the zh-Hant interface table never says 停用詞 (stop words) for taboo words")
    func noStopWords() {
        #expect(!HantTable.entries.values.contains { $0.contains("停用詞") })
        #expect(HantTable.traditional("禁用词") == "禁用詞")
    }
}
