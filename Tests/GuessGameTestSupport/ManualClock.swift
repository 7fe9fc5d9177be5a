import GuessGame

/// A clock that only moves when told, for tests.
package final class ManualClock: MonotonicClock {
    /// The current time in seconds.
    package var now: Double

    /// A clock at `start` seconds.
    package init(start: Double = 0) { now = start }

    /// Moves the clock forward.
    package func advance(by seconds: Double) { now += seconds }
}
