import GuessRoom
import Synchronization

/// The phones connected to the room, the room's people (`Room`: who holds which player) and the latest
/// state of each view. The game loop publishes the views' states and who describes; the hub gives each
/// connection the view its role has now (the describer's card to the phone holding the describer, the
/// board view to the other players and guests) and re-routes when the turn moves on. Each connection's
/// task takes its frames from its own stream and writes them to its socket. A page that (re)connects gets
/// its welcome (who the server decided it is) and then its view's latest state at once.
package final class PhoneHub: Sendable {
    /// How a connection came in: the server checked the key of the host's and board's addresses; a public
    /// socket may ask for a player (`?player=NAME&token=T&team=N`).
    enum Entry: Sendable {
        /// The host's remote (key checked).
        case host
        /// The board (key checked).
        case board
        /// The public address: a guest, or the player asked for with the token the page kept.
        case visitor(player: String?, team: Int?, token: String?)
    }

    private struct Connection {
        var continuation: AsyncStream<String>.Continuation
        /// How it came in: its seat again when the room is set up after it joined.
        var entry: Entry
        /// The address it is counted under (nil: not capped by address, the keyed pages and a local proxy).
        var address: String?
        var sentView: PhoneRole?
        var sentState: String?
    }

    private struct Contents {
        /// The room before the game's first state (`prepare`): no teams and no key (the server holds the keys).
        var room = Room(teams: [], players: [:])
        var prepared = false
        var latest: [PhoneRole: String] = [:]
        var describer: String?
        var team: String?
        var turnsPlayed = 0
        var connections: [Int: Connection] = [:]
        var nextIdentifier = 0
        var closed = false
        var random = SystemRandomNumberGenerator()
        var fullNoticePending = false
        var fullNoticeGiven = false
        /// The players phones held before a restart, given back when the room is set up.
        var restored: [StoredClaim] = []
    }

    private let contents = Mutex(Contents())
    /// Seconds on the server's guards' clock: new players per address are counted on it (`JoinLimiter`).
    private let clock: @Sendable () -> Double

    /// A hub whose new players are counted on `clock` (the server's guards' clock; a test moves it by hand).
    init(clock: @escaping @Sendable () -> Double = ServerGuards.monotonicSeconds) {
        self.clock = clock
    }
    /// At most this many players' and guests' phones at once; more get no socket (memory stays bounded).
    package static let capacity = 200
    /// At most this many of them from one address (a phone that reconnects holds two for a moment).
    static let perAddress = 8
    /// At most this many host's remotes and as many boards at once, never counted with the phones above: no
    /// number of guests keeps the host's page out.
    static let keyedCapacity = 8

    /// Sets the room's teams and named players and the most players phones may add (`playerCap`), once,
    /// before the first state (from the game loop). A phone that joined before (the server listens before
    /// the game's first state) keeps its seat: the host's remote and the board theirs; a phone that asked
    /// for a player claims it now, in the order the phones came, and is sent its welcome (it was sent none
    /// yet); any other as a guest.
    package func prepare(teams: [String], players: [String: [String]], playerCap: Int = Room.defaultPlayerCap) {
        let now = clock()
        contents.withLock { contents in
            guard !contents.prepared else { return }
            contents.room = Room(teams: teams, players: players, playerCap: playerCap)
            // A restarted game's claims first (`restore`): a page that reconnects with its token gets its player.
            contents.room.restore(contents.restored)
            contents.restored = []
            contents.prepared = true
            for (identifier, connection) in contents.connections.sorted(by: { $0.key < $1.key }) {
                switch connection.entry {
                case .host: contents.room.seat(identifier, as: .host)
                case .board: contents.room.seat(identifier, as: .board)
                case .visitor(let player, _, _):
                    contents.room.seat(identifier, as: .guest)
                    guard player != nil else { continue }
                    let welcome = Self.welcome(identifier, connection.entry, connection.address, now, &contents)
                    connection.continuation.yield(welcome.json)
                }
            }
            Self.route(&contents)
        }
    }

    /// The welcome of a public socket seated as a guest: its claim's answer when it asks for a player.
    private static func welcome(
        _ identifier: Int, _ entry: Entry, _ address: String?, _ now: Double, _ contents: inout Contents
    ) -> RoomWelcome {
        guard case .visitor(let player?, let team, let token) = entry else { return RoomWelcome(role: .guest) }
        return RoomWelcome(
            claim: contents.room.claim(
                identifier, name: player, team: team, token: token.map { Substring($0) }, address: address, now: now,
                using: &contents.random))
    }

    /// Registers a connection that came in as `entry` from `address` (nil: not counted by address); its
    /// stream yields its welcome first, then its view's latest state, then each new one. Nil when the room is
    /// closed or full for its kind: phones count against `capacity` and `perAddress`, the host's remotes and
    /// the boards against `keyedCapacity` each. The first time a phone finds the room full, the host is told
    /// (`takeFullNotice`).
    func connect(_ entry: Entry, address: String? = nil) -> (identifier: Int, states: AsyncStream<String>)? {
        // A slow phone keeps only the newest frames: each state holds everything, so older ones are not needed.
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let now = clock()
        let identifier: Int? = contents.withLock { contents in
            guard !contents.closed, Self.hasRoom(for: entry, from: address, in: &contents) else { return nil }
            let identifier = contents.nextIdentifier
            contents.nextIdentifier += 1
            let welcome: RoomWelcome?
            switch entry {
            case .host:
                contents.room.seat(identifier, as: .host)
                welcome = RoomWelcome(role: .host)
            case .board:
                contents.room.seat(identifier, as: .board)
                welcome = RoomWelcome(role: .board)
            case .visitor(let player, _, _):
                contents.room.seat(identifier, as: .guest)
                // A claim before the game's first state waits for the room's teams (`prepare`): a token is
                // never checked against a room that does not know its players yet.
                welcome =
                    player != nil && !contents.prepared
                    ? nil : Self.welcome(identifier, entry, address, now, &contents)
            }
            contents.connections[identifier] = Connection(continuation: continuation, entry: entry, address: address)
            if let welcome { continuation.yield(welcome.json) }
            Self.route(&contents)
            return identifier
        }
        guard let identifier else {
            continuation.finish()
            return nil
        }
        return (identifier, stream)
    }

    /// Whether the room has a socket for `entry` from `address`; notes the host's notice when it is full.
    private static func hasRoom(for entry: Entry, from address: String?, in contents: inout Contents) -> Bool {
        let sameKind = contents.connections.values.filter { Self.sameKind($0.entry, entry) }
        switch entry {
        case .host, .board:
            return sameKind.count < keyedCapacity
        case .visitor:
            guard sameKind.count < capacity else {
                if !contents.fullNoticeGiven { contents.fullNoticePending = true }
                return false
            }
            guard let address else { return true }
            return sameKind.count(where: { $0.address == address }) < perAddress
        }
    }

    private static func sameKind(_ one: Entry, _ other: Entry) -> Bool {
        switch (one, other) {
        case (.host, .host), (.board, .board), (.visitor, .visitor): true
        default: false
        }
    }

    /// The players phones held before a restart (`guess play --resume`), given back when the room is set
    /// up (`prepare`); called before the server listens.
    package func restore(_ claims: [StoredClaim]) {
        contents.withLock { $0.restored = claims }
    }

    /// The players phones hold now, with their tokens (what the store keeps for a restart).
    package var claims: [StoredClaim] { contents.withLock { $0.prepared ? $0.room.claims : $0.restored } }

    /// True once, the first time a phone found the room full: the host's screen says so.
    package func takeFullNotice() -> Bool {
        contents.withLock { contents in
            guard contents.fullNoticePending else { return false }
            contents.fullNoticePending = false
            contents.fullNoticeGiven = true
            return true
        }
    }

    /// Forgets connection `identifier` (the player it held stays held by its token).
    func disconnect(_ identifier: Int) {
        let connection = contents.withLock { contents in
            contents.room.leave(identifier)
            let connection = contents.connections.removeValue(forKey: identifier)
            Self.route(&contents)
            return connection
        }
        connection?.continuation.finish()
    }

    /// Who connection `identifier` is now (nil: gone).
    package func role(of identifier: Int) -> RoomRole? {
        contents.withLock { $0.room.role(of: identifier, describer: $0.describer) }
    }

    /// Does what the room itself is asked (the host hands a player over, picks the describer, removes a
    /// phone, locks or opens the room), when the rules allow it in `phase`; true when it was such an action
    /// (done or not).
    package func handleRoomAction(_ action: PhoneAction, argument: Int?, from identifier: Int, phase: RoomPhase) -> Bool
    {
        guard [.handOver, .pickDescriber, .remove, .lock, .unlock].contains(action) else { return false }
        contents.withLock { contents in
            guard let role = contents.room.role(of: identifier, describer: contents.describer),
                RoomRules.allows(role: role, phase: phase, action: action)
            else { return }
            switch (action, argument) {
            case (.handOver, let index?):
                if let lost = contents.room.handOver(index) {
                    contents.connections[lost]?.continuation.yield(RoomWelcome(role: .guest).json)
                }
            case (.remove, let index?):
                if let lost = contents.room.remove(index) {
                    contents.connections[lost]?.continuation.yield(RoomWelcome(claim: .removed).json)
                }
            case (.pickDescriber, let index?):
                _ = contents.room.pick(index, team: contents.team, turnsPlayed: contents.turnsPlayed)
            case (.lock, nil), (.unlock, nil):
                contents.room.lock(action == .lock)
            default:
                break
            }
            Self.route(&contents)
        }
        return true
    }

    /// Whether the host locked the room (no new claims).
    package var locked: Bool { contents.withLock { $0.room.locked } }

    /// Who describes `team`'s turn after it played `turnsPlayed` (`named`: the engine's choice, where the
    /// teams name players), as the room decides it.
    package func describer(team: String?, turnsPlayed: Int, named: String?) -> String? {
        contents.withLock { $0.room.describer(team: team, turnsPlayed: turnsPlayed, named: named) }
    }

    /// The room's players as the pages list them.
    package var seats: [PhoneState.Seat] { contents.withLock { $0.room.seats } }

    /// Sends connection `identifier` one frame (a notice).
    package func tell(_ identifier: Int, _ frame: String) {
        contents.withLock { $0.connections[identifier]?.continuation.yield(frame) }
    }

    /// Takes the views' new states and who describes `team`'s turn now, and sends each connection its view's
    /// state where it changed (or where its view did).
    package func publish(_ states: [PhoneRole: String], describer: String?, team: String?, turnsPlayed: Int) {
        contents.withLock { contents in
            for (view, state) in states { contents.latest[view] = state }
            contents.describer = describer
            contents.team = team
            contents.turnsPlayed = turnsPlayed
            Self.route(&contents)
        }
    }

    /// Sends every connection the latest state of its view, where it has not had it yet.
    private static func route(_ contents: inout Contents) {
        for (identifier, connection) in contents.connections {
            guard let role = contents.room.role(of: identifier, describer: contents.describer),
                let state = contents.latest[role.view]
            else { continue }
            if connection.sentView != role.view || connection.sentState != state {
                connection.continuation.yield(state)
                contents.connections[identifier]?.sentView = role.view
                contents.connections[identifier]?.sentState = state
            }
        }
    }

    /// The number of phones connected.
    var count: Int { contents.withLock { $0.connections.count } }

    /// Ends every connection's stream and refuses new ones.
    package func close() {
        let connections = contents.withLock { contents in
            contents.closed = true
            defer { contents.connections.removeAll() }
            return Array(contents.connections.values)
        }
        for connection in connections { connection.continuation.finish() }
    }
}
