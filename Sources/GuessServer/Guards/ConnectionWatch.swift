/// One connection to the phones' server as its bytes arrive, before HTTP parsing: what must hold before any
/// parser reads a byte. A request's head must be complete within `headSeconds` of its first byte (of the
/// connection's start for the first request: a slowloris trickle or a silent socket is closed) and be
/// answered within `headSeconds` of its end; a connection that neither reads nor writes for `idleSeconds`
/// is closed; a head must be well formed, or it is answered 400 (431 when too large, 413 when it announces
/// a body) at once and the connection closes, since the HTTP parser after it would leave such a connection
/// open without an answer.
///
/// Every byte is read once, by one reader. The phones' pages take no request body, so every byte after a
/// head is the next head (pipelined requests are checked as they arrive, in the same read or not), up to a
/// head that asks to upgrade: the bytes after it are not HTTP, so they are held (`hold(after:)`) and go on
/// only once the upgrade settles, to the WebSocket's own frame parser, which alone reads them
/// (`FrameWatch` bounds its frames). Time is given by the caller; a pure value, so tests never sleep.
package struct ConnectionWatch: Sendable {
    /// Where the connection is.
    package enum Phase: Equatable, Sendable {
        /// A request's head is arriving (or awaited); it must be complete by the deadline.
        case head(deadline: Double)
        /// Heads arrived; the last one must be answered by the deadline (nil once something was written).
        case open(answerDue: Double?)
        /// A head asked to upgrade to a WebSocket: later bytes are held until the upgrade settles.
        case handover(answerDue: Double?)
        /// A WebSocket: its bytes belong to the frame parser after this watch.
        case upgraded
    }

    /// What the server should do after bytes arrived.
    package enum Verdict: Equatable, Sendable {
        /// Pass every byte on.
        case keep
        /// Pass the first `after` bytes on; hold the rest (they follow a head that asked to upgrade).
        case hold(after: Int)
        /// Not an HTTP/1 request, or a malformed head (a TLS hello, another version, a broken line, a
        /// control character in a header, a Transfer-Encoding): answer 400, close.
        case badRequest
        /// A head over `maximumHeadBytes` or `maximumHeaderLines`: answer 431 and close.
        case headTooLarge
        /// A head that announces a body (no page takes one): answer 413 and close.
        case bodyRefused
        /// More than `maximumHeldBytes` sent before the upgrade was answered: close.
        case sentTooEarly
    }

    /// The methods a request may name (RFC 9110 §9); any other is answered 400.
    static let methods: [[UInt8]] = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "CONNECT", "TRACE"]
        .map { Array($0.utf8) }

    /// The largest request head read, in bytes (the phones' requests take under 2 KiB).
    package static let maximumHeadBytes = 32 * 1024
    /// The longest request line, in bytes.
    package static let maximumRequestLine = 4 * 1024
    /// The most header lines a head may have (a browser sends under 20).
    package static let maximumHeaderLines = 100
    /// The bytes a client may send after its upgrade request before the answer (RFC 6455 §4.1: none).
    package static let maximumHeldBytes = 4 * 1024

    /// Why a connection is due to close.
    package enum Expiry: Equatable, Sendable {
        /// The request's head did not arrive in time (answer 408 if nothing was written yet).
        case headTimeout
        /// A complete head was not answered in time (the parser behind kept it: answer 400).
        case unanswered
        /// Nothing read or written for the idle time.
        case idle
    }

    /// Where the connection is now.
    package private(set) var phase: Phase
    private let headSeconds: Double
    private let idleSeconds: Double
    private var idleDeadline: Double
    /// Whether anything was written on the connection at all.
    package private(set) var wroteAnything = false
    /// Bytes held since a head asked to upgrade.
    private var heldBytes = 0
    /// The head being read.
    private var head = HeadScan()
    /// The target of the first complete request line, for the keyed slots.
    private var firstTarget: [UInt8]?
    /// The answer due for a head before the one being read (pipelined), carried to that head's end.
    private var pendingAnswer: Double?

    /// A connection accepted at `now`, watched with the head and idle times of `limits`.
    package init(limits: ServerLimits, now: Double) {
        self.init(headSeconds: limits.headSeconds, idleSeconds: limits.idleSeconds, now: now)
    }

    /// A connection accepted at `now`: its first head is due within `headSeconds`.
    package init(headSeconds: Double, idleSeconds: Double, now: Double) {
        self.headSeconds = headSeconds
        self.idleSeconds = idleSeconds
        phase = .head(deadline: now + headSeconds)
        idleDeadline = now + idleSeconds
    }

    /// The target of the first complete request line (`/r/CODE/...?...`), nil before one arrived: the
    /// server's keyed slots admit a connection by it.
    package var requestTarget: ArraySlice<UInt8>? { firstTarget.map { $0[...] } }

    /// Bytes arrived at `now`.
    package mutating func read(_ bytes: some Collection<UInt8>, now: Double) -> Verdict {
        idleDeadline = now + idleSeconds
        switch phase {
        case .upgraded:
            return .keep
        case .handover:
            heldBytes += bytes.count
            return heldBytes > Self.maximumHeldBytes ? .sentTooEarly : .hold(after: 0)
        case .head, .open:
            var passed = 0
            for byte in bytes {
                if case .open(let answerDue) = phase {
                    // The first byte of the next (pipelined) head starts its own head time.
                    phase = .head(deadline: now + headSeconds)
                    head = HeadScan()
                    pendingAnswer = answerDue
                }
                passed += 1
                switch head.take(byte) {
                case .more: continue
                case .refused(let verdict): return verdict
                case .ended(let upgrade):
                    if firstTarget == nil { firstTarget = head.target }
                    let due = pendingAnswer ?? now + headSeconds
                    pendingAnswer = nil
                    guard !upgrade else {
                        phase = .handover(answerDue: due)
                        heldBytes = bytes.count - passed
                        guard heldBytes <= Self.maximumHeldBytes else { return .sentTooEarly }
                        return passed == bytes.count ? .keep : .hold(after: passed)
                    }
                    phase = .open(answerDue: due)
                }
            }
            return .keep
        }
    }

    /// The server wrote at `now`.
    package mutating func wrote(now: Double) {
        idleDeadline = now + idleSeconds
        wroteAnything = true
        switch phase {
        case .open: phase = .open(answerDue: nil)
        case .handover: phase = .handover(answerDue: nil)
        case .head: pendingAnswer = nil
        case .upgraded: break
        }
    }

    /// The upgrade was answered without becoming a WebSocket (the page answered as HTTP): the bytes held
    /// are the next head, to be read again with `read`.
    package mutating func notUpgraded() {
        guard case .handover(let due) = phase else { return }
        phase = .open(answerDue: due)
        heldBytes = 0
    }

    /// The connection became a WebSocket at `now` (the upgrade was accepted): the held bytes and all later
    /// ones are the frame parser's.
    package mutating func upgraded(now: Double) {
        phase = .upgraded
        heldBytes = 0
        idleDeadline = now + idleSeconds
    }

    /// Why the connection should close at `now`, nil when it may stay.
    package func expiry(now: Double) -> Expiry? {
        switch phase {
        case .head(let deadline) where now >= deadline: return .headTimeout
        case .open(let due?) where now >= due, .handover(let due?) where now >= due: return .unanswered
        default: return now >= idleDeadline ? .idle : nil
        }
    }

    /// When `expiry` next needs asking.
    package var nextDeadline: Double {
        switch phase {
        case .head(let deadline): return min(deadline, idleDeadline)
        case .open(let due?), .handover(let due?): return min(due, idleDeadline)
        default: return idleDeadline
        }
    }
}

