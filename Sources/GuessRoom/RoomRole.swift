/// Who a connection is in the room, as the server decides it (never from the address or the socket's
/// query): the host's remote and the board by their keys, a phone by the player it holds. `RoomRules`
/// says what each may do in each phase.
package enum RoomRole: String, CaseIterable, Sendable, Codable {
    /// The host's remote (its address holds the host's key): runs the game, answers, corrects.
    case host
    /// The big screen (its address holds the board's key): shows, never acts.
    case board
    /// The phone of the player whose turn it is to describe: the card and the answer buttons.
    case describer
    /// The phone of any other player: the board view.
    case player
    /// A phone that is just watching: the board view.
    case guest

    /// What this role's page is sent of the game.
    package var view: PhoneRole {
        switch self {
        case .host: .host
        case .board: .board
        case .describer: .describer
        case .player, .guest: .guest
        }
    }
}
