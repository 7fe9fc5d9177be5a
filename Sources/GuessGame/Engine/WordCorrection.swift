/// One changed mark of a turn that just ended: the word's place in the turn and its new result.
package struct WordCorrection: Equatable, Sendable {
    /// The word's place in the turn, from 0 (in the order shown).
    package var position: Int
    /// The mark it gets: right, wrong or passed (taboo too).
    package var result: WordResult

    /// A correction.
    package init(position: Int, result: WordResult) {
        self.position = position
        self.result = result
    }
}
