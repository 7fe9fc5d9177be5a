/// One connection to the phones' server, watched byte by byte as it arrives (before any HTTP parsing), so
/// that what the HTTP and WebSocket layers do not police is: a request's head must be complete within
/// `headSeconds` of its first byte (of the connection's start for the first request, so a slowloris
/// trickle or a silent socket is closed); a connection that neither reads nor writes for `idleSeconds` is
/// closed; a head must be well formed (request line, CRLF line ends, a known method, header lines with a
/// name and a colon, one Content-Length and never beside Transfer-Encoding: otherwise 400 at once, since the
/// HTTP parser after it would leave such a connection open without an answer); and once upgraded to a
/// WebSocket, every frame from the client must be masked (RFC 6455 §5.1: otherwise close with 1002), a
/// message may span at most `maximumFramesPerMessage` frames (close 1009) and frames may come no faster
/// than a phone sends them (`frameBurst`, then `framesPerSecond`; close 1008). The WebSocket layer bounds
/// a message's bytes, not its frames: a message of endless empty continuations would otherwise be kept
/// frame by frame. Time is given by the caller; a pure value, so tests never sleep.
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
        /// A WebSocket message of more than `maximumFramesPerMessage` frames: close with 1009 (too big).
        case tooManyFrames
        /// WebSocket frames faster than `framesPerSecond` after a burst of `frameBurst`: close with 1008.
        case framesTooFast
    }

    /// The frames one WebSocket message may span (a phone's message is one frame of under 1 KiB).
    public static let maximumFramesPerMessage = 8
    /// The frames a connection may send at once before the rate counts (a page sends one per tap).
    public static let frameBurst = 30.0
    /// The frames a second a connection may go on sending after its burst.
    public static let framesPerSecond = 10.0
    /// The methods a request may name (RFC 9110 §9); any other is answered 400.
    static let methods: [[UInt8]] = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "CONNECT", "TRACE"]
        .map { Array($0.utf8) }

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
    /// Data frames of the WebSocket message being read.
    private var messageFrames = 0
    /// Frames the connection may still send at once; refilled at `framesPerSecond`.
    private var frameAllowance = ConnectionWatch.frameBurst
    private var lastFrameTime: Double
    /// Bytes of the head being read.
    private var headBytes = 0
    /// The request line read so far, until its line end.
    private var requestLine: [UInt8] = []
    private var requestLineDone = false
    /// The header line being read: its name (lower-cased, the first 20 bytes), whether its colon came,
    /// whether it is empty so far, and whether a byte of its name is not a token character.
    private var headerName: [UInt8] = []
    private var headerColon = false
    private var headerLineEmpty = true
    private var headerNameBad = false
    /// The previous byte of the head (a line end must be CR LF).
    private var previousByte: UInt8 = 0
    /// The Content-Length and Transfer-Encoding lines of the head being read.
    private var contentLengths = 0
    private var transferEncoding = false

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
        lastFrameTime = now
    }

    /// The target of the last complete request line (`/r/CODE/...?...`), nil before one arrived: the
    /// server's keyed slots admit a connection by it.
    public var requestTarget: ArraySlice<UInt8>? {
        guard requestLineDone else { return nil }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        return parts.count == 3 ? parts[1] : nil
    }

    /// Bytes arrived at `now`.
    public mutating func read(_ bytes: some Sequence<UInt8>, now: Double) -> Verdict {
        idleDeadline = now + idleSeconds
        switch phase {
        case .upgraded:
            for byte in bytes {
                switch frame.take(byte) {
                case .payload: continue
                case .unmasked: return .unmaskedFrame
                case .header(let opcode, let final):
                    if let verdict = countFrame(opcode: opcode, final: final, now: now) { return verdict }
                }
            }
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
            contentLengths = 0
            transferEncoding = false
            startHeaderLine()
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
        messageFrames = 0
        frameAllowance = Self.frameBurst
        lastFrameTime = now
        idleDeadline = now + idleSeconds
    }

    /// Counts a frame whose header was read at `now`: a verdict when it is one too many for its message
    /// or comes too fast.
    private mutating func countFrame(opcode: UInt8, final: Bool, now: Double) -> Verdict? {
        frameAllowance = min(Self.frameBurst, frameAllowance + max(0, now - lastFrameTime) * Self.framesPerSecond)
        lastFrameTime = now
        guard frameAllowance >= 1 else { return .framesTooFast }
        frameAllowance -= 1
        // Control frames (opcodes 8 and up) may come between a message's frames and belong to none.
        guard opcode & 0x08 == 0 else { return nil }
        messageFrames = opcode == 0 ? messageFrames + 1 : 1
        guard messageFrames <= Self.maximumFramesPerMessage else { return .tooManyFrames }
        if final { messageFrames = 0 }
        return nil
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

    /// Reads head bytes: checks the request line as it comes (a known method, a space, a target, a space,
    /// `HTTP/1.0` or `HTTP/1.1`), every header line (a token name, a colon, no folding), the framing
    /// headers (one Content-Length of digits, never beside Transfer-Encoding) and the head's size, and looks
    /// for the blank line that ends the head. Every line ends in CR LF: a bare LF is refused, as the parser
    /// behind would neither answer nor close.
    private mutating func scanHead(_ bytes: some Sequence<UInt8>) -> Verdict {
        guard case .head = phase else { return .keep }
        for byte in bytes {
            headBytes += 1
            if headBytes > Self.maximumHeadBytes { return .headTooLarge }
            defer { previousByte = byte }
            if byte == UInt8(ascii: "\n") {
                guard previousByte == UInt8(ascii: "\r") else { return .badRequest }
                if !requestLineDone {
                    if requestLine.isEmpty { continue }  // blank lines before a request are allowed
                    guard Self.isRequestLine(requestLine) else { return .badRequest }
                    requestLineDone = true
                    startHeaderLine()
                    continue
                }
                if headerLineEmpty {
                    guard contentLengths <= 1, !(contentLengths == 1 && transferEncoding) else { return .badRequest }
                    phase = .open
                    answered = false
                    return .keep
                }
                guard headerColon, !headerNameBad else { return .badRequest }
                startHeaderLine()
                continue
            }
            if previousByte == UInt8(ascii: "\r") && byte != UInt8(ascii: "\r") {
                return .badRequest  // a CR inside a line
            }
            if byte == UInt8(ascii: "\r") { continue }
            if !requestLineDone {
                // The method: upper-case letters up to the first space (a TLS hello fails at once).
                if !requestLine.contains(UInt8(ascii: " ")), byte != UInt8(ascii: " "),
                    !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                {
                    return .badRequest
                }
                requestLine.append(byte)
                if requestLine.count > Self.maximumRequestLine { return .badRequest }
                continue
            }
            if headerColon {
                if headerName == Array("content-length".utf8), !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte),
                    byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t")
                {
                    return .badRequest
                }
                continue
            }
            // A header line's name, up to its colon; a line that starts with white space folds (refused).
            if headerLineEmpty && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")) { return .badRequest }
            headerLineEmpty = false
            if byte == UInt8(ascii: ":") {
                guard !headerName.isEmpty else { return .badRequest }
                headerColon = true
                if headerName == Array("content-length".utf8) { contentLengths += 1 }
                if headerName == Array("transfer-encoding".utf8) { transferEncoding = true }
                continue
            }
            if !Self.isTokenCharacter(byte) { headerNameBad = true }
            if headerName.count < 20 { headerName.append(byte | (byte >= 65 && byte <= 90 ? 0x20 : 0)) }
        }
        return .keep
    }

    /// Starts reading a new header line.
    private mutating func startHeaderLine() {
        headerName.removeAll(keepingCapacity: true)
        headerColon = false
        headerLineEmpty = true
        headerNameBad = false
    }

    /// Whether `byte` may stand in a header's name (RFC 9110 §5.6.2, tchar).
    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default: return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// Whether `line` is `METHOD TARGET HTTP/1.x` with a known method and a target that starts
    /// with `/` (or is `*`), with no space or control character inside.
    private static func isRequestLine(_ line: [UInt8]) -> Bool {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, Self.methods.contains(where: { $0.elementsEqual(parts[0]) }),
            let first = parts[1].first, first == UInt8(ascii: "/") || parts[1].elementsEqual("*".utf8),
            parts[1].allSatisfy({ $0 > 32 && $0 < 127 }),
            parts[2].elementsEqual("HTTP/1.1".utf8) || parts[2].elementsEqual("HTTP/1.0".utf8)
        else { return false }
        return true
    }
}

