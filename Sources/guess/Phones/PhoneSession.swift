import GuessWords

/// The phones of one game: the room's code, the inbox the game loop reads and the server that fills it.
/// `start` listens and prints the address; `stop` closes the server when the game ends.
final class PhoneSession {
    let server: PhoneServer
    /// The address the phones open: `http://HOST:PORT/r/CODE`.
    let address: String

    private init(server: PhoneServer, address: String) {
        self.server = server
        self.address = address
    }

    /// Listens on `address` with a fresh room code, and says on standard error where phones join; a
    /// runtime error (exit 1) when the address cannot be bound.
    static func start(_ address: ServeAddress, language: Language) throws(GuessError) -> PhoneSession {
        guard let inbox = PhoneInbox() else {
            throw .runtime(LocalizedText("the phones' server could not start (no pipe)", "手机服务器无法启动（无法创建管道）"))
        }
        var random = SystemRandomNumberGenerator()
        let server = PhoneServer(code: RoomCode(using: &random), language: language, inbox: inbox)
        let port: Int
        do throws(PhoneServer.StartError) {
            port = try server.start(address)
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
        InputWait.alsoWakingFileDescriptor = inbox.wakeFileDescriptor
        let shown = "http://\(LocalAddress.shown(for: address.host)):\(port)/r/\(server.code)"
        Console.error("guess: " + Console.strings.pick("phones join at \(shown)", "手机加入：\(shown)"))
        return PhoneSession(server: server, address: shown)
    }

    /// The phones beside `inner`, the game's own front end.
    /// `joinCards`: the terminal's before the first turn and when `j` asks for it again.
    func frontEnd(
        beside inner: GameFrontEnd, placement: WordPlacement, warningSeconds: Int,
        joinCards: (first: [String], again: [String])?
    ) -> GameFrontEnd {
        PhoneFrontEnd(
            inner: inner, server: server, placement: placement, warningSeconds: warningSeconds, joinCards: joinCards)
    }

    /// The terminal's card with the QR code of the address (the address alone when no code can be made);
    /// `again`: the card `j` shows during the game.
    func joinCard(width: Int, strings: Strings, colour: Bool, again: Bool = false) -> [String] {
        JoinCard.lines(
            modules: QRCode.modules(for: address) ?? [], address: address, width: width, strings: strings,
            colour: colour, again: again)
    }

    /// Closes the server and the inbox.
    func stop() {
        InputWait.alsoWakingFileDescriptor = -1
        server.stop()
        server.inbox.close()
    }
}
