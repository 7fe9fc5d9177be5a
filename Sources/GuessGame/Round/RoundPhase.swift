/// The state of a round.
package enum RoundPhase: Equatable, Sendable {
    /// Built but the clock has not started.
    case ready
    /// The clock is running.
    case running
    /// The clock is stopped and the word hidden.
    case paused
    /// Over; keys no longer count.
    case ended(RoundEndReason)
}
