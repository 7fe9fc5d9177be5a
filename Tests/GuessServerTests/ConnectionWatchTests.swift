import GuessRoom
import GuessServer
import GuessWords
import Testing

/// The phones' server's byte-level watch: heads checked as they arrive, pipelined or not, in one read or
/// many; the bytes after an upgrade's head held for the WebSocket's own parser; head, answer and idle times.
@Suite("Phones' server: heads before any parser")
struct ConnectionWatchTests {
    /// The verdict of `text` fed in pieces of `piece` bytes (0: all at once): the first that is not `keep`.
    private func verdict(_ text: String, piece: Int = 0, now: Double = 0) -> ConnectionWatch.Verdict {
        var watch = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        let bytes = Array(text.utf8)
        let step = piece == 0 ? max(1, bytes.count) : piece
        for start in stride(from: 0, to: bytes.count, by: step) {
            let verdict = watch.read(bytes[start..<min(start + step, bytes.count)], now: now)
            if verdict != .keep { return verdict }
        }
        return .keep
    }

    @Test("a head must be complete within the head time of the connection's start, however it trickles")
    func headTimeout() {
        var watch = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        #expect(watch.expiry(now: 9.9) == nil)
        for (second, byte) in Array("GET /r/AAAAAA HTTP/1.1\r\nHost: x\r\n".utf8).enumerated() {
            _ = watch.read([byte], now: Double(second) * 0.3)
        }
        #expect(watch.expiry(now: 10) == .headTimeout)
        #expect(watch.nextDeadline == 10)
        let silent = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 5)
        #expect(silent.expiry(now: 14.9) == nil)
        #expect(silent.expiry(now: 15) == .headTimeout)
    }

    @Test("a complete head must be answered within the head time; once answered, the idle time runs")
    func answerThenIdle() {
        var watch = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        _ = watch.read(Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8), now: 1)
        #expect(watch.phase == .open(answerDue: 11))
        #expect(watch.expiry(now: 10.9) == nil)
        #expect(watch.expiry(now: 11) == .unanswered)
        watch.wrote(now: 2)
        #expect(watch.phase == .open(answerDue: nil))
        #expect(watch.expiry(now: 61.9) == nil)
        #expect(watch.expiry(now: 62) == .idle)
    }

    @Test("after an answer, the next request's head has its own head time (a kept-alive slowloris is closed)")
    func nextRequestHead() {
        var watch = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        _ = watch.read(Array("GET / HTTP/1.1\r\n\r\n".utf8), now: 0)
        watch.wrote(now: 1)
        _ = watch.read(Array("GET /".utf8), now: 20)
        #expect(watch.phase == .head(deadline: 30))
        _ = watch.read(Array("x".utf8), now: 29)
        #expect(watch.expiry(now: 30) == .headTimeout)
    }

    @Test("not HTTP/1 gets 400 at once (TLS hello, HTTP/9.9, a broken line); a huge head 431")
    func malformedHeads() {
        #expect(verdict("\u{16}\u{03}\u{01}\u{00}") == .badRequest)
        #expect(verdict("GET / HTTP/9.9\r\n") == .badRequest)
        #expect(verdict("GET /a b HTTP/1.1\r\n") == .badRequest)
        #expect(verdict("get / HTTP/1.1\r\n") == .badRequest)
        #expect(verdict("GET http://x/ HTTP/1.1\r\n") == .badRequest)
        #expect(verdict("\r\nGET /r/A HTTP/1.0\r\nHost: x\r\n\r\n") == .keep)
        #expect(verdict("GET /\(String(repeating: "a", count: 5000)) HTTP/1.1") == .badRequest)
        #expect(verdict("GET / HTTP/1.1\r\nX-Big: \(String(repeating: "a", count: 40_000))") == .headTooLarge)
    }

    @Test(
        "a head the parser behind would leave unanswered gets 400 at once, in one read or a byte at a time: a bare LF, an unknown method, a folded or nameless line, two lengths, a spaced length, NUL or DEL in a value, a control character in X-Forwarded-For, any Transfer-Encoding; 3,000 small headers get 431; a body 413"
    )
    func headsTheParserLeavesOpen() {
        let cases: [(String, ConnectionWatch.Verdict)] = [
            ("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n", .keep),
            ("GET / HTTP/1.1\r\nHost: x\r\nContent-Length:  00 \r\n\r\n", .keep),
            ("GET / HTTP/1.1\nHost: x\n\n", .badRequest),
            ("GET / HTTP/1.1\r\nHost: x\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\nHo\rst: x\r\n\r\n", .badRequest),
            ("FOO / HTTP/1.1\r\nHost: x\r\n\r\n", .badRequest),
            ("GETX / HTTP/1.1\r\n", .badRequest),
            ("GET / HTTP/1.1\r\nHost: x\r\n folded\r\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\nno colon here\r\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\n: empty name\r\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\nBad Name: x\r\n\r\n", .badRequest),
            ("POST / HTTP/1.1\r\nContent-Length: 0\r\ncontent-length: 0\r\n\r\n", .badRequest),
            ("POST / HTTP/1.1\r\nContent-Length: 1x\r\n\r\n", .badRequest),
            ("POST / HTTP/1.1\r\nContent-Length: 1 0\r\n\r\n", .badRequest),
            ("POST / HTTP/1.1\r\nContent-Length: \r\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\nX-A: a\u{0}b\r\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\nX-A: a\u{7F}b\r\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\nX-Forwarded-For: 1.2.3.4\u{1B}[31m\r\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\nX-A: tab\there and ü\r\n\r\n", .keep),
            ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked, gzip\r\n\r\n", .badRequest),
            ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\n" + String(repeating: "A: b\r\n", count: 3000) + "\r\n", .headTooLarge),
            ("GET / HTTP/1.1\r\n" + String(repeating: "A: b\r\n", count: 100) + "\r\n", .keep),
            ("POST / HTTP/1.1\r\nContent-Length: 12\r\n\r\n", .bodyRefused),
        ]
        for (text, expected) in cases {
            #expect(verdict(text) == expected, "\(text.prefix(60).debugDescription)")
            #expect(verdict(text, piece: 1) == expected, "a byte at a time: \(text.prefix(60).debugDescription)")
            #expect(verdict(text, piece: 7) == expected, "7 bytes at a time: \(text.prefix(60).debugDescription)")
        }
    }

    @Test("pipelined requests are each checked, in the same read as the first or not: an oversized second head is 431")
    func pipelined() {
        let good = "GET /a HTTP/1.1\r\nHost: x\r\n\r\n"
        let big = "GET /b HTTP/1.1\r\nX-Big: \(String(repeating: "a", count: 60_000))\r\n\r\n"
        #expect(verdict(good + good + good) == .keep)
        #expect(verdict(good + big) == .headTooLarge)
        #expect(verdict(good + "GET / HTTP/1.1\r\nX: a\u{0}\r\n\r\n") == .badRequest)
        #expect(verdict(good + big, piece: 1000) == .headTooLarge)
        // The first head's answer is still due while the second arrives; its own head time runs too.
        var watch = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        #expect(watch.read(Array((good + "GET /c").utf8), now: 1) == .keep)
        #expect(watch.phase == .head(deadline: 11))
        #expect(watch.read(Array(" HTTP/1.1\r\n\r\n".utf8), now: 5) == .keep)
        #expect(watch.phase == .open(answerDue: 11))
        // The request's target of the first line is the one the keyed slots admit by.
        #expect(watch.requestTarget.map { String(decoding: $0, as: UTF8.self) } == "/a")
    }

    @Test(
        "the bytes after a head that asks to upgrade are held, in its read or later, and bounded; the upgrade hands them on"
    )
    func upgradeHandover() {
        let head = "GET /r/ABCDEF/ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n"
        // The desync of the fifth hostile pass: the head and a frame's first bytes in one segment.
        var watch = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        let frameStart: [UInt8] = [0x82, 0xFF, 0x7F, 0xFF]
        #expect(watch.read(Array(head.utf8) + frameStart, now: 0) == .hold(after: head.utf8.count))
        #expect(watch.phase == .handover(answerDue: 10))
        #expect(watch.read([UInt8](repeating: 0xFF, count: 100), now: 1) == .hold(after: 0))
        #expect(watch.read([UInt8](repeating: 0, count: ConnectionWatch.maximumHeldBytes), now: 1) == .sentTooEarly)
        // Accepted and answered: every later byte is the WebSocket parser's, whatever it looks like.
        var accepted = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        #expect(accepted.read(Array(head.utf8), now: 0) == .keep)
        accepted.wrote(now: 0.1)
        accepted.upgraded(now: 0.1)
        #expect(accepted.read(Array("GET / HTTP/9.9\r\n\u{0}".utf8), now: 1) == .keep)
        #expect(accepted.expiry(now: 60) == nil)
        #expect(accepted.expiry(now: 61) == .idle)
        // Answered as a page instead: what was held is the next head, judged as one.
        var page = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        #expect(page.read(Array(head.utf8) + Array("GET /x HT".utf8), now: 0) == .hold(after: head.utf8.count))
        page.wrote(now: 1)
        page.notUpgraded()
        #expect(page.read(Array("GET /x HT".utf8), now: 1) == .keep)
        #expect(page.read(Array("TP/9.9\r\n".utf8), now: 1) == .badRequest)
        // An upgrade's head that is never answered is due like any other.
        var silent = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        _ = silent.read(Array(head.utf8), now: 2)
        #expect(silent.expiry(now: 12) == .unanswered)
    }

    @Test("the same session gets the same verdicts however it is split across reads (seeded)")
    func splitsDoNotMatter() {
        var generator = SplitMix64(seed: 42)
        let heads =
            "GET /r/ABCDEF HTTP/1.1\r\nHost: x\r\n\r\nGET /r/ABCDEF/phone.js HTTP/1.1\r\nHost: x\r\n\r\n"
            + "GET /r/ABCDEF/ws HTTP/1.1\r\nUpgrade: websocket\r\n\r\n"
        let bytes = Array(heads.utf8) + [0x81, 0x85] + Array("abcd12345".utf8)
        let handover = heads.utf8.count
        for _ in 0..<200 {
            var watch = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
            var passed = 0
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + 1 + Int(generator.next() % 40))
                switch watch.read(bytes[start..<end], now: 0) {
                case .keep: passed += end - start
                case .hold(let after): passed += after
                default: Issue.record("refused a valid session")
                }
                start = end
            }
            #expect(passed == handover)
        }
    }
}
