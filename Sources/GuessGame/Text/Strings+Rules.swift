import GuessText

/// The strings of the host's rules (#18): passes, taboo words, more time, corrections, bonus points,
/// winning by score.
extension Strings {
    /// Label of the passed count.
    public var passedLabel: String { pick("passed", "跳过") }
    /// Label of the taboo count.
    public var tabooLabel: String { pick("taboo", "犯规") }
    /// The line over an entry's taboo words on the describer's screen.
    public var tabooHeading: String { pick("Don't say:", "禁用词：") }
    /// The taboo words of the word on screen, on one line.
    public func tabooLine(_ words: [String]) -> String {
        tabooHeading + pick(" ", "") + words.joined(separator: pick(", ", "、"))
    }
    /// Passes left in the turn, on the round screen.
    public func passesLeft(_ count: Int) -> String {
        pick("\(count) pass\(count == 1 ? "" : "es") left", "还可跳过 \(count) 次")
    }
    /// Note when the pass key does nothing because the turn has no passes left.
    public var noPassesLeftNote: String { pick("No passes left this turn", "本回合的跳过次数已用完") }
    /// A piped `s` past the limit.
    public func noPassesLeft(line: Int) -> String {
        pick("line \(line): no passes left this turn", "第 \(line) 行：本回合的跳过次数已用完")
    }
    /// A piped `fix` that changed nothing.
    public func fixIgnored(line: Int) -> String {
        pick(
            "line \(line): nothing to fix (fix N right|wrong|pass comes right after a turn ends; N is a word of that turn, from 1)",
            "第 \(line) 行：没有可更正的内容（fix N right|wrong|pass 须紧跟在一回合结束之后；N 是该回合的第几个词，从 1 起）")
    }
    /// A piped `bonus TEAM` or `penalty TEAM` naming no team of the game.
    public func noSuchTeam(_ team: String, line: Int) -> String {
        let shown = OutsideText.forTerminal(team, limit: 40)
        return pick(
            "line \(line): no team named '\(shown)' in this game (bonus TEAM and penalty TEAM name a team as the game has it)",
            "第 \(line) 行：本局没有名为“\(shown)”的队伍（bonus 队名、penalty 队名 须使用本局的队名）")
    }
    /// A piped `bonus` or `penalty` at a time points cannot be given.
    public func pointsIgnored(line: Int) -> String {
        pick(
            "line \(line): points only between turns of a party game (bonus TEAM, penalty TEAM after a turn ends)",
            "第 \(line) 行：只能在团队赛的两回合之间加减分（bonus 队名、penalty 队名 须在一回合结束之后）")
    }
    /// Said when time was added to the turn.
    public func timeAdded(_ seconds: Int) -> String { pick("+\(seconds) s", "加时 \(seconds) 秒") }
    /// The keys of the rules, a line of the help card.
    public var ruleKeyLines: [String] {
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
    /// Said for `j` in a game without phones.
    public var noPhonesToJoin: String {
        pick("no phones in this game: start it with --serve to let phones join", "本局未开启手机：用 --serve 开始游戏才能让手机加入")
    }
    /// Result mark in recaps and the correction card.
    public func resultMark(_ result: WordResult) -> String {
        switch result {
        case .correct: "✓"
        case .wrong: "✗"
        case .passed: "»"
        case .taboo: "⊘"
        case .unanswered: "·"
        }
    }
    /// Heading of the correction card.
    public var correctionTitle: String { pick("Correct the turn", "更正本回合") }
    /// Keys of the correction card.
    public var correctionKeys: String {
        pick(
            "↑/↓ choose   ←/→ or space: right / wrong / pass   Enter keep   Esc or q cancel",
            "↑/↓ 选词   ←/→ 或空格：答对 / 答错 / 跳过   回车 保存   Esc 或 q 取消")
    }
    /// A turn as corrected, in pipe mode.
    public func correctedTurn(correct: Int, wrong: Int, passed: Int) -> String {
        pick(
            "corrected: \(correct) right, \(wrong) wrong, \(passed) passed",
            "已更正：答对 \(correct)，答错 \(wrong)，跳过 \(passed)")
    }
    /// Marks a turn the host corrected.
    public var correctedNote: String { pick("(corrected)", "（已更正）") }
    /// Said on the cards between turns: how to correct and give points.
    public var correctionHint: String { pick("c correct   +/- point for the team", "c 更正   +/- 给该队加减分") }
    /// A point given or taken on the scoreboard.
    public func pointAdjusted(team: String, points: Int) -> String {
        pick(
            "\(team): \(points > 0 ? "+" : "")\(points) point\(abs(points) == 1 ? "" : "s") from the host",
            "\(team)：主持人\(points > 0 ? "加" : "扣" as ChineseText) \(abs(points)) 分")
    }
    /// The goal of a game won by score, on the opening line.
    public func playingTo(_ points: Int) -> String { pick("first to \(points) points", "先得 \(points) 分者胜") }
}
