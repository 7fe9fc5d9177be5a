import Foundation
import GuessText

extension ListParse {
    /// The directives in force at a line of a text list: `# theme:` and `# family:` for the entries
    /// below, `# reading:` and `# gloss:` for the next entry only.
    struct TextDirectives {
        /// The themes of the entries below.
        var themes: [String] = []
        /// Whether the entries below suit children.
        var isFamilyFriendly = true
        /// The index of these details (without taboo words) in the bank's table.
        var code: UInt32 = 0
        /// The reading given for the next entry, and the line that gave it.
        var reading: (text: String, line: Int)?
        /// The gloss given for the next entry, and the line that gave it.
        var gloss: (text: String, line: Int)?
    }

    /// The names a theme directive goes by.
    static let themeDirectives = ["theme", "themes", "主题"]
    /// The names a family directive goes by.
    static let familyDirectives = ["family", "家庭"]
    /// The names a reading directive goes by.
    static let readingDirectives = ["reading", "拼音", "注音", "读音", "讀音"]
    /// The names a gloss directive goes by.
    static let glossDirectives = ["gloss", "释义", "釋義", "meaning", "english"]
    /// The names a language directive goes by.
    static let languageDirectives = ["language", "语言", "語言"]

    /// Applies the comment `comment` (the text after `#`) when it is a `theme:`, `family:`, `reading:`,
    /// `gloss:` or `language:` directive (either colon); any other comment is left alone, so older
    /// builds read the same list.
    mutating func apply(directive comment: String, to directives: inout TextDirectives, line: Int) {
        guard let colon = comment.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return }
        let name = comment[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = String(comment[comment.index(after: colon)...])
        if Self.themeDirectives.contains(name) {
            guard let themes = values(value, kind: .themes, line: line) else { return }
            directives.themes = themes
        } else if Self.familyDirectives.contains(name) {
            guard let family = ColumnLayout.familyValue(value), !value.trimmingCharacters(in: .whitespaces).isEmpty
            else {
                diagnostics.append(
                    Diagnostic(
                        SourceLocation(file: source, line: line, unit: .line),
                        Strings.badFamilyValue(OutsideText.forTerminal(value.trimmingCharacters(in: .whitespaces)))))
                return
            }
            directives.isFamilyFriendly = family
        } else if Self.readingDirectives.contains(name) {
            if let earlier = directives.reading { reject(Strings.noEntryAfter(.reading), line: earlier.line) }
            directives.reading = annotation(Array(value.utf8), kind: .reading, line: line).map { ($0, line) }
            return
        } else if Self.glossDirectives.contains(name) {
            if let earlier = directives.gloss { reject(Strings.noEntryAfter(.gloss), line: earlier.line) }
            directives.gloss = annotation(Array(value.utf8), kind: .gloss, line: line).map { ($0, line) }
            return
        } else if Self.languageDirectives.contains(name) {
            declare(language: value, line: line)
            return
        } else {
            return
        }
        directives.code = code(
            for: EntryDetails(themes: directives.themes, taboo: [], isFamilyFriendly: directives.isFamilyFriendly))
    }

    /// Reports the reading and gloss of `directives` that no entry took (a blank line, a section header
    /// or the end of the list came first), and forgets them.
    mutating func reportDangling(_ directives: inout TextDirectives) {
        if let reading = directives.reading { reject(Strings.noEntryAfter(.reading), line: reading.line) }
        if let gloss = directives.gloss { reject(Strings.noEntryAfter(.gloss), line: gloss.line) }
        directives.reading = nil
        directives.gloss = nil
    }

    /// A reading or gloss (a directive's value or a cell) trimmed and folded like an entry, refusing
    /// control and invisible characters and text past its limit; nil (reported on `line`) when it is
    /// bad, "" when it is blank.
    mutating func annotation(_ bytes: [UInt8], kind: Annotation, line: Int) -> String? {
        switch EntryNormalizer.normalize(bytes[...], limit: kind.limit) {
        case .failure(.tooLong(let length)):
            reject(Strings.annotationTooLong(kind, length: length), line: line)
            return nil
        case .failure(let problem):
            report(problem, line: line)
            return nil
        case .success(.blank): return ""
        case .success(.asIs): return String(decoding: bytes, as: UTF8.self)
        case .success(.rewritten(let folded, _)): return String(decoding: folded, as: UTF8.self)
        }
    }

    /// Takes a `# language:` line: before the first entry, naming en, zh-Hans or zh-Hant.
    private mutating func declare(language value: String, line: Int) {
        let text = value.trimmingCharacters(in: .whitespaces)
        guard let language = Language.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
            reject(Strings.unknownBankLanguage(OutsideText.forTerminal(text, limit: 40)), line: line)
            return
        }
        guard entriesSoFar == 0 else {
            reject(Strings.languageAfterEntries, line: line)
            return
        }
        declaredLanguage = language
    }
}

/// What an annotation of an entry is: its reading or its gloss.
enum Annotation: Sendable {
    case reading
    case gloss

    /// The most characters it holds.
    var limit: Int {
        self == .reading ? EntryDetails.maximumReadingLength : EntryDetails.maximumGlossLength
    }

    /// How a list writes its directive.
    var directive: String { self == .reading ? "# reading:" : "# gloss:" }
}
