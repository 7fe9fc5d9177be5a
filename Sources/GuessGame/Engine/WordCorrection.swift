/// One changed mark of a turn that just ended: the word's place in the turn and its new result.
public struct WordCorrection: Equatable, Sendable {
    /// The word's place in the turn, from 0 (in the order shown).
    public var position: Int
    /// The mark it gets: right, wrong or passed (taboo too).
    public var result: WordResult

    /// A correction.
    public init(position: Int, result: WordResult) {
        self.position = position
        self.result = result
    }
}
