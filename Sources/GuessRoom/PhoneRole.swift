/// What a page is sent of the game: the describer's card, the board, the host's remote or the board view
/// of a player or guest. The server gives each connection the view of its `RoomRole` (never one chosen
/// by the page's address).
package enum PhoneRole: String, CaseIterable, Sendable, Codable {
    /// The describer's private card: the word, its taboo words, the clock, the answer buttons.
    case describer
    /// The big screen: the clock, the counts, the scoreboard and the cards, never the word.
    case board
    /// The host's remote: what the keyboard does (start, pause, quit, next team), the describer's buttons,
    /// the word with its taboo words, the turn's words to correct and the players to hand over.
    case host
    /// A player's or guest's phone: the clock, the scoreboard and the recap, never the word.
    case guest

    /// Whether this view is ever sent the word (when the word shows on phones at all).
    package var receivesWord: Bool { self == .describer || self == .host }
}