/// One request head read byte by byte: the request line (a known method, a space, a target, a space,
/// `HTTP/1.0` or `HTTP/1.1`), every header line (a token name, a colon, no folding, a value without control
/// characters), the framing headers (a Content-Length of 0 at most, once; no Transfer-Encoding: no page
/// takes a body), the head's size and line count, and the blank line that ends it. Every line ends in
/// CR LF: a bare LF is refused, as the parser behind would neither answer nor close.
private struct HeadScan: Sendable {
    /// What one byte was.
    enum Step {
        /// Part of the head; more to come.
        case more
        /// The head is refused.
        case refused(ConnectionWatch.Verdict)
        /// The blank line that ends the head: whether it asked to upgrade.
        case ended(upgrade: Bool)
    }

    private var bytes = 0
    private var lines = 0
    private var previousByte: UInt8 = 0
    /// The request line read so far, until its line end.
    private var requestLine: [UInt8] = []
    private var requestLineDone = false
    /// The header line being read: its name (lower-cased, the first 20 bytes), whether its colon came,
    /// whether it is empty so far, and whether a byte of its name is not a token character.
    private var headerName: [UInt8] = []
    private var headerColon = false
    private var headerLineEmpty = true
    private var headerNameBad = false
    /// The value of the Content-Length line being read (its first 24 bytes).
    private var lengthValue: [UInt8] = []
    private var contentLengths = 0
    /// Whether a Content-Length above 0 announced a body (refused once the head is otherwise well formed).
    private var announcesBody = false
    private var upgrade = false

