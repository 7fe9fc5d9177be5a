import Foundation
import GuessGame

/// A served game's room as the history store keeps it (table `room`), so that `guess play --resume`
/// opens the same room: the same code, the same keys of the host's remote and the board, and the players
/// the phones hold with their tokens. Every open page then reconnects by itself and the describer's card
/// comes back to the same phone. The keys and tokens are secrets: the store is the user's own (0600).
package struct StoredRoom: Equatable, Sendable {
    /// The room's code.
    package var code: RoomCode
    /// The keys of the host's remote and the board.
    package var keys: RoomKeys
    /// The players held by phones, in the order the room lists them.
    package var claims: [StoredClaim]
    /// Where the server listened, with the port it bound (a resume listens there again, so that open pages
    /// find it); nil when not known (a store from before this was kept).
    package var address: ServeAddress?

    /// The most bytes of claims read back from the store (a full room's claims take about 10 KiB).
    package static let claimsByteLimit = 64 * 1024

    /// The room `code` opened by `keys` at `address`, with `claims`.
    package init(code: RoomCode, keys: RoomKeys, claims: [StoredClaim], address: ServeAddress? = nil) {
        self.code = code
        self.keys = keys
        self.claims = claims
        self.address = address
    }

    /// The room read back from the store's text: nil when the code or a key is not one a room has (the
    /// store is read as outside text). Claims that do not read are dropped (their phones join again), and
    /// at most `TeamLineup.playerLimit` are kept.
    /// An address that does not read as `[HOST:]PORT` with a port above 0 is left out (the resume then
    /// needs `--serve`).
    package init?(code: String, hostKey: String, boardKey: String, claims: String?, address: String? = nil) {
        guard let code = RoomCode(code), let keys = RoomKeys(host: hostKey, board: boardKey) else { return nil }
        self.code = code
        self.keys = keys
        self.claims = Self.readClaims(claims)
        self.address = address.flatMap(ServeAddress.init).flatMap { $0.port > 0 ? $0 : nil }
    }

    /// The claims as JSON (an array of `{name, team, named, token}`), as the store keeps them.
    package var claimsJSON: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(claims)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    private static func readClaims(_ text: String?) -> [StoredClaim] {
        guard let text, text.utf8.count <= claimsByteLimit,
            let claims = try? JSONDecoder().decode([StoredClaim].self, from: Data(text.utf8))
        else { return [] }
        return Array(claims.filter(\.isWellFormed).prefix(TeamLineup.playerLimit))
    }
}
