import Foundation

/// One word of a bank as the game uses it.
public struct Word: Hashable, Sendable {
    /// The text shown to the describer.
    public var text: String
    /// The tier it was drawn from.
    public var tier: Tier

    /// A word with its tier.
    public init(text: String, tier: Tier) {
        self.text = text
        self.tier = tier
    }
}
