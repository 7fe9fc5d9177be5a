import Foundation

/// A message in both interface languages, built where its values are known and shown in the language
/// chosen when it is printed (errors and warnings can arise before the configuration says which).
///
/// Two messages are equal when their English is: the English text is the message's identity (and what
/// `description` and `errorDescription` show); the Chinese is its translation.
public struct LocalizedText: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The English text.
    public var english: String
    /// The Simplified Chinese text.
    public var chinese: String

    /// A message with its English and Chinese texts.
    public init(_ english: String, _ chinese: String) {
        self.english = english
        self.chinese = chinese
    }

    /// A message whose text is the same in every language (a file name, a command).
    public init(stringLiteral value: String) { self.init(value, value) }

    /// A message made by the same function of `Strings` in each language.
    public init(_ make: (Strings) -> String) { self.init(make(Strings(.en)), make(Strings(.zhHans))) }

    /// The text in `language`.
    public func text(_ language: Language) -> String { language == .en ? english : chinese }

    /// The English text.
    public var description: String { english }

    /// Equal when the English texts are.
    public static func == (lhs: LocalizedText, rhs: LocalizedText) -> Bool { lhs.english == rhs.english }

    /// The two messages one after the other, in each language.
    public static func + (lhs: LocalizedText, rhs: LocalizedText) -> LocalizedText {
        LocalizedText(lhs.english + rhs.english, lhs.chinese + rhs.chinese)
    }
}
