/// A monotonic clock in seconds, injected into the round so tests can drive time by hand.
package protocol MonotonicClock: AnyObject {
    /// Seconds since some fixed point; never goes backwards.
    var now: Double { get }
}
