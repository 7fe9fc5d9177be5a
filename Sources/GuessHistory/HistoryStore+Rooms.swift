import Foundation
import GRDB
import GuessRoom

/// The room of each served game (migration `v4-rooms`, table `room`): its code, the keys of the host's
/// remote and the board, and the players phones hold with their tokens (JSON `[StoredClaim]`), so that
/// `guess play --resume` opens the same room and every open page reconnects by itself. When a game is
/// played out the keys and tokens are forgotten and only the code stays: the server answers a page still
/// open on it "this game has ended" (410) rather than counting it as guessing codes. Keys and tokens are
/// secrets; the store is the user's own (a new store is created 0600).
extension HistoryStore {
    static func addRooms(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE room (
                    game_id INTEGER PRIMARY KEY REFERENCES game(id) ON DELETE CASCADE,
                    code TEXT NOT NULL,
                    host_key TEXT,   -- NULL once the game is over
                    board_key TEXT,  -- NULL once the game is over
                    claims TEXT      -- JSON [{name, team, named, token}]; NULL once the game is over
                );
                """)
    }

    /// The most codes of earlier rooms read back for the server (the newest games' first).
    package static let servedCodesLimit = 1000

    /// Keeps `room` as game `gameID`'s (replacing what was kept).
    package func keepRoom(_ room: StoredRoom, gameID: Int64) throws(StoreError) {
        try write { db in
            try db.execute(
                literal: """
                    INSERT INTO room (game_id, code, host_key, board_key, claims, address)
                    VALUES (\(gameID), \(room.code.description), \(room.keys.host), \(room.keys.board), \(room.claimsJSON),
                        \(room.address?.description))
                    ON CONFLICT (game_id) DO UPDATE SET code = excluded.code, host_key = excluded.host_key,
                        board_key = excluded.board_key, claims = excluded.claims, address = excluded.address
                    """)
        }
    }

    /// Forgets the keys and tokens of game `gameID`'s room (the game is over); its code stays.
    package func forgetRoomSecrets(gameID: Int64) throws(StoreError) {
        try write { db in
            try db.execute(
                literal: "UPDATE room SET host_key = NULL, board_key = NULL, claims = NULL WHERE game_id = \(gameID)")
        }
    }

    /// The codes of the rooms of earlier games, newest first (at most `servedCodesLimit`); codes that do
    /// not read as one are left out. Empty for a store without rooms.
    package func servedRoomCodes() throws(StoreError) -> [String] {
        try read { db in
            guard schema.rooms else { return [] }
            let texts = try String.fetchAll(
                db,
                SQLRequest(
                    literal:
                        "SELECT code FROM room WHERE typeof(code) = 'text' ORDER BY game_id DESC LIMIT \(Self.servedCodesLimit)"
                ))
            return texts.compactMap { RoomCode($0)?.description }
        }
    }

    /// Game `gameID`'s room, when its code and keys read as a room's (nil otherwise: the resumed game
    /// opens a new room).
    static func storedRoom(gameID: Int64, schema: StoreSchema, _ db: Database) throws -> StoredRoom? {
        guard schema.rooms else { return nil }
        // A store only read is not migrated: one from before v5 keeps no address.
        let address: SQL = schema.roomAddress ? "CASE WHEN typeof(address) = 'text' THEN address END" : "NULL"
        guard
            let row = try Row.fetchOne(
                db,
                SQLRequest(
                    literal: """
                        SELECT code, host_key, board_key, claims, \(address) AS address FROM room WHERE game_id = \(gameID)
                        AND typeof(code) = 'text' AND typeof(host_key) = 'text' AND typeof(board_key) = 'text'
                        AND (claims IS NULL OR typeof(claims) = 'text')
                        """))
        else { return nil }
        let code: String = row["code"]
        let host: String = row["host_key"]
        let board: String = row["board_key"]
        let claims: String? = row["claims"]
        let served: String? = row["address"]
        return StoredRoom(code: code, hostKey: host, boardKey: board, claims: claims, address: served)
    }
}
