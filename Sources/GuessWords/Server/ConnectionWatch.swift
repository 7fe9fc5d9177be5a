/// One connection to the phones' server, watched byte by byte as it arrives (before any HTTP parsing), so
/// that what the HTTP and WebSocket layers do not police is: a request's head must be complete within
/// `headSeconds` of its first byte (of the connection's start for the first request, so a slowloris
/// trickle or a silent socket is closed); a connection that neither reads nor writes for `idleSeconds` is
/// closed; and once upgraded to a WebSocket, every frame from the client must be masked (RFC 6455 §5.1:
/// otherwise close with 1002). Time is given by the caller; a pure value, so tests never sleep.
public struct ConnectionWatch: Sendable {
    /// Where the connection is.
    public enum Phase: Equatable, Sendable {
        /// A request's head is arriving; it must be complete by the deadline.
        case head(deadline: Double)
        /// A head arrived and is being answered (or its body read).
        case open
        /// A WebSocket: frames, each checked for its mask.
        case upgraded
    }

    /// What the server should do after bytes arrived.
    public enum Verdict: Equatable, Sendable {
        /// Go on.
        case keep
        /// A client frame without a mask: send a close frame with 1002 and close.
        case unmaskedFrame
        /// Not an HTTP/1 request (a TLS hello, another version, a broken request line): answer 400, close.
        case badRequest
        /// A head over `maximumHeadBytes`: answer 431 and close.
        case headTooLarge
    }

    /// The largest request head read, in bytes (the phones' requests take under 2 KiB).
    public static let maximumHeadBytes = 32 * 1024
    /// The longest request line, in bytes.
    public static let maximumRequestLine = 4 * 1024

    /// Why a connection is due to close.
    public enum Expiry: Equatable, Sendable {
        /// The request's head did not arrive in time (answer 408 if nothing was written yet).
        case headTimeout
        /// Nothing read or written for the idle time.
        case idle
    }

    /// Where the connection is now.
    public private(set) var phase: Phase
    private let headSeconds: Double
    private let idleSeconds: Double
    private var idleDeadline: Double
    /// Whether the last line end of the head being read was followed only by carriage returns.
    private var atLineStart = false
    /// Whether the server wrote since the last head arrived (the next bytes start a new request).
    private var answered = false
    /// Whether anything was written on the connection at all.
    public private(set) var wroteAnything = false
    private var frame = FrameHeader()
    /// Bytes of the head being read.
    private var headBytes = 0
    /// The request line read so far, until its line end.
    private var requestLine: [UInt8] = []
    private var requestLineDone = false

    /// A connection accepted at `now`, watched with the head and idle times of `limits`.
    public init(limits: ServerLimits, now: Double) {
        self.init(headSeconds: limits.headSeconds, idleSeconds: limits.idleSeconds, now: now)
    }

    /// A connection accepted at `now`: its first head is due within `headSeconds`.
    public init(headSeconds: Double, idleSeconds: Double, now: Double) {
        self.headSeconds = headSeconds
        self.idleSeconds = idleSeconds
        phase = .head(deadline: now + headSeconds)
        idleDeadline = now + idleSeconds
    }

    /// Bytes arrived at `now`.
    public mutating func read(_ bytes: some Sequence<UInt8>, now: Double) -> Verdict {
        idleDeadline = now + idleSeconds
        switch phase {
        case .upgraded:
            for byte in bytes where !frame.take(byte) { return .unmaskedFrame }
            return .keep
        case .open:
            // A body (the phones' pages take none) or the next request after the answer.
            guard answered else { return .keep }
            phase = .head(deadline: now + headSeconds)
            atLineStart = false
            answered = false
            headBytes = 0
            requestLine.removeAll()
            requestLineDone = false
            return scanHead(bytes)
        case .head:
            return scanHead(bytes)
        }
    }

    /// The server wrote at `now`.
    public mutating func wrote(now: Double) {
        idleDeadline = now + idleSeconds
        wroteAnything = true
        if phase == .open { answered = true }
    }

