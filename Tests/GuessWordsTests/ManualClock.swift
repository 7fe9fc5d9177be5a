import GuessGame

/// A clock that only moves when told, for tests.
final class ManualClock: MonotonicClock {
    /// The current time in seconds.
    var now: Double

    /// A clock at `start` seconds.
    init(start: Double = 0) { now = start }

    /// Moves the clock forward.
    func advance(by seconds: Double) { now += seconds }
}
