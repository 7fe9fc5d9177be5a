import Foundation

/// How theme names are compared: `Animals`, `animals` and `ａｎｉｍａｌｓ` are one theme.
public enum ThemeName {
    /// The key a theme is matched by: compatibility-folded (full-width letters as ASCII), lowercased,
    /// white space trimmed and folded to single spaces.
    public static func key(_ name: String) -> String {
        name.precomposedStringWithCompatibilityMapping.lowercased()
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Splits a list of names or words at `,` `，` `、` (and `;` `；`), trimming each, dropping empty ones.
    public static func split(_ text: String) -> [String] {
        text.split(whereSeparator: { ",，、;；".contains($0) })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}
