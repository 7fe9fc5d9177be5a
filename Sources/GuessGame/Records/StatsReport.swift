import Foundation
import GuessWords

/// Figures over the stored rounds (all of them, or those a filter kept), as `guess stats` shows them.
public struct StatsReport: Equatable, Sendable {
    /// Games the rounds belong to.
    public var games = 0
    /// Rounds stored (a party game's turns each count).
    public var rounds = 0
    /// Words answered right.
    public var correct = 0
    /// Words answered wrong.
    public var wrong = 0
    /// Words passed (stores of schema `v4-rules`; 0 before).
    public var passed = 0
    /// Right and wrong per tier, in tier order.
    public var byTier: [TierTally] = Tier.allCases.map { TierTally(tier: $0, correct: 0, wrong: 0) }
    /// Words most often missed (with at least the minimum number of plays), worst first.
    public var hardest: [WordTally] = []
    /// The quickest right answers, quickest first.
    public var fastest: [FastAnswer] = []
    /// Answers (right and wrong) per minute played, over the most recent rounds, oldest first, so that
    /// short and long rounds compare.
    public var trend: [Double] = []
    /// The fewest plays a word needs to be listed among the hardest.
    public var minimumPlays = 3
    /// Words answered at least once (when none reaches `minimumPlays`, the hardest words are empty).
    public var wordsAnswered = 0
    /// The most plays of any one word.
    public var mostPlays = 0
    /// Per team (single rounds under a nil team), in order of first play.
    public var teams: [TeamTally] = []
    /// Whether a filter (team, date, bank) chose the rounds.
    public var isFiltered = false
    /// Scripted rounds (played through a pipe) the filter would keep but stats leave out.
    public var scriptedRoundsLeftOut = 0

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

    /// One team's figures (`team` nil: single rounds).
    public struct TeamTally: Equatable, Sendable {
        /// The team, or nil for single rounds.
        public var team: String?
        /// Games it played in.
        public var games: Int
        /// What its turns add up to, and its answers per minute.
        public var tally: TurnTally

        /// The figures of `team` over `games` games.
        public init(team: String?, games: Int, tally: TurnTally) {
            self.team = team
            self.games = games
            self.tally = tally
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
