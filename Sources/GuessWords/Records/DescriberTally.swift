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

    /// A tally.
    public init(player: String, team: String, turns: Int, correct: Int, wrong: Int, seconds: Double) {
        self.player = player
        self.team = team
        self.turns = turns
        self.correct = correct
        self.wrong = wrong
        self.seconds = seconds
    }

    /// Answers (right and wrong) per minute described; nil when no time was played.
    public var answersPerMinute: Double? { seconds > 0 ? Double(correct + wrong) * 60 / seconds : nil }
}
