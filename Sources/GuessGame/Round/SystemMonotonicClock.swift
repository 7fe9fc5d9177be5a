/// The real clock: `ContinuousClock`, counted from when it was made.
package final class SystemMonotonicClock: MonotonicClock {
    private let origin = ContinuousClock.now

    /// A clock starting at zero now.
    package init() {}

    /// Seconds since the clock was made.
    package var now: Double {
        let elapsed = ContinuousClock.now - origin
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}
