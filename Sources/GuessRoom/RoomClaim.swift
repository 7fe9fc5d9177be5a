/// What the room answers a phone that asks to be a player (`Room.claim`).
package enum RoomClaim: Equatable, Sendable {
    /// The phone holds `player` now, with `token` (the page keeps it to get its player back after a reload).
    case granted(player: String, token: String)
    /// Another phone holds `player`: this one stays a guest until the host hands the player over.
    case heldElsewhere(player: String)
    /// The teams name their players and `player` is none of them.
    case unknownPlayer(String)
    /// The name cannot be a player's (empty, too long, control or invisible characters, a run of combining
    /// marks) or the team asked for is none.
    case badName
    /// The room has as many players as this game takes (`Room.playerCap`).
    case full
    /// `name` reads as the player `taken` (`NameLikeness.alike`): "Аnn" in Cyrillic, "ann" beside "Ann".
    case tooLike(name: String, taken: String)
    /// The host locked the room: no new claims (a phone that holds a player still gets it back).
    case locked
    /// The host removed this phone from the game: it watches, and may not claim again in this game.
    case removed
    /// The phone's address added players too fast (`JoinLimiter`): it may try again in a minute.
    case tooFast
}
