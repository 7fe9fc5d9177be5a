import Synchronization
import Testing

@testable import GuessRoom
@testable import GuessServer

/// The hub's side of issue 33: an early claim keeps its player, the host removes a phone and locks the
/// room through the rules, and new players per address are counted on the clock the hub is given.
@Suite struct RoomClaimHubTests {
    /// The first `count` frames of `stream` (fewer when it ends first).
    private func frames(_ stream: AsyncStream<String>, _ count: Int) async -> [String] {
        await stream.prefix(count).reduce(into: []) { $0.append($1) }
    }

    @Test("a claim made before the game's first state keeps its player, and its welcome comes first")
    func earlyClaim() async throws {
        let hub = PhoneHub(clock: { 0 })
        let ann = try #require(hub.connect(.visitor(player: "Ann", team: nil, token: nil)))
        let watcher = try #require(hub.connect(.visitor(player: nil, team: nil, token: nil)))
        hub.prepare(teams: ["Red"], players: ["Red": ["Ann", "Bob"]])
        #expect(hub.role(of: ann.identifier) == .player)
        hub.publish([.guest: "guest 1", .describer: "card 1"], describer: "Ann", team: "Red", turnsPlayed: 0)
        hub.close()
        let annFrames = await frames(ann.states, 2)
        #expect(annFrames.first?.contains(#""player":"Ann","role":"player""#) == true)
        #expect(annFrames.last == "card 1")
        #expect(await frames(watcher.states, 2) == [RoomWelcome(role: .guest).json, "guest 1"])
    }

    @Test("the host removes a squatter and locks the room; a player or guest may do neither")
    func removeAndLock() async throws {
        let hub = PhoneHub(clock: { 0 })
        hub.prepare(teams: ["Red"], players: ["Red": ["Ann", "Bob"]])
        let host = try #require(hub.connect(.host))
        let squatter = try #require(hub.connect(.visitor(player: "Ann", team: nil, token: nil), address: "10.0.0.66"))
        let bob = try #require(hub.connect(.visitor(player: "Bob", team: nil, token: nil), address: "10.0.0.2"))
        // Bob's phone cannot remove Ann nor lock the room.
        #expect(hub.handleRoomAction(.remove, argument: 0, from: bob.identifier, phase: .waiting))
        #expect(hub.handleRoomAction(.lock, argument: nil, from: bob.identifier, phase: .waiting))
        #expect(hub.role(of: squatter.identifier) == .player && !hub.locked)
        #expect(hub.handleRoomAction(.remove, argument: 0, from: host.identifier, phase: .waiting))
        #expect(hub.role(of: squatter.identifier) == .guest)
        #expect(hub.seats[0].held == false)
        let again = try #require(hub.connect(.visitor(player: "Ann", team: nil, token: nil), address: "10.0.0.66"))
        #expect(hub.role(of: again.identifier) == .guest)
        #expect(hub.handleRoomAction(.lock, argument: nil, from: host.identifier, phase: .playing))
        #expect(hub.locked)
        let late = try #require(hub.connect(.visitor(player: "Ann", team: nil, token: nil), address: "10.0.0.7"))
        #expect(hub.role(of: late.identifier) == .guest)
        #expect(hub.handleRoomAction(.unlock, argument: nil, from: host.identifier, phase: .playing))
        let real = try #require(hub.connect(.visitor(player: "Ann", team: nil, token: nil), address: "10.0.0.8"))
        #expect(hub.role(of: real.identifier) == .player)
        hub.close()
        let squatterFrames = await frames(squatter.states, 2)
        #expect(squatterFrames.last == RoomWelcome(claim: .removed).json)
        #expect(await frames(again.states, 1) == [RoomWelcome(claim: .removed).json])
        #expect(await frames(late.states, 1) == [RoomWelcome(claim: .locked).json])
    }

    @Test("one address adds 4 players a minute on the hub's clock; the room takes playerCap")
    func flood() throws {
        let now = Mutex(0.0)
        let hub = PhoneHub(clock: { now.withLock { $0 } })
        hub.prepare(teams: [], players: [:], playerCap: 10)
        var granted = 0
        for index in 0..<8 {
            let phone = try #require(
                hub.connect(.visitor(player: "Junk\(index)", team: nil, token: nil), address: "10.0.0.9"))
            if hub.role(of: phone.identifier) == .player { granted += 1 }
            hub.disconnect(phone.identifier)
        }
        #expect(granted == 4)
        now.withLock { $0 += 61 }
        for index in 8..<30 {
            let phone = try #require(
                hub.connect(.visitor(player: "Junk\(index)", team: nil, token: nil), address: "10.0.1.\(index)"))
            hub.disconnect(phone.identifier)
        }
        #expect(hub.seats.count == 10)
        hub.close()
    }
}
