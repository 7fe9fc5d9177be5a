/// What a list says about an entry besides its text and tier: its themes, its taboo words and whether it
/// suits children. Most entries share a few of these, so a bank keeps each distinct one once.
struct EntryDetails: Hashable, Sendable {
    /// The themes, as the list names them.
    var themes: [String] = []
    /// The words the describer must not say.
    var taboo: [String] = []
    /// Whether the entry suits a game with children.
    var isFamilyFriendly = true
    /// How the entry is read: pinyin with tone marks (zh-Hans) or zhuyin (zh-Hant); empty when the
    /// list gives none.
    var reading = ""
    /// A short English gloss (the hsk bank); empty when the list gives none.
    var gloss = ""

    /// No themes, no taboo words, for everyone: what an entry of a plain list has.
    static let plain = EntryDetails()

    /// The most taboo words an entry carries.
    static let maximumTaboo = 10
    /// The most themes an entry belongs to.
    static let maximumThemes = 8
    /// The longest theme name, in characters.
    static let maximumThemeLength = 32
    /// The most distinct themes one list names.
    static let maximumThemesPerList = 500
    /// The longest reading, in characters (a long poem line's pinyin is about five times its length).
    static let maximumReadingLength = 256
    /// The longest gloss, in characters.
    static let maximumGlossLength = 160
}