    /// The connection became a WebSocket at `now` (the upgrade was accepted).
    public mutating func upgraded(now: Double) {
        phase = .upgraded
        frame = FrameHeader()
        idleDeadline = now + idleSeconds
    }

    /// Why the connection should close at `now`, nil when it may stay.
    public func expiry(now: Double) -> Expiry? {
        if case .head(let deadline) = phase, now >= deadline { return .headTimeout }
        return now >= idleDeadline ? .idle : nil
    }

    /// When `expiry` next needs asking.
    public var nextDeadline: Double {
        if case .head(let deadline) = phase { return min(deadline, idleDeadline) }
        return idleDeadline
    }

    /// Reads head bytes: checks the request line as it comes (an upper-case method, a space, a target, a
    /// space, `HTTP/1.0` or `HTTP/1.1`) and the head's size, and looks for the blank line that ends the
    /// head (CRLF CRLF, or bare LFs, as parsers accept).
    private mutating func scanHead(_ bytes: some Sequence<UInt8>) -> Verdict {
        guard case .head = phase else { return .keep }
        for byte in bytes {
            headBytes += 1
            if headBytes > Self.maximumHeadBytes { return .headTooLarge }
            if !requestLineDone {
                switch byte {
                case UInt8(ascii: "\n"):
                    if requestLine.isEmpty { continue }  // blank lines before a request are allowed
                    guard Self.isRequestLine(requestLine) else { return .badRequest }
                    requestLineDone = true
                    atLineStart = true
                case UInt8(ascii: "\r"): continue
                default:
                    // The method: upper-case letters up to the first space (a TLS hello fails at once).
                    if !requestLine.contains(UInt8(ascii: " ")), byte != UInt8(ascii: " "),
                        !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    {
                        return .badRequest
                    }
                    requestLine.append(byte)
                    if requestLine.count > Self.maximumRequestLine { return .badRequest }
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\n"):
                if atLineStart {
                    phase = .open
                    answered = false
                    return .keep
                }
                atLineStart = true
            case UInt8(ascii: "\r"): continue
            default: atLineStart = false
            }
        }
        return .keep
    }

    /// Whether `line` is `METHOD TARGET HTTP/1.x` with a method of 1 to 16 letters and a target that starts
    /// with `/` (or is `*`), with no space or control character inside.
    private static func isRequestLine(_ line: [UInt8]) -> Bool {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, (1...16).contains(parts[0].count),
            let first = parts[1].first, first == UInt8(ascii: "/") || parts[1].elementsEqual("*".utf8),
            parts[1].allSatisfy({ $0 > 32 && $0 < 127 }),
            parts[2].elementsEqual("HTTP/1.1".utf8) || parts[2].elementsEqual("HTTP/1.0".utf8)
        else { return false }
        return true
    }
}

/// The header of the WebSocket frame being read, byte by byte: finds each frame's mask bit and skips its
/// payload (RFC 6455 §5.2).
private struct FrameHeader: Sendable {
    /// Header bytes of the current frame read so far (at most 14).
    private var header: [UInt8] = []
    /// Payload bytes of the current frame still to skip.
    private var payloadLeft: UInt64 = 0

    /// Takes one byte; false when a frame turns out to be unmasked.
    mutating func take(_ byte: UInt8) -> Bool {
        if payloadLeft > 0 {
            payloadLeft -= 1
            return true
        }
        header.append(byte)
        guard header.count >= 2 else { return true }
        guard header[1] & 0x80 != 0 else { return false }
        let shortLength = header[1] & 0x7F
        let extra = shortLength == 126 ? 2 : shortLength == 127 ? 8 : 0
        let needed = 2 + extra + 4
        guard header.count == needed else { return true }
        var length = UInt64(shortLength)
        if extra > 0 { length = header[2..<(2 + extra)].reduce(0) { $0 << 8 | UInt64($1) } }
        header.removeAll(keepingCapacity: true)
        payloadLeft = length
        return true
    }
}
