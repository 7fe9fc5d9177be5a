import Foundation
import GuessGame
import GuessWords

/// What a round came to: counts, accuracy, right/wrong per tier and the fastest word.
package struct RoundSummary: Equatable, Sendable {
    /// Words answered right.
    package var correct: Int
    /// Words answered wrong.
    package var wrong: Int
    /// Right over answered, or nil when nothing was answered.
    package var accuracy: Double?
    /// Right and wrong per tier, in tier order.
    package var byTier: [(tier: Tier, correct: Int, wrong: Int)]
    /// The word guessed right in the least time, with that time.
    package var fastest: (word: String, seconds: Double)?

    /// The summary of `words`.
    package init(words: [PlayedWord]) {
        correct = words.count { $0.result == .correct }
        wrong = words.count { $0.result.countsAsWrong }
        accuracy = correct + wrong > 0 ? Double(correct) / Double(correct + wrong) : nil
        byTier = Tier.allCases.map { tier in
            (
                tier, words.count { $0.tier == tier && $0.result == .correct },
                words.count { $0.tier == tier && $0.result.countsAsWrong }
            )
        }
        fastest = words.filter { $0.result == .correct }
            .compactMap { word in word.answerSeconds.map { (word.word, $0) } }
            .min { $0.1 < $1.1 }
    }

    /// Whether two summaries hold the same counts, accuracy, tiers and fastest answer.
    package static func == (lhs: RoundSummary, rhs: RoundSummary) -> Bool {
        lhs.correct == rhs.correct && lhs.wrong == rhs.wrong && lhs.accuracy == rhs.accuracy
            && lhs.byTier.elementsEqual(rhs.byTier) { $0 == $1 }
            && lhs.fastest?.word == rhs.fastest?.word && lhs.fastest?.seconds == rhs.fastest?.seconds
    }
}
