import Foundation
import Testing

@testable import GuessRoom
@testable import GuessScreens

/// The score chart draws a team named by a colour in that colour (Red was drawn blue: the palette went by
/// team order), each team in a colour of its own.
@Suite("Score chart: a team named by a colour is drawn in it")
struct ScoreChartColourTests {
    private let blue = ScoreChart.colours[0]
    private let red = ScoreChart.colours[1]
    private let green = ScoreChart.colours[2]

    @Test("Red, Blue and Green, in English and Chinese, in any order")
    func namedColours() {
        #expect(ScoreChart.colours(for: ["Red", "Blue", "Green"]) == [red, blue, green])
        #expect(ScoreChart.colours(for: ["绿队", "红队", "蓝队"]) == [green, red, blue])
        #expect(ScoreChart.colours(for: ["紅隊", "Team blue"]) == [red, blue])
    }

    @Test("a name that only holds the letters (Fred) or names no colour takes the first colour left")
    func otherNames() {
        #expect(ScoreChart.colours(for: ["Fred", "Red"]) == [blue, red])
        #expect(ScoreChart.colours(for: ["Tigers", "Blue", "Lions"]) == [red, blue, green])
        let many = ScoreChart.colours(for: (1...8).map { "Team \($0)" })
        #expect(Set(many.prefix(6)).count == 6 && many[6] == many[0])
    }

    @Test("two teams naming the same colour: the second takes another")
    func sameColourTwice() {
        let chosen = ScoreChart.colours(for: ["Red", "Red Devils"])
        #expect(chosen[0] == red && chosen[1] != red)
    }
}
