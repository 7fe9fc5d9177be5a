/// How a word fared.
package enum WordResult: String, Codable, Sendable, CaseIterable {
    /// Guessed.
    case correct
    /// Missed.
    case wrong
    /// Still on screen when the round ended.
    case unanswered
    /// Skipped with the pass key: not counted wrong (it costs a point only with `GameRules.passPenalty`).
    case passed
    /// The describer said one of the word's taboo words: it counts as wrong (and is kept as taboo).
    case taboo

    /// Whether the result counts as a wrong answer in scores and counts (a taboo word does).
    package var countsAsWrong: Bool { self == .wrong || self == .taboo }
}
