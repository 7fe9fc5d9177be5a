import GuessWords
import Synchronization

/// What the phones' server shares between its connections to keep standing: the connections held per
/// address and in all (`ConnectionTally`), the wrong codes and keys per address (`GuessLimiter`), and
/// whether the host still has to be told that someone is guessing codes. Time comes from `clock`
/// (seconds), which tests drive by hand.
final class ServerGuards: Sendable {
    private struct State {
        var tally: ConnectionTally
        var limiter: GuessLimiter
        var noticePending = false
        var noticeGiven = false
    }

    /// The limits in force.
    let limits: ServerLimits
    /// Seconds on a monotonic clock.
    let clock: @Sendable () -> Double
    private let state: Mutex<State>

    /// Guards under `limits`, with at most `connectionCap` connections in all; `unlimited` addresses (a
    /// reverse proxy's) are capped only in all.
    init(
        limits: ServerLimits, connectionCap: Int, unlimited: Set<String> = [],
        clock: @escaping @Sendable () -> Double = ServerGuards.monotonicSeconds
    ) {
        self.limits = limits
        self.clock = clock
        state = Mutex(
            State(
                tally: ConnectionTally(
                    perAddress: limits.connectionsPerAddress, total: connectionCap, unlimited: unlimited),
                limiter: GuessLimiter(limits)))
    }

    /// Seconds since an arbitrary start, on the system's monotonic clock.
    static let monotonicSeconds: @Sendable () -> Double = {
        let origin = ContinuousClock.now
        return {
            let elapsed = ContinuousClock.now - origin
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
    }()

    /// Counts a new connection from `address`; false when it is over a cap (close it at once).
    func admit(_ address: String) -> Bool { state.withLock { $0.tally.open(address) } }

    /// A connection admitted from `address` closed.
    func release(_ address: String) { state.withLock { $0.tally.close(address) } }

    /// The connections held now.
    var connections: Int { state.withLock { $0.tally.count } }

    /// Whether `address` guessed too many codes or keys lately (answer 429).
    func isLocked(_ address: String) -> Bool {
        let now = clock()
        return state.withLock { $0.limiter.isLocked(address, now: now) }
    }

    /// Counts a wrong code or key from `address`; true when the address is now refused.
    @discardableResult
    func wrongGuess(from address: String) -> Bool {
        let now = clock()
        return state.withLock { state in
            switch state.limiter.recordFailure(address, now: now) {
            case .counted: return false
            case .locked: return true
            case .lockedNow:
                if !state.noticeGiven { state.noticePending = true }
                return true
            }
        }
    }

    /// True once, the first time any address was refused for guessing: the host's screen says so.
    func takeGuessingNotice() -> Bool {
        state.withLock { state in
            guard state.noticePending else { return false }
            state.noticePending = false
            state.noticeGiven = true
            return true
        }
    }
}
