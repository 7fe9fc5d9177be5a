/// How a game ended, for the views to show and the program to turn into an exit status.
package struct GameEnd {
    /// The party game with its scores (nil for single rounds).
    package var party: PartyGame?
    /// The last round played, if any.
    package var lastRound: Round?
    /// The signal that ended it, if one did.
    package var signal: Int32?
    /// Whether it ended before a round's clock started (the host quit at the start, the input ended).
    package var endedBeforePlay: Bool
    /// Whether a party game was cut short (a signal, the end of input) before its turns were played out:
    /// it can be continued with `guess play --resume`.
    package var isUnfinished = false
}
