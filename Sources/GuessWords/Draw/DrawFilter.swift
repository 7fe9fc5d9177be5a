import Foundation
import GuessText

/// Which entries of a bank a game draws from: those of some themes (`--theme`, `draw.themes`), and only
/// those for children (`--family`, `draw.family`). The tier weights then apply within what is left.
public struct DrawFilter: Sendable, Equatable {
    /// The themes asked for, as written; empty: every theme, and entries without one.
    public var themes: [String]
    /// Whether entries not for children are left out.
    public var familyOnly: Bool

    /// A filter on `themes` (empty: none), leaving out entries not for children when `familyOnly`.
    public init(themes: [String] = [], familyOnly: Bool = false) {
        self.themes = themes
        self.familyOnly = familyOnly
    }

    /// Whether the filter keeps every entry.
    public var keepsEverything: Bool { themes.isEmpty && !familyOnly }

    /// The entries of `bank` the filter keeps.
    ///
    /// - Parameter option: how the themes were given (`--theme`, or `file: draw.themes`), for messages.
    /// - Throws: `.usage` (exit 64) naming a theme the bank does not have and listing those it has;
    ///   `.runtime` when nothing is left.
    public func apply(to bank: WordBank, option: @autoclosure () -> String = "--theme") throws(GuessError) -> WordBank {
        if keepsEverything { return bank }
        let known = bank.themeCounts
        let knownKeys = Set(known.map { ThemeName.key($0.name) })
        let wanted = Set(themes.map(ThemeName.key))
        for theme in themes where !knownKeys.contains(ThemeName.key(theme)) {
            throw .usage(
                Strings.unknownTheme(
                    OutsideText.forTerminal(theme, limit: 40), option: option(),
                    known: known.map { OutsideText.forTerminal($0.name) }))
        }
        // Whether each distinct details value passes, decided once.
        let passes = bank.details.map { details in
            (wanted.isEmpty || details.themes.contains { wanted.contains(ThemeName.key($0)) })
                && (!familyOnly || details.isFamilyFriendly)
        }
        let kept = bank.keeping { passes[Int(bank.detailCode(at: $0))] }
        if kept.count == 0 { throw .runtime(Strings.nothingInThemes(description)) }
        return kept
    }

    /// The filter with its themes spelled as `bank` spells them (`animals` → `Animals`), as records keep them.
    public func spelled(in bank: WordBank) -> DrawFilter {
        guard !themes.isEmpty else { return self }
        let spelling = Dictionary(bank.themeCounts.map { (ThemeName.key($0.name), $0.name) }) { first, _ in first }
        return DrawFilter(themes: themes.map { spelling[ThemeName.key($0)] ?? $0 }, familyOnly: familyOnly)
    }

    /// What the filter keeps, for messages: "themes 动物, 食物; for children".
    public var description: String {
        var parts: [String] = []
        if !themes.isEmpty { parts.append("themes " + themes.joined(separator: ", ")) }
        if familyOnly { parts.append("for children") }
        return parts.joined(separator: "; ")
    }
}
