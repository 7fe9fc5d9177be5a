import Testing

@testable import GuessRoom
@testable import GuessServer

/// A room of an earlier game, asked for again.
@Suite struct EndedRoomTests {
    @Test(
        "a room of an earlier game: 410 with \"this game has ended\", its socket closed with 4001, never a wrong guess")
    func endedRoomIsNoGuess() async throws {
        let running = try await RunningServer(endedCodes: ["ABCDEF"])
        let code = running.server.code
        // Far more than the 10 wrong guesses an address may make in a minute.
        for _ in 0..<30 {
            let page = try await running.get("/r/ABCDEF")
            #expect(page.status == 410)
            #expect(page.body.contains("this game has ended"))
        }
        #expect(try await running.get("/r/ABCDEF/phone.js").status == 410)
        #expect(try await running.get("/r/ABCDEF/host/\(RunningServer.keys.host)").status == 410)
        let socket = try await running.socketUntilClose("/r/ABCDEF/ws?player=Ann&token=x")
        #expect(socket.head.hasPrefix("HTTP/1.1 101"))
        #expect(socket.text.contains(RoomWelcome.roomEnded))
        #expect(socket.closeCode == Int(PhoneServer.roomEndedCloseCode))
        #expect(try await running.socketUntilClose("/r/ABCDEF/board/\(RunningServer.keys.board)/ws").closeCode == 4001)
        #expect(try await running.get("/r/\(code)").status == 200)
        #expect(!running.server.guards.takeGuessingNotice())
        // A code no game of this server had is still a wrong guess.
        for _ in 0..<10 { #expect(try await running.get("/r/ZZZZZZ").status == 404) }
        #expect(try await running.get("/r/ZZZZZZ").status == 429)
    }
}
