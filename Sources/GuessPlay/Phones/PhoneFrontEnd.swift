import GuessWords

/// Phones beside another front end (the terminal or a pipe): it draws and reads through that front end,
/// adds the phones' actions from the `PhoneInbox` to its commands, and after every step of the game loop
/// turns the engine's state into each role's JSON (on the loop's thread) and hands the changed ones to
/// the server.
final class PhoneFrontEnd: GameFrontEnd {
    private let inner: GameFrontEnd
    private let server: PhoneServer
    private let placement: WordPlacement
    private let warningSeconds: Int
    private var sent: [PhoneRole: String] = [:]

    /// Phones beside `inner`, served by `server`.
    init(inner: GameFrontEnd, server: PhoneServer, placement: WordPlacement, warningSeconds: Int) {
        self.inner = inner
        self.server = server
        self.placement = placement
        self.warningSeconds = warningSeconds
    }

    func show(_ event: GameEvent, engine: GameEngine, notices: GameNotices) {
        inner.show(event, engine: engine, notices: notices)
        if case .gameEnded = event { publish(engine) }
    }

    func draw(_ engine: GameEngine) {
        inner.draw(engine)
        publish(engine)
    }

    func nextCommands(within seconds: Double?, engine: GameEngine) -> [GameCommand] {
        let waiting = commands(server.inbox.take(), engine: engine)
        if !waiting.isEmpty { return waiting }
        let typed = inner.nextCommands(within: seconds, engine: engine)
        return typed + commands(server.inbox.take(), engine: engine)
    }

    func ignored(_ command: GameCommand, engine: GameEngine) {
        inner.ignored(command, engine: engine)
    }

    /// What the engine is asked for by the phones' `requests`: each checked against its role and the
    /// game's phase (a describer cannot start a turn, a board cannot answer).
    private func commands(_ requests: [PhoneInbox.Request], engine: GameEngine) -> [GameCommand] {
        requests.compactMap { $0.action.command(for: $0.role, argument: $0.argument, engine: engine) }
    }

    private func publish(_ engine: GameEngine) {
        var changed: [PhoneRole: String] = [:]
        for role in PhoneRole.allCases {
            let state = PhoneState(engine: engine, role: role, placement: placement, warningSeconds: warningSeconds)
                .json
            if sent[role] != state {
                sent[role] = state
                changed[role] = state
            }
        }
        if !changed.isEmpty { server.publish(changed) }
    }
}
