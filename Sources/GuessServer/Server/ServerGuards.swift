import GuessRoom
import Synchronization

/// What the phones' server shares between its connections to keep standing: the connections held per
/// address and in all (`ConnectionTally`), the wrong codes and keys per address (`GuessLimiter`), and
/// what the host still has to be told, once each (`Notice`). Time comes from `clock` (seconds), which tests
/// drive by hand.
package final class ServerGuards: Sendable {
    /// What the host is told once, the first time it happens.
    enum Notice: Sendable {
        /// An address was refused for guessing codes or keys.
        case guessing
        /// A loopback peer sent a forwarding header while no proxy was declared.
        case undeclaredProxy
    }

    private struct State {
        var tally: ConnectionTally
        var limiter: GuessLimiter
        /// Notices due, and those given (never due again).
        var noticesDue: Set<Notice> = []
        var noticesGiven: Set<Notice> = []
        /// Connections on probation in reserved slots, by ticket, each with what closes it: the oldest is
        /// closed for a newer one when the reserve is full (a keyed page's request comes within
        /// milliseconds of its connection, so a flood of newer ones cannot push it out first).
        var probation: [Int: @Sendable () -> Void] = [:]
        /// Connections whose request named a keyed page: they keep their reserved slot.
        var keyed: Set<Int> = []
        var nextTicket = 0
        /// The room whose keyed pages the reserve is for.
        var room: (code: RoomCode, keys: RoomKeys)?
    }

    /// How a new connection was let in.
    enum Admission: Equatable, Sendable {
        /// In the general slots.
        case general
        /// In a reserved slot, on probation: its request must name a keyed page (`promote`), else close it.
        case probation(ticket: Int)
        /// Over every cap: answer 503 and close.
        case refused
    }

    /// The limits in force.
    let limits: ServerLimits
    /// Seconds on a monotonic clock.
    let clock: @Sendable () -> Double
    private let state: Mutex<State>

    /// Guards under `limits`, with at most `connectionCap` connections in all; the declared `proxies` are
    /// capped only in all.
    package init(
        limits: ServerLimits, connectionCap: Int, proxies: TrustedProxies = .none,
        clock: @escaping @Sendable () -> Double = ServerGuards.monotonicSeconds
    ) {
        self.limits = limits
        self.clock = clock
        state = Mutex(
            State(
                tally: ConnectionTally(
                    perAddress: limits.connectionsPerAddress, total: connectionCap,
                    keyedReserve: min(limits.keyedSlots, connectionCap / 2), unlimited: proxies),
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

    /// Counts a new connection from `address`: in the general slots while they have room, else on probation
    /// in a reserved slot (closing the oldest connection on probation when none is free; `close` is what
    /// closes this one if a newer one needs its slot), else refused.
    func admit(_ address: String, close: @escaping @Sendable () -> Void) -> Admission {
        let (admission, evicted) = state.withLock { state -> (Admission, (@Sendable () -> Void)?) in
            if state.tally.open(address) { return (.general, nil) }
            var evicted: (@Sendable () -> Void)?
            if !state.tally.openReserved() {
                // The reserve is full: the oldest connection on probation gives its slot to this one.
                guard let oldest = state.probation.keys.min() else { return (.refused, nil) }
                evicted = state.probation.removeValue(forKey: oldest)
            }
            let ticket = state.nextTicket
            state.nextTicket += 1
            state.probation[ticket] = close
            return (.probation(ticket: ticket), evicted)
        }
        evicted?()
        return admission
    }

    /// Whether a connection on probation keeps its reserved slot: true when its request's `target` names
    /// a keyed page of the room (then it keeps the slot until it closes); false when it does not, or when a
    /// newer connection already took its slot (close it).
    func promote(_ ticket: Int, target: some Collection<UInt8>) -> Bool {
        state.withLock { state in
            guard let room = state.room, room.keys.opensKeyedPage(target, code: room.code),
                state.probation.removeValue(forKey: ticket) != nil
            else { return false }
            state.keyed.insert(ticket)
            return true
        }
    }

    /// A connection let in from `address` as `admission` closed.
    func release(_ address: String, _ admission: Admission) {
        state.withLock { state in
            switch admission {
            case .general: state.tally.close(address)
            case .probation(let ticket):
                // A slot given to a newer connection is that one's now.
                if state.probation.removeValue(forKey: ticket) != nil || state.keyed.remove(ticket) != nil {
                    state.tally.closeReserved()
                }
            case .refused: break
            }
        }
    }

    /// The room whose keyed pages the reserved slots are for (the server sets it before it listens).
    func reserve(for code: RoomCode, keys: RoomKeys) {
        state.withLock { $0.room = (code, keys) }
    }

    /// The connections held now, in the general slots and the reserved ones.
    var connections: Int { state.withLock { $0.tally.count + $0.tally.reserved } }

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
                if !state.noticesGiven.contains(.guessing) { state.noticesDue.insert(.guessing) }
                return true
            }
        }
    }

    /// A loopback peer sent a forwarding header while no proxy was declared: the host is told once.
    func undeclaredProxy() {
        state.withLock { state in
            if !state.noticesGiven.contains(.undeclaredProxy) { state.noticesDue.insert(.undeclaredProxy) }
        }
    }

    /// True once, the first time a loopback peer sent a forwarding header while no proxy was declared.
    package func takeProxyNotice() -> Bool { take(.undeclaredProxy) }

    /// True once, the first time any address was refused for guessing: the host's screen says so.
    package func takeGuessingNotice() -> Bool { take(.guessing) }

    /// True when `notice` is due: it is then given, and never due again.
    private func take(_ notice: Notice) -> Bool {
        state.withLock { state in
            guard state.noticesDue.remove(notice) != nil else { return false }
            state.noticesGiven.insert(notice)
            return true
        }
    }
}
