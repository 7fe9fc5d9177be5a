import Foundation
import GuessGame
import GuessText
import GuessWords

/// Usage errors: what the commands' own checks say about their options, and ArgumentParser's report of a
/// usage error put into the interface language (its frame and its common messages; `--help` stays English).
extension Strings {
    /// An option's number outside its range.
    package func mustBeBetween(_ option: String, _ low: Int, _ high: Int) -> String {
        pick("\(option) must be between \(low) and \(high)", "\(option) 须在 \(low) 到 \(high) 之间")
    }

    /// An option's number below its least.
    package func mustBeAtLeast(_ option: String, _ least: Int) -> String {
        least == 0
            ? pick("\(option) must be 0 or more", "\(option) 不能小于 0")
            : pick("\(option) must be at least \(least)", "\(option) 至少为 \(least)")
    }

    /// An option given a value not among `values`.
    package func mustBeOneOf(_ option: String, _ values: [String]) -> String {
        let english = values.dropLast().joined(separator: ", ") + " or " + (values.last ?? "")
        let chinese = values.dropLast().joined(separator: "、") + " 或 " + (values.last ?? "")
        return pick("\(option) must be \(english)", "\(option) 只能是 \(chinese)")
    }

    /// Two options that exclude each other.
    package func eitherNotBoth(_ first: String, _ second: String) -> String {
        pick("give either \(first) or \(second), not both", "\(first) 和 \(second) 只能选一个")
    }

    /// A name option given an empty name.
    package func needsName(_ option: String) -> String {
        pick("\(option) needs a non-empty name", "\(option) 需要一个非空的名字")
    }

    /// A name option given text with control or bidi characters (`shown` already made visible).
    package func holdsControlCharacters(_ option: String, _ shown: String) -> String {
        pick("\(option) '\(shown)' holds control or bidi characters", "\(option) “\(shown)”含有控制字符或双向文字控制符")
    }

    /// A league name that cannot name one (`shown` already made visible).
    package func badLeagueName(_ shown: String) -> String {
        pick(
            "league '\(shown)': a league's name is 1 to \(LeagueName.limit) characters, without control or bidi characters",
            "联赛“\(shown)”：联赛名应为 1 到 \(LeagueName.limit) 个字符，不含控制字符或双向文字控制符")
    }

    /// `--format apkg` without `-o` (a zip is not for a terminal).
    package var apkgNeedsOutput: String {
        pick("--format apkg needs -o FILE (an Anki package is a file)", "--format apkg 需要 -o 文件（Anki 卡包是一个文件）")
    }

    /// Two teams given the same name.
    package var teamsNeedDifferentNames: String { pick("every --team needs a different name", "每个 --team 的名字都要不同") }

    /// A tier name no tier has.
    package func unknownTierOption(_ name: String, option: String) -> String {
        let chineseNames = Tier.allCases.map { tier($0) }.joined(separator: listSeparator)
        return pick(
            "unknown tier '\(name)' for \(option) (tiers: \(Tier.namesList))",
            "\(option) 的难度“\(name)”不存在（可选：\(Tier.namesList)，或\(chineseNames)）")
    }

    /// `--weights` refused, and why.
    package func badWeights(_ reason: String) -> String { "--weights" + colon + reason }

    /// `bank check` given no list.
    package var nameAListToCheck: String { pick("name at least one word list to check", "请至少给出一个要检查的词表") }

    /// `history export` given nothing to export.
    package var nameGamesToExport: String {
        pick(
            "name game ids, or --all, or a filter (--team, --since, --bank, --theme)",
            "请给出局号，或 --all，或筛选条件（--team、--since、--bank、--theme）")
    }

    /// `history export` given game ids and `--all` or filters.
    package var idsOrAllNotBoth: String {
        pick("give either game ids or --all and filters, not both", "局号与 --all 和筛选条件只能选一种")
    }

    /// `--format` without `--export`.
    package var formatNeedsExport: String { pick("--format needs --export FILE", "--format 需要与 --export FILE 一起使用") }

    /// An export file whose name does not tell its format.
    package func unknownExportFormat(_ shown: String) -> String {
        pick(
            "cannot tell the export format of '\(shown)': name it .json or .csv, or add --format json|csv",
            "看不出“\(shown)”的导出格式：请以 .json 或 .csv 结尾，或加上 --format json|csv")
    }

    /// `--since` given neither a date nor a time back.
    package func badSince(_ shown: String) -> String {
        pick(
            "--since '\(shown)' is neither a date (2026-11-01) nor a time back (12h, 7d, 2w)",
            "--since “\(shown)”既不是日期（2026-11-01），也不是一段时间（12h、7d、2w）")
    }

    /// ArgumentParser's report of a usage error (`Error: …`, `Help: …`, `Usage: …`, `See … for more
    /// information.`) in this language. In Chinese the frame and the parser's common messages are
    /// translated; the usage line and option help stay as ArgumentParser writes them (English).
    package func usageReport(_ report: String) -> String {
        guard language.isChinese else { return report }
        return report.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let text = String(line)
            if text.hasPrefix("Error: ") {
                return chinese("错误：" + Self.parserMessageInChinese(String(text.dropFirst(7))))
            }
            if text.hasPrefix("Usage: ") { return chinese("用法：\(text.dropFirst(7))") }
            if text.hasPrefix("Help:  ") { return chinese("说明：\(text.dropFirst(7))") }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("See '"), trimmed.hasSuffix("' for more information."),
                let end = trimmed.range(of: "' for more information.", options: .backwards)
            {
                let command = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 5)..<end.lowerBound]
                return chinese("  更多说明见 '\(command)'。")
            }
            return text
        }.joined(separator: "\n")
    }

    /// The common messages of ArgumentParser's parser, in Chinese; others as they are. A suggestion
    /// (`… Did you mean '--team'?`) is translated after the message it follows.
    static func parserMessageInChinese(_ message: String) -> ChineseText {
        let suggestion = ". Did you mean '"
        if message.hasSuffix("'?"), let start = message.range(of: suggestion, options: .backwards) {
            let option = message[start.upperBound..<message.index(message.endIndex, offsetBy: -2)]
            return parserMessageInChinese(String(message[..<start.lowerBound])) + "，是不是要用 '\(option)'？"
        }
        func quoted(after prefix: String) -> String? {
            guard message.hasPrefix(prefix + "'"), message.hasSuffix("'") else { return nil }
            return String(message.dropFirst(prefix.count + 1).dropLast())
        }
        if let option = quoted(after: "Unknown option ") { return "不认识的选项 '\(option)'" }
        if let option = quoted(after: "Missing value for ") { return "'\(option)' 缺少值" }
        if let argument = quoted(after: "Missing expected argument ") { return "缺少参数 '\(argument)'" }
        if let argument = quoted(after: "Unexpected argument ") { return "多余的参数 '\(argument)'" }
        if message.hasPrefix("The value '"), let middle = message.range(of: "' is invalid for '"),
            message.hasSuffix("'")
        {
            let value = message[message.index(message.startIndex, offsetBy: 11)..<middle.lowerBound]
            let option = message[middle.upperBound..<message.index(before: message.endIndex)]
            return "'\(option)' 的值 '\(value)' 无效"
        }
        if message == "Missing required subcommand." { return "缺少子命令" }
        if let space = message.firstIndex(of: " "), Int(message[..<space]) != nil,
            message[space...].hasPrefix(" unexpected arguments: ")
        {
            return "\(message[..<space]) 个多余的参数：\(message[space...].dropFirst(" unexpected arguments: ".count))"
        }
        return ChineseText(verbatim: message)
    }
}