/// The header of the WebSocket frame being read, byte by byte: finds each frame's opcode, final bit and
/// mask bit, and skips its payload (RFC 6455 §5.2).
private struct FrameHeader: Sendable {
    /// What one byte was.
    enum Taken {
        /// Part of a header still incomplete, or of a payload.
        case payload
        /// The last byte of a frame's header: the frame's opcode and whether it ends its message.
        case header(opcode: UInt8, final: Bool)
        /// The second byte of a header whose mask bit is clear.
        case unmasked
    }

    /// Header bytes of the current frame read so far (at most 14).
    private var header: [UInt8] = []
    /// Payload bytes of the current frame still to skip.
    private var payloadLeft: UInt64 = 0

    /// Takes one byte.
    package mutating func take(_ byte: UInt8) -> Taken {
        if payloadLeft > 0 {
            payloadLeft -= 1
            return .payload
        }
        header.append(byte)
        guard header.count >= 2 else { return .payload }
        guard header[1] & 0x80 != 0 else { return .unmasked }
        let shortLength = header[1] & 0x7F
        let extra = shortLength == 126 ? 2 : shortLength == 127 ? 8 : 0
        let needed = 2 + extra + 4
        guard header.count == needed else { return .payload }
        var length = UInt64(shortLength)
        if extra > 0 { length = header[2..<(2 + extra)].reduce(0) { $0 << 8 | UInt64($1) } }
        let taken = Taken.header(opcode: header[0] & 0x0F, final: header[0] & 0x80 != 0)
        header.removeAll(keepingCapacity: true)
        payloadLeft = length
        return taken
    }
}
