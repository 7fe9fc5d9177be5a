import Foundation

/// One player's figures as describer (`guess stats`, "By describer"): the turns they described for a team.
public struct DescriberTally: Equatable, Sendable {
    /// The player.
    public var player: String
    /// The team they described for.
    public var team: String
    /// Turns described.
    public var turns: Int
    /// Words their team guessed.
    public var correct: Int
    /// Words missed.
    public var wrong: Int
    /// Seconds played (pauses excluded).
    public var seconds: Double
    /// Answers in the turns the rate counts (those of at least 10 s of play, as in the team table); nil:
    /// every turn's.
    public var ratedAnswers: Int?
    /// Seconds of the turns the rate counts; nil: every turn's.
    public var ratedSeconds: Double?

    /// A tally; the rate is taken over `ratedAnswers` in `ratedSeconds` when given, else over every turn.
    public init(
        player: String, team: String, turns: Int, correct: Int, wrong: Int, seconds: Double, ratedAnswers: Int? = nil,
        ratedSeconds: Double? = nil
    ) {
        self.player = player
        self.team = team
        self.turns = turns
        self.correct = correct
        self.wrong = wrong
        self.seconds = seconds
        self.ratedAnswers = ratedAnswers
        self.ratedSeconds = ratedSeconds
    }

    /// Answers (right and wrong) per minute described, over the turns the rate counts (a 3-second turn
    /// says nothing of a speed); nil when no such time was played.
    public var answersPerMinute: Double? {
        let answers = ratedAnswers ?? correct + wrong
        let time = ratedSeconds ?? seconds
        return time > 0 ? Double(answers) * 60 / time : nil
    }
}
