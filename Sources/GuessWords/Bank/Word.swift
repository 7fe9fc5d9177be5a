import Foundation

/// One word of a bank as the game uses it.
public struct Word: Hashable, Sendable {
    /// The text shown to the describer.
    public var text: String
    /// The tier it was drawn from.
    public var tier: Tier
    /// Words the describer must not say, shown under the word; empty when the entry has none.
    public var taboo: [String]
    /// The themes the entry belongs to, as its list names them; empty when the list declares none.
    public var themes: [String]
    /// Whether the entry suits a game with children (false for alcohol, dating, gore and the like).
    public var isFamilyFriendly: Bool
    /// How the word is read (pinyin with tone marks, or zhuyin); empty when its list gives none.
    public var reading: String
    /// A short English gloss, shown to the describer only; empty when its list gives none.
    public var gloss: String

    /// A word with its tier, and optionally its taboo words, themes, family suitability, reading and gloss.
    public init(
        text: String, tier: Tier, taboo: [String] = [], themes: [String] = [], isFamilyFriendly: Bool = true,
        reading: String = "", gloss: String = ""
    ) {
        self.text = text
        self.tier = tier
        self.taboo = taboo
        self.themes = themes
        self.isFamilyFriendly = isFamilyFriendly
        self.reading = reading
        self.gloss = gloss
    }
}
