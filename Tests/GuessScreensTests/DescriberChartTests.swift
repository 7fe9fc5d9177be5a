import GuessText
import Testing

@testable import GuessGame
@testable import GuessScreens

/// The describers' chart keeps its text readable however many describe (#46: twelve describers drew the
/// board's labels at 18 px and ran each row's pace into the next row).
@Suite("The describers' chart")
struct DescriberChartTests {
    /// `count` describers; every other one with a turn long enough for a pace.
    private func describers(_ count: Int) -> [GameResults.Describer] {
        (0..<count).map { index in
            var tally = TurnTally()
            tally.turns = 1
            tally.correct = index % 4
            if index.isMultiple(of: 2) {
                tally.ratedCorrect = index % 4
                tally.ratedSeconds = 60
            }
            return GameResults.Describer(player: "P\(index)", team: index % 2 == 0 ? "Red" : "Blue", tally: tally)
        }
    }

    /// Every text node of `chart`: its words and its size in the chart's units.
    private func texts(_ chart: SVGNode) -> [(text: String, size: Double, x: Double)] {
        chart.children.filter { $0.name == "text" }.map { node in
            let value = { (name: String) in node.attributes.first { $0.first == name }?.last ?? "" }
            let size = Double(value("style").replacingOccurrences(of: "font-size:", with: "").dropLast(2)) ?? 0
            return (node.text ?? "", size, Double(value("x")) ?? 0)
        }
    }

    @Test("up to seven describers: a line for the words right and one for the pace, each at 13 units")
    func twoLinesEach() throws {
        let chart = try #require(DescriberChart.chart(describers(7), strings: Strings(.en), key: 1))
        let lines = texts(chart)
        #expect(lines.count == 7 * 3, "a label, the words right and the pace, for each")
        #expect(lines.allSatisfy { $0.size >= 13 })
        #expect(lines.filter { $0.text == "no pace: turns under 10 s" }.count == 3)
    }

    @Test("twelve describers: one line each at 13 units, the pace beside the words right, one note for no pace")
    func oneLineEach() throws {
        let strings = Strings(.en)
        let chart = try #require(DescriberChart.chart(describers(12), strings: strings, key: 1))
        let lines = texts(chart)
        #expect(lines.count == 12 * 2 + 1, "a label and one line of values for each, and the note")
        #expect(lines.allSatisfy { $0.size >= 13 }, "\(lines.map(\.size))")
        #expect(lines.contains { $0.text == "2 right · 2.0 right/min" }, "\(lines.map(\.text))")
        #expect(lines.contains { $0.text == "1 right" })
        #expect(lines.filter { $0.text == strings.resultsNoPace }.count == 1)
        // The values start where the chart leaves them some 170 units of its 440.
        #expect(lines.allSatisfy { $0.x <= DescriberChart.width - 170 }, "\(lines.map(\.x))")
        // Every bar still carries its value.
        let bars = chart.children.filter { $0.name == "rect" }
        #expect(bars.count == 12 + 6)
    }

    @Test("twelve describers in Chinese: the same, in Chinese")
    func oneLineInChinese() throws {
        let chart = try #require(DescriberChart.chart(describers(12), strings: Strings(.zhHans), key: 1))
        let lines = texts(chart).map(\.text)
        #expect(lines.contains("答对 2 · 每分钟答对 2.0"), "\(lines)")
        #expect(lines.contains("不计速度：回合都短于 10 秒"))
    }
}
