import GuessWords

/// Wrong room codes and keys, counted per address: an address that tries more than `limit` within
/// `window` seconds is refused (the server answers 429) for `lockout` seconds, whatever it asks, the right
/// code included. Time is given by the caller (the server's clock, a test's hand), so tests never sleep.
/// Memory stays bounded: at most `capacity` addresses are remembered, the quietest forgotten first.
package struct GuessLimiter: Sendable {
    /// What a wrong guess did to its address.
    package enum Outcome: Equatable, Sendable {
        /// Counted; the address may go on.
        case counted
        /// This guess went over the limit: the address is refused from now on, for the lockout.
        case lockedNow
        /// The address was already refused.
        case locked
    }

    private struct Record: Sendable {
        /// The times of the wrong guesses within the window, oldest first (at most `limit` of them).
        var failures: [Double] = []
        var lockedUntil: Double = -.infinity
        var lastSeen: Double = 0
    }

    /// Wrong guesses allowed within the window.
    package let limit: Int
    /// The window in seconds.
    package let window: Double
    /// Seconds an address stays refused.
    package let lockout: Double
    /// The most addresses remembered.
    package let capacity: Int
    private var records: [String: Record] = [:]
    /// How many times an address has been locked out since the start (the host is told at the first).
    package private(set) var lockouts = 0

    /// A limiter of `limit` wrong guesses per `window` seconds, then `lockout` seconds refused.
    package init(limit: Int, window: Double, lockout: Double, capacity: Int = 4096) {
        self.limit = max(1, limit)
        self.window = window
        self.lockout = lockout
        self.capacity = max(1, capacity)
    }

    /// The limiter of `limits` (wrong guesses, window, lockout).
    package init(_ limits: ServerLimits) {
        self.init(limit: limits.wrongGuesses, window: limits.guessWindowSeconds, lockout: limits.lockoutSeconds)
    }

    /// Whether `address` is refused at `now`.
    package func isLocked(_ address: String, now: Double) -> Bool {
        guard let record = records[address] else { return false }
        return now < record.lockedUntil
    }

    /// Counts a wrong guess from `address` at `now`.
    package mutating func recordFailure(_ address: String, now: Double) -> Outcome {
        if isLocked(address, now: now) {
            records[address]?.lastSeen = now
            return .locked
        }
        if records[address] == nil, records.count >= capacity { forgetQuietest(now: now) }
        var record = records[address] ?? Record()
        record.lastSeen = now
        record.failures.removeAll { now - $0 >= window }
        record.failures.append(now)
        let outcome: Outcome
        if record.failures.count > limit {
            record.lockedUntil = now + lockout
            record.failures.removeAll()
            lockouts += 1
            outcome = .lockedNow
        } else {
            outcome = .counted
        }
        records[address] = record
        return outcome
    }

    /// The number of addresses remembered (for tests of the bound).
    package var remembered: Int { records.count }

    /// Forgets the addresses with nothing left to remember, or else the one seen longest ago that is not
    /// refused (or the oldest of all when every one is).
    private mutating func forgetQuietest(now: Double) {
        records = records.filter { _, record in
            now < record.lockedUntil || record.failures.contains { now - $0 < window }
        }
        guard records.count >= capacity else { return }
        let candidates = records.filter { now >= $0.value.lockedUntil }
        let pool = candidates.isEmpty ? records : candidates
        if let quietest = pool.min(by: { $0.value.lastSeen < $1.value.lastSeen })?.key {
            records[quietest] = nil
        }
    }
}
