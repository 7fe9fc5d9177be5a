import Foundation
import GuessTestSupport
import GuessWordsTestSupport
import Testing

@Suite("Footnote rows under a teacher's table are not words")
struct FootnoteRowTests {
    @Test("a row starting 注： is skipped with a note naming its line; 注意 is a word")
    func markedRow() {
        let parsed = parse(
            "词语,难度\n注意,primary\n注射,middle\n注：标红的为本单元重点词\n备注: 第三单元\n", source: "c.csv", format: .csv)
        #expect(parsed.texts == ["注意", "注射"])
        #expect(parsed.errors.isEmpty && parsed.warnings.isEmpty)
        #expect(
            parsed.diagnostics.map(\.description) == [
                "c.csv:4: footnote skipped, not a word: '注：标红的为本单元重点词'",
                "c.csv:5: footnote skipped, not a word: '备注: 第三单元'",
            ])
        #expect(parsed.diagnostics.allSatisfy { $0.severity == .note && $0.isFootnote })
    }

    @Test("below a blank row after the table, a sentence or a lone cell beside the word column is a footnote")
    func belowTheTable() {
        let parsed = parse(
            "word,tier\ncat,primary\ndog,primary\n,\nwords in red are this unit's key words.\n,Source: p. 12\nbird,middle\n",
            source: "c.csv", format: .csv)
        #expect(parsed.texts == ["cat", "dog", "bird"])
        #expect(
            parsed.diagnostics.map(\.description) == [
                "c.csv:5: footnote skipped, not a word: 'words in red are this unit's key words.'",
                "c.csv:6: footnote skipped, not a word: 'Source: p. 12'",
            ])
    }

    @Test("a sentence above the blank row is a word as before; so is a Note without a colon")
    func notBelow() {
        let parsed = parse("word\nWhat's up?\nNote\nnotebook\n", source: "c.csv", format: .csv)
        #expect(parsed.texts == ["What's up?", "Note", "notebook"])
        #expect(parsed.diagnostics.isEmpty)
    }

    @Test("in a workbook: a 註： row, and a sentence below a row the sheet leaves out")
    func workbook() throws {
        let bytes = try WorkbookFixture.workbook(numberedRows: [
            (1, ["詞語", "難度"]), (2, ["蘋果", "primary"]), (3, ["註：紅色為重點詞", ""]), (5, ["以上為第一課。"]),
        ])
        let parsed = parse(bytes: bytes, source: "w.xlsx", format: .xlsx)
        #expect(parsed.texts == ["蘋果"])
        #expect(
            parsed.diagnostics.map(\.description) == [
                "w.xlsx:row 3: footnote skipped, not a word: '註：紅色為重點詞'",
                "w.xlsx:row 5: footnote skipped, not a word: '以上為第一課。'",
            ])
    }

    @Test("a text list's lines are not footnote rows")
    func textUntouched() {
        #expect(parse("注：x\n").texts == ["注：x"])
    }
}
