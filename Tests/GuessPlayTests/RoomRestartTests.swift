import Foundation
import GRDB
import Testing

@testable import GuessGame
@testable import GuessHistory
@testable import GuessPlay
@testable import GuessRoom
@testable import GuessServer
@testable import GuessWords

/// A restart keeps the room (#33): the store keeps a served game's code, keys and the players phones hold;
/// a resumed game's session opens that room; a room of an earlier game answers "ended", never a wrong guess.
@Suite("A restart keeps the room")
struct RoomRestartTests {
    private static let keys = RoomKeys(host: "hostKEYhostKEYhostKEY_", board: "boardKEYboardKEYboard-")!
    private static let annToken = "annTOKENannTOKENannTOK"

    private static let setup = GameSetup(
        teams: [TeamLineup(name: "Red", players: ["Ann", "Bob"]), TeamLineup(name: "Blue", players: ["Xi"])],
        turnsPerTeam: 2, penalty: false, tieBreak: true, seconds: 60, bank: nil, words: ["t.txt"],
        defaultTier: "custom", weights: [20, 20, 20, 10, 30], onExhausted: .end, seed: 5)

    private static var room: StoredRoom {
        StoredRoom(
            code: RoomCode("K7QH3M")!, keys: keys,
            claims: [StoredClaim(name: "Ann", team: "Red", named: true, token: annToken)])
    }

    @Test(
        "the room kept before the first turn is written with the game, read back on resume, and its keys and tokens forgotten once the game is over"
    )
    func storedRoomRoundTrips() throws {
        let queue = try DatabaseQueue()
        let store = try HistoryStore(queue)
        let first = RecordedGame(Self.setup.partyGame, store: store, setup: Self.setup)
        // The phones join on the start screen, before the game has a row.
        first.recorder.keepRoom(Self.room)
        first.playTurn(right: 1)
        first.engine.send(.inputEnded)
        first.recorder.flush()
        guard case .found(let game) = try store.resumableGame(id: nil) else {
            Issue.record("nothing to resume")
            return
        }
        #expect(game.room == Self.room)
        #expect(try store.servedRoomCodes() == ["K7QH3M"])

        // A claim made after the restart is kept too; the game played out keeps only the code.
        let second = RecordedGame(game.party, store: store, setup: Self.setup, resuming: game)
        var more = Self.room
        more.claims.append(StoredClaim(name: "Xi", team: "Blue", named: true, token: "xiTOKENxiTOKENxiTOKEN_"))
        second.recorder.keepRoom(more)
        second.playTurn(right: 0)
        second.recorder.flush()
        guard case .found(let again) = try store.resumableGame(id: nil) else {
            Issue.record("nothing to resume")
            return
        }
        #expect(again.room == more)
        for _ in 0..<3 { second.playTurn(right: 0) }
        second.recorder.flush()
        #expect(second.ending?.isUnfinished == false)
        #expect(try store.servedRoomCodes() == ["K7QH3M"])
        let secrets = try queue.read { db in
            try Row.fetchOne(db, sql: "SELECT host_key, board_key, claims FROM room")
        }
        #expect(secrets?["host_key"] as String? == nil)
        #expect(secrets?["board_key"] as String? == nil)
        #expect(secrets?["claims"] as String? == nil)
    }

