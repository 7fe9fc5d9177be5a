import Foundation
import GuessCommands
import GuessPlay
import Testing

@testable import GuessText
@testable import GuessWords

@Suite("Chinese strings")
struct ChineseStringsTests {
    /// Every text of `Strings` that is a sentence or a label, made by one function in both languages.
    static let samples: [(String, @Sendable (Strings) -> String)] = [
        ("right", \.right), ("wrong", \.wrong), ("scoreboard", \.scoreboard), ("teamColumn", \.teamColumn),
        ("scoreColumn", \.scoreColumn), ("turnsColumn", \.turnsColumn), ("total", \.total),
        ("entriesColumn", \.entriesColumn), ("weightColumn", \.weightColumn), ("shareColumn", \.shareColumn),
        ("defaultMarker", \.defaultMarker), ("bankColumn", \.bankColumn), ("tierColumn", \.tierColumn),
        ("confirmQuit", \.confirmQuit), ("playAgain", \.playAgain), ("unknownKey", \.unknownKey),
        ("listsRejected", { $0.listsRejected(2) }),
        ("turnResult", { $0.turnResult(team: "Red", correct: 1, wrong: 2, endedBy: .quit) }),
        ("roundOver", { $0.roundOver(.eof, correct: 1, wrong: 0) }),
        ("exportFailed", { $0.exportFailed("x") }),
        ("interrupted", { $0.interrupted(by: "SIGINT", words: 2, correct: 1, wrong: 1, savedTo: "a.json") }),
        ("gameInterrupted", { $0.gameInterrupted(turnsKept: 3) }),
        ("unknownPipeCommand", { $0.unknownPipeCommand("zz", line: 2) }),
        ("bankLine", { $0.bankLine("en") }),
        ("listOK", { $0.listOK("a.txt", entries: 3, countsByTier: [1, 2, 0, 0, 0]) }),
        ("listRejected", { $0.listRejected("a.txt") }),
        ("winner", { $0.gameWinners(["Red", "Blue"]) }),
        ("nextTurn", { $0.nextTurn(team: "Red", game: 3, turn: 2, of: 2, tieBreak: false) }),
    ]

    @Test("every sample has Chinese text, different from the English, with Chinese punctuation only")
    func chineseDiffers() {
        for (name, make) in Self.samples {
            let english = make(Strings(.en))
            let chinese = make(Strings(.zhHans))
            #expect(!chinese.isEmpty && chinese != english, "\(name): \(chinese)")
            #expect(chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(name): \(chinese)")
            // Half-width punctuation right after a Chinese character is a slip: ：，；（）？！ are meant.
            let slip = chinese.range(of: #"\p{Han}[:,;(?!]"#, options: .regularExpression)
            #expect(slip == nil, "\(name): \(chinese)")
        }
    }

    @Test("word-list diagnostics carry Chinese, and their English is unchanged")
    func diagnostics() {
        var builder = WordBankBuilder()
        let found = builder.add(contents: Array("[nope]\n苹果\n苹果\n".utf8), source: "a.txt", format: .text)
        #expect(
            found.map(\.description) == [
                "a.txt:1: unknown section '[nope]' (sections: primary, middle, senior, complex, custom)"
            ])
        #expect(
            found.map { $0.localized(Strings(.zhHans)) } == [
                "a.txt:1：未知的分段“[nope]”（可用分段：初级、中级、高级、复杂、自定义）"
            ])
        var duplicates = WordBankBuilder()
        let warnings = duplicates.add(contents: Array("苹果\n苹果\n".utf8), source: "b.txt", format: .text)
        #expect(warnings.map(\.description) == ["b.txt:2: warning: duplicate '苹果' (first at b.txt:1); kept the first"])
        #expect(warnings.map { $0.localized(Strings(.zhHans)) } == ["b.txt:2：警告：重复的“苹果”（首次出现于 b.txt:1）；保留第一个"])
    }

    @Test("errors read in either language; errorDescription stays English")
    func errors() {
        let missing = GuessError.missingInput(path: "x.txt", reason: LocalizedText("no such file", "文件不存在"))
        #expect(missing.errorDescription == "x.txt: no such file")
        #expect(missing.localized(Strings(.zhHans)) == "x.txt：文件不存在")
        #expect(GuessError.invalidLists(count: 2).localized(Strings(.zhHans)) == "有 2 个词表被拒绝")
        let config = ConfigError(file: "c.toml", line: 2, key: "round.seconds", message: LocalizedText("bad", "不对"))
        #expect(config.description == "c.toml:2: round.seconds: bad")
        #expect(config.localized(Strings(.zhHans)) == "c.toml:2：round.seconds：不对")
    }
}
