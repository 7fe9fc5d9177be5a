import Foundation

/// Interface language actually in use.
public enum Language: String, Sendable, CaseIterable {
    /// English.
    case en
    /// Simplified Chinese.
    case zhHans = "zh-Hans"

    /// The language for a setting: `auto` reads LC_ALL, LC_MESSAGES then LANG and picks Chinese for `zh*`.
    public static func resolve(_ setting: LanguageSetting, environment: [String: String]) -> Language {
        switch setting {
        case .en: return .en
        case .zhHans: return .zhHans
        case .auto:
            for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
                if let value = environment[name], !value.isEmpty {
                    return value.lowercased().hasPrefix("zh") ? .zhHans : .en
                }
            }
            return .en
        }
    }
}

/// Every piece of interface text, in English and Simplified Chinese.
public struct Strings: Sendable {
    /// The language of these strings.
    public let language: Language

    /// The strings of `language`.
    public init(_ language: Language) { self.language = language }

    private func pick(_ english: String, _ chinese: String) -> String { language == .en ? english : chinese }

    public var right: String { pick("right", "答对") }
    public var wrong: String { pick("wrong", "答错") }
    public var paused: String { pick("PAUSED", "已暂停") }
    public var pausedHint: String { pick("space to resume", "按空格继续") }
    public var keyHelpLine: String {
        pick("y/→ right   n/← wrong   u undo   space pause   q quit   ? help",
             "y/→ 答对   n/← 答错   u 撤销   空格 暂停   q 退出   ? 帮助")
    }
    public var keyHelpShort: String { pick("y n u space q ?", "y n u 空格 q ?") }
    public var confirmStart: String { pick("Press Enter to start the round", "按回车开始本轮") }
    public var confirmQuit: String { pick("Quit this round? y = quit, any other key = go on", "确定退出本轮吗?y = 退出,其他键 = 继续") }
    public var getReady: String { pick("Get ready", "准备") }
    public var deckOut: String { pick("The deck is out of words", "词库已用完") }
    public var unknownKey: String { pick("That key does nothing; ? shows the keys", "该键无效;按 ? 查看按键") }
    public var playAgain: String { pick("Play again with a fresh deck? y = play, any other key = quit", "换一副新词再来一轮?y = 再来,其他键 = 退出") }
    public var helpLines: [String] {
        language == .en
            ? [
                "Keys (they act at once, no Enter):",
                "  y or →      the word was guessed: +1 right, next word",
                "  n or ←      missed or passed: +1 wrong, next word",
                "  u           undo the last answer (the word comes back)",
                "  space       pause / resume (the word is hidden)",
                "  q           quit the round (asks first)",
                "  ?           this help",
                "Rebind keys in ~/.inputrc under `$if guess` (see README).",
                "Any key closes this help.",
            ]
            : [
                "按键(立即生效,无需回车):",
                "  y 或 →      猜对:答对 +1,下一个词",
                "  n 或 ←      没猜出或跳过:答错 +1,下一个词",
                "  u           撤销上一次判定(该词回到屏幕)",
                "  空格        暂停 / 继续(暂停时隐藏词语)",
                "  q           退出本轮(会先确认)",
                "  ?           显示本帮助",
                "可在 ~/.inputrc 的 `$if guess` 段中重新绑定按键(见 README)。",
                "按任意键关闭帮助。",
            ]
    }

    /// The reason a round ended, as a heading.
    public func ended(_ reason: RoundEndReason) -> String {
        switch reason {
        case .time: pick("Time is up", "时间到")
        case .exhausted: pick("The deck ran out of words", "词库已用完")
        case .quit: pick("Round quit", "本轮已退出")
        case .eof: pick("Input ended", "输入结束")
        case .interrupted: pick("Round interrupted", "本轮被中断")
        }
    }

    /// A tier's name in this language.
    public func tier(_ tier: Tier) -> String { language == .en ? tier.name : tier.chineseName }

    /// A result in this language.
    public func result(_ result: WordResult) -> String {
        switch result {
        case .correct: pick("right", "答对")
        case .wrong: pick("wrong", "答错")
        case .unanswered: pick("on screen", "未作答")
        }
    }

    public var accuracy: String { pick("accuracy", "正确率") }
    public var fastest: String { pick("fastest", "最快") }
    public var perTier: String { pick("By tier", "各难度") }
    public var wordsHeading: String { pick("Words", "词语") }
    public var wordColumn: String { pick("word", "词语") }
    public var tierColumn: String { pick("tier", "难度") }
    public var resultColumn: String { pick("result", "结果") }
    public var timeColumn: String { pick("time", "用时") }
    public var noWords: String { pick("No word was shown.", "没有出现任何词语。") }

    /// The announcement before a team's turn.
    public func nextTurn(team: String, turn: Int, of total: Int, tieBreak: Bool) -> String {
        if tieBreak {
            return pick("Tie-break: \(team), your extra turn. Enter = start, q = end the game",
                        "加赛:\(team) 加一回合。回车 = 开始,q = 结束游戏")
        }
        return pick("Next: \(team), turn \(turn) of \(total). Enter = start, q = end the game",
                    "下一位:\(team),第 \(turn)/\(total) 回合。回车 = 开始,q = 结束游戏")
    }

    /// The heading on the round screen during a team's turn.
    public func turnHeading(team: String, turn: Int, of total: Int, tieBreak: Bool) -> String {
        tieBreak ? pick("\(team) · tie-break", "\(team) · 加赛") : pick("\(team) · turn \(turn)/\(total)", "\(team) · 第 \(turn)/\(total) 回合")
    }

