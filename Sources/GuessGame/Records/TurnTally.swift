/// What a run of turns adds up to, and the rates taken from it: the one counter behind a describer's line in
/// a game's results, a player's figures over games, `guess stats`' per-team and per-describer lines, and
/// the phones' own lines.
///
/// The rates count only turns of at least `rateMinimumSeconds` of play: a 3-second turn (or a scripted one)
/// says nothing of a pace.
package struct TurnTally: Equatable, Sendable {
    /// Turns counted.
    package var turns = 0
    /// Words shown.
    package var shown = 0
    /// Words got right.
    package var correct = 0
    /// Words missed, taboo words included.
    package var wrong = 0
    /// Words passed.
    package var passed = 0
    /// Seconds played (pauses excluded).
    package var seconds = 0.0
    /// Right answers in the turns the rates count.
    package var ratedCorrect = 0
    /// Right and wrong answers in the turns the rates count.
    package var ratedAnswers = 0
    /// Seconds of the turns the rates count.
    package var ratedSeconds = 0.0

    /// The least play, in seconds, of a turn the rates count.
    package static let rateMinimumSeconds = 10

    /// Nothing counted yet.
    package init() {}

    /// A tally already summed (as the history store sums its rows).
    package init(
        turns: Int, shown: Int = 0, correct: Int, wrong: Int, passed: Int = 0, seconds: Double, ratedCorrect: Int = 0,
        ratedAnswers: Int, ratedSeconds: Double
    ) {
        (self.turns, self.shown, self.correct, self.wrong, self.passed, self.seconds) =
            (turns, shown, correct, wrong, passed, seconds)
        (self.ratedCorrect, self.ratedAnswers, self.ratedSeconds) = (ratedCorrect, ratedAnswers, ratedSeconds)
    }

    /// Counts one turn of `seconds` of play in which `shown` words came up.
    package mutating func add(shown: Int, correct: Int, wrong: Int, passed: Int, seconds: Double) {
        turns += 1
        self.shown += shown
        self.correct += correct
        self.wrong += wrong
        self.passed += passed
        self.seconds += seconds
        if seconds >= Double(Self.rateMinimumSeconds) {
            ratedCorrect += correct
            ratedAnswers += correct + wrong
            ratedSeconds += seconds
        }
    }

    /// Both tallies together.
    package static func + (left: TurnTally, right: TurnTally) -> TurnTally {
        TurnTally(
            turns: left.turns + right.turns, shown: left.shown + right.shown, correct: left.correct + right.correct,
            wrong: left.wrong + right.wrong, passed: left.passed + right.passed, seconds: left.seconds + right.seconds,
            ratedCorrect: left.ratedCorrect + right.ratedCorrect, ratedAnswers: left.ratedAnswers + right.ratedAnswers,
            ratedSeconds: left.ratedSeconds + right.ratedSeconds)
    }

    /// Right answers out of right and wrong; nil before any answer.
    package var accuracy: Double? { correct + wrong > 0 ? Double(correct) / Double(correct + wrong) : nil }

    /// Right answers per minute over the turns the rates count; nil when there are none.
    package var rightsPerMinute: Double? { ratedSeconds > 0 ? Double(ratedCorrect) * 60 / ratedSeconds : nil }

    /// Right and wrong answers per minute over the turns the rates count; nil when there are none.
    package var answersPerMinute: Double? { ratedSeconds > 0 ? Double(ratedAnswers) * 60 / ratedSeconds : nil }
}
