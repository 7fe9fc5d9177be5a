import Foundation

/// A message in every interface language, built where its values are known and shown in the language
/// chosen when it is printed (errors and warnings can arise before the configuration says which).
///
/// Two messages are equal when their English is: the English text is the message's identity (and what
/// `description` and `errorDescription` show); the Chinese is its translation, written in Simplified
/// Chinese and converted to Traditional by `ChineseText` (the literal parts only, never the values).
public struct LocalizedText: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The English text.
    public var english: String
    /// The Simplified Chinese text.
    public var chinese: String
    /// The Traditional Chinese text (Taiwan usage).
    public var traditionalChinese: String

    /// A message with its English and Chinese texts (the Traditional made from the Chinese's literal parts).
    public init(_ english: String, _ chinese: ChineseText) {
        self.english = english
        self.chinese = chinese.simplified
        self.traditionalChinese = chinese.traditional
    }

    /// A message whose text is the same in every language (a file name, a command).
    public init(stringLiteral value: String) { self.init(value, ChineseText(verbatim: value)) }

    /// A message made by the same function of `Strings` in each language.
    public init(_ make: (Strings) -> String) {
        self.init(
            make(Strings(.en)), ChineseText(simplified: make(Strings(.zhHans)), traditional: make(Strings(.zhHant))))
    }

    /// The text in `language`.
    public func text(_ language: Language) -> String {
        switch language {
        case .en: english
        case .zhHans: chinese
        case .zhHant: traditionalChinese
        }
    }

    /// The English text.
    public var description: String { english }

    /// Equal when the English texts are.
    public static func == (lhs: LocalizedText, rhs: LocalizedText) -> Bool { lhs.english == rhs.english }

    /// The two messages one after the other, in each language.
    public static func + (lhs: LocalizedText, rhs: LocalizedText) -> LocalizedText {
        var both = lhs
        both.english += rhs.english
        both.chinese += rhs.chinese
        both.traditionalChinese += rhs.traditionalChinese
        return both
    }
}
