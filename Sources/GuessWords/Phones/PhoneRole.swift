/// Who a phone (or a browser on a TV) is in the room, from its address (`/r/CODE/describer` and so on).
/// The role decides what the page receives and what it may ask of the game.
public enum PhoneRole: String, CaseIterable, Sendable, Codable {
    /// The describer's private card: the word, the clock, right / wrong / undo.
    case describer
    /// The big screen: the clock, the counts, the scoreboard and the cards, never the word.
    case board
    /// The host's remote: what the keyboard does (start, pause, quit, next team) and the describer's buttons.
    case host
    /// A player following on their own phone: the scoreboard and the recap, never the word.
    case guest

    /// Whether this role is ever sent the word (when the word shows on phones at all).
    public var receivesWord: Bool { self == .describer || self == .host }

    /// Whether this role may answer (right, wrong, undo).
    public var mayAnswer: Bool { self == .describer || self == .host }

    /// Whether this role may run the game (start a turn, pause, quit, end a turn).
    public var mayRunGame: Bool { self == .host }
}
