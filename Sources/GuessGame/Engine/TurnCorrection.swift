/// A turn corrected after it ended, as the keepers need it: which turn, its record as it now stands, the
/// words changed, and (in a party game) the whole game's record with the new scores.
package struct TurnCorrection {
    /// The turn's place among the session's records, from 0.
    package var index: Int
    /// The turn's record after the correction (`corrected` is true).
    package var record: RoundRecord
    /// The words whose mark changed, with their new marks.
    package var changes: [WordCorrection]
    /// The party game as it now stands (nil for single rounds).
    package var party: PartyGame?
    /// The party game's record with the corrected turn (nil for single rounds).
    package var gameRecord: GameRecord?
}
