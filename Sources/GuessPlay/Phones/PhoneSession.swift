import GuessWords

/// The phones of one game: the room's code, the inbox the game loop reads and the server that fills it.
/// `start` listens; `stop` closes the server when the game ends.
public final class PhoneSession {
    let server: PhoneServer
    /// The address the phones open: `http://HOST:PORT/r/CODE`.
    public let address: String
    /// A descriptor that is readable when a phone's request waits (the inbox's pipe): the game's waits
    /// for input end on it too.
    public var wakeFileDescriptor: Int32 { server.inbox.wakeFileDescriptor }

    private init(server: PhoneServer, address: String) {
        self.server = server
        self.address = address
    }

    /// Listens on `address` with a fresh room code; a runtime error (exit 1) when the address cannot be
    /// bound.
    public static func start(_ address: ServeAddress, language: Language) throws(GuessError) -> PhoneSession {
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
        let shown = "http://\(LocalAddress.shown(for: address.host)):\(port)/r/\(server.code)"
        return PhoneSession(server: server, address: shown)
    }

    /// The phones beside `inner`, the game's own front end.
    public func frontEnd(beside inner: GameFrontEnd, placement: WordPlacement, warningSeconds: Int) -> GameFrontEnd {
        PhoneFrontEnd(inner: inner, server: server, placement: placement, warningSeconds: warningSeconds)
    }

    /// The terminal's card with the QR code of the address (the address alone when no code can be made);
    /// `again`: the card `j` shows during the game.
    public func joinCard(width: Int, strings: Strings, colour: Bool, again: Bool = false) -> [String] {
        JoinCard.lines(
            modules: QRCode.modules(for: address) ?? [], address: address, width: width, strings: strings,
            colour: colour, again: again)
    }

    /// Closes the server and the inbox.
    public func stop() {
        server.stop()
        server.inbox.close()
    }
}
