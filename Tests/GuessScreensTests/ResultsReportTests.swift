import Foundation
import GuessGame
import GuessScreens
import GuessText
import Testing

/// The results report's page (#37): marked as guess's own, escaped, every chart value in an attribute.
@Suite("The results report's page")
struct ResultsReportTests {
    private func game(_ teams: [String], words: [[WordResult]]) -> StoredGame {
        let turns = zip(teams.indices, words).map { index, results in
            var record = RoundRecord(
                startedAt: Date(timeIntervalSince1970: 0), seconds: 60, elapsed: 60, endedBy: .time, seed: nil,
                bank: "en", team: teams[index],
                words: results.enumerated().map { position, result in
                    PlayedWord(
                        word: "<i>\(index)-\(position)</i>", tier: .primary, result: result, shownAt: Double(position),
                        answeredAt: Double(position) + 1)
                })
            record.describer = "P\(index)"
            return record
        }
        var stored = StoredGame(
            id: 4, startedAt: Date(timeIntervalSince1970: 0), teams: teams, penalty: false, turnsPerTeam: 1,
            turns: turns)
        stored.storedEnding = .over
        return stored
    }

    private func page(_ stored: StoredGame, _ language: Language = .en) -> String {
        ResultsReport.html([GameResults.of(stored)], strings: Strings(language), dateText: { _ in "today" })
    }

    @Test("an earlier report may be written over; names and words are escaped, never markup")
    func markedAndEscaped() {
        let html = page(game(["<script>x</script>", "B&B"], words: [[.correct, .correct], [.wrong]]))
        #expect(RoundExporter.isExport(startingWith: Array(html.utf8.prefix(RoundExporter.recognitionLength))))
        #expect(!RoundExporter.isExport(startingWith: Array("<!DOCTYPE html>\n<p>mine</p>".utf8)))
        #expect(!html.contains("<script"))
        #expect(!html.contains("<i>"))
        #expect(html.contains("&lt;script&gt;x&lt;/script&gt;"))
        #expect(html.contains("B&amp;B"))
        #expect(html.contains("Winner: &lt;script&gt;x&lt;/script&gt;"))
        #expect(!html.contains("http"), "nothing is fetched or linked")
    }

    @Test("every point of the score chart and every bar carries its value; the winner is marked")
    func valuesInAttributes() {
        let html = page(game(["Red", "Blue"], words: [[.correct, .wrong], [.correct, .correct, .correct]]))
        #expect(html.contains("class=\"point\" data-team=\"Blue\" data-turn=\"2\" data-value=\"3\""))
        #expect(html.contains("class=\"point\" data-team=\"Red\" data-turn=\"2\" data-value=\"1\""))
        #expect(html.contains("class=\"bar rights\" data-player=\"P1\" data-team=\"Blue\" data-value=\"3\""))
        #expect(html.contains("class=\"bar pace\" data-player=\"P1\" data-team=\"Blue\" data-value=\"3.00\""))
        #expect(html.contains("<li class=\"place-1 winner\" data-place=\"1\" data-team=\"Blue\" data-score=\"3\">"))
        #expect(!html.contains("✓ 0 ✗ 0"))
    }

    @Test("in Chinese the page is Chinese, with the winner as history show names it")
    func chinese() {
        let html = page(game(["红队", "蓝队"], words: [[.correct], [.wrong]]), .zhHans)
        #expect(html.contains("<html lang=\"zh-Hans\">"))
        #expect(html.contains("获胜：红队"))
        #expect(html.contains("每回合后的得分"))
    }
}
