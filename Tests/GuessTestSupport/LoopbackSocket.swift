import Foundation

/// Plain sockets to a server in this process on 127.0.0.1, for the tests of the phones' server: an HTTP/1.1
/// exchange, and a WebSocket client that masks its frames as a browser does. Every call blocks (each receive
/// bounded by a timeout against a server that never answers), so tests call them through `offPool`, on a
/// Dispatch thread, never on the threads the server's tasks run on. No TLS and no HTTP client library: the
/// test build needs no BoringSSL.
package enum LoopbackSocket {
    /// Runs `work` on a Dispatch thread and returns what it returned (or throws what it threw).
    package static func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }

    /// A socket connected to 127.0.0.1:`port`, its receives bounded by `timeout` seconds.
    package static func connect(port: Int, timeout: Int = 60) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        // Only a bound against a server that never answers (a busy machine may take seconds), not a speed check.
        var bound = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &bound, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Foundation.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw POSIXError(.ECONNREFUSED)
        }
        return descriptor
    }

    /// Sends `request` on a new connection to `port` and returns what comes back until the server closes, a
    /// megabyte has come, or `done` says enough.
    package static func exchange(_ request: [UInt8], port: Int, until done: ([UInt8]) -> Bool = { _ in false })
        throws -> [UInt8]
    {
        let descriptor = try connect(port: port)
        defer { close(descriptor) }
        guard send(descriptor, request, request.count, 0) == request.count else { throw POSIXError(.EPIPE) }
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
}

/// A WebSocket to a server on loopback, as a browser's: the upgrade with an Origin, text frames masked, the
/// server's frames read one at a time (pings answered, a close ends the stream). Used from one thread at a
/// time.
package final class LoopbackWebSocket: @unchecked Sendable {
    private let descriptor: Int32
    private var pending: [UInt8] = []
    private var closed = false

    /// Upgrades `path` on 127.0.0.1:`port` with `origin`; throws unless the answer is 101.
    package init(port: Int, path: String, origin: String) throws {
        descriptor = try LoopbackSocket.connect(port: port, timeout: 20)
        let lines = [
            "GET \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Upgrade: websocket", "Connection: Upgrade",
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13", "Origin: \(origin)",
        ]
        let request = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        guard Foundation.send(descriptor, request, request.count, 0) == request.count else {
            close(descriptor)
            throw POSIXError(.EPIPE)
        }
        while pending.firstRange(of: Array("\r\n\r\n".utf8)) == nil {
            guard receive() else {
                close(descriptor)
                throw POSIXError(.ECONNRESET)
            }
        }
        let end = pending.firstRange(of: Array("\r\n\r\n".utf8))!.upperBound
        let head = String(decoding: pending[..<end], as: UTF8.self)
        pending.removeFirst(end)
        guard head.hasPrefix("HTTP/1.1 101") else {
            close(descriptor)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit { close(descriptor) }

    /// Sends `text` as one masked text frame.
    package func send(text: String) throws {
        try sendFrame(opcode: 0x1, Array(text.utf8))
    }

    /// The next text message the server sends; nil once it closed (or went quiet past the receive bound).
    package func nextText() throws -> String? {
        while !closed {
            if let (opcode, payload) = takeFrame() {
                switch opcode {
                case 0x1: return String(decoding: payload, as: UTF8.self)
                case 0x8:
                    closed = true
                    try? sendFrame(opcode: 0x8, Array(payload.prefix(2)))
                case 0x9: try sendFrame(opcode: 0xA, payload)
                default: continue
                }
            } else if !receive() {
                closed = true
            }
        }
        return nil
    }

    /// Sends a normal close (1000).
    package func closeNormally() {
        try? sendFrame(opcode: 0x8, [0x03, 0xE8])
    }

    private func sendFrame(opcode: UInt8, _ payload: [UInt8]) throws {
        var frame: [UInt8] = [0x80 | opcode]
        switch payload.count {
        case ..<126: frame.append(0x80 | UInt8(payload.count))
        case ..<65536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: frame += [0x80 | 127] + (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        guard Foundation.send(descriptor, frame, frame.count, 0) == frame.count else { throw POSIXError(.EPIPE) }
    }

    /// One whole frame off the bytes received so far (the server's frames are unmasked), or nil.
    private func takeFrame() -> (opcode: UInt8, payload: [UInt8])? {
        guard pending.count >= 2 else { return nil }
        var length = Int(pending[1] & 0x7F)
        var start = 2
        if length == 126 {
            guard pending.count >= 4 else { return nil }
            length = Int(pending[2]) << 8 | Int(pending[3])
            start = 4
        } else if length == 127 {
            guard pending.count >= 10 else { return nil }
            length = pending[2..<10].reduce(0) { $0 << 8 | Int($1) }
            start = 10
        }
        guard pending.count >= start + length else { return nil }
        let frame = (pending[0] & 0x0F, Array(pending[start..<start + length]))
        pending.removeFirst(start + length)
        return frame
    }

    /// Reads what has come; false when the connection ended or the receive bound passed.
    private func receive() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return false }
        pending += buffer[0..<count]
        return true
    }
}
