/// How a word fared.
public enum WordResult: String, Codable, Sendable, CaseIterable {
    /// Guessed.
    case correct
    /// Missed or passed.
    case wrong
    /// Still on screen when the round ended.
    case unanswered
}
