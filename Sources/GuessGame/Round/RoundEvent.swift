/// Something that happened in a round, in order, for whoever keeps the record (the history store).
package enum RoundEvent: Equatable, Sendable {
    /// The clock started.
    case started
    /// Word number `index` (0-based, in the order first shown) appeared.
    case shown(index: Int, word: PlayedWord)
    /// Word `index` was answered.
    case answered(index: Int, word: PlayedWord)
    /// The answer of word `index` was taken back; `withdrawn` is the index of the word that had replaced
    /// it and went back into the deck unplayed (it is no longer part of the round), if any.
    case undone(index: Int, withdrawn: Int?)
    /// The host added `seconds` to the round's clock (the "more time" key).
    case timeAdded(seconds: Double)
    /// The round ended.
    case ended(RoundEndReason, elapsed: Double)
}
