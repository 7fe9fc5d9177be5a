import Foundation

extension ListParse {
    /// The `# theme:` and `# family:` directives in force at a line of a text list.
    struct TextDirectives {
        /// The themes of the entries below.
        var themes: [String] = []
        /// Whether the entries below suit children.
        var isFamilyFriendly = true
        /// The index of these details (without taboo words) in the bank's table.
        var code: UInt32 = 0
    }

    /// The names a theme directive goes by.
    static let themeDirectives = ["theme", "themes", "主题"]
    /// The names a family directive goes by.
    static let familyDirectives = ["family", "家庭"]

    /// Applies the comment `comment` (the text after `#`) when it is a `theme:` or `family:` directive
    /// (`主题：`, `家庭：`); any other comment is left alone, so older builds read the same list.
    mutating func apply(directive comment: String, to directives: inout TextDirectives, line: Int) {
        guard let colon = comment.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return }
        let name = comment[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = String(comment[comment.index(after: colon)...])
        if Self.themeDirectives.contains(name) {
            guard let themes = values(value, kind: .themes, line: line) else { return }
            directives.themes = themes
        } else if Self.familyDirectives.contains(name) {
            guard let family = ColumnLayout.familyValue(value), !value.trimmingCharacters(in: .whitespaces).isEmpty
            else {
                diagnostics.append(
                    Diagnostic(
                        SourceLocation(file: source, line: line, unit: .line),
                        Strings.badFamilyValue(OutsideText.forTerminal(value.trimmingCharacters(in: .whitespaces)))))
                return
            }
            directives.isFamilyFriendly = family
        } else {
            return
        }
        directives.code = code(
            for: EntryDetails(themes: directives.themes, taboo: [], isFamilyFriendly: directives.isFamilyFriendly))
    }
}
