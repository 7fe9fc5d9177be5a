/// One turn's counts as `GameOutcome` reads them: the team, right, wrong, passes, and how the turn ended.
package struct TurnCount: Equatable, Sendable {
    /// The team (nil: a single round).
    package var team: String?
    /// Words right.
    package var correct: Int
    /// Words wrong (taboo words included).
    package var wrong: Int
    /// Words passed.
    package var passed: Int
    /// How the turn ended; nil while it is played.
    package var endedBy: RoundEndReason?

    /// A turn's counts.
    package init(team: String?, correct: Int, wrong: Int, passed: Int = 0, endedBy: RoundEndReason?) {
        self.team = team
        self.correct = correct
        self.wrong = wrong
        self.passed = passed
        self.endedBy = endedBy
    }
}
