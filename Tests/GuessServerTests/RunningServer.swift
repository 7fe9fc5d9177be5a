import Foundation
import GuessTestSupport
import Synchronization

@testable import GuessRoom
@testable import GuessServer

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

    /// GET `path` with `headers`; the status, the body and the head (its status line and headers).
    func get(_ path: String, headers: [String] = []) async throws -> (status: Int, body: String, head: String) {
        let lines = ["GET \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Connection: close"] + headers
        let answer = try await exchange(Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8))
        let status = answer.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
        let body = answer.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        return (status, body, answer.components(separatedBy: "\r\n\r\n").first ?? "")
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
        let bytes = try await LoopbackSocket.offPool {
            try LoopbackSocket.exchange(request, port: port) { Self.closeCode(in: $0) != nil }
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
        let bytes = try await LoopbackSocket.offPool {
            try LoopbackSocket.exchange(request, port: port) { received in
                untilHead && received.firstRange(of: Array("\r\n\r\n".utf8)) != nil
            }
        }
        return String(decoding: bytes, as: UTF8.self)
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
