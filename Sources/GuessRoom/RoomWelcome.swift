import Foundation

/// The first frame a connection is sent, before any state: who the server decided it is. Only the phone
/// that holds a player is sent that player's token (its page keeps it to get the player back); no frame
/// ever holds a key.
package struct RoomWelcome: Encodable, Equatable, Sendable {
    /// Why a phone that asked to be a player is a guest instead.
    package enum Refusal: String, Encodable, Sendable {
        /// Another phone holds the player ("Ann is on another phone").
        case held
        /// The teams name their players and this is none of them.
        case unknown
        /// The name cannot be a player's, or the team is none.
        case badName
        /// The room has as many players as this game takes.
        case full
        /// The name reads as a player's who is in the room already (`like` names that player).
        case like
        /// The host locked the room: no new claims.
        case locked
        /// The host removed this phone: it watches, and may not claim again in this game.
        case removed
        /// Too many new players from this phone's address: try again in a minute.
        case tooFast
    }

    /// The body of the frame.
    package struct You: Encodable, Equatable, Sendable {
        /// `host`, `board`, `player` or `guest` (a player's phone learns from each state whether it describes).
        package var role: String
        /// The player this phone holds, or asked for and was refused.
        package var player: String?
        /// The token of the player held: this phone's only.
        package var token: String?
        /// Why the player asked for was not given.
        package var refused: Refusal?
        /// With `refused: like`, the player whose name the one asked for reads as.
        package var like: String?
    }

    /// Who the connection is.
    package var you: You

    /// The welcome of a host's or board's connection, or of a guest that asked for no player.
    package init(role: RoomRole) {
        you = You(role: role == .describer ? RoomRole.player.rawValue : role.rawValue)
    }

    /// The welcome of a phone that asked for a player, after `claim`.
    package init(claim: RoomClaim) {
        switch claim {
        case .granted(let player, let token): you = You(role: "player", player: player, token: token)
        case .heldElsewhere(let player): you = You(role: "guest", player: player, refused: .held)
        case .unknownPlayer(let player): you = You(role: "guest", player: player, refused: .unknown)
        case .badName: you = You(role: "guest", refused: .badName)
        case .full: you = You(role: "guest", refused: .full)
        case .tooLike(let name, let taken): you = You(role: "guest", player: name, refused: .like, like: taken)
        case .locked: you = You(role: "guest", refused: .locked)
        case .removed: you = You(role: "guest", refused: .removed)
        case .tooFast: you = You(role: "guest", refused: .tooFast)
        }
    }

    /// The frame as one line of JSON.
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The frame that tells a phone its answer came too late: the word it named had left the card.
    package static let staleAnswer = #"{"notice":"stale"}"#
    /// The frame that tells a phone the room is full, before its socket closes (the page stops retrying).
    package static let roomFull = #"{"notice":"full"}"#
    /// The frame that tells a page its room is gone (a game this server served earlier), before its socket
    /// closes with code 4001: the page says "this game has ended" and stops retrying.
    package static let roomEnded = #"{"notice":"ended"}"#
}
