import GuessText
import GuessWords

/// The strings of themes, taboo words and the family mark in the commands' options and `guess bank` (#18, #19).
extension Strings {
    /// `--theme` names too many themes.
    package var tooManyThemeOptions: String { pick("--theme: at most 100 themes", "--theme：最多 100 个主题") }
    /// Heading of the theme column.
    package var themeColumn: String { pick("theme", "主题") }
    /// Says that a bank declares no themes.
    package var noThemes: String { pick("The bank declares no themes.", "该词库未声明主题。") }
    /// The themes filter and family flag of a round, for `history show`.
    package func themesFilter(_ themes: [String], family: Bool) -> String {
        var parts: [String] = []
        if !themes.isEmpty { parts.append(pick("themes ", "主题 ") + themes.joined(separator: pick(", ", "、"))) }
        if family { parts.append(pick("family-friendly entries only", "仅适合儿童的词条")) }
        return parts.joined(separator: pick("; ", "；"))
    }
}
