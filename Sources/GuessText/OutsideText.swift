import Foundation

/// Text that comes from outside the program (word lists, team names, file names, piped lines, the
/// history store), made safe to print on a terminal.
public enum OutsideText {
    /// `text` with every character that could drive a terminal, reorder what it shows or hide in it written
    /// out as a visible escape (`\u{1B}` for ESC): C0 and C1 controls, DEL, line separators, and the
    /// invisible format characters (`isInvisibleFormat`: direction marks, zero-width spaces, tags). With `limit`, the result is cut after about that many characters (escapes count
    /// at their written length), ending in "…".
    public static func forTerminal(_ text: String, limit: Int? = nil) -> String {
        var safe = ""
        var characters = 0
        for scalar in text.unicodeScalars {
            if let limit, characters >= limit {
                safe += "…"
                break
            }
            if isEscaped(scalar) {
                let escape = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                safe += escape
                characters += escape.unicodeScalars.count
            } else {
                safe.unicodeScalars.append(scalar)
                characters += 1
            }
        }
        return safe
    }

    /// Whether `text` holds a character that `forTerminal` would escape.
    public static func needsEscaping(_ text: String) -> Bool { text.unicodeScalars.contains(where: isEscaped) }

    /// Controls (C0, DEL, C1), line and paragraph separators, and invisible format characters.
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: isInvisibleFormat(scalar)
        }
    }

    /// Whether `scalar` is an invisible format character (Unicode category Cf): direction marks, embeddings,
    /// overrides and isolates (U+200E, U+200F, U+061C, U+202A–U+202E, U+2066–U+2069), zero-width spaces
    /// and joiners that can make one name look like another (U+200B, U+2060, U+FEFF), soft hyphens, tag
    /// characters (U+E0000–U+E007F). The zero-width joiner and non-joiner (U+200D, U+200C) are allowed:
    /// emoji sequences and several scripts need them.
    public static func isInvisibleFormat(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format && scalar.value != 0x200C && scalar.value != 0x200D
    }

    /// The form of a name (a team's) under which two names are the same: invisible characters
    /// (default-ignorable ones, the joiners included) removed, compatibility forms folded (NFKC: a
    /// full-width "Ｒｅｄ" is "Red") and spaces at the ends trimmed. "Red" and "Re\u{200B}d" have the
    /// same key; compare names with `sameName`.
    public static func nameKey(_ name: String) -> String {
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: name.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
        return String(visible).precomposedStringWithCompatibilityMapping.trimmingCharacters(in: .whitespaces)
    }

    /// Whether two names are the same name (`nameKey`).
    public static func sameName(_ first: String, _ second: String) -> Bool { nameKey(first) == nameKey(second) }

    /// Whether some two of `names` are the same name (`nameKey`): what `--team` and `party.teams` refuse.
    public static func hasRepeatedName(_ names: [String]) -> Bool { Set(names.map(nameKey)).count != names.count }
}
