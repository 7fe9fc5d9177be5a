import Foundation
import Synchronization
import Testing

@testable import GuessPhones

/// A clock the test moves by hand, for the server's guards.
final class HandClock: Sendable {
    private let seconds = Mutex(0.0)
    var now: Double { seconds.withLock { $0 } }
    func advance(_ by: Double) { seconds.withLock { $0 += by } }
}

/// The phones' server in this process on 127.0.0.1 (a free port), its guards on a hand-moved clock; each
/// request is a plain HTTP/1.1 exchange on its own loopback socket (bounded by a receive timeout), made on
/// a Dispatch thread so that the blocking calls never hold the threads the server's tasks run on.
final class RunningServer {
    let server: PhoneServer
    let clock = HandClock()
    let port: Int
    private let task: Task<Void, Never>

    static let keys = RoomKeys(host: "hostKEYhostKEYhostKEY_", board: "boardKEYboardKEYboard-")!

    init(
        limits: ServerLimits = ServerLimits(), publicURL: PublicURL? = nil, proxies: TrustedProxies = .none,
        endedCodes: Set<String> = []
    ) async throws {
        let clock = clock
        let guards = ServerGuards(limits: limits, connectionCap: 50, clock: { clock.now })
        guard let inbox = PhoneInbox() else { throw CocoaError(.fileNoSuchFile) }
        var random = SplitMix(seed: 3)
        server = PhoneServer(
            code: RoomCode(using: &random), keys: Self.keys, language: .en, inbox: inbox, guards: guards,
            publicURL: publicURL, proxies: proxies, endedCodes: endedCodes)
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let app = server.makeApplication(
            address: ServeAddress(host: "127.0.0.1", port: 0), onServerRunning: { continuation.yield($0) })
        task = Task { try? await app.runService(gracefulShutdownSignals: []) }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw CocoaError(.fileNoSuchFile) }
        self.port = port
        server.allowOrigins(OriginPolicy(hosts: ["127.0.0.1"], port: port))
    }

    /// GET `path` with `headers`; the status and the body.
    func get(_ path: String, headers: [String] = []) async throws -> (status: Int, body: String) {
        let lines = ["GET \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Connection: close"] + headers
        let answer = try await exchange(Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8))
        let status = answer.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
        let body = answer.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        return (status, body)
    }

    /// The status a WebSocket upgrade of `path` gets, with `origin` (nil: none).
    func upgradeStatus(_ path: String, origin: String?) async throws -> Int {
        var lines = [
            "GET \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Upgrade: websocket", "Connection: Upgrade",
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13",
        ]
        if let origin { lines.append("Origin: \(origin)") }
        let answer = try await exchange(Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8), untilHead: true)
        return answer.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
    }

    /// What a WebSocket upgrade of `path` (with our Origin) receives until the server's close frame: the
    /// answer's head, the frames' bytes as text, and the close code (nil: no close frame came).
    func socketUntilClose(_ path: String) async throws -> (head: String, text: String, closeCode: Int?) {
        let lines = [
            "GET \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Upgrade: websocket", "Connection: Upgrade",
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13",
            "Origin: http://127.0.0.1:\(port)",
        ]
        let request = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        let port = port
        let bytes = try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result { try Self.blockingExchange(request, port: port) { Self.closeCode(in: $0) != nil } })
            }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return (text.components(separatedBy: "\r\n\r\n").first ?? "", text, Self.closeCode(in: bytes))
    }

    /// The code of the server's close frame (opcode 8, unmasked, after the head), if one arrived whole.
    private static func closeCode(in bytes: [UInt8]) -> Int? {
        guard let head = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else { return nil }
        var index = head.upperBound
        while index + 1 < bytes.count {
            let opcode = bytes[index] & 0x0F
            let length = Int(bytes[index + 1] & 0x7F)
            guard length < 126, index + 2 + length <= bytes.count else { return nil }
            if opcode == 8, length >= 2 { return Int(bytes[index + 2]) << 8 | Int(bytes[index + 3]) }
            index += 2 + length
        }
        return nil
    }

    private func exchange(_ request: [UInt8], untilHead: Bool = false) async throws -> String {
        let port = port
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result {
                        let bytes = try Self.blockingExchange(request, port: port) { received in
                            untilHead && received.firstRange(of: Array("\r\n\r\n".utf8)) != nil
                        }
                        return String(decoding: bytes, as: UTF8.self)
                    })
            }
        }
    }

    private static func blockingExchange(_ request: [UInt8], port: Int, until done: ([UInt8]) -> Bool) throws
        -> [UInt8]
    {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        defer { close(descriptor) }
        // Only a bound against a server that never answers (a busy machine may take seconds), not a speed check.
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        let bytes = request
        guard send(descriptor, bytes, bytes.count, 0) == bytes.count else { throw POSIXError(.EPIPE) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while received.count < 1_000_000 {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
            if done(received) { break }
        }
        return received
    }

    deinit {
        task.cancel()
        server.inbox.close()
    }
}

/// A seeded generator for the room code.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

