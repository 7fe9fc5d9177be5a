/// One turn's counts as `GameOutcome` reads them: the team, right, wrong, passes, and how the turn ended.
public struct TurnCount: Equatable, Sendable {
    /// The team (nil: a single round).
    public var team: String?
    /// Words right.
    public var correct: Int
    /// Words wrong (taboo words included).
    public var wrong: Int
    /// Words passed.
    public var passed: Int
    /// How the turn ended; nil while it is played.
    public var endedBy: RoundEndReason?

    /// A turn's counts.
    public init(team: String?, correct: Int, wrong: Int, passed: Int = 0, endedBy: RoundEndReason?) {
        self.team = team
        self.correct = correct
        self.wrong = wrong
        self.passed = passed
        self.endedBy = endedBy
    }
}