    @Test("what the store holds is read as outside text: a bad code or key opens a new room, bad claims are dropped")
    func storedRoomIsValidated() {
        let good = Self.room
        #expect(
            StoredRoom(code: "K7QH3M", hostKey: Self.keys.host, boardKey: Self.keys.board, claims: good.claimsJSON)
                == good)
        #expect(StoredRoom(code: "K7QH3O", hostKey: Self.keys.host, boardKey: Self.keys.board, claims: nil) == nil)
        #expect(StoredRoom(code: "K7QH3M", hostKey: "short", boardKey: Self.keys.board, claims: nil) == nil)
        #expect(StoredRoom(code: "K7QH3M", hostKey: Self.keys.host, boardKey: Self.keys.host, claims: nil) == nil)
        let hostile =
            #"[{"name":"Ann\u001b[2J","named":true,"token":"annTOKENannTOKENannTOK"},{"name":"Bob","named":true,"token":"x"},"#
            + #"{"name":"Cid","team":"Red","named":false,"token":"cidTOKENcidTOKENcidTOK"}]"#
        let read = StoredRoom(code: "K7QH3M", hostKey: Self.keys.host, boardKey: Self.keys.board, claims: hostile)
        #expect(read?.claims.map(\.name) == ["Cid"])
        let huge = String(repeating: " ", count: StoredRoom.claimsByteLimit + 1) + "[]"
        #expect(
            StoredRoom(code: "K7QH3M", hostKey: Self.keys.host, boardKey: Self.keys.board, claims: huge)?.claims == [])
    }

    @Test("a resumed game's session opens the same room: code, keys, and each player back to the phone with its token")
    func resumedSessionOpensTheSameRoom() async throws {
        var room = Self.room
        room.claims.append(StoredClaim(name: "Cid", team: "Blue", named: false, token: "cidTOKENcidTOKENcidTOK"))
        // Started and stopped off the concurrency pool: both wait for the server's own tasks, which a
        // test blocking a pool thread would starve on a machine with two cores.
        let started = try await Self.offThePool { [room] in
            Held(
                value: try PhoneSession.start(
                    ServeAddress(host: "127.0.0.1", port: 0), language: .en, environment: [:], room: room,
                    endedCodes: ["ABCDEF"]))
        }
        let session = started.value
        defer { DispatchQueue.global().async { started.value.stop() } }
        #expect(session.address.hasSuffix("/r/K7QH3M"))
        #expect(session.hostAddress.hasSuffix("/r/K7QH3M/host/\(Self.keys.host)"))
        #expect(session.boardAddress.hasSuffix("/r/K7QH3M/board/\(Self.keys.board)"))
        // The room as kept holds where it listens, with the port bound: a resume listens there again.
        var kept = room
        kept.address = ServeAddress(host: "127.0.0.1", port: session.listening.port)
        #expect(session.listening.port > 0)
        #expect(session.room == kept)
        #expect(session.server.endedCodes == ["ABCDEF"])

        // Ann's page reconnects as the restarted game listens, before the room is set up: it is answered
        // once the room knows its players, and gets Ann back with its own token.
        let hub = session.server.hub
        let ann = try #require(hub.connect(.visitor(player: "Ann", team: nil, token: Self.annToken)))
        hub.prepare(teams: ["Red", "Blue"], players: ["Red": ["Ann", "Bob"], "Blue": ["Xi"]])
        let stranger = try #require(hub.connect(.visitor(player: "Ann", team: nil, token: "strangerTOKENstranger_")))
        let cid = try #require(hub.connect(.visitor(player: "Cid", team: 1, token: "cidTOKENcidTOKENcidTOK")))
        #expect(hub.role(of: ann.identifier) == .player)
        hub.publish(
            [.describer: "card", .guest: "board", .board: "board", .host: "host"], describer: "Ann", team: "Red",
            turnsPlayed: 0)
        #expect(hub.role(of: ann.identifier) == .describer)
        #expect(hub.role(of: stranger.identifier) == .guest)
        // Cid joined by name, but these teams name their players: the claim does not fit and is dropped.
        #expect(hub.role(of: cid.identifier) == .guest)
        hub.close()
        var annFrames: [String] = []
        for await frame in ann.states { annFrames.append(frame) }
        #expect(annFrames.first == RoomWelcome(claim: .granted(player: "Ann", token: Self.annToken)).json)
        #expect(annFrames.contains("card"))
        var strangerFrames: [String] = []
        for await frame in stranger.states { strangerFrames.append(frame) }
        #expect(strangerFrames.first == RoomWelcome(claim: .heldElsewhere(player: "Ann")).json)
    }

    @Test("where the teams name no players, the joined players come back in their teams and order, with their tokens")
    func joinedPlayersComeBack() {
        var room = Room(teams: ["Red", "Blue"], players: [:])
        room.restore([
            StoredClaim(name: "Cid", team: "Blue", named: false, token: "cidTOKENcidTOKENcidTOK"),
            StoredClaim(name: "Dee", team: "Blue", named: false, token: "deeTOKENdeeTOKENdeeTOK"),
            StoredClaim(name: "Eve", team: "Green", named: false, token: "eveTOKENeveTOKENeveTOK"),
        ])
        #expect(room.joined("Blue") == ["Cid", "Dee"])
        #expect(room.players.map(\.name) == ["Cid", "Dee"])
        room.seat(1, as: .guest)
        var random = SplitMix64(seed: 1)
        #expect(
            room.claim(1, name: "Dee", team: nil, token: "deeTOKENdeeTOKENdeeTOK", using: &random)
                == .granted(player: "Dee", token: "deeTOKENdeeTOKENdeeTOK"))
        room.seat(2, as: .guest)
        #expect(room.claim(2, name: "Cid", team: nil, token: nil, using: &random) == .heldElsewhere(player: "Cid"))
        #expect(room.claims.map(\.name) == ["Cid", "Dee"])
    }

    @Test("a new store is created 0600; an existing store's mode is left as it is")
    func newStoreIsPrivate() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "guess-room-\(getpid())-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("history.sqlite").path
        let previous = umask(0o022)
        defer { umask(previous) }
        let recorder = HistoryRecorder.open(explicitPath: path, environment: [:])
        #expect(recorder.isRecording)
        recorder.close()
        #expect(try Self.mode(path) == 0o600)
        let shared = directory.appendingPathComponent("shared.sqlite").path
        #expect(FileManager.default.createFile(atPath: shared, contents: nil, attributes: [.posixPermissions: 0o644]))
        let other = HistoryRecorder.open(explicitPath: shared, environment: [:])
        other.close()
        #expect(try Self.mode(shared) == 0o644)
    }

    /// A value handed from the thread that made it to the test (the session is used by one side at a time).
    private struct Held<Value>: @unchecked Sendable {
        let value: Value
    }

    /// Runs `body` on a thread of its own, not on the concurrency pool the server's tasks need.
    private static func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    private static func mode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? Int ?? 0) & 0o777
    }
}
