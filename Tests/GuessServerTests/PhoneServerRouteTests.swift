import Foundation
import Synchronization
import Testing

@testable import GuessRoom
@testable import GuessServer

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
            let answer = try await running.get(wrong)
            // The head in the message: once under load one of these was not a 404, and which it was is the clue.
            #expect(answer.status == 404, "attempt \(attempt): \(answer.head)")
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
