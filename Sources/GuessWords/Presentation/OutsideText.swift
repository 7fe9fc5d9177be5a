/// Text that comes from outside the program (word lists, team names, file names, piped lines, the
/// history store), made safe to print on a terminal.
public enum OutsideText {
    /// `text` with every character that could drive a terminal or reorder what it shows written out as a
    /// visible escape (`\u{1B}` for ESC): C0 and C1 controls, DEL, and the bidirectional overrides and
    /// isolates. With `limit`, the result is cut after about that many characters (escapes count
    /// at their written length), ending in "…".
    public static func forTerminal(_ text: String, limit: Int? = nil) -> String {
        var safe = ""
        var characters = 0
        for scalar in text.unicodeScalars {
            if let limit, characters >= limit {
                safe += "…"
                break
            }
            if isUnsafe(scalar) {
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
    public static func needsEscaping(_ text: String) -> Bool { text.unicodeScalars.contains(where: isUnsafe) }

    /// Controls (C0, DEL, C1), line and paragraph separators, and the bidi embeddings, overrides and isolates.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C:
            return true
        default:
            return false
        }
    }
}
