import Foundation

/// Figures over every stored round, as `guess stats` shows them.
public struct StatsReport: Equatable, Sendable {
    /// Rounds stored.
    public var rounds = 0
    /// Words answered right.
    public var correct = 0
    /// Words answered wrong.
    public var wrong = 0
    /// Right and wrong per tier, in tier order.
    public var byTier: [TierTally] = Tier.allCases.map { TierTally(tier: $0, correct: 0, wrong: 0) }
    /// Words most often missed (with at least the minimum number of plays), worst first.
    public var hardest: [WordTally] = []
    /// The quickest right answers, quickest first.
    public var fastest: [FastAnswer] = []
    /// Right answers per round over the most recent rounds, oldest first.
    public var trend: [Int] = []
    /// The fewest plays a word needs to be listed among the hardest.
    public var minimumPlays = 3

    /// An empty report.
    public init() {}

    /// Right over answered, or nil when nothing was answered.
    public var accuracy: Double? { correct + wrong > 0 ? Double(correct) / Double(correct + wrong) : nil }

    /// Right and wrong answers in one tier.
    public struct TierTally: Equatable, Sendable {
        /// The tier.
        public var tier: Tier
        /// Right answers.
        public var correct: Int
        /// Wrong answers.
        public var wrong: Int

        /// A tally.
        public init(tier: Tier, correct: Int, wrong: Int) {
            self.tier = tier
            self.correct = correct
            self.wrong = wrong
        }
    }

    /// How often a word was played and missed.
    public struct WordTally: Equatable, Sendable {
        /// The word.
        public var word: String
        /// Times answered.
        public var plays: Int
        /// Times answered wrong.
        public var misses: Int

        /// A tally.
        public init(word: String, plays: Int, misses: Int) {
            self.word = word
            self.plays = plays
            self.misses = misses
        }
    }

    /// One quick right answer.
    public struct FastAnswer: Equatable, Sendable {
        /// The word.
        public var word: String
        /// Seconds from showing to answering.
        public var seconds: Double

        /// An answer.
        public init(word: String, seconds: Double) {
            self.word = word
            self.seconds = seconds
        }
    }
}
