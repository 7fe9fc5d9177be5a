import Foundation
import GuessGame
import HummingbirdTesting
import HummingbirdWSTesting
import Synchronization
import Testing
import WSClient

@testable import GuessPhones
@testable import GuessPlay
@testable import GuessText
@testable import GuessWords

/// The phone path in this process, end to end: the real `PhoneServer` routes on a live Hummingbird test
/// server, a WebSocket client from HummingbirdWSTesting at the host's keyed address, and the game loop's
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
        /// engine their commands and publishes the states, until `done` says the socket has seen enough (at
        /// most `rounds` wake-ups, each wait bounded).
        func run(until done: @escaping @Sendable () -> Bool, rounds: Int = 200) async {
            for _ in 0..<rounds where !done() {
                await Self.waitReadable(inbox.wakeFileDescriptor)
                Self.drain(inbox.wakeFileDescriptor)
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

    /// A state frame's fields (a welcome or a notice has no `phase`).
    private static func fields(_ frame: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(frame.utf8))) as? [String: Any]
    }

    @Test("the host's Start and Right go through the server to the engine, and the state sent back shows them")
    func aFrameInTheCommandTheStateOut() async throws {
        let clock = SteppedClock()
        let engine = testEngine(teams: ["Red", "Blue"], clock: clock)
        let inbox = try #require(PhoneInbox())
        var random = SplitMix64(seed: 11)
        let server = PhoneServer(
            code: RoomCode(using: &random), keys: Self.keys, language: .en, inbox: inbox,
            guards: ServerGuards(limits: ServerLimits(), connectionCap: 50))
        defer { inbox.close() }
        let phones = PhoneFrontEnd(
            inner: SilentFrontEnd(), server: server, placement: .phone, warningSeconds: 10, strings: Strings(.en))
        engine.begin()
        phones.draw(engine)
        let loop = Loop(engine: engine, phones: phones, inbox: inbox)
        let done = Flag()
        let app = server.makeApplication(address: ServeAddress(host: "127.0.0.1", port: 0), onServerRunning: { _ in })
        try await app.test(.live) { client in
            #expect(client.port != nil, "a live server")
            // The client names its own origin (`ws://localhost`; a second Origin would make the header a list,
            // which the server refuses): the server lets in that one.
            server.allowOrigins(OriginPolicy(origins: ["ws://localhost"]))
            let looping = Task { await loop.run(until: { done.isSet }) }
            try await client.ws("/r/\(server.code)/host/\(Self.keys.host)/ws") {
                inbound, outbound, _ in
                defer { done.set() }
                var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
                /// The next state whose fields satisfy `wanted`, within a bounded number of frames.
                func state(where wanted: ([String: Any]) -> Bool) async throws -> [String: Any]? {
                    for _ in 0..<50 {
                        guard let message = try await messages.next() else { return nil }
                        guard case .text(let text) = message, let state = Self.fields(text), state["phase"] != nil
                        else { continue }
                        if wanted(state) { return state }
                    }
                    return nil
                }
                let first = try await state { $0["phase"] as? String == "waiting" }
                let waiting = try #require(first, "the host's remote is sent the waiting turn")
                let offered = try #require(waiting["actions"] as? [String])
                #expect(offered.contains("start"), "the remote is offered Start")
                try await outbound.write(.text(#"{"do":"start"}"#))
                let started = try await state { $0["phase"] as? String == "playing" }
                let playing = try #require(started, "Start reached the engine and the turn is in play")
                let index = try #require(playing["wordIndex"] as? Int)
                #expect(playing["word"] is String)
                #expect((playing["actions"] as? [String])?.contains("right") == true)
                try await outbound.write(.text(#"{"do":"right","n":\#(index)}"#))
                let counted = try await state { $0["correct"] as? Int == 1 }
                let answered = try #require(counted, "Right reached the engine and the count went up")
                #expect(answered["phase"] as? String == "playing")
                #expect(answered["wordIndex"] as? Int != index, "the next word is on the card")
                try await outbound.close(.normalClosure, reason: nil)
            }
            done.set()
            await looping.value
        }
        // The engine got exactly the commands the frames asked for, through RoomRules and the mapping.
        #expect(loop.sent == [HostAction.startTurn.command, .right])
        #expect(engine.round?.correctCount == 1)
    }
}
