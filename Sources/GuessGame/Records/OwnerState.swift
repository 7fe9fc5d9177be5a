/// The process that was playing a game, as a reader finds it.
package enum OwnerState: Equatable, Sendable {
    /// No process is named: the game was closed, or was stored before owners were kept.
    case none
    /// The named process is still running.
    case alive
    /// The named process is gone (killed, crashed) without closing the game.
    case gone
}
