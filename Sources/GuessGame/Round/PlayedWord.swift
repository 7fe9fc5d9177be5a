import GuessWords

/// One word as it was played: when it was shown and how it was answered, in seconds of play from the
/// start of the round (pauses do not count).
package struct PlayedWord: Equatable, Sendable {
    /// The word.
    package var word: String
    /// Its tier.
    package var tier: Tier
    /// The final result; an undone answer leaves only the final one.
    package var result: WordResult
    /// When it was first shown.
    package var shownAt: Double
    /// When it was answered, or nil.
    package var answeredAt: Double?

    /// A played word.
    package init(word: String, tier: Tier, result: WordResult, shownAt: Double, answeredAt: Double?) {
        self.word = word
        self.tier = tier
        self.result = result
        self.shownAt = shownAt
        self.answeredAt = answeredAt
    }

    /// Seconds from showing to answering, for answered words.
    package var answerSeconds: Double? { answeredAt.map { $0 - shownAt } }
}
