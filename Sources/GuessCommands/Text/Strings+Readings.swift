import GuessText
import GuessWords

/// The strings of readings the commands' options ask for (#25).
extension Strings {
    /// `--pinyin` on a bank whose language reads otherwise (or `--zhuyin`).
    package static func readingMismatch(_ kind: ReadingKind, language: Language) -> LocalizedText {
        let fits = ReadingKind.of(language)
        let english =
            fits.map { "; use --\($0.rawValue)" } ?? " (English has no pinyin or zhuyin)"
        let chinese: ChineseText = fits.map { "；请用 --\($0.rawValue)" as ChineseText } ?? "（英文词库没有拼音或注音）"
        return LocalizedText(
            "--\(kind.rawValue): the bank is \(language.rawValue)\(english)",
            "--\(kind.rawValue)：词库是 \(language.rawValue)\(chinese)")
    }
}

extension Strings {
    /// `--pinyin` (or `--zhuyin`) on a bank where no entry has that reading, not even from the shipped banks.
    package static func noReadings(_ kind: ReadingKind) -> LocalizedText {
        LocalizedText(
            "--\(kind.rawValue): no entry of this bank has a reading; the words are shown without one",
            "--\(kind.rawValue)：这个词库没有任何词条带读音；词语将不带读音显示")
    }
}
