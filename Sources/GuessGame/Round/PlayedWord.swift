import GuessWords

/// One word as it was played: when it was shown and how it was answered, in seconds of play from the
/// start of the round (pauses do not count).
public struct PlayedWord: Equatable, Sendable {
    /// The word.
    public var word: String
    /// Its tier.
    public var tier: Tier
    /// The final result; an undone answer leaves only the final one.
    public var result: WordResult
    /// When it was first shown.
    public var shownAt: Double
    /// When it was answered, or nil.
    public var answeredAt: Double?

    /// A played word.
    public init(word: String, tier: Tier, result: WordResult, shownAt: Double, answeredAt: Double?) {
        self.word = word
        self.tier = tier
        self.result = result
        self.shownAt = shownAt
        self.answeredAt = answeredAt
    }

    /// Seconds from showing to answering, for answered words.
    public var answerSeconds: Double? { answeredAt.map { $0 - shownAt } }
}
