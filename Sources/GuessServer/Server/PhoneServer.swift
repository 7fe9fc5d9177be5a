import Dispatch
import Foundation
import GuessRoom
import GuessText
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import Synchronization

/// The web server the phones join (`guess play --serve`). The room's public address `/r/CODE` serves the
/// players' and guests' pages and their socket (`/r/CODE/ws`, describer or guest); the host's remote and
/// the board are only at addresses with their secret key (`/r/CODE/host/KEY`, `/r/CODE/board/KEY`, their
/// socket under the same address). Anything else — a wrong code or key, a socket without our Origin — is
/// a plain 404; an address that tried too many wrong codes or keys gets 429 for a while. Every connection
/// is watched from its first byte (`ConnectionGuard`: caps, head and idle times, masks). It runs on its
/// own threads (Hummingbird on SwiftNIO); it never touches the engine: actions go to the `PhoneInbox`,
/// which the game loop reads, and states come from the loop through `publish`.
package final class PhoneServer: Sendable {
    /// Why the server could not start.
    package enum StartError: Error {
        /// The address could not be bound (in use, not this machine's, not allowed); the system's words.
        case cannotListen(String)
    }

    /// The room's code, part of every address.
    package let code: RoomCode
    /// The keys of the host's remote and the board.
    package let keys: RoomKeys
    let language: Language
    /// Where the phones' actions wait for the game loop.
    package let inbox: PhoneInbox
    /// Who is connected, as whom, and what each is sent.
    package let hub: PhoneHub
    /// The connections' caps, the wrong-guess limit and the clock they count with.
    package let guards: ServerGuards
    /// The address every printed link uses when the game is behind an HTTPS proxy.
    let publicURL: PublicURL?
    /// The proxies whose forwarding headers name the client (`--trusted-proxy`).
    let proxies: TrustedProxies
    /// Unknown or malformed messages a connection may send, in a row, before it is closed.
    static let garbageAllowed = 5
    /// The largest WebSocket message read, in bytes.
    static let maximumFrameBytes = 1024
    /// The close code (private use, RFC 6455 §7.4.2) of a socket refused because the room is full, after
    /// the frame `roomFullNotice`: the page shows "the room is full" and stops retrying (README-protocol).
    static let roomFullCloseCode: UInt16 = 4000
    /// The frame a socket refused because the room is full gets before it closes.
    static let roomFullNotice = #"{"notice":"full"}"#
    /// The close code (private use) of a socket for a room this server served in an earlier game, after the
    /// frame `RoomWelcome.roomEnded`: the page says "this game has ended" and stops retrying.
    static let roomEndedCloseCode: UInt16 = 4001
    /// The codes of rooms this server served in earlier games (from the history store): a page or socket
    /// for one is told that game has ended (410, close 4001), never counted as guessing a code.
    let endedCodes: Set<String>

    private let running = Mutex<Task<Void, Never>?>(nil)
    private let origins = Mutex<OriginPolicy?>(nil)
    private let finished = DispatchSemaphore(value: 0)
    /// Each connection's writer while it writes: `stop` waits for them to have sent the last states.
    private let writing = DispatchGroup()
    /// How long `start` waits for the server to listen (generous: on a loaded 2-core machine the tests' many
    /// servers share a cooperative pool of two threads), and `stop` for the last states to go out.
    static let startTimeout = 120.0
    static let lastStatesTimeout = 2.0

    /// The server of room `code` with `keys`, in `language`, its actions sent to `inbox` and its connections
    /// passed by `guards`; `publicURL` when it is behind an HTTPS proxy at that address, `proxies` the proxies
    /// whose forwarded address counts, `endedCodes` the rooms of earlier games (answered "this game has ended").
    package init(
        code: RoomCode, keys: RoomKeys, language: Language, inbox: PhoneInbox, guards: ServerGuards,
        publicURL: PublicURL? = nil, proxies: TrustedProxies = .none, endedCodes: Set<String> = []
    ) {
        self.proxies = proxies
        self.endedCodes = endedCodes.subtracting([code.description])
        self.code = code
        self.keys = keys
        self.language = language
        self.inbox = inbox
        self.guards = guards
        self.publicURL = publicURL
        hub = PhoneHub(clock: guards.clock)
        guards.reserve(for: code, keys: keys)
    }

    /// Starts listening on `address`; returns the port bound once the server accepts connections, or
    /// throws when it cannot listen there. WebSockets are then accepted from `originHosts` (this
    /// machine's addresses) on that port, and from the public URL.
    package func start(_ address: ServeAddress, originHosts: [String]) throws(StartError) -> Int {
        // A busy or forbidden address is refused here, at once, whatever the load.
        if let problem = ListenProbe.problem(with: address) { throw .cannotListen(problem) }
        let outcome = Mutex<Result<Int, StartError>?>(nil)
        let ready = DispatchSemaphore(value: 0)
        let app = makeApplication(
            address: address,
            onServerRunning: { [self] port in
                origins.withLock {
                    $0 = OriginPolicy(
                        hosts: originHosts + [address.host].compactMap { $0 }, port: port, publicURL: publicURL)
                }
                outcome.withLock { $0 = .success(port) }
                ready.signal()
            })
        let finished = finished
        // Off the cooperative pool (ServerExecutor): its threads may all be blocked by callers waiting for us.
        let task = Task(executorPreference: ServerExecutor.shared) {
            do {
                try await app.runService(gracefulShutdownSignals: [])
            } catch {
                let message = String(describing: error)
                outcome.withLock { if $0 == nil { $0 = .failure(.cannotListen(message)) } }
            }
            ready.signal()
            finished.signal()
        }
        running.withLock { $0 = task }
        if ready.wait(timeout: .now() + Self.startTimeout) == .timedOut {
            task.cancel()
            throw .cannotListen("the server did not start within \(Int(Self.startTimeout)) s")
        }
        switch outcome.withLock({ $0 }) {
        case .success(let port): return port
        case .failure(let error): throw error
        case nil: throw .cannotListen("stopped")
        }
    }

    /// The Hummingbird application of this server on `address` (also what the in-process tests drive).
    func makeApplication(address: ServeAddress, onServerRunning: @escaping @Sendable (Int) -> Void)
        -> some ApplicationProtocol
    {
        let router = Router(context: RoomRequestContext.self)
        addRoutes(router)
        var logger = Logger(label: "guess.phones")
        logger.logLevel = .critical
        let guards = guards
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: .milliseconds(Int64(guards.limits.idleSeconds * 1000))),
            ws: .init(
                maxFrameSize: Self.maximumFrameBytes, autoPing: .enabled(timePeriod: .seconds(20)),
                closeTimeout: .seconds(5), validateUTF8: true))
        return Application(
            router: router,
            server: HTTPServerBuilder { responder in
                GuardedChannel(
                    inner: HTTP1WebSocketUpgradeChannel(
                        responder: responder, configuration: configuration,
                        shouldUpgrade: { [self] head, channel, _ in webSocket(head, channel: channel) }),
                    guards: guards)
            },
            configuration: .init(
                address: .hostname(address.host ?? "0.0.0.0", port: address.port), serverName: nil, backlog: 128),
            onServerRunning: { channel in onServerRunning(channel.localAddress?.port ?? address.port) },
            logger: logger)
    }

    /// Lets WebSockets in from `policy`'s origins (the in-process tests set it; `start` sets it from the port).
    func allowOrigins(_ policy: OriginPolicy) {
        origins.withLock { $0 = policy }
    }

    /// Closes every connection and stops listening, once each connection's writer has sent what it was
    /// given (the game's end), or after `lastStatesTimeout` for a phone that does not read.
    package func stop() {
        hub.close()  // each writer sends the states it holds, then ends
        _ = writing.wait(timeout: .now() + Self.lastStatesTimeout)
        guard let task = running.withLock({ $0 }) else { return }
        task.cancel()
        _ = finished.wait(timeout: .now() + 2)
    }

    // MARK: - Routes

    /// What a request for the room asks, once its code (and key) are checked.
    private enum Admission {
        case admitted
        /// A wrong code or key, or a page that needs a key: 404.
        case noSuchRoom
        /// The address guessed too often: 429.
        case tooManyGuesses
        /// The code of a room this server served in an earlier game: 410, never a wrong guess.
        case ended
    }

    private func addRoutes(_ router: Router<RoomRequestContext>) {
        router.get("/r/:code") { [self] request, context in
            let admission = admit(request, context)
            guard case .admitted = admission else { return refusal(admission) }
            return page(role: nil, key: nil)
        }
        router.get("/r/:code/:name") { [self] request, context in
            let admission = admit(request, context)
            guard case .admitted = admission, let name = context.parameters.get("name") else {
                return refusal(admission)
            }
            // No page by role here: the host's remote and the board only at their keyed addresses, and a
            // player is a player by the room's say (`?player=NAME`), not by an address.
            guard let asset = PhonePages.asset(Substring(name)) else { return refusal(.noSuchRoom) }
            return response(asset.body, type: asset.contentType)
        }
        router.get("/r/:code/:name/:key") { [self] request, context in
            let (admission, role) = admitKeyed(request, context)
            guard case .admitted = admission, let role else { return refusal(admission) }
            return page(role: role, key: role == .host ? keys.host : keys.board)
        }
        router.get("/r/:code/:name/:key/:asset") { [self] request, context in
            let (admission, _) = admitKeyed(request, context)
            guard case .admitted = admission, let name = context.parameters.get("asset"),
                let asset = PhonePages.asset(Substring(name))
            else { return refusal(admission) }
            return response(asset.body, type: asset.contentType)
        }
    }

    /// A WebSocket's upgrade (`/r/CODE/ws` for players and guests, `/r/CODE/ROLE/KEY/ws` for the host's remote
    /// and the board), decided from its head alone, with the admission the pages get: accepted with its
    /// handler, or refused as a page would be (404, 429). Not through the router: Hummingbird's router-based
    /// upgrade keeps each request's context inside the context's own handler reference, a cycle that kept
    /// every upgraded connection's memory after it closed (#42).
    private func webSocket(_ head: HTTPRequest, channel: any Channel) -> ShouldUpgradeResult<
        WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>
    > {
        let target = head.path ?? ""
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let parts = path[0].split(separator: "/", omittingEmptySubsequences: false)
        let address = clientAddress(
            peer: ConnectionGuard.address(of: channel), xForwardedFor: head.headerFields[.init("X-Forwarded-For")!],
            forwarded: head.headerFields[.init("Forwarded")!])
        guard parts.count == 4 || parts.count == 6, parts[0].isEmpty, parts[1] == "r", parts.last == "ws" else {
            return refuseSocket(.noSuchRoom, channel)
        }
        let given = String(parts[2])
        let thisRoom = code.matches(Substring(given))
        if parts.count == 4 {
            let admission = admit(code: given, address: address)
            if case .ended = admission { return acceptSocket(head, channel) { [self] in try await tellEnded($1) } }
            guard case .admitted = admission else { return refuseSocket(admission, channel) }
            // `role=` grants nothing: the room decides (a guest, or the player asked for with its token).
            // Form-decoded (`+` and `%20` are spaces): a player's name may hold spaces (README-protocol).
            let query = RoomQuery(path.count > 1 ? String(path[1]) : "")
            let (player, token, team) = (query.player, query.token, query.team)
            let counted = ForwardedClient.loopback.contains(address) ? nil : address
            return acceptSocket(head, channel) { [self] inbound, outbound in
                guard thisRoom else { return try await tellEnded(outbound) }
                try await serve(
                    .visitor(player: player, team: team, token: token), address: counted, inbound: inbound,
                    outbound: outbound)
            }
        }
        let (admission, role) = admitKeyed(
            code: given, name: String(parts[3]), key: String(parts[4]), address: address)
        if case .ended = admission { return acceptSocket(head, channel) { [self] in try await tellEnded($1) } }
        guard case .admitted = admission, let role else { return refuseSocket(admission, channel) }
        return acceptSocket(head, channel) { [self] inbound, outbound in
            try await serve(role == .host ? .host : .board, inbound: inbound, outbound: outbound)
        }
    }

    /// Tells a socket of an ended room so, and closes it: its page stops retrying.
    private func tellEnded(_ outbound: WebSocketOutboundWriter) async throws {
        try await outbound.write(.text(RoomWelcome.roomEnded))
        try await outbound.close(.unknown(Self.roomEndedCloseCode), reason: "game ended")
    }

    /// One phone's socket: its frames out (its welcome, then its view's states), its actions in. The hub
    /// decides who it is; the game loop checks each action against that.
    private func serve(
        _ entry: PhoneHub.Entry, address: String? = nil, inbound: WebSocketInboundStream,
        outbound: WebSocketOutboundWriter
    ) async throws {
        guard let (identifier, states) = hub.connect(entry, address: address) else {
            // The page stops retrying when told the room is full.
            try await outbound.write(.text(RoomWelcome.roomFull))
            try await outbound.close(.unknown(Self.roomFullCloseCode), reason: "room full")
            return
        }
        inbox.wake()
        defer {
            hub.disconnect(identifier)
            inbox.wake()
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            let writing = writing
            writing.enter()
            group.addTask {
                defer { writing.leave() }
                for await state in states { try await outbound.write(.text(state)) }
            }
            var garbage = 0
            for try await message in inbound.messages(maxSize: Self.maximumFrameBytes) {
                guard case .text(let text) = message, let (action, argument) = PhoneAction.parse(text) else {
                    garbage += 1
                    if garbage >= Self.garbageAllowed { break }
                    continue
                }
                garbage = 0
                inbox.post(PhoneInbox.Request(action: action, connection: identifier, argument: argument))
            }
            group.cancelAll()
        }
    }

    /// The address a request is counted under: the connection's peer, or, behind a declared proxy, the
    /// client the proxy names last (`ForwardedClient`). A loopback peer's forwarding header while no proxy
    /// was declared is ignored, and the host told once how to declare it.
    func clientAddress(peer: String, xForwardedFor: String?, forwarded: String?) -> String {
        if ForwardedClient.ignoresProxy(
            peer: peer, xForwardedFor: xForwardedFor, forwarded: forwarded, proxies: proxies)
        {
            guards.undeclaredProxy()
        }
        return ForwardedClient.address(peer: peer, xForwardedFor: xForwardedFor, forwarded: forwarded, proxies: proxies)
    }

    /// `clientAddress` of a page's request.
    private func clientAddress(_ request: Request, _ context: RoomRequestContext) -> String {
        clientAddress(
            peer: context.channel.map(ConnectionGuard.address(of:)) ?? "unknown",
            xForwardedFor: request.headers[.init("X-Forwarded-For")!], forwarded: request.headers[.init("Forwarded")!])
    }

    /// Checks the address's standing and the room code given; a wrong code counts against the address.
    private func admit(code given: String?, address: String) -> Admission {
        if guards.isLocked(address) { return .tooManyGuesses }
        guard let given, code.matches(Substring(given)) else {
            // A page still open on a game this server served earlier is no one guessing.
            if let given, endedCodes.contains(given) { return .ended }
            return guards.wrongGuess(from: address) ? .tooManyGuesses : .noSuchRoom
        }
        return .admitted
    }

    /// As `admit`, then the key for the role named; a wrong key counts against the address.
    private func admitKeyed(code given: String?, name: String?, key: String?, address: String) -> (
        Admission, PhoneRole?
    ) {
        let admission = admit(code: given, address: address)
        guard case .admitted = admission else { return (admission, nil) }
        guard let name, let key, let opened = keys.role(for: Substring(key)), opened.rawValue == name else {
            return (guards.wrongGuess(from: address) ? .tooManyGuesses : .noSuchRoom, nil)
        }
        return (.admitted, opened.view)
    }

    /// `admit` for a page's request.
    private func admit(_ request: Request, _ context: RoomRequestContext) -> Admission {
        admit(code: context.parameters.get("code"), address: clientAddress(request, context))
    }

    /// `admitKeyed` for a page's request.
    private func admitKeyed(_ request: Request, _ context: RoomRequestContext) -> (Admission, PhoneRole?) {
        admitKeyed(
            code: context.parameters.get("code"), name: context.parameters.get("name"),
            key: context.parameters.get("key"), address: clientAddress(request, context))
    }

    /// Accepts a socket whose code and key were right, when its Origin is one of the game's own; `handler`
    /// then serves it.
    private func acceptSocket(
        _ head: HTTPRequest, _ channel: any Channel,
        handler: @escaping @Sendable (WebSocketInboundStream, WebSocketOutboundWriter) async throws -> Void
    ) -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> {
        let allowed = origins.withLock { $0?.allows(head.headerFields[.origin]) ?? false }
        guard allowed else { return refuseSocket(.noSuchRoom, channel) }
        channel.triggerUserOutboundEvent(ConnectionGuard.Upgrading(), promise: nil)
        return .upgrade([:]) { inbound, outbound, _ in try await handler(inbound, outbound) }
    }

    /// Refuses a socket with the status an HTTP request would get (404, or 429), instead of Hummingbird's
    /// fixed 400 for a refused upgrade.
    private func refuseSocket(_ admission: Admission, _ channel: any Channel) -> ShouldUpgradeResult<
        WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>
    > {
        let tooMany = if case .tooManyGuesses = admission { true } else { false }
        let status = tooMany ? "429 Too Many Requests" : "404 Not Found"
        let extra = tooMany ? "Retry-After: \(Int(guards.limits.lockoutSeconds.rounded(.up)))\r\n" : ""
        let response =
            "HTTP/1.1 \(status)\r\nConnection: close\r\nContent-Length: 0\r\nCache-Control: no-store\r\n\(extra)\r\n"
        channel.triggerUserOutboundEvent(ConnectionGuard.Refuse(response: response), promise: nil)
        return .dontUpgrade
    }

    /// The page of `role` (nil: the room's chooser); a keyed page's assets and socket live under its key.
    private func page(role: PhoneRole?, key: String?) -> Response {
        var body = PhonePages.page(role: role, language: language, code: code)
        if let role, let key {
            body = body.replacingOccurrences(
                of: "<base href=\"/r/\(code)/\">", with: "<base href=\"/r/\(code)/\(role.rawValue)/\(key)/\">")
        }
        return response(body, type: "text/html; charset=utf-8")
    }

    private func response(_ body: String, type: String) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: type, .cacheControl: "no-store",
                .contentSecurityPolicy:
                    "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
                .init("X-Content-Type-Options")!: "nosniff", .init("Referrer-Policy")!: "no-referrer",
            ],
            body: .init(byteBuffer: ByteBuffer(string: body)))
    }

    private func refusal(_ admission: Admission) -> Response {
        switch admission {
        case .ended:
            return Response(
                status: .gone, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(string: PhonePages.roomEnded(language: language))))
        case .tooManyGuesses:
            let text = Strings(language).pick("too many wrong codes: try again later", "错误的房间码太多：请稍后再试")
            return Response(
                status: .tooManyRequests,
                headers: [
                    .contentType: "text/plain; charset=utf-8", .cacheControl: "no-store",
                    .retryAfter: String(Int(guards.limits.lockoutSeconds.rounded(.up))),
                ],
                body: .init(byteBuffer: ByteBuffer(string: text + "\n")))
        case .admitted, .noSuchRoom:
            return Response(
                status: .notFound, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(string: PhonePages.noSuchRoom(language: language))))
        }
    }
}
