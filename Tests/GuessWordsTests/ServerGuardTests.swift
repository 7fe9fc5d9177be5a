import Testing

@testable import GuessPhones

/// The phones' server's guards as values: time is a number the test moves, nothing sleeps.
@Suite("Phones' server: limits, wrong guesses, slow heads, idle sockets, masks, origins, public URL")
struct ServerGuardTests {
    // MARK: - Wrong codes and keys

    @Test("ten wrong guesses a minute pass; the eleventh locks the address out, right code included, for the lockout")
    func guessLimit() {
        var limiter = GuessLimiter(limit: 10, window: 60, lockout: 300)
        for second in 0..<10 {
            #expect(limiter.recordFailure("10.0.0.9", now: Double(second)) == .counted)
            #expect(!limiter.isLocked("10.0.0.9", now: Double(second)))
        }
        #expect(limiter.recordFailure("10.0.0.9", now: 10) == .lockedNow)
        #expect(limiter.lockouts == 1)
        #expect(limiter.isLocked("10.0.0.9", now: 10))
        #expect(limiter.isLocked("10.0.0.9", now: 309.9))
        #expect(limiter.recordFailure("10.0.0.9", now: 200) == .locked)
        #expect(limiter.lockouts == 1)
        // Another address is not touched.
        #expect(!limiter.isLocked("10.0.0.8", now: 10))
        #expect(!limiter.isLocked("10.0.0.9", now: 310))
        #expect(limiter.recordFailure("10.0.0.9", now: 310) == .counted)
    }

    @Test("guesses spread over more than the window never lock")
    func slowGuessesPass() {
        var limiter = GuessLimiter(limit: 10, window: 60, lockout: 300)
        for step in 0..<100 {
            #expect(limiter.recordFailure("10.0.0.9", now: Double(step) * 6.1) == .counted)
        }
        #expect(limiter.lockouts == 0)
    }

    @Test("a flood from many addresses keeps at most the capacity in memory, and a locked address stays locked")
    func boundedMemory() {
        var limiter = GuessLimiter(limit: 2, window: 60, lockout: 300, capacity: 50)
        for _ in 0..<3 { _ = limiter.recordFailure("locked", now: 0) }
        #expect(limiter.isLocked("locked", now: 1))
        for index in 0..<10_000 { _ = limiter.recordFailure("10.1.\(index / 256).\(index % 256)", now: 1) }
        #expect(limiter.remembered <= 50)
        #expect(limiter.isLocked("locked", now: 2))
    }

    // MARK: - Connections

    @Test("connections are capped per address and in all; the proxy's address only in all")
    func connectionCaps() {
        var tally = ConnectionTally(perAddress: 3, total: 5, unlimited: ["127.0.0.1"])
        var opened = 0
        for _ in 0..<3 where tally.open("10.0.0.2") { opened += 1 }
        #expect(opened == 3)
        let fourth = tally.open("10.0.0.2")
        #expect(!fourth)
        #expect(tally.held(by: "10.0.0.2") == 3)
        let proxied = tally.open("127.0.0.1") && tally.open("127.0.0.1")
        #expect(proxied)
        let overTotal = tally.open("10.0.0.3")
        #expect(!overTotal)
        #expect(tally.count == 5)
        tally.close("10.0.0.2")
        let afterClose = tally.open("10.0.0.3")
        #expect(afterClose)
        tally.close("never-opened")
        #expect(tally.count == 5)
    }

    @Test("the keyed reserve is outside the general caps: full general slots leave it whole, and it has its own count")
    func keyedReserve() {
        var tally = ConnectionTally(perAddress: 3, total: 6, keyedReserve: 2)
        let general = (0..<4).map { tally.open("10.0.0.\($0 % 2 + 1)") }
        #expect(general == [true, true, true, true])
        let overGeneral = tally.open("10.0.0.9")
        #expect(!overGeneral)
        let reserved = [tally.openReserved(), tally.openReserved(), tally.openReserved()]
        #expect(reserved == [true, true, false])
        #expect(tally.count == 4 && tally.reserved == 2)
        tally.closeReserved()
        let again = tally.openReserved()
        #expect(again)
        // A reserve larger than the total is the total.
        #expect(ConnectionTally(perAddress: 1, total: 3, keyedReserve: 10).keyedReserve == 3)
    }

