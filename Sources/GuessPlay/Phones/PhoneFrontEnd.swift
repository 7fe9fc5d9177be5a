import GuessGame
import GuessRoom
import GuessServer
import GuessText

/// Phones beside another front end (the terminal or a pipe): it draws and reads through that front end,
/// adds the phones' actions from the `PhoneInbox` to its commands (each checked against the role the room
/// gives its connection, `RoomRules`, and the word it names), and after every step of the game loop turns
/// the engine's state into each view's JSON (on the loop's thread) and hands them to the hub, which
/// gives each connection its view (the card to the describer's phone only).
final class PhoneFrontEnd: GameFrontEnd {
    private let inner: GameFrontEnd
    private let server: PhoneServer
    private let placement: WordPlacement
    private let warningSeconds: Int
    private let strings: Strings
    private let joinAddress: String?
    private let joinQR: [String]?
    private let playerCap: Int
    private var sent: [PhoneRole: String] = [:]
    private var prepared = false
    /// Whether a room action (a hand-over, a phone removed, the room locked) was done since the last draw:
    /// the loop then draws at once, so every page sees the change.
    private var roomChanged = false
    /// Called with the room each time the players phones hold change (the history keeps it).
    var keepRoom: ((StoredRoom) -> Void)?
    /// The room as it is now (`PhoneSession.room`: code, keys, claims, where it listens), what `keepRoom` keeps.
    var room: (() -> StoredRoom?)?
    private var keptClaims: [StoredClaim]?
    /// The results sent once the game is over, worked out once.
    private let results: PhoneResultsKeeper
    /// What the game just played did to its league, for the board's and each phone's results.
    var league: ((GameEngine) -> LeagueResult?)? {
        get { results.league }
        set { results.league = newValue }
    }

    /// Phones beside `inner`, served by `server`, speaking `strings` in notices; the board shows
    /// `joinAddress` and its QR code (`joinQR`, rows of 0 and 1) in a corner for late joiners; the phones
    /// add at most `playerCap` players.
    init(
        inner: GameFrontEnd, server: PhoneServer, placement: WordPlacement, warningSeconds: Int, strings: Strings,
        joinAddress: String? = nil, joinQR: [String]? = nil, playerCap: Int = Room.defaultPlayerCap
    ) {
        self.playerCap = playerCap
        self.strings = strings
        results = PhoneResultsKeeper(strings: strings)
        self.joinAddress = joinAddress
        self.joinQR = joinQR
        self.inner = inner
        self.server = server
        self.placement = placement
        self.warningSeconds = warningSeconds
    }

    func show(_ event: GameEvent, engine: GameEngine, notices: GameNotices) {
        // Said once, with the next recap or the end: someone on the network is guessing codes or keys.
        if server.guards.takeGuessingNotice() {
            notices.add(
                "guess: "
                    + strings.pick(
                        "someone on the network is guessing the room's code or keys (refused for a while)",
                        "网络上有人在猜房间码或密钥（已暂时拒绝）"))
        }
        if server.guards.takeProxyNotice() {
            notices.add(
                "guess: "
                    + strings.pick(
                        "a proxy on this machine names its clients (X-Forwarded-For), but none was declared: each is counted as this machine; if it is yours, start with --trusted-proxy 127.0.0.1 (or ::1)",
                        "本机上的代理在转发客户端地址（X-Forwarded-For），但未声明代理：这些客户端都按本机计算；若是你的代理，请加 --trusted-proxy 127.0.0.1（或 ::1）启动"
                    ))
        }
        if server.hub.takeFullNotice() {
            notices.add(
                "guess: "
                    + strings.pick(
                        "the room is full (\(PhoneHub.capacity) phones): more phones are turned away",
                        "房间已满（\(PhoneHub.capacity) 部手机）：更多手机无法加入"))
        }
        inner.show(event, engine: engine, notices: notices)
        if case .gameEnded = event { publish(engine) }
    }

    func draw(_ engine: GameEngine) {
        inner.draw(engine)
        publish(engine)
    }

    func nextCommands(within seconds: Double?, engine: GameEngine) -> [GameCommand] {
        let waiting = commands(server.inbox.take(), engine: engine)
        if !waiting.isEmpty || roomChanged {
            roomChanged = false
            return waiting
        }
        let typed = inner.nextCommands(within: seconds, engine: engine)
        return typed + commands(server.inbox.take(), engine: engine)
    }

    func ignored(_ command: GameCommand, engine: GameEngine) {
        inner.ignored(command, engine: engine)
    }

    /// What the engine is asked for by the phones' `requests`: each checked against the role the room gives
    /// its connection now and the game's phase (a guest cannot start a turn, a board cannot answer). An
    /// answer that names a word no longer on the card (also one after another answer in the same batch)
    /// changes nothing, and its phone is told. The room's own actions (hand-over, the describer picked) go
    /// to the hub.
    private func commands(_ requests: [PhoneInbox.Request], engine: GameEngine) -> [GameCommand] {
        let hub = server.hub
        let phase = RoomPhase(engine: engine)
        var wordMoved = false
        var commands: [GameCommand] = []
        for request in requests {
            if hub.handleRoomAction(request.action, argument: request.argument, from: request.connection, phase: phase)
            {
                roomChanged = true
                continue
            }
            guard let role = hub.role(of: request.connection) else { continue }
            let answers =
                request.action.answersAWord && RoomRules.allows(role: role, phase: phase, action: request.action)
            if answers, wordMoved || request.action.isStale(argument: request.argument, engine: engine) {
                hub.tell(request.connection, RoomWelcome.staleAnswer)
                continue
            }
            guard let command = request.action.command(for: role, argument: request.argument, engine: engine) else {
                continue
            }
            if answers || request.action == .undo { wordMoved = true }
            commands.append(command)
        }
        return commands
    }

    private func publish(_ engine: GameEngine) {
        let hub = server.hub
        if !prepared {
            hub.prepare(teams: engine.party?.teams ?? [], players: engine.party?.players ?? [:], playerCap: playerCap)
            prepared = true
        }
        let claims = hub.claims
        if let keepRoom, claims != keptClaims, let now = room?() {
            keptClaims = claims
            keepRoom(now)
        }
        let phase = RoomPhase(engine: engine)
        // The turn the describer is for: once a turn has ended it is among those played.
        var turnsPlayed = engine.team.map { engine.party?.turnsPlayed(by: $0) ?? 0 } ?? engine.session.records.count
        if phase == .timesUp || phase == .playAgain { turnsPlayed = max(0, turnsPlayed - 1) }
        let describer = hub.describer(team: engine.team, turnsPlayed: turnsPlayed, named: engine.describer)
        // The turn's record names whom the room chose (joined players, the host's pick).
        if describer != engine.describer, phase == .waiting || phase == .leadIn || phase == .playing || phase == .paused
        {
            engine.send(.assignDescriber(describer))
        }
        let seats = hub.seats
        let locked = hub.locked ? true : nil
        let ended = results.results(engine, seats: seats)
        var states: [PhoneRole: String] = [:]
        for view in PhoneRole.allCases {
            var state = PhoneState(engine: engine, role: view, placement: placement, warningSeconds: warningSeconds)
            state.describer = describer
            state.players = seats
            state.locked = locked
            state.results = ended
            if view == .board {
                state.joinAddress = joinAddress
                state.joinQR = joinQR
            }
            states[view] = state.json
        }
        if sent != states {
            sent = states
            hub.publish(states, describer: describer, team: engine.team, turnsPlayed: turnsPlayed)
        }
    }
}
