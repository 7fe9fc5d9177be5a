import Foundation
import GuessText

/// The strings of themes, taboo words, the family mark and list columns (#18, #19).
extension Strings {
    /// A theme name over the limit.
    static func themeTooLong(_ length: Int) -> LocalizedText {
        LocalizedText(
            "theme name is \(length) characters long; the limit is \(EntryDetails.maximumThemeLength)",
            "主题名长 \(length) 个字符，上限为 \(EntryDetails.maximumThemeLength)")
    }

    /// A list naming more distinct themes than allowed.
    static var tooManyThemesInList: LocalizedText {
        LocalizedText(
            "too many themes: a list names at most \(EntryDetails.maximumThemesPerList)",
            "主题太多：一个词表最多 \(EntryDetails.maximumThemesPerList) 个主题")
    }

    /// An entry in more themes than allowed.
    static func tooManyThemes(_ count: Int) -> LocalizedText {
        LocalizedText(
            "\(count) themes for one entry; the limit is \(EntryDetails.maximumThemes)",
            "一个词条有 \(count) 个主题，上限为 \(EntryDetails.maximumThemes)")
    }

    /// An entry with more taboo words than allowed.
    static func tooManyTaboo(_ count: Int) -> LocalizedText {
        LocalizedText(
            "\(count) taboo words for one entry; the limit is \(EntryDetails.maximumTaboo)",
            "一个词条有 \(count) 个禁用词，上限为 \(EntryDetails.maximumTaboo)")
    }

    /// A family mark that is neither yes nor no.
    static func badFamilyValue(_ value: String) -> LocalizedText {
        LocalizedText(
            "family: expected yes or no (是 or 否), found '\(value)'", "适合儿童：应为 是 或 否（yes 或 no），实际为“\(value)”")
    }

    /// A value in a column the header row does not name.
    static func unnamedColumn(_ column: Int, named: Int) -> LocalizedText {
        LocalizedText(
            "a value in column \(column), but the header row names \(named) columns; found \(column) columns",
            "第 \(column) 列有内容，但表头只有 \(named) 列")
    }

    /// Title rows above a header row, skipped.
    static func titleRowsSkipped(_ count: Int) -> LocalizedText {
        LocalizedText(
            "header row found; the \(count == 1 ? "row" : "\(count) rows") above it skipped as a title",
            "找到表头行；其上方 \(count) 行作为标题跳过")
    }

    /// Columns of a header that are not read: the first few `names` of `count` in all.
    static func columnsIgnored(_ names: [String], of count: Int) -> LocalizedText {
        let more = count > names.count ? count - names.count : 0
        // The names are the sheet's, quoted as each script quotes: “名” in Simplified, 「名」 in Traditional.
        let quoted = ChineseText(
            simplified: names.map { "“\($0)”" }.joined(separator: "、"),
            traditional: names.map { "「\($0)」" }.joined(separator: "、"))
        return LocalizedText(
            "column\(count == 1 ? "" : "s") \(names.map { "'\($0)'" }.joined(separator: ", "))\(more > 0 ? " and \(more) more" : "") not read (read: \(ColumnLayout.knownNames))",
            "未读取的列：\(quoted)\(more > 0 ? "等 \(count) 列" : "" as ChineseText)（读取的列：\(ColumnLayout.knownChineseNames)）"
        )
    }

    /// The host's lists repeat entries of the shipped bank: one line for all of them.
    static func playsAsHost(_ count: Int, shipped: String) -> LocalizedText {
        LocalizedText(
            "\(count) \(count == 1 ? "entry is" : "entries are") also in \(shipped); \(count == 1 ? "it plays" : "they play") as this list's",
            "有 \(count) 个词条也在 \(shipped) 中；按本词表的设置出题")
    }

    /// `--theme` or `draw.themes` names a theme the bank does not have.
    static func unknownTheme(_ name: String, option: String, known: [String]) -> LocalizedText {
        let list = known.isEmpty ? nil : known.prefix(40)
        return LocalizedText(
            "\(option): the bank has no theme '\(name)' (themes: \(list?.joined(separator: ", ") ?? "none; the lists declare no themes"))",
            "\(option)：词库中没有主题“\(name)”（主题：\(list.map { ChineseText(verbatim: $0.joined(separator: "、")) } ?? "无；词表未声明主题")）"
        )
    }

    /// The filters leave nothing to draw.
    static func nothingInThemes(_ description: String) -> LocalizedText {
        LocalizedText("no entry of the bank is left to draw (\(description))", "词库中没有可抽的词条（\(description)）")
    }

    // Stays with the bank though the commands say it: it names EntryDetails' internal limit.
    /// `--theme` names something that cannot be a theme.
    public func badThemeOption(_ name: String) -> String {
        pick(
            "--theme: '\(name)' is not a theme name (at most \(EntryDetails.maximumThemeLength) characters, no control characters)",
            "--theme：“\(name)”不是主题名（最多 \(EntryDetails.maximumThemeLength) 个字符，不含控制字符）")
    }
}