    /// The last line of a party game.
    public func winner(_ leaders: [String]) -> String {
        leaders.count == 1
            ? pick("\(leaders[0]) wins!", "\(leaders[0]) 获胜!")
            : pick("Tie for first place: \(leaders.joined(separator: ", "))", "并列第一:\(leaders.joined(separator: "、"))")
    }
}

/// What a round came to: counts, accuracy, right/wrong per tier and the fastest word.
public struct RoundSummary: Equatable, Sendable {
    /// Words answered right.
    public var correct: Int
    /// Words answered wrong.
    public var wrong: Int
    /// Right over answered, or nil when nothing was answered.
    public var accuracy: Double?
    /// Right and wrong per tier, in tier order.
    public var byTier: [(tier: Tier, correct: Int, wrong: Int)]
    /// The word guessed right in the least time, with that time.
    public var fastest: (word: String, seconds: Double)?

    /// The summary of `words`.
    public init(words: [PlayedWord]) {
        correct = words.count { $0.result == .correct }
        wrong = words.count { $0.result == .wrong }
        accuracy = correct + wrong > 0 ? Double(correct) / Double(correct + wrong) : nil
        byTier = Tier.allCases.map { tier in
            (tier, words.count { $0.tier == tier && $0.result == .correct },
             words.count { $0.tier == tier && $0.result == .wrong })
        }
        fastest = words.filter { $0.result == .correct }
            .compactMap { word in word.answerSeconds.map { (word.word, $0) } }
            .min { $0.1 < $1.1 }
    }

    public static func == (lhs: RoundSummary, rhs: RoundSummary) -> Bool {
        lhs.correct == rhs.correct && lhs.wrong == rhs.wrong && lhs.accuracy == rhs.accuracy
            && lhs.byTier.elementsEqual(rhs.byTier) { $0 == $1 }
            && lhs.fastest?.word == rhs.fastest?.word && lhs.fastest?.seconds == rhs.fastest?.seconds
    }
}

/// The recap printed after a round: result line, every word with its result, a bar chart per tier.
public enum RecapText {
    /// The recap of `record` as lines of text at most `width` columns wide.
    public static func render(_ record: RoundRecord, strings: Strings, width: Int = 80, colour: Bool = false) -> String {
        let summary = RoundSummary(words: record.words)
        let paint = Paint(enabled: colour)
        var lines: [String] = []
        let heading = record.team.map { "\($0): " } ?? ""
        lines.append(paint.bold(heading + strings.ended(record.endedBy)))
        var totals = "\(paint.green("✓ \(summary.correct) \(strings.right)"))   \(paint.red("✗ \(summary.wrong) \(strings.wrong)"))"
        if let accuracy = summary.accuracy {
            totals += "   \(strings.accuracy) \(Int((accuracy * 100).rounded()))%"
        }
        if let fastest = summary.fastest {
            totals += "   \(strings.fastest): \(fastest.word) (\(String(format: "%.1f", fastest.seconds)) s)"
        }
        lines.append(totals)
        lines.append("")
        if record.words.isEmpty {
            lines.append(strings.noWords)
        } else {
            lines.append(paint.bold(strings.wordsHeading))
            var rows: [[String]] = [["#", strings.wordColumn, strings.tierColumn, strings.resultColumn, strings.timeColumn]]
            let wordWidth = max(8, width - 40)
            for (number, word) in record.words.enumerated() {
                let mark = word.result == .correct ? "✓" : word.result == .wrong ? "✗" : "·"
                rows.append([
                    String(number + 1), DisplayWidth.truncate(word.word, to: wordWidth), strings.tier(word.tier),
                    "\(mark) \(strings.result(word.result))",
                    word.answerSeconds.map { String(format: "%.1f s", $0) } ?? "",
                ])
            }
            lines += TextTable.render(rows, rightAligned: [0, 4]).split(separator: "\n").map(String.init)
            let most = summary.byTier.map { max($0.correct, $0.wrong) }.max() ?? 0
            let barWidth = max(4, min(20, (width - 30) / 2))
            var chart: [[String]] = []
            for entry in summary.byTier where entry.correct + entry.wrong > 0 {
                chart.append([
                    strings.tier(entry.tier),
                    paint.green(bar(entry.correct, of: most, width: barWidth)), "✓ \(entry.correct)",
                    paint.red(bar(entry.wrong, of: most, width: barWidth)), "✗ \(entry.wrong)",
                ])
            }
            if !chart.isEmpty {
                lines.append("")
                lines.append(paint.bold(strings.perTier))
                lines += TextTable.render(chart).split(separator: "\n").map(String.init)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A bar of `value` out of `maximum` in `width` cells (at least one cell for a non-zero value).
    public static func bar(_ value: Int, of maximum: Int, width: Int) -> String {
        guard maximum > 0 else { return String(repeating: " ", count: width) }
        let filled = value == 0 ? 0 : max(1, Int((Double(value) / Double(maximum) * Double(width)).rounded()))
        return String(repeating: "█", count: filled) + String(repeating: " ", count: width - filled)
    }
}

/// ANSI styling that can be switched off (NO_COLOR, TERM=dumb, pipes).
public struct Paint: Sendable {
    /// Whether escapes are written.
    public var enabled: Bool

    /// Styling on or off.
    public init(enabled: Bool) { self.enabled = enabled }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func boldRed(_ text: String) -> String { wrap(text, "1;31") }
    public func reverse(_ text: String) -> String { wrap(text, "7") }

    /// Whether to colour: the config's mode, NO_COLOR, FORCE_COLOR, TERM=dumb and whether output is a terminal.
    public static func shouldColour(mode: ColourMode, environment: [String: String], isTerminal: Bool) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
            if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }
}
