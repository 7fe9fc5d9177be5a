import Foundation
import GuessPlay
import Testing

@testable import GuessGame
@testable import GuessScreens
@testable import GuessText
@testable import GuessWords

/// The zh leftovers of #18 in the library's strings: a sheet's row, the fastest word's time, the winner,
/// a turn ended early; 局 for a game and 回合 for a turn, never 轮.
@Suite struct ChineseLeftoverStringsTests {
    private let chinese = Strings(.zhHans)

    @Test func aSheetRowIsChinese() {
        let location = SourceLocation(file: "班级.xlsx", line: 2, unit: .row)
        #expect(location.text(.zhHans) == "班级.xlsx:第 2 行")
        #expect(location.text(.zhHant) == "班级.xlsx:第 2 列", "Taiwan's row is 列; the file's name stays as written")
        #expect(location.description == "班级.xlsx:row 2")
        let problem = Diagnostic(location, LocalizedText("bad", "不好"))
        #expect(problem.localized(chinese) == "班级.xlsx:第 2 行：不好")
    }

    @Test func theFastestWordsTimeIsInFullWidthBrackets() {
        let record = RoundRecord(
            startedAt: Date(timeIntervalSince1970: 0), seconds: 60, elapsed: 10, endedBy: .time, seed: nil, bank: "x",
            words: [PlayedWord(word: "螃蟹", tier: .primary, result: .correct, shownAt: 1, answeredAt: 2.5)])
        let recap = RecapText.render(record, strings: chinese)
        #expect(recap.contains("最快：螃蟹（1.5 秒）"), "\(recap)")
        #expect(RecapText.render(record, strings: Strings(.en)).contains("fastest: 螃蟹 (1.5 s)"))
    }

    @Test func theWinnerHasNoSpaceAfterTheColon() {
        #expect(chinese.gameWinners(["红队"]) == "获胜：红队")
    }

    @Test func aTurnEndedEarlyIsNotAQuit() {
        #expect(chinese.endedShort(.ended) == "提前结束")
        #expect(chinese.turnResult(team: "红队", correct: 1, wrong: 0, endedBy: .ended) == "红队：答对 1，答错 0（提前结束）")
        #expect(Strings(.en).turnResult(team: "Red", correct: 1, wrong: 0, endedBy: .ended).hasSuffix("(ended)"))
    }

    @Test func aGameIs局AndATurnIs回合() {
        let texts = [
            chinese.confirmStart, chinese.confirmQuit, chinese.playAgain, chinese.noRoundsYet, chinese.roundsLabel,
            chinese.timesUpHint, chinese.nextTurnHint, chinese.turnScore(3), chinese.ended(.quit),
            chinese.ended(.interrupted), chinese.singleRounds, chinese.answersPerMinuteTrend(rounds: 5),
            chinese.roundOver(.time, correct: 1, wrong: 1),
        ]
        for text in texts { #expect(!text.contains("轮"), "\(text)") }
        #expect(chinese.playAgain.contains("再来一局"))
    }
}
