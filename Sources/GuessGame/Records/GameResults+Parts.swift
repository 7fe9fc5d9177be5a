import Foundation

extension GameResults {
    /// A team's place and final score.
    public struct Standing: Equatable, Sendable {
        /// Its place from 1, shared by equal scores (1, 1, 3).
        public var place: Int
        /// The team.
        public var team: String
        /// Its final score, the host's points counted.
        public var score: Int
    }

    /// One turn as played.
    public struct Turn: Equatable, Sendable {
        /// Its number from 1, in the order played.
        public var number: Int
        /// The team that played it.
        public var team: String
        /// Who described, when the team named its players.
        public var describer: String?
        /// Whether it was played to break a tie for first place.
        public var isTieBreak: Bool
        /// Right answers.
        public var correct: Int
        /// Wrong answers, taboo words included.
        public var wrong: Int
        /// Passes.
        public var passed: Int
        /// Words lost to a taboo word (counted in `wrong` too).
        public var taboo: Int
        /// Seconds played (pauses excluded).
        public var seconds: Double
        /// How it ended.
        public var endedBy: RoundEndReason
        /// Whether the host corrected a mark after it ended.
        public var corrected: Bool
        /// The points it scored under the game's rules.
        public var points: Int
        /// Every team's score once it was played (without the host's points), in turn order.
        public var totals: [TeamScore]
    }

    /// A team's score after every turn.
    public struct ScoreLine: Equatable, Sendable {
        /// The team.
        public var team: String
        /// Its score before the first turn (0), after each turn, then with the host's points when any.
        public var points: [Int]
    }

    /// A describer's figures for one team.
    public struct Describer: Equatable, Sendable {
        /// The player.
        public var player: String
        /// The team they described for.
        public var team: String
        /// The turns they described (numbers from 1).
        public var turns: [Int] = []
        /// What their turns add up to: words shown, right, wrong, passed, seconds, and their pace.
        public var tally = TurnTally()
        /// Their quickest right answer.
        public var fastestWord: WordMoment?
    }

    /// A word answered right, and how soon.
    public struct WordMoment: Equatable, Sendable {
        /// The word.
        public var word: String
        /// The team that got it.
        public var team: String
        /// Who described it, when known.
        public var describer: String?
        /// The turn (from 1).
        public var turn: Int
        /// Seconds from showing to the right answer.
        public var seconds: Double
    }

    /// Right answers in a row within one turn.
    public struct RunMoment: Equatable, Sendable {
        /// The words, in order.
        public var words: [String]
        /// The team.
        public var team: String
        /// Who described them, when known.
        public var describer: String?
        /// The turn (from 1).
        public var turn: Int
    }

    /// A word that no team got.
    public struct MissedMoment: Equatable, Sendable {
        /// The word.
        public var word: String
        /// The teams that missed it, in the order they did.
        public var teams: [String]
        /// Seconds it was on screen before it was missed, over every team.
        public var seconds: Double
    }

    /// One player's own lines.
    public struct Player: Equatable, Sendable {
        /// The player.
        public var name: String
        /// Their figures as describer, for each team they described for.
        public var described: [Describer]
        /// The turns of their team that someone else described (numbers from 1).
        public var guessedTurns: [Int]
    }
}