@Suite("Phones' server in process: keyed pages, origins, the wrong-guess limit on a hand-moved clock")
struct PhoneServerRouteTests {
    @Test("the host's remote and the board open only with their own key; the public page holds no key")
    func keyedPages() async throws {
        let running = try await RunningServer()
        let code = running.server.code
        let keys = RunningServer.keys
        let room = try await running.get("/r/\(code)")
        #expect(room.status == 200)
        #expect(!room.body.contains(keys.host) && !room.body.contains(keys.board))
        #expect(try await running.get("/r/\(code)/host").status == 404)
        #expect(try await running.get("/r/\(code)/board").status == 404)
        let host = try await running.get("/r/\(code)/host/\(keys.host)")
        #expect(host.status == 200)
        #expect(host.body.contains("<base href=\"/r/\(code)/host/\(keys.host)/\">"))
        #expect(!host.body.contains(keys.board))
        #expect(try await running.get("/r/\(code)/board/\(keys.board)").status == 200)
        #expect(try await running.get("/r/\(code)/board/\(keys.host)").status == 404)
        #expect(try await running.get("/r/\(code)/host/\(keys.board)").status == 404)
        #expect(try await running.get("/r/\(code)/host/\(keys.host)/phone.js").status == 200)
        #expect(try await running.get("/r/\(code)/host/\(keys.board)/phone.js").status == 404)
    }

    @Test("sockets: only with our Origin; never host or board at the public address; 404 when refused")
    func sockets() async throws {
        let running = try await RunningServer()
        let code = running.server.code
        let ours = "http://127.0.0.1:\(running.port)"
        let keyed = "/r/\(code)/host/\(RunningServer.keys.host)/ws"
        #expect(try await running.upgradeStatus(keyed, origin: ours) == 101)
        #expect(try await running.upgradeStatus(keyed, origin: nil) == 404)
        #expect(try await running.upgradeStatus(keyed, origin: "http://evil.example") == 404)
        #expect(try await running.upgradeStatus("/r/\(code)/ws?role=guest", origin: ours) == 101)
        // role= grants nothing: the socket opens as a guest (the room decides; Tests/Browser/phones_test.py
        // checks it gets no word and may do nothing).
        #expect(try await running.upgradeStatus("/r/\(code)/ws?role=host", origin: ours) == 101)
        #expect(try await running.upgradeStatus("/r/\(code)/ws?role=board", origin: ours) == 101)
        #expect(try await running.upgradeStatus("/r/ZZZZZZ/ws?role=guest", origin: ours) == 404)
    }

    @Test("wrong codes and keys: 10 a minute, then 429 (right code too) until the lockout ends; the host told once")
    func wrongGuessLimit() async throws {
        let running = try await RunningServer()
        let code = running.server.code
        for attempt in 0..<10 {
            let wrong = attempt.isMultiple(of: 2) ? "/r/ZZZZZZ" : "/r/\(code)/host/\(String(repeating: "A", count: 22))"
            #expect(try await running.get(wrong).status == 404)
        }
        #expect(!running.server.guards.takeGuessingNotice())
        let over = try await running.get("/r/ZZZZZZ")
        #expect(over.status == 429)
        #expect(try await running.get("/r/\(code)").status == 429)
        #expect(running.server.guards.takeGuessingNotice())
        running.clock.advance(299)
        #expect(try await running.get("/r/\(code)").status == 429)
        running.clock.advance(1)
        #expect(try await running.get("/r/\(code)").status == 200)
        // The next lockout is not announced again.
        for _ in 0..<11 { _ = try await running.get("/r/ZZZZZZ") }
        #expect(try await running.get("/r/\(code)").status == 429)
        #expect(!running.server.guards.takeGuessingNotice())
    }

    @Test("behind the proxy, the client the proxy names is counted, not the proxy")
    func forwardedAddress() async throws {
        let running = try await RunningServer()
        let code = running.server.code
        // No proxy declared: X-Forwarded-For is not trusted, even from loopback (and behind --public-url):
        // everything counts against 127.0.0.1, and the host is told once how to declare the proxy.
        for index in 0..<11 { _ = try await running.get("/r/ZZZZZZ", headers: ["X-Forwarded-For: 10.0.0.\(index)"]) }
        #expect(try await running.get("/r/\(code)", headers: ["X-Forwarded-For: 10.0.0.99"]).status == 429)
        #expect(running.server.guards.takeProxyNotice())
        #expect(!running.server.guards.takeProxyNotice())
        let undeclared = try await RunningServer(publicURL: PublicURL("https://game.example.org"))
        for _ in 0..<11 { _ = try await undeclared.get("/r/ZZZZZZ", headers: ["X-Forwarded-For: 10.0.0.1"]) }
        #expect(
            try await undeclared.get("/r/\(undeclared.server.code)", headers: ["X-Forwarded-For: 10.0.0.2"]).status
                == 429)
        // A declared proxy (--trusted-proxy 127.0.0.1): the client it names last is counted.
        let proxied = try await RunningServer(
            publicURL: PublicURL("https://game.example.org"), proxies: TrustedProxies(["127.0.0.1"])!)
        let room = proxied.server.code
        for _ in 0..<11 { _ = try await proxied.get("/r/ZZZZZZ", headers: ["X-Forwarded-For: 6.6.6.6, 10.0.0.1"]) }
        #expect(try await proxied.get("/r/\(room)", headers: ["X-Forwarded-For: 10.0.0.1"]).status == 429)
        #expect(try await proxied.get("/r/\(room)", headers: ["X-Forwarded-For: 10.0.0.2"]).status == 200)
    }
}