    @Test("only the room's keyed pages open the reserve: the right code and key, host or board, a query or not")
    func keyedTargets() {
        let keys = RoomKeys(
            host: "H" + String(repeating: "a", count: 21), board: "B" + String(repeating: "b", count: 21))!
        let code = RoomCode("ABCDEF")!
        func opens(_ target: String) -> Bool { keys.opensKeyedPage(Array(target.utf8), code: code) }
        #expect(opens("/r/ABCDEF/host/\(keys.host)"))
        #expect(opens("/r/ABCDEF/host/\(keys.host)/ws"))
        #expect(opens("/r/ABCDEF/board/\(keys.board)?x=1"))
        #expect(opens("/r/ABCDEF/board/\(keys.board)/phone.js"))
        #expect(!opens("/r/ABCDEF/host/\(keys.board)"))
        #expect(!opens("/r/ABCDEF/board/\(keys.host)"))
        #expect(!opens("/r/ABCDEG/host/\(keys.host)"))
        #expect(!opens("/r/ABCDEF/host/\(keys.host)x"))
        #expect(!opens("/r/ABCDEF/ws?player=\(keys.host)"))
        #expect(!opens("/r/ABCDEF"))
        #expect(!opens("/x/ABCDEF/host/\(keys.host)"))
        #expect(!opens(""))
    }

    @Test("the connection cap leaves the reserve and the process's own descriptors free under any file limit")
    func connectionCap() {
        let limits = ServerLimits()
        #expect(limits.connectionCap(descriptorLimit: 1_048_576) == 400)
        #expect(limits.connectionCap(descriptorLimit: 1024) == 400)
        #expect(limits.connectionCap(descriptorLimit: 512) == 512 - 128 - 64)
        #expect(limits.connectionCap(descriptorLimit: 100) == 8)
    }

    // MARK: - Heads, idle sockets, frames

