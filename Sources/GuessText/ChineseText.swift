import Foundation

/// Chinese interface text in both scripts: Simplified as written in the source, and Traditional (Taiwan
/// usage) made from it through `HantTable`. Only the literal parts of a string literal are converted;
/// what is interpolated into it stays as it is (team names, words, file names are the user's), except
/// interface text interpolated as a `ChineseText` or a `LocalizedText`, which brings its own Traditional.
///
/// `Strings.pick` and `LocalizedText` take their Chinese as a `ChineseText`, so every literal written
/// there is converted without its author doing anything; `make hant-strings` regenerates the table.
public struct ChineseText: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The Simplified Chinese text.
    public private(set) var simplified: String
    /// The Traditional Chinese text.
    public private(set) var traditional: String

    /// Text that is the same in both scripts and never converted (a name, a number, an English message).
    public init(verbatim text: String) {
        simplified = text
        traditional = text
    }

    /// Text whose Traditional form is given.
    public init(simplified: String, traditional: String) {
        self.simplified = simplified
        self.traditional = traditional
    }

    /// A string literal without interpolations: interface text, converted whole.
    public init(stringLiteral value: String) {
        simplified = value
        traditional = HantTable.traditional(value)
    }

    /// A string literal with interpolations: its literal parts converted, its values as they are.
    public init(stringInterpolation: Interpolation) {
        simplified = stringInterpolation.simplified
        traditional = stringInterpolation.traditional
    }

    /// The text in `script` (`.zhHant` is Traditional; any other language Simplified).
    public func text(_ language: Language) -> String { language == .zhHant ? traditional : simplified }

    /// The Simplified text.
    public var description: String { simplified }

    /// The two texts one after the other, in each script.
    public static func + (lhs: ChineseText, rhs: ChineseText) -> ChineseText {
        ChineseText(simplified: lhs.simplified + rhs.simplified, traditional: lhs.traditional + rhs.traditional)
    }

    /// Builds a `ChineseText` from a string literal with interpolations.
    public struct Interpolation: StringInterpolationProtocol {
        var simplified = ""
        var traditional = ""

        /// Room for a literal of about `literalCapacity` characters.
        public init(literalCapacity: Int, interpolationCount: Int) {
            simplified.reserveCapacity(literalCapacity + 8 * interpolationCount)
            traditional.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        /// A literal part: interface text, converted.
        public mutating func appendLiteral(_ literal: String) {
            simplified += literal
            traditional += HantTable.traditional(literal)
        }

        /// Interface text: a `ChineseText` value, or a literal in the interpolation written as one
        /// (`\(isRow ? "行" : "单元格" as ChineseText)`; a plain literal there would be taken as a `String`).
        public mutating func appendInterpolation(_ text: ChineseText) {
            simplified += text.simplified
            traditional += text.traditional
        }

        /// Interface text in every language: its Chinese in each script.
        public mutating func appendInterpolation(_ text: LocalizedText) {
            simplified += text.chinese
            traditional += text.traditionalChinese
        }

        /// Any other value (a name, a number, a path), as it is in both scripts.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            let text = String(describing: value)
            simplified += text
            traditional += text
        }
    }
}
