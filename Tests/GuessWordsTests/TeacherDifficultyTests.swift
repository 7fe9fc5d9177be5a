import Testing

@testable import GuessWords

/// A teacher's sheet grades its words easy, medium, hard (or 1 to 4, or 简单 一般 难 很难) in a column
/// called difficulty (or 难度): those are its tiers.
@Suite struct TeacherDifficultyTests {
    private func parsed(_ text: String, name: String = "class.csv") -> (WordBank, [Diagnostic]) {
        var builder = WordBankBuilder()
        let found = builder.add(contents: Array(text.utf8), source: name, format: .forPath(name))
        return (builder.bank, found)
    }

    @Test func difficultyWordsAreTiers() {
        let (bank, found) = parsed("word,difficulty\napple,easy\npear,Medium\nplum,hard\nfig,very hard\nkiwi,\n")
        #expect(found.isEmpty, "\(found.map(\.description))")
        #expect((0..<bank.count).map { bank.tier(at: $0) } == [.primary, .middle, .senior, .complex, .custom])
        let (chinese, _) = parsed("词语,难度\n苹果,简单\n香蕉,一般\n榴莲,困难\n山竹,很难\n荔枝,3\n")
        #expect((0..<chinese.count).map { chinese.tier(at: $0) } == [.primary, .middle, .senior, .complex, .senior])
    }

    @Test func anUnknownGradeIsNamedWithTheWordsAccepted() {
        let (_, found) = parsed("word,difficulty\napple,hardest\n")
        let message = found.map(\.description).joined(separator: "\n")
        #expect(message.contains("class.csv:2"))
        #expect(message.contains("unknown tier 'hardest'") && message.contains("easy, medium, hard, very hard"))
    }
}
