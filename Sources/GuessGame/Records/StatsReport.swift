import Foundation
import GuessWords

/// Figures over the stored rounds (all of them, or those a filter kept), as `guess stats` shows them.
package struct StatsReport: Equatable, Sendable {
    /// Games the rounds belong to.
    package var games = 0
    /// Rounds stored (a party game's turns each count).
    package var rounds = 0
    /// Words answered right.
    package var correct = 0
    /// Words answered wrong.
    package var wrong = 0
    /// Words passed (stores of schema `v4-rules`; 0 before).
    package var passed = 0
    /// Right and wrong per tier, in tier order.
    package var byTier: [TierTally] = Tier.allCases.map { TierTally(tier: $0, correct: 0, wrong: 0) }
    /// Words most often missed (with at least the minimum number of plays), worst first.
    package var hardest: [WordTally] = []
    /// The quickest right answers, quickest first.
    package var fastest: [FastAnswer] = []
    /// Answers (right and wrong) per minute played, over the most recent rounds, oldest first, so that
    /// short and long rounds compare.
    package var trend: [Double] = []
    /// The fewest plays a word needs to be listed among the hardest.
    package var minimumPlays = 3
    /// Words answered at least once (when none reaches `minimumPlays`, the hardest words are empty).
    package var wordsAnswered = 0
    /// The most plays of any one word.
    package var mostPlays = 0
    /// Per team (single rounds under a nil team), in order of first play.
    package var teams: [TeamTally] = []
    /// Whether a filter (team, date, bank) chose the rounds.
    package var isFiltered = false
    /// Scripted rounds (played through a pipe) the filter would keep but stats leave out.
    package var scriptedRoundsLeftOut = 0

    /// An empty report.
    package init() {}

    /// Right over answered, or nil when nothing was answered.
    package var accuracy: Double? { correct + wrong > 0 ? Double(correct) / Double(correct + wrong) : nil }

    /// Right and wrong answers in one tier.
    package struct TierTally: Equatable, Sendable {
        /// The tier.
        package var tier: Tier
        /// Right answers.
        package var correct: Int
        /// Wrong answers.
        package var wrong: Int

        /// A tally.
        package init(tier: Tier, correct: Int, wrong: Int) {
            self.tier = tier
            self.correct = correct
            self.wrong = wrong
        }
    }

    /// One team's figures (`team` nil: single rounds).
    package struct TeamTally: Equatable, Sendable {
        /// The team, or nil for single rounds.
        package var team: String?
        /// Games it played in.
        package var games: Int
        /// What its turns add up to, and its answers per minute.
        package var tally: TurnTally

        /// The figures of `team` over `games` games.
        package init(team: String?, games: Int, tally: TurnTally) {
            self.team = team
            self.games = games
            self.tally = tally
        }
    }

    /// How often a word was played and missed.
    package struct WordTally: Equatable, Sendable {
        /// The word.
        package var word: String
        /// Times answered.
        package var plays: Int
        /// Times answered wrong.
        package var misses: Int

        /// A tally.
        package init(word: String, plays: Int, misses: Int) {
            self.word = word
            self.plays = plays
            self.misses = misses
        }
    }

    /// One quick right answer.
    package struct FastAnswer: Equatable, Sendable {
        /// The word.
        package var word: String
        /// Seconds from showing to answering.
        package var seconds: Double

        /// An answer.
        package init(word: String, seconds: Double) {
            self.word = word
            self.seconds = seconds
        }
    }
}
