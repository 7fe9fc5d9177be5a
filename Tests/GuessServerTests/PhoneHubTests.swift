import Testing

@testable import GuessRoom
@testable import GuessServer

/// The phones' hub on its own: who gets which state.
@Suite struct PhoneHubTests {
    /// The first `count` frames of `stream`.
    private func frames(_ stream: AsyncStream<String>, _ count: Int) async -> [String] {
        var taken: [String] = []
        for await frame in stream {
            taken.append(frame)
            if taken.count == count { break }
        }
        return taken
    }

    @Test("a board or host's remote that joined before the game's first state keeps its seat and gets it")
    func joinedBeforeTheRoomWasSetUp() async throws {
        // The server listens before the game loop publishes: a TV board opened at once joins in that gap.
        let hub = PhoneHub()
        let board = try #require(hub.connect(.board))
        let host = try #require(hub.connect(.host))
        let guest = try #require(hub.connect(.visitor(player: nil, team: nil, token: nil)))
        hub.prepare(teams: ["Red", "Blue"], players: [:])
        hub.publish(
            [.board: "board 1", .host: "host 1", .guest: "guest 1", .describer: "card 1"], describer: nil, team: "Red",
            turnsPlayed: 0)
        hub.close()
        #expect(await frames(board.states, 2) == [RoomWelcome(role: .board).json, "board 1"])
        #expect(await frames(host.states, 2) == [RoomWelcome(role: .host).json, "host 1"])
        #expect(await frames(guest.states, 2) == [RoomWelcome(role: .guest).json, "guest 1"])
    }
}