    /// The request line's target, once the line is complete.
    var target: [UInt8]? {
        guard requestLineDone else { return nil }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        return parts.count == 3 ? Array(parts[1]) : nil
    }

    private static let contentLength = Array("content-length".utf8)
    private static let transferEncoding = Array("transfer-encoding".utf8)
    private static let upgradeName = Array("upgrade".utf8)

    mutating func take(_ byte: UInt8) -> Step {
        bytes += 1
        if bytes > ConnectionWatch.maximumHeadBytes { return .refused(.headTooLarge) }
        defer { previousByte = byte }
        if byte == UInt8(ascii: "\n") {
            guard previousByte == UInt8(ascii: "\r") else { return .refused(.badRequest) }
            return lineEnded()
        }
        if previousByte == UInt8(ascii: "\r") && byte != UInt8(ascii: "\r") {
            return .refused(.badRequest)  // a CR inside a line
        }
        if byte == UInt8(ascii: "\r") { return .more }
        if !requestLineDone {
            // The method: upper-case letters up to the first space (a TLS hello fails at once).
            if !requestLine.contains(UInt8(ascii: " ")), byte != UInt8(ascii: " "),
                !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            {
                return .refused(.badRequest)
            }
            requestLine.append(byte)
            return requestLine.count > ConnectionWatch.maximumRequestLine ? .refused(.badRequest) : .more
        }
        if headerColon {
            // A value: visible characters, spaces, tabs and obs-text; no NUL, DEL or other control.
            if byte < 0x20 && byte != UInt8(ascii: "\t") || byte == 0x7F { return .refused(.badRequest) }
            if headerName == Self.contentLength {
                lengthValue.append(byte)
                if lengthValue.count > 24 { return .refused(.badRequest) }
            }
            return .more
        }
        // A header line's name, up to its colon; a line that starts with white space folds (refused).
        if headerLineEmpty && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")) { return .refused(.badRequest) }
        headerLineEmpty = false
        if byte == UInt8(ascii: ":") {
            guard !headerName.isEmpty, !headerNameBad else { return .refused(.badRequest) }
            headerColon = true
            if headerName == Self.contentLength { contentLengths += 1 }
            if headerName == Self.transferEncoding { return .refused(.badRequest) }
            if headerName == Self.upgradeName { upgrade = true }
            return .more
        }
        if !Self.isTokenCharacter(byte) { headerNameBad = true }
        if headerName.count < 20 { headerName.append(byte | (byte >= 65 && byte <= 90 ? 0x20 : 0)) }
        return .more
    }

    /// A line end: the request line's, a header line's, or the blank line that ends the head.
    private mutating func lineEnded() -> Step {
        if !requestLineDone {
            if requestLine.isEmpty { return .more }  // blank lines before a request are allowed
            guard Self.isRequestLine(requestLine) else { return .refused(.badRequest) }
            requestLineDone = true
            startHeaderLine()
            return .more
        }
        if headerLineEmpty {
            guard contentLengths <= 1 else { return .refused(.badRequest) }
            return announcesBody ? .refused(.bodyRefused) : .ended(upgrade: upgrade)
        }
        guard headerColon else { return .refused(.badRequest) }
        lines += 1
        if lines > ConnectionWatch.maximumHeaderLines { return .refused(.headTooLarge) }
        if headerName == Self.contentLength {
            // Digits alone between optional white space; any length but 0 announces a body.
            let value = lengthValue.drop { $0 == 32 || $0 == 9 }.reversed().drop { $0 == 32 || $0 == 9 }
            guard !value.isEmpty, value.allSatisfy({ (48...57).contains($0) }) else { return .refused(.badRequest) }
            if !value.allSatisfy({ $0 == 48 }) { announcesBody = true }
        }
        startHeaderLine()
        return .more
    }

    /// Starts reading a new header line.
    private mutating func startHeaderLine() {
        headerName.removeAll(keepingCapacity: true)
        lengthValue.removeAll(keepingCapacity: true)
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
        guard parts.count == 3, ConnectionWatch.methods.contains(where: { $0.elementsEqual(parts[0]) }),
            let first = parts[1].first, first == UInt8(ascii: "/") || parts[1].elementsEqual("*".utf8),
            parts[1].allSatisfy({ $0 > 32 && $0 < 127 }),
            parts[2].elementsEqual("HTTP/1.1".utf8) || parts[2].elementsEqual("HTTP/1.0".utf8)
        else { return false }
        return true
    }
}
