/// What the room answers a phone that asks to be a player (`Room.claim`).
public enum RoomClaim: Equatable, Sendable {
    /// The phone holds `player` now, with `token` (the page keeps it to get its player back after a reload).
    case granted(player: String, token: String)
    /// Another phone holds `player`: this one stays a guest until the host hands the player over.
    case heldElsewhere(player: String)
    /// The teams name their players and `player` is none of them.
    case unknownPlayer(String)
    /// The name cannot be a player's (empty, too long, control characters) or the team asked for is none.
    case badName
    /// The room has as many players as a game may name.
    case full
}