    @Test("a head must be complete within the head time of the connection's start, however it trickles")
    func headTimeout() {
        var watch = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        #expect(watch.expiry(now: 9.9) == nil)
        for (second, byte) in Array("GET /r/AAAAAA HTTP/1.1\r\nHost: x\r\n".utf8).enumerated() {
            _ = watch.read([byte], now: Double(second) * 0.3)
        }
        #expect(watch.expiry(now: 10) == .headTimeout)
        #expect(watch.nextDeadline == 10)
        // A silent socket is closed the same way.
        let silent = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 5)
        #expect(silent.expiry(now: 14.9) == nil)
        #expect(silent.expiry(now: 15) == .headTimeout)
    }

    @Test("a complete head ends the head time; the idle time then runs from the last byte either way")
    func idleAfterHead() {
        var watch = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        _ = watch.read(Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8), now: 1)
        #expect(watch.phase == .open)
        #expect(watch.expiry(now: 30) == nil)
        watch.wrote(now: 2)
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

    @Test("not HTTP/1 gets a 400 verdict at once (TLS hello, HTTP/9.9, a broken line); a huge head a 431")
    func malformedHeads() {
        func verdict(_ bytes: [UInt8]) -> ConnectionWatch.Verdict {
            var watch = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
            return watch.read(bytes, now: 0)
        }
        #expect(verdict([0x16, 0x03, 0x01, 0x00, 0xC4]) == .badRequest)
        #expect(verdict(Array("GET / HTTP/9.9\r\n".utf8)) == .badRequest)
        #expect(verdict(Array("GET /a b HTTP/1.1\r\n".utf8)) == .badRequest)
        #expect(verdict(Array("get / HTTP/1.1\r\n".utf8)) == .badRequest)
        #expect(verdict(Array("GET http://x/ HTTP/1.1\r\n".utf8)) == .badRequest)
        #expect(verdict(Array("\r\nGET /r/A HTTP/1.0\r\nHost: x\r\n\r\n".utf8)) == .keep)
        #expect(verdict(Array("GET /\(String(repeating: "a", count: 5000)) HTTP/1.1".utf8)) == .badRequest)
        let big = Array("GET / HTTP/1.1\r\nX-Big: \(String(repeating: "a", count: 40_000))".utf8)
        #expect(verdict(big) == .headTooLarge)
        // A request split anywhere is judged the same.
        var watch = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        for byte in "GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8 { #expect(watch.read([byte], now: 0) == .keep) }
        #expect(watch.phase == .open)
    }

    @Test(
        "a head the parser behind would leave unanswered gets 400 at once: a bare LF, an unknown method, a folded or nameless header line, two lengths, a length beside chunking"
    )
    func headsTheParserLeavesOpen() {
        func verdict(_ text: String) -> ConnectionWatch.Verdict {
            var watch = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
            var last = ConnectionWatch.Verdict.keep
            // Fed a byte at a time: the verdict does not depend on where the packets break.
            for byte in text.utf8 where last == .keep { last = watch.read([byte], now: 0) }
            return last
        }
        #expect(verdict("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n") == .keep)
        #expect(verdict("GET / HTTP/1.1\nHost: x\n\n") == .badRequest)
        #expect(verdict("GET / HTTP/1.1\r\nHost: x\n\r\n") == .badRequest)
        #expect(verdict("GET / HTTP/1.1\r\nHo\rst: x\r\n\r\n") == .badRequest)
        #expect(verdict("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 12\r\n\r\n") == .keep)
        #expect(verdict("FOO / HTTP/1.1\r\nHost: x\r\n\r\n") == .badRequest)
        #expect(verdict("GETX / HTTP/1.1\r\n") == .badRequest)
        #expect(verdict("GET / HTTP/1.1\r\nHost: x\r\n folded\r\n\r\n") == .badRequest)
        #expect(verdict("GET / HTTP/1.1\r\nno colon here\r\n\r\n") == .badRequest)
        #expect(verdict("GET / HTTP/1.1\r\n: empty name\r\n\r\n") == .badRequest)
        #expect(verdict("GET / HTTP/1.1\r\nBad Name: x\r\n\r\n") == .badRequest)
        #expect(verdict("POST / HTTP/1.1\r\nContent-Length: 1\r\ncontent-length: 1\r\n\r\n") == .badRequest)
        #expect(verdict("POST / HTTP/1.1\r\nContent-Length: 1x\r\n\r\n") == .badRequest)
        #expect(
            verdict("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n") == .badRequest)
        #expect(verdict("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n") == .keep)
        // The request's target is known once its line is: the keyed slots admit by it.
        var watch = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        _ = watch.read(Array("GET /r/ABCDEF/host/k".utf8), now: 0)
        #expect(watch.requestTarget == nil)
        _ = watch.read(Array("ey?x=1 HTTP/1.1\r\n".utf8), now: 0)
        #expect(watch.requestTarget.map { String(decoding: $0, as: UTF8.self) } == "/r/ABCDEF/host/key?x=1")
    }

    @Test(
        "a WebSocket message may span a few frames; endless continuations close the socket (1009), control frames between them do not count"
    )
    func framesPerMessage() {
        func frame(_ first: UInt8, payload: [UInt8] = []) -> [UInt8] {
            [first, 0x80 | UInt8(payload.count), 1, 2, 3, 4] + payload
        }
        var watch = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        watch.upgraded(now: 0)
        // A text frame without FIN, continuations, a ping between them, then the last continuation.
        var message = frame(0x01, payload: [0x61])
        for _ in 2..<ConnectionWatch.maximumFramesPerMessage { message += frame(0x00) }
        message += frame(0x89) + frame(0x80)
        #expect(watch.read(message, now: 0) == .keep)
        // The next message starts the count again; one frame more than allowed is refused.
        var flood = frame(0x01)
        for _ in 1...ConnectionWatch.maximumFramesPerMessage { flood += frame(0x00) }
        #expect(watch.read(flood, now: 2) == .tooManyFrames)
    }

    @Test(
        "frames may come in a burst and then at a phone's pace; faster is refused (1008), however the bytes are split")
    func frameRate() {
        let tap: [UInt8] = [0x81, 0x81, 1, 2, 3, 4, 0x61]
        var watch = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        watch.upgraded(now: 0)
        for _ in 0..<Int(ConnectionWatch.frameBurst) { #expect(watch.read(tap, now: 0) == .keep) }
        #expect(watch.read(tap, now: 0) == .framesTooFast)
        // At the allowed pace, a phone sends for ever.
        var steady = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        steady.upgraded(now: 0)
        let gap = 1 / ConnectionWatch.framesPerSecond
        for second in 0..<200 {
            for (offset, byte) in tap.enumerated() {
                #expect(steady.read([byte], now: Double(second) * gap + Double(offset) * 1e-6) == .keep)
            }
        }
    }

    @Test("a WebSocket's masked frames pass, however split; the first unmasked frame is caught")
    func masks() {
        var watch = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        watch.upgraded(now: 0)
        let masked: [UInt8] = [0x81, 0x85, 1, 2, 3, 4] + [0x69, 0x67, 0x6F, 0x68, 0x6E]
        let medium: [UInt8] = [0x82, 0xFE, 0x01, 0x00, 9, 9, 9, 9] + [UInt8](repeating: 0x00, count: 256)
        let long: [UInt8] = [0x82, 0xFF, 0, 0, 0, 0, 0, 1, 0, 0, 7, 7, 7, 7] + [UInt8](repeating: 0x00, count: 65536)
        let stream = masked + medium + long + masked
        for chunk in stride(from: 0, to: stream.count, by: 7) {
            #expect(watch.read(stream[chunk..<min(chunk + 7, stream.count)], now: 1) == .keep)
        }
        // The first unmasked frame after them is caught.
        #expect(watch.read([0x81, 0x05] + Array("hello".utf8), now: 2) == .unmaskedFrame)
        // Before the upgrade, the same bytes are judged as a request (and are not one).
        var plain = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        #expect(plain.read([0x81, 0x05], now: 0) == .badRequest)
    }

    @Test("a live WebSocket is never closed as idle while pings go out; a silent one is")
    func webSocketIdle() {
        var watch = ConnectionWatch(headSeconds: 10, idleSeconds: 60, now: 0)
        _ = watch.read(Array("GET /r/A/ws HTTP/1.1\r\n\r\n".utf8), now: 0)
        watch.upgraded(now: 0)
        for ping in 1...10 { watch.wrote(now: Double(ping) * 20) }
        #expect(watch.expiry(now: 259) == nil)
        #expect(watch.expiry(now: 260) == .idle)
    }

    // MARK: - Origins and the public address

    @Test("only the game's own addresses and its public URL may open a socket; no Origin or a foreign one may not")
    func origins() {
        let policy = OriginPolicy(
            hosts: ["192.168.1.23", "fe80::1"], port: 8080,
            publicURL: PublicURL("https://game.example.org"))
        #expect(policy.allowed.contains("https://game.example.org"))
        #expect(policy.allows("http://192.168.1.23:8080"))
        #expect(policy.allows("HTTP://LOCALHOST:8080"))
        #expect(policy.allows("http://127.0.0.1:8080"))
        #expect(policy.allows("http://[fe80::1]:8080"))
        #expect(policy.allows("https://game.example.org"))
        #expect(!policy.allows(nil))
        #expect(!policy.allows("null"))
        #expect(!policy.allows("http://evil.example:8080"))
        #expect(!policy.allows("http://192.168.1.23:8081"))
        #expect(!policy.allows("https://192.168.1.23:8080"))
        #expect(!policy.allows("http://game.example.org"))
        #expect(!policy.allows("https://game.example.org.evil.example"))
    }

    @Test("--public-url takes https://NAME[:PORT] only")
    func publicURL() throws {
        #expect(PublicURL("https://Game.Example.org")?.origin == "https://game.example.org")
        #expect(PublicURL("https://game.example.org:8443/")?.origin == "https://game.example.org:8443")
        #expect(PublicURL("https://game.example.org:443")?.origin == "https://game.example.org")
        #expect(PublicURL("https://127.0.0.1:9443")?.origin == "https://127.0.0.1:9443")
        #expect(PublicURL("https://[::1]:9443")?.origin == "https://[::1]:9443")
        for bad in [
            "http://game.example.org", "game.example.org", "https://", "https://a/b", "https://u@a", "https://a?x",
            "https://a:0", "https://a:70000", "https://a:x", "https://-a.org", "https://a..org", "https://a b",
            "https://ü.org", "https://[::1", "https://a.org#x", String(repeating: "a", count: 400),
        ] {
            #expect(PublicURL(bad) == nil, "\(bad)")
        }
    }
}

@Suite("Phones' server: GUESS_SERVER_LIMITS")
struct ServerLimitsOverrideTests {
    @Test("known limits in range change; anything else is named")
    func overrides() throws {
        let limits = try ServerLimits.overriding(ServerLimits(), with: "head=0.5, idle=2,guesses=3,per_address=7").get()
        #expect(limits.headSeconds == 0.5)
        #expect(limits.idleSeconds == 2)
        #expect(limits.wrongGuesses == 3)
        #expect(limits.connectionsPerAddress == 7)
        #expect(limits.connections == ServerLimits().connections)
        for bad in ["head=0", "head=x", "idle", "guesses=1.5", "speed=3", "connections=0", "lockout=1e9"] {
            #expect(throws: ServerLimits.Problem.self, "\(bad)") {
                try ServerLimits.overriding(ServerLimits(), with: bad).get()
            }
        }
    }
}
