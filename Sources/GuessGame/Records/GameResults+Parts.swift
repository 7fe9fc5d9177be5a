import Foundation

extension GameResults {
    /// A team's place and final score.
    package struct Standing: Equatable, Sendable {
        /// Its place from 1, shared by equal scores (1, 1, 3).
        package var place: Int
        /// The team.
        package var team: String
        /// Its final score, the host's points counted.
        package var score: Int
    }

    /// One turn as played.
    package struct Turn: Equatable, Sendable {
        /// Its number from 1, in the order played.
        package var number: Int
        /// The team that played it.
        package var team: String
        /// Who described, when the team named its players.
        package var describer: String?
        /// Whether it was played to break a tie for first place.
        package var isTieBreak: Bool
        /// Right answers.
        package var correct: Int
        /// Wrong answers, taboo words included.
        package var wrong: Int
        /// Passes.
        package var passed: Int
        /// Words lost to a taboo word (counted in `wrong` too).
        package var taboo: Int
        /// Seconds played (pauses excluded).
        package var seconds: Double
        /// How it ended.
        package var endedBy: RoundEndReason
        /// Whether the host corrected a mark after it ended.
        package var corrected: Bool
        /// The points it scored under the game's rules.
        package var points: Int
        /// Every team's score once it was played (without the host's points), in turn order.
        package var totals: [TeamScore]
    }

    /// A team's score after every turn.
    package struct ScoreLine: Equatable, Sendable {
        /// The team.
        package var team: String
        /// Its score before the first turn (0), after each turn, then with the host's points when any.
        package var points: [Int]
    }

    /// A describer's figures for one team.
    package struct Describer: Equatable, Sendable {
        /// The player.
        package var player: String
        /// The team they described for.
        package var team: String
        /// The turns they described (numbers from 1).
        package var turns: [Int] = []
        /// What their turns add up to: words shown, right, wrong, passed, seconds, and their pace.
        package var tally = TurnTally()
        /// Their quickest right answer.
        package var fastestWord: WordMoment?
    }

    /// A word answered right, and how soon.
    package struct WordMoment: Equatable, Sendable {
        /// The word.
        package var word: String
        /// The team that got it.
        package var team: String
        /// Who described it, when known.
        package var describer: String?
        /// The turn (from 1).
        package var turn: Int
        /// Seconds from showing to the right answer.
        package var seconds: Double
    }

    /// Right answers in a row within one turn.
    package struct RunMoment: Equatable, Sendable {
        /// The words, in order.
        package var words: [String]
        /// The team.
        package var team: String
        /// Who described them, when known.
        package var describer: String?
        /// The turn (from 1).
        package var turn: Int
    }

    /// A word that no team got.
    package struct MissedMoment: Equatable, Sendable {
        /// The word.
        package var word: String
        /// The teams that missed it, in the order they did.
        package var teams: [String]
        /// Seconds it was on screen before it was missed, over every team.
        package var seconds: Double
    }

    /// One player's own lines.
    package struct Player: Equatable, Sendable {
        /// The player.
        package var name: String
        /// Their figures as describer, for each team they described for.
        package var described: [Describer]
        /// The turns of their team that someone else described (numbers from 1).
        package var guessedTurns: [Int]
    }
}
