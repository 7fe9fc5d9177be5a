import Dispatch
import Foundation
import GuessWords
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import Synchronization

/// The web server the phones join (`guess play --serve`): the embedded pages at `/r/CODE[/ROLE]` and one
/// WebSocket per page at `/r/CODE/ws?role=ROLE`. Anything else, a wrong room code included, is a plain
/// 404 and no socket. It runs on its own threads (Hummingbird on SwiftNIO); it never touches the engine:
/// actions go to the `PhoneInbox`, which the game loop reads, and states come from the loop through
/// `publish`.
final class PhoneServer: Sendable {
    /// Why the server could not start.
    enum StartError: Error {
        /// The address could not be bound (in use, not this machine's, not allowed); the system's words.
        case cannotListen(String)
    }

    /// The room's code, part of every address.
    let code: RoomCode
    let language: Language
    let inbox: PhoneInbox
    let hub = PhoneHub()
    /// Unknown or malformed messages a connection may send, in a row, before it is closed.
    static let garbageAllowed = 5
    /// The largest WebSocket message read, in bytes.
    static let maximumFrameBytes = 1024

    private let running = Mutex<Task<Void, Never>?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    init(code: RoomCode, language: Language, inbox: PhoneInbox) {
        self.code = code
        self.language = language
        self.inbox = inbox
    }

    /// Starts listening on `address`; returns the port bound once the server accepts connections, or
    /// throws when it cannot listen there.
    func start(_ address: ServeAddress) throws(StartError) -> Int {
        let outcome = Mutex<Result<Int, StartError>?>(nil)
        let ready = DispatchSemaphore(value: 0)
        let app = application(host: address.host ?? "0.0.0.0", port: address.port) { port in
            outcome.withLock { $0 = .success(port ?? address.port) }
            ready.signal()
        }
        let finished = finished
        let task = Task {
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
        ready.wait()
        switch outcome.withLock({ $0 }) {
        case .success(let port): return port
        case .failure(let error): throw error
        case nil: throw .cannotListen("stopped")
        }
    }

    /// The application that serves the room on `host`:`port`; `running` is told the port bound once it
    /// accepts connections. `start` runs it; tests run it with HummingbirdTesting.
    func application(host: String, port: Int, running: @escaping @Sendable (Int?) -> Void = { _ in })
        -> some ApplicationProtocol
    {
        let router = Router(context: BasicWebSocketRequestContext.self)
        addRoutes(router)
        var logger = Logger(label: "guess.phones")
        logger.logLevel = .critical
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: router,
                configuration: .init(
                    ws: .init(maxFrameSize: Self.maximumFrameBytes, autoPing: .enabled(timePeriod: .seconds(20))))),
            configuration: .init(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in running(channel.localAddress?.port) },
            logger: logger)
    }

    /// Sends the roles their new states (from the game loop).
    func publish(_ states: [PhoneRole: String]) {
        hub.publish(states)
    }

    /// Closes every connection and stops listening; waits a moment for the server to let go.
    func stop() {
        // The last states (the game's end) still go out before the sockets close.
        if hub.count > 0 { usleep(200_000) }
        hub.close()
        guard let task = running.withLock({ $0 }) else { return }
        task.cancel()
        _ = finished.wait(timeout: .now() + 2)
    }

    // MARK: - Routes

    private func addRoutes(_ router: Router<BasicWebSocketRequestContext>) {
        router.get("/r/:code") { [self] _, context in
            guard roomMatches(context) else { return noSuchRoom() }
            return page(PhonePages.page(role: nil, language: language, code: code), type: "text/html; charset=utf-8")
        }
        router.get("/r/:code/:name") { [self] _, context in
            guard roomMatches(context), let name = context.parameters.get("name") else { return noSuchRoom() }
            if let role = PhoneRole(rawValue: name) {
                return page(
                    PhonePages.page(role: role, language: language, code: code), type: "text/html; charset=utf-8")
            }
            guard let asset = PhonePages.asset(Substring(name)) else { return noSuchRoom() }
            return page(asset.body, type: asset.contentType)
        }
        router.ws("/r/:code/ws") { [self] request, context in
            guard roomMatches(context), role(of: request) != nil, originAllowed(request) else {
                throw HTTPError(.notFound, message: "no such room")
            }
            return .upgrade([:])
        } onUpgrade: { [self] inbound, outbound, context in
            guard let role = role(of: context.request), let (identifier, states) = hub.connect(role) else { return }
            defer { hub.disconnect(identifier) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
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
                    inbox.post(PhoneInbox.Request(action: action, role: role, argument: argument))
                }
                group.cancelAll()
            }
        }
    }

    private func roomMatches(_ context: some RequestContext) -> Bool {
        guard let given = context.parameters.get("code") else { return false }
        return code.matches(Substring(given))
    }

    private func role(of request: Request) -> PhoneRole? {
        request.uri.queryParameters.get("role").flatMap { PhoneRole(rawValue: String($0)) }
    }

    /// A browser's WebSocket must come from one of our own pages: its Origin names the host it asked
    /// (the Host header). A client that sends no Origin (not a browser) is let in.
    private func originAllowed(_ request: Request) -> Bool {
        guard let origin = request.headers[.origin] else { return true }
        guard let host = request.head.authority else { return false }
        return origin == "http://" + host
    }

    private func page(_ body: String, type: String) -> Response {
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

    private func noSuchRoom() -> Response {
        Response(
            status: .notFound, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: PhonePages.noSuchRoom(language: language))))
    }
}
