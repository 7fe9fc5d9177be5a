/// What the store says about how a party game ended (`game.ending`): set by the process that played it
/// once the game stops; NULL while it is played, or when that process was killed or crashed.
package enum StoredEnding: String, Sendable, CaseIterable {
    /// Cut short by a signal or the end of input: it can be resumed.
    case unfinished
    /// Played out, or ended by the host.
    case over
}
