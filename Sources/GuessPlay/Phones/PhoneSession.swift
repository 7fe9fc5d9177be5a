import Foundation
import GuessGame
import GuessRoom
import GuessServer
import GuessText

/// The phones of one game: the room's code, the inbox the game loop reads and the server that fills it.
/// `start` listens; `stop` closes the server when the game ends.
package final class PhoneSession {
    let server: PhoneServer
    /// The address the phones open: `http://HOST:PORT/r/CODE`.
    package let address: String
    /// The host's remote, with its key: shown only where the host alone reads it (`--keys-file`, standard
    /// error off the game's terminal, `k` after a yes), never on a page others see.
    package let hostAddress: String
    /// The board's page, with its key.
    package let boardAddress: String
    /// A descriptor that is readable when a phone's request waits (the inbox's pipe): the game's waits
    /// for input end on it too.
    package var wakeFileDescriptor: Int32 { server.inbox.wakeFileDescriptor }
    /// Called on the game loop's thread with the room as it is now (its code, keys and the players phones
    /// hold) each time the players held change: the history keeps it, so that `--resume` opens the same
    /// room. Set before `frontEnd(beside:…)`.
    package var keepRoom: ((StoredRoom) -> Void)?
    /// The room as it is now: its code, keys, the players phones hold and where it listens.
    package var room: StoredRoom {
        StoredRoom(code: server.code, keys: server.keys, claims: server.hub.claims, address: listening)
    }
    /// Where the server listens, with the port it bound.
    package let listening: ServeAddress

    private init(
        server: PhoneServer, listening: ServeAddress, address: String, hostAddress: String, boardAddress: String
    ) {
        self.server = server
        self.listening = listening
        self.address = address
        self.hostAddress = hostAddress
        self.boardAddress = boardAddress
    }

    /// Listens on `address` with a fresh room code and keys (or `room`'s, for a resumed game: the same
    /// code, keys and players held, so that every open page reconnects by itself), and knows where phones
    /// join, where the host's remote is and where the board is (`address`, `hostAddress`, `boardAddress`;
    /// with `publicURL`, every address is on it; the command prints them); a runtime error (exit 1) when the address cannot be bound. Before listening, the soft file
    /// limit is raised to the hard one, and the connections are capped below it with descriptors to spare
    /// for the history and the export. A request for one of `endedCodes` (rooms of earlier games, from
    /// the history) is told that game has ended, and never counts as guessing a code.
    package static func start(
        _ address: ServeAddress, language: Language, publicURL: PublicURL? = nil,
        proxies: TrustedProxies = .none, environment: [String: String], room: StoredRoom? = nil,
        endedCodes: Set<String> = []
    ) throws(GuessError) -> PhoneSession {
        var limits = ServerLimits()
        if let overrides = environment["GUESS_SERVER_LIMITS"] {
            switch ServerLimits.overriding(limits, with: overrides) {
            case .success(let changed): limits = changed
            case .failure(let problem):
                let item = OutsideText.forTerminal(problem.item, limit: 40)
                throw .runtime(
                    LocalizedText(
                        "GUESS_SERVER_LIMITS: '\(item)' is not a known limit with a value in its range",
                        "GUESS_SERVER_LIMITS：“\(item)”不是已知的限制或其值超出范围"))
            }
        }
        let descriptorLimit = DescriptorLimit.raise() ?? 1024
        let guards = ServerGuards(
            limits: limits, connectionCap: limits.connectionCap(descriptorLimit: descriptorLimit),
            proxies: proxies)
        guard let inbox = PhoneInbox() else {
            throw .runtime(LocalizedText("the phones' server could not start (no pipe)", "手机服务器无法启动（无法创建管道）"))
        }
        var random = SystemRandomNumberGenerator()
        let server = PhoneServer(
            code: room?.code ?? RoomCode(using: &random), keys: room?.keys ?? RoomKeys(using: &random),
            language: language, inbox: inbox, guards: guards, publicURL: publicURL, proxies: proxies,
            endedCodes: endedCodes)
        if let room { server.hub.restore(room.claims) }
        let port: Int
        do throws(PhoneServer.StartError) {
            port = try server.start(address, originHosts: LocalAddress.all())
        } catch {
            inbox.close()
            let reason =
                switch error {
                case .cannotListen(let why): OutsideText.forTerminal(why, limit: 200)
                }
            throw .runtime(
                LocalizedText(
                    "cannot listen on \(address.description) for phones: \(reason)",
                    "无法在 \(address.description) 上为手机提供服务：\(reason)"))
        }
        let origin = publicURL?.origin ?? "http://\(LocalAddress.shown(for: address.host)):\(port)"
        let shown = "\(origin)/r/\(server.code)"
        let host = "\(shown)/host/\(server.keys.host)"
        let board = "\(shown)/board/\(server.keys.board)"
        return PhoneSession(
            server: server, listening: ServeAddress(host: address.host, port: port), address: shown, hostAddress: host,
            boardAddress: board)
    }

    /// The phones beside `inner`, the game's own front end; they add at most `playerCap` players; `league`
    /// reads what the game did to its league once it is over.
    package func frontEnd(
        beside inner: GameFrontEnd, placement: WordPlacement, warningSeconds: Int, strings: Strings,
        playerCap: Int = Room.defaultPlayerCap, league: ((GameEngine) -> LeagueResult?)? = nil
    ) -> GameFrontEnd {
        let modules = QRCode.modules(for: address)
        let phones = PhoneFrontEnd(
            inner: inner, server: server, placement: placement, warningSeconds: warningSeconds, strings: strings,
            joinAddress: address,
            joinQR: modules.map { rows in rows.map { row in String(row.map { $0 ? "1" : "0" }) } }, playerCap: playerCap
        )
        phones.keepRoom = keepRoom
        phones.league = league
        phones.room = { [weak self] in self?.room }
        return phones
    }

    /// The terminal's card with the QR code of the address (the address alone when no code can be made);
    /// `again`: the card `j` shows during the game.
    package func joinCard(width: Int, strings: Strings, colour: Bool, again: Bool = false) -> [String] {
        JoinCard.lines(
            modules: QRCode.modules(for: address) ?? [], address: address, width: width, strings: strings,
            colour: colour, again: again)
    }

    /// The host's remote's and the board's cards, each with the QR code of its keyed address: shown on a key
    /// (`k`) at the host's terminal only, never to the room's phones.
    package func keyedCards(width: Int, strings: Strings, colour: Bool) -> [[String]] {
        [
            (hostAddress, strings.pick("The host's remote (keep it to yourself)", "主持人遥控（只给主持人）")),
            (boardAddress, strings.pick("The board, for the TV (keep it to yourself)", "大屏幕，给电视用（只给主持人）")),
        ].map { address, heading in
            JoinCard.lines(
                modules: QRCode.modules(for: address) ?? [], address: address, width: width, strings: strings,
                colour: colour, again: true, heading: heading)
        }
    }

    /// Closes the server and the inbox.
    package func stop() {
        server.stop()
        server.inbox.close()
    }
}
