import GuessText
import GuessWords

/// Tiers by name, in the recap, the stats and the commands' tables.
extension Strings {
    /// A tier's name in this language.
    package func tier(_ tier: Tier) -> String { tier.localizedName.text(language) }
}
