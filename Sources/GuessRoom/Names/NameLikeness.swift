import Foundation
import GuessText

/// Names compared as people read them: two names are alike when they look the same on a phone, whatever
/// the code points. A name is first made visible (`OutsideText.nameKey`: invisible characters dropped,
/// compatibility forms folded by NFKC, so a full-width "Ａｎｎ" is "Ann"), then reduced to Unicode TR39
/// skeletons through the look-alike table (`NameConfusables`: Cyrillic "Аnn" reads as "Ann", "I" as "l",
/// "rn" as "m"), with case folded before and after ("ann" is "Ann") and runs of spaces read as one.
///
/// Some names are refused before any comparison (`isReadable`): those with invisible characters, blanks
/// that are not spaces (a braille blank, a no-break or ideographic space) and runs of combining marks.
package enum NameLikeness {
    /// The most combining marks in a row a name may hold (Thai and Devanagari stack two or three; "Ann"
    /// under 79 accents is no name).
    package static let markRunLimit = 3

    /// Whether `name` can be a player's name as written: no invisible character (joiners and variation
    /// selectors only after the scripts and emoji that need them), no blank but the plain space, no run of
    /// more than `markRunLimit` combining marks, no control character.
    package static func isReadable(_ name: String) -> Bool {
        var run = 0
        var previous: Unicode.Scalar?
        for scalar in name.precomposedStringWithCanonicalMapping.unicodeScalars {
            defer { previous = scalar }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark:
                run += 1
                if run > markRunLimit { return false }
                continue
            case .control, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
                return false
            default:
                run = 0
            }
            if scalar == " " { continue }
            if properties.isWhitespace || blanks.contains(scalar.value) { return false }
            if properties.isDefaultIgnorableCodePoint || properties.generalCategory == .format {
                guard joiners.contains(scalar.value), let previous, needsJoiners(previous) else { return false }
            }
        }
        return true
    }

    /// Whether `first` and `second` read as the same name (`keys` share one).
    package static func alike(_ first: String, _ second: String) -> Bool {
        !Set(keys(first)).isDisjoint(with: keys(second))
    }

    /// `name` folded as the room compares names (the coarsest of `keys`): who a player is, for the league,
    /// `stats --player` and the merges of `guess players`.
    package static func key(_ name: String) -> String { keys(name).last ?? name }

    /// The forms under which `name` is compared: its skeleton after case folding, and its skeleton folded
    /// and reduced again (so that "Ivan" meets both "ivan" and a Cyrillic "Ӏvan", whose "Ӏ" reads as "l").
    package static func keys(_ name: String) -> [String] {
        let visible = OutsideText.nameKey(name)
        let first = skeleton(visible.lowercased())
        let second = skeleton(skeleton(visible).lowercased())
        return first == second ? [first] : [first, second]
    }

    /// `text` in canonical decomposition with every character of the look-alike table replaced by its
    /// prototype, decomposed again (TR39's skeleton), and with each run of spaces read as one space.
    static func skeleton(_ text: String) -> String {
        var mapped = String.UnicodeScalarView()
        var lastWasSpace = false
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.isWhitespace {
                if !lastWasSpace { mapped.append(" ") }
                lastWasSpace = true
                continue
            }
            lastWasSpace = false
            if let prototype = prototypes[scalar] {
                mapped.append(contentsOf: prototype)
            } else {
                mapped.append(scalar)
            }
        }
        return String(mapped).decomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespaces)
    }

    /// The look-alike table, parsed once from `NameConfusables.lines`.
    static let prototypes: [Unicode.Scalar: [Unicode.Scalar]] = {
        var table: [Unicode.Scalar: [Unicode.Scalar]] = [:]
        for line in NameConfusables.lines.split(separator: "\n") {
            let codes = line.split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap { Unicode.Scalar($0) } }
            guard let source = codes.first, codes.count > 1 else { continue }
            table[source] = Array(codes.dropFirst())
        }
        return table
    }()

    /// Characters that show nothing but are no space or format character.
    private static let blanks: Set<UInt32> = [0x2800, 0x3164, 0xFFA0, 0x115F, 0x1160, 0x1D159]

    /// The zero-width non-joiner and joiner and the text and emoji variation selectors.
    private static let joiners: Set<UInt32> = [0x200C, 0x200D, 0xFE0E, 0xFE0F]

    /// Whether a joiner after `scalar` does something visible: after an emoji or a letter of a script past
    /// Greek, Cyrillic and Armenian (Hebrew onwards, not the Latin and Greek extensions or the full-width forms).
    private static func needsJoiners(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmoji && scalar.value > 0xFF { return true }
        let value = scalar.value
        return value >= 0x0590 && !(0x1D00...0x1FFF).contains(value) && !(0xFF00...0xFFEF).contains(value)
    }
}
