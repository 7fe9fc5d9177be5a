import Foundation
import GuessText

/// The strings of readings, glosses, a bank's language and footnote rows (#25).
extension Strings {
    /// A `# reading:` or `# gloss:` line that no entry follows.
    static func noEntryAfter(_ kind: Annotation) -> LocalizedText {
        LocalizedText(
            "'\(kind.directive)' has no entry on the line after it (it applies to the next entry only)",
            "“\(kind.directive)”的下一行不是词条（它只作用于紧接着的一个词条）")
    }

    /// A reading or gloss over its limit.
    static func annotationTooLong(_ kind: Annotation, length: Int) -> LocalizedText {
        kind == .reading
            ? LocalizedText(
                "reading is \(length) characters long; the limit is \(kind.limit)",
                "读音长 \(length) 个字符，上限为 \(kind.limit)")
            : LocalizedText(
                "gloss is \(length) characters long; the limit is \(kind.limit)",
                "释义长 \(length) 个字符，上限为 \(kind.limit)")
    }

    /// A `# language:` line naming no known language.
    static func unknownBankLanguage(_ value: String) -> LocalizedText {
        LocalizedText(
            "language: expected en, zh-Hans or zh-Hant, found '\(value)'",
            "语言：应为 en、zh-Hans 或 zh-Hant，实际为“\(value)”")
    }

    /// A `# language:` line below the first entry.
    static var languageAfterEntries: LocalizedText {
        LocalizedText(
            "'# language:' belongs in the list's header, before the first entry",
            "“# language:”应写在词表开头、第一个词条之前")
    }

    /// A row taken for a footnote, not a word.
    static func footnoteSkipped(_ text: String) -> LocalizedText {
        LocalizedText("footnote skipped, not a word: '\(text)'", "已跳过脚注（不是词语）：“\(text)”")
    }

    /// A reading whose script does not suit the bank's language.
    static func readingScript(expected: ReadingKind) -> LocalizedText {
        expected == .pinyin
            ? LocalizedText(
                "the reading should be pinyin with tone marks in a zh-Hans list", "简体词表的读音应为带声调的拼音")
            : LocalizedText("the reading should be zhuyin (注音) in a zh-Hant list", "繁体词表的读音应为注音")
    }

    /// A reading with another number of syllables than the entry has Chinese characters.
    static func readingSyllables(_ syllables: Int, characters: Int) -> LocalizedText {
        LocalizedText(
            "the reading has \(syllables) syllables for \(characters) characters",
            "读音有 \(syllables) 个音节，词条却有 \(characters) 个字")
    }
}
