import Testing

@testable import GuessRoom
@testable import GuessServer

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
        var tally = ConnectionTally(perAddress: 3, total: 5, unlimited: TrustedProxies(["127.0.0.1"])!)
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
