/// A part of the store a read left out because a value in it cannot be used (thrown by a write that would
/// have had to read it: the write is refused).
package struct SkippedPart: Error, Equatable, Sendable {
    /// Where the part is.
    package enum Place: Equatable, Sendable {
        /// A game's own row.
        case game(Int64)
        /// A round: the game and the turn (nil when the turn itself does not read).
        case round(game: Int64, turn: Int?)
        /// Word number `word` (from 1) of a round.
        case word(game: Int64, turn: Int?, word: Int)
        /// The running tally of right and wrong of a word in a tier.
        case wordTally(word: String, tier: String)
    }

    /// Where the part is.
    package var place: Place
    /// Why it was skipped.
    package var problem: ValueProblem

    /// A skipped part.
    package init(_ place: Place, _ problem: ValueProblem) {
        self.place = place
        self.problem = problem
    }
}
