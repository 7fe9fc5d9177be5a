import GuessText

/// A league's name (`play --league NAME`, `party.league`, `guess league NAME`): games that carry one form
/// a table of their own, games without one the league of all unnamed games. Names are compared as team
/// names are (`OutsideText.nameKey`), case folded.
package enum LeagueName {
    /// The longest name, in characters.
    package static let limit = 40

    /// `text` trimmed, when it can name a league: not empty, at most `limit` characters, no control or
    /// bidi characters; nil otherwise.
    package static func checked(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !OutsideText.nameKey(trimmed).isEmpty, trimmed.count <= limit, !OutsideText.needsEscaping(trimmed)
        else { return nil }
        return trimmed
    }

    /// Whether a game of league `stored` (nil: none) is in the league `asked` for (nil: the unnamed one).
    package static func matches(_ stored: String?, _ asked: String?) -> Bool {
        switch (stored, asked) {
        case (nil, nil): true
        case (let stored?, let asked?): key(stored) == key(asked)
        default: false
        }
    }

    /// The form names are compared in.
    static func key(_ name: String) -> String { OutsideText.nameKey(name).lowercased() }
}
