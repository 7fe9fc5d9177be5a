/// How many new players one address may add to the room: at most `limit` in any `windowSeconds`, counted
/// on the clock the caller passes (the server's guards' clock; a test moves it by hand). A value with no
/// clock of its own; it forgets what is older than the window at every question, so it stays small.
package struct JoinLimiter: Sendable {
    /// New players an address may add within a window.
    package let limit: Int
    /// The window, in seconds.
    package let windowSeconds: Double
    private var added: [String: [Double]] = [:]

    /// A limiter of `limit` new players per address in any `windowSeconds` (default: 4 a minute).
    package init(limit: Int = 4, windowSeconds: Double = 60) {
        self.limit = limit
        self.windowSeconds = windowSeconds
    }

    /// Whether `address` may add a player at `now` (seconds on the caller's clock); when it may, the player
    /// is counted.
    package mutating func admit(_ address: String, now: Double) -> Bool {
        added = added.compactMapValues { times in
            let recent = times.filter { now - $0 < windowSeconds }
            return recent.isEmpty ? nil : recent
        }
        let recent = added[address] ?? []
        guard recent.count < limit else { return false }
        added[address] = recent + [now]
        return true
    }
}
