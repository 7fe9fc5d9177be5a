import GuessText

/// Which column of a CSV list or a sheet holds what: read from a header row, or `word[,tier]` without one.
struct ColumnLayout: Equatable {
    /// The column of the entry.
    var word = 0
    /// The column of the tier.
    var tier: Int? = 1
    /// The column of the themes.
    var theme: Int?
    /// The column of the taboo words.
    var taboo: Int?
    /// The column saying whether the entry suits children.
    var family: Int?
    /// The column of the reading (pinyin or zhuyin).
    var reading: Int?
    /// The column of the gloss.
    var gloss: Int?
    /// The names of the header's columns that are not read.
    var ignored: [String] = []
    /// Whether the layout comes from a header row that names more than the word column (without one,
    /// more than two columns is an error).
    var fromHeader = false
    /// How many columns the header row has (a value further right has no name: an error).
    var headerColumns = 2

    /// Two columns, word and tier, without a header.
    static let positional = ColumnLayout()

    /// How many rows at the top of a list may hold a title above the header row, plus the header itself.
    static let headerSearchRows = 5

    /// Names of the word column in a header row.
    static let wordHeaders = withTraditional(["word", "words", "词", "词语", "词条"])
    /// Names of the tier column.
    static let tierHeaders = withTraditional(["tier", "level", "difficulty", "难度", "等级", "级别"])
    /// Names of the themes column.
    static let themeHeaders = withTraditional(["theme", "themes", "主题"])
    /// Names of the taboo-words column.
    static let tabooHeaders = withTraditional(["taboo", "禁用词", "禁忌词", "禁语"])
    /// Names of the family column.
    static let familyHeaders = withTraditional(["family", "适合儿童"])
    /// Names of the reading column.
    static let readingHeaders = withTraditional(["reading", "拼音", "注音", "读音"])
    /// Names of the gloss column.
    static let glossHeaders = withTraditional(["gloss", "释义", "meaning", "english"])

    /// `names` and their Traditional spellings (the zh-Hant interface table's: 禁用词 and 禁用詞).
    static func withTraditional(_ names: [String]) -> [String] {
        var all = names
        for name in names where !all.contains(HantTable.traditional(name)) { all.append(HantTable.traditional(name)) }
        return all
    }

    /// The known column names, for messages.
    static let knownNames = "word, tier, theme, taboo, family, reading, gloss"
    /// The known column names in Chinese, for messages (in Traditional under zh-Hant).
    static let knownChineseNames: ChineseText = "词语、难度、主题、禁用词、适合儿童、拼音、释义"

    /// The layout a header row names, or nil when `names` is not a header (no column is named `word`,
    /// 词语 or the like).
    init?(header names: [String]) {
        var layout = ColumnLayout(word: -1, tier: nil, fromHeader: true)
        for (column, raw) in names.enumerated() {
            let name = raw.trimmingCharacters(in: .whitespaces).lowercased()
            if name.isEmpty { continue }
            if layout.word < 0 && Self.wordHeaders.contains(name) {
                layout.word = column
            } else if layout.tier == nil && Self.tierHeaders.contains(name) {
                layout.tier = column
            } else if layout.theme == nil && Self.themeHeaders.contains(name) {
                layout.theme = column
            } else if layout.taboo == nil && Self.tabooHeaders.contains(name) {
                layout.taboo = column
            } else if layout.family == nil && Self.familyHeaders.contains(name) {
                layout.family = column
            } else if layout.reading == nil && Self.readingHeaders.contains(name) {
                layout.reading = column
            } else if layout.gloss == nil && Self.glossHeaders.contains(name) {
                layout.gloss = column
            } else {
                layout.ignored.append(raw.trimmingCharacters(in: .whitespaces))
            }
        }
        guard layout.word >= 0 else { return nil }
        // A header naming only the word column (`word`, `词语`) still allows a tier beside it.
        if names.count == 1 {
            self = .positional
            return
        }
        layout.headerColumns = names.count
        self = layout
    }

    private init(word: Int, tier: Int?, fromHeader: Bool) {
        self.word = word
        self.tier = tier
        self.fromHeader = fromHeader
    }

    private init() {}

    /// How many of the columns are ones the list reader knows.
    var knownCount: Int { [Optional(word), tier, theme, taboo, family, reading, gloss].compactMap { $0 }.count }

    /// Whether a header found below the first row is taken: it names at least two known columns (a
    /// list whose third entry is the word `word` is not a header with a title above it).
    var canFollowTitle: Bool { fromHeader && knownCount >= 2 }
}

extension ColumnLayout {
    /// Whether `value` (a family cell or directive) says yes or no; nil when it is neither.
    static func familyValue(_ value: String) -> Bool? {
        let value = value.trimmingCharacters(in: .whitespaces).lowercased()
        // 適合 and 不適合 read as 适合 and 不适合.
        if let yes = ["适合", "不适合"].first(where: { HantTable.traditional($0) == value }) { return yes == "适合" }
        return switch value {
        case "", "yes", "y", "true", "1", "是", "适合": true
        case "no", "n", "false", "0", "否", "不适合": false
        default: nil
        }
    }
}
