import Foundation
import GuessGame
import GuessTestSupport
import GuessWordsTestSupport
import Synchronization
import Testing

@testable import GuessPlay
@testable import GuessRoom
@testable import GuessServer
@testable import GuessText
@testable import GuessWords

/// The phone path in this process, end to end: the real `PhoneServer` on loopback, a WebSocket client on a
/// plain socket (`LoopbackWebSocket`, masked as a browser's) at the host's keyed address, and the game loop's
/// side played by hand (the `PhoneFrontEnd` beside a silent front end, the engine on a stepped clock): a
/// frame in, the engine's command, the state out. Every wait is for a state or a request, each bounded;
/// no duration is asserted.
@Suite struct PhonePathTests {
    private static let keys = RoomKeys(host: "hostKEYhostKEYhostKEY_", board: "boardKEYboardKEYboard-")!

    /// A front end with nothing typed and nothing drawn: only the phones act.
    private final class SilentFrontEnd: GameFrontEnd {
        func show(_ event: GameEvent, engine: GameEngine, notices: GameNotices) {}
        func draw(_ engine: GameEngine) {}
        func nextCommands(within seconds: Double?, engine: GameEngine) -> [GameCommand] { [] }
        func ignored(_ command: GameCommand, engine: GameEngine) {}
    }

    /// The game loop's side: the engine and the phones' front end, used from one task at a time (the loop's
    /// task while the socket runs).
    private final class Loop: @unchecked Sendable {
        let engine: GameEngine
        let phones: PhoneFrontEnd
        let inbox: PhoneInbox
        /// The commands the engine was sent from the phones, in order.
        private(set) var sent: [GameCommand] = []

        init(engine: GameEngine, phones: PhoneFrontEnd, inbox: PhoneInbox) {
            self.engine = engine
            self.phones = phones
            self.inbox = inbox
        }

        /// Takes the phones' requests as the game loop does, each time the inbox's pipe wakes it, sends the
        /// engine their commands (after `beforeEachRound`, what the terminal does) and publishes the states,
        /// until `done` says the socket has seen enough (at most `rounds` wake-ups, each wait bounded).
        func run(
            until done: @escaping @Sendable () -> Bool, beforeEachRound: (GameEngine) -> Void = { _ in },
            rounds: Int = 200
        ) async {
            for _ in 0..<rounds where !done() {
                await Self.waitReadable(inbox.wakeFileDescriptor)
                Self.drain(inbox.wakeFileDescriptor)
                beforeEachRound(engine)
                for command in phones.nextCommands(within: 0, engine: engine) {
                    engine.send(command)
                    sent.append(command)
                }
                phones.draw(engine)
            }
        }

