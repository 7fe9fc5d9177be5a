import GuessGame
import Testing

/// `TurnTally`, the one counter behind every describer's, player's and team's figures: what `add` counts,
/// which turns the rates count, and the rates themselves.
@Suite("Turn tally")
struct TurnTallyTests {
    @Test("turns add up; only turns of rateMinimumSeconds or more count for the rates")
    func shortTurnsCountButAreNotRated() {
        var tally = TurnTally()
        tally.add(shown: 6, correct: 4, wrong: 1, passed: 1, seconds: 60)
        tally.add(shown: 2, correct: 2, wrong: 0, passed: 0, seconds: Double(TurnTally.rateMinimumSeconds) - 0.5)
        #expect(tally.turns == 2 && tally.shown == 8 && tally.correct == 6 && tally.wrong == 1 && tally.passed == 1)
        #expect(tally.seconds == 60 + Double(TurnTally.rateMinimumSeconds) - 0.5)
        #expect(tally.ratedCorrect == 4 && tally.ratedAnswers == 5 && tally.ratedSeconds == 60)
        #expect(tally.accuracy == 6.0 / 7.0)
        #expect(tally.rightsPerMinute == 4)
        #expect(tally.answersPerMinute == 5)
    }

    @Test("a turn of exactly the minimum is rated")
    func theMinimumIsRated() {
        var tally = TurnTally()
        tally.add(shown: 1, correct: 1, wrong: 0, passed: 0, seconds: Double(TurnTally.rateMinimumSeconds))
        #expect(tally.ratedSeconds == Double(TurnTally.rateMinimumSeconds))
        #expect(tally.rightsPerMinute == 60 / Double(TurnTally.rateMinimumSeconds))
    }

    @Test("no answer and no rated turn: no accuracy and no rates, not zeros")
    func nothingRatedHasNoRates() {
        var tally = TurnTally()
        #expect(tally.accuracy == nil && tally.rightsPerMinute == nil && tally.answersPerMinute == nil)
        tally.add(shown: 3, correct: 0, wrong: 0, passed: 3, seconds: 2)
        #expect(tally.accuracy == nil && tally.rightsPerMinute == nil)
    }

    @Test("two tallies added are the tally of all their turns")
    func sumIsTheTallyOfBoth() {
        let turns: [(Int, Int, Int, Int, Double)] = [(5, 3, 1, 1, 40), (2, 1, 1, 0, 4), (7, 5, 0, 2, 300)]
        var all = TurnTally()
        var first = TurnTally()
        var rest = TurnTally()
        for (index, turn) in turns.enumerated() {
            all.add(shown: turn.0, correct: turn.1, wrong: turn.2, passed: turn.3, seconds: turn.4)
            if index == 0 {
                first.add(shown: turn.0, correct: turn.1, wrong: turn.2, passed: turn.3, seconds: turn.4)
            } else {
                rest.add(shown: turn.0, correct: turn.1, wrong: turn.2, passed: turn.3, seconds: turn.4)
            }
        }
        #expect(first + rest == all)
        #expect(TurnTally() + all == all)
    }
}
