import GuessGame
import GuessText

/// The strings of the host's rules (#18) on the screens: passes, taboo words, the keys' help, result marks,
/// the correction card.
extension Strings {
    /// Label of the passed count.
    package var passedLabel: String { pick("passed", "跳过") }
    /// The line over an entry's taboo words on the describer's screen.
    package var tabooHeading: String { pick("Don't say:", "禁用词：") }
    /// The taboo words of the word on screen, on one line.
    package func tabooLine(_ words: [String]) -> String {
        tabooHeading + pick(" ", "") + words.joined(separator: pick(", ", "、"))
    }
    /// Passes left in the turn, on the round screen.
    package func passesLeft(_ count: Int) -> String {
        pick("\(count) pass\(count == 1 ? "" : "es") left", "还可跳过 \(count) 次")
    }
    /// The keys of the rules, a line of the help card.
    package var ruleKeyLines: [String] {
        let chinese: [ChineseText] = [
            "  s 或 ↓      跳过：换下一个词，不算答错",
            "  t           说了禁用词：算答错，换下一个词",
            "  m           本回合加时",
            "  c           回合结束后：更正判定（↑/↓、←/→、回车）",
            "  + / -       回合之间：给该队加一分或扣一分",
            "  j           再次显示手机加入的二维码（--serve 时）",
            "  k           主持人遥控和大屏幕的二维码（只给主持人看）",
        ]
        return language == .en
            ? [
                "  s or ↓      pass: skip the word, not counted wrong",
                "  t           a taboo word was said: counts as wrong, next word",
                "  m           more time for this turn",
                "  c           after a turn: correct its marks (↑/↓, ←/→, Enter)",
                "  + / -       between turns: a point more or less for the team",
                "  j           show the QR code for phones to join again (--serve)",
                "  k           the host's remote's and the board's QR codes (the host's only)",
            ] : chinese.map { $0.text(language) }
    }
    /// Result mark in recaps and the correction card.
    package func resultMark(_ result: WordResult) -> String {
        switch result {
        case .correct: "✓"
        case .wrong: "✗"
        case .passed: "»"
        case .taboo: "⊘"
        case .unanswered: "·"
        }
    }
    /// Heading of the correction card.
    package var correctionTitle: String { pick("Correct the turn", "更正本回合") }
    /// Keys of the correction card.
    package var correctionKeys: String {
        pick(
            "↑/↓ choose   ←/→ or space: right / wrong / pass   Enter keep   Esc or q cancel",
            "↑/↓ 选词   ←/→ 或空格：答对 / 答错 / 跳过   回车 保存   Esc 或 q 取消")
    }
    /// Marks a turn the host corrected.
    package var correctedNote: String { pick("(corrected)", "（已更正）") }
}