        /// Waits (on a Dispatch thread, never the server's) until `descriptor` is readable or a bound passes.
        private static func waitReadable(_ descriptor: Int32) async {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async {
                    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&entry, 1, 1000)
                    continuation.resume()
                }
            }
        }

        private static func drain(_ descriptor: Int32) {
            var bytes = [UInt8](repeating: 0, count: 64)
            while read(descriptor, &bytes, bytes.count) > 0 {}
        }
    }

    /// Set once the socket has seen what it waited for: the loop's side then stops.
    private final class Flag: Sendable {
        private let value = Atomic<Bool>(false)
        var isSet: Bool { value.load(ordering: .acquiring) }
        func set() { value.store(true, ordering: .releasing) }
    }

    /// The states a socket receives, read one at a time (welcomes and notices are skipped).
    private struct States {
        let socket: LoopbackWebSocket

        /// The next state whose fields satisfy `wanted`, within a bounded number of frames; nil when none came.
        func next(where wanted: @escaping @Sendable ([String: Any]) -> Bool) async throws -> [String: Any]? {
            let socket = socket
            let found = try await LoopbackSocket.offPool { () throws -> String? in
                for _ in 0..<50 {
                    guard let text = try socket.nextText() else { return nil }
                    guard let state = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any],
                        state["phase"] != nil
                    else { continue }
                    if wanted(state) { return text }
                }
                return nil
            }
            return found.flatMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
        }

        /// Sends `text` as the phone's page would.
        func write(_ text: String) async throws {
            let socket = socket
            try await LoopbackSocket.offPool { try socket.send(text: text) }
        }
    }

    /// A party game of Red and Blue whose turns wait for the host, its phones' front end beside a silent
    /// one, and the server of its room (the first states published; nothing listens yet).
    private static func game() throws -> (server: PhoneServer, loop: Loop) {
        let engine = testEngine(teams: ["Red", "Blue"], clock: SteppedClock())
        let inbox = try #require(PhoneInbox())
        var random = SplitMix64(seed: 11)
        let server = PhoneServer(
            code: RoomCode(using: &random), keys: keys, language: .en, inbox: inbox,
            guards: ServerGuards(limits: ServerLimits(), connectionCap: 50))
        let phones = PhoneFrontEnd(
            inner: SilentFrontEnd(), server: server, placement: .phone, warningSeconds: 10, strings: Strings(.en))
        engine.begin()
        phones.draw(engine)
        return (server, Loop(engine: engine, phones: phones, inbox: inbox))
    }

    /// Runs `server` on loopback with the loop's side beside it, and one WebSocket at `path` handled by
    /// `socket`.
    private static func play(
        _ server: PhoneServer, _ loop: Loop, at path: String,
        beforeEachRound: @escaping @Sendable (GameEngine) -> Void = { _ in },
        socket: @escaping @Sendable (States) async throws -> Void
    ) async throws {
        let done = Flag()
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let app = server.makeApplication(
            address: ServeAddress(host: "127.0.0.1", port: 0), onServerRunning: { continuation.yield($0) })
        let serving = Task { try? await app.runService(gracefulShutdownSignals: []) }
        defer { serving.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next(), "a live server")
        let origin = "http://127.0.0.1:\(port)"
        server.allowOrigins(OriginPolicy(hosts: ["127.0.0.1"], port: port))
        let looping = Task { await loop.run(until: { done.isSet }, beforeEachRound: beforeEachRound) }
        do {
            let client = try await LoopbackSocket.offPool {
                try LoopbackWebSocket(port: port, path: path, origin: origin)
            }
            defer { client.closeNormally() }
            try await socket(States(socket: client))
        } catch {
            done.set()
            await looping.value
            throw error
        }
        done.set()
        await looping.value
    }

    @Test("the host's Start and Right go through the server to the engine, and the state sent back shows them")
    func hostFramesInCommandsStatesOut() async throws {
        let (server, loop) = try Self.game()
        defer { server.inbox.close() }
        try await Self.play(server, loop, at: "/r/\(server.code)/host/\(Self.keys.host)/ws") { states in
            let first = try await states.next { $0["phase"] as? String == "waiting" }
            let waiting = try #require(first, "the host's remote is sent the waiting turn")
            #expect((waiting["actions"] as? [String])?.contains("start") == true, "the remote is offered Start")
            try await states.write(#"{"do":"start"}"#)
            let started = try await states.next { $0["phase"] as? String == "playing" }
            let playing = try #require(started, "Start reached the engine and the turn is in play")
            let index = try #require(playing["wordIndex"] as? Int)
            #expect(playing["word"] is String)
            #expect((playing["actions"] as? [String])?.contains("right") == true)
            try await states.write(#"{"do":"right","n":\#(index)}"#)
            let counted = try await states.next { $0["correct"] as? Int == 1 }
            let answered = try #require(counted, "Right reached the engine and the count went up")
            #expect(answered["phase"] as? String == "playing")
            #expect(answered["wordIndex"] as? Int != index, "the next word is on the card")
        }
        // The engine got exactly the commands the frames asked for, through RoomRules and the mapping.
        #expect(loop.sent == [HostAction.startTurn.command, .right])
        #expect(loop.engine.round?.correctCount == 1)
    }

    @Test("a phone that joins Red describes its turn: its card offers the answers, and its Right counts")
    func describerFrameInCommandStateOut() async throws {
        let (server, loop) = try Self.game()
        defer { server.inbox.close() }
        let hub = server.hub
        // The host starts Red's turn at the terminal once Ann's phone is in the room.
        let start: @Sendable (GameEngine) -> Void = { engine in
            if engine.phase == .awaitingTurn, hub.seats.contains(where: { $0.name == "Ann" && $0.present }) {
                engine.send(HostAction.startTurn.command)
            }
        }
        try await Self.play(server, loop, at: "/r/\(server.code)/ws?player=Ann&team=0", beforeEachRound: start) {
            states in
            let started = try await states.next {
                $0["phase"] as? String == "playing" && $0["role"] as? String == "describer"
            }
            let card = try #require(started, "Ann's phone is sent the describer's card")
            #expect(card["actions"] as? [String] == ["right", "wrong", "pass", "taboo", "undo"])
            let index = try #require(card["wordIndex"] as? Int)
            try await states.write(#"{"do":"start"}"#)  // not the describer's to send: nothing
            try await states.write(#"{"do":"right","n":\#(index)}"#)
            let counted = try await states.next { $0["correct"] as? Int == 1 }
            #expect(counted != nil, "Right reached the engine and the count went up")
        }
        #expect(loop.sent == [.right], "only the describer's answer reached the engine")
        #expect(loop.engine.round?.correctCount == 1)
    }
}
