import Foundation

/// Every piece of interface text, in English and Chinese: written in Simplified Chinese, shown in
/// Traditional under `zh-Hant` (see `ChineseText`: only the literal parts are converted).
public struct Strings: Sendable {
    /// The language of these strings.
    public let language: Language

    /// The strings of `language`.
    public init(_ language: Language) { self.language = language }

    /// `english` or `chinese` (in the script of these strings), by the language of these strings. The Chinese
    /// is made only when it is shown: an English run then never reads the zh-Hant table (a `ChineseText`
    /// converts its literal parts as it is made), a millisecond of `guess bank list` (issue 44).
    public func pick(_ english: String, _ chinese: @autoclosure () -> ChineseText) -> String {
        language == .en ? english : chinese().text(language)
    }

    /// Chinese interface text in the script of these strings (for text in a branch that is Chinese only).
    public func chinese(_ text: ChineseText) -> String { text.text(language) }

    /// The separator after a label ("fastest: …"): a full-width colon in Chinese.
    public var colon: String { pick(": ", "：") }
    /// Between items of a list ("Red, Blue"): 、 in Chinese.
    public var listSeparator: String { pick(", ", "、") }
    /// A number of seconds, one decimal.
    public func seconds(_ value: Double) -> String { String(format: pick("%.1f s", "%.1f 秒"), value) }
    /// A whole number of seconds.
    public func seconds(_ value: Int) -> String { pick("\(value) s", "\(value) 秒") }

    /// Why a command stopped after word lists were rejected.
    public func listsRejected(_ count: Int) -> String {
        count == 1
            ? pick("a word list was rejected", "有一个词表被拒绝")
            : pick("\(count) word lists were rejected", "有 \(count) 个词表被拒绝")
    }
}
