import GuessText

/// The strings of the host's rules (#18) that the shell says: passes, more time, corrections, bonus points,
/// winning by score.
extension Strings {
    /// Note when the pass key does nothing because the turn has no passes left.
    package var noPassesLeftNote: String { pick("No passes left this turn", "本回合的跳过次数已用完") }
    /// A piped `s` past the limit.
    package func noPassesLeft(line: Int) -> String {
        pick("line \(line): no passes left this turn", "第 \(line) 行：本回合的跳过次数已用完")
    }
    /// A piped `fix` that changed nothing.
    package func fixIgnored(line: Int) -> String {
        pick(
            "line \(line): nothing to fix (fix N right|wrong|pass comes right after a turn ends; N is a word of that turn, from 1)",
            "第 \(line) 行：没有可更正的内容（fix N right|wrong|pass 须紧跟在一回合结束之后；N 是该回合的第几个词，从 1 起）")
    }
    /// A piped `bonus TEAM` or `penalty TEAM` naming no team of the game.
    package func noSuchTeam(_ team: String, line: Int) -> String {
        let shown = OutsideText.forTerminal(team, limit: 40)
        return pick(
            "line \(line): no team named '\(shown)' in this game (bonus TEAM and penalty TEAM name a team as the game has it)",
            "第 \(line) 行：本局没有名为“\(shown)”的队伍（bonus 队名、penalty 队名 须使用本局的队名）")
    }
    /// A piped `bonus` or `penalty` at a time points cannot be given.
    package func pointsIgnored(line: Int) -> String {
        pick(
            "line \(line): points only between turns of a party game (bonus TEAM, penalty TEAM after a turn ends)",
            "第 \(line) 行：只能在团队赛的两回合之间加减分（bonus 队名、penalty 队名 须在一回合结束之后）")
    }
    /// Said for `j` in a game without phones.
    package var noPhonesToJoin: String {
        pick("no phones in this game: start it with --serve to let phones join", "本局未开启手机：用 --serve 开始游戏才能让手机加入")
    }
    /// A turn as corrected, in pipe mode.
    package func correctedTurn(correct: Int, wrong: Int, passed: Int) -> String {
        pick(
            "corrected: \(correct) right, \(wrong) wrong, \(passed) passed",
            "已更正：答对 \(correct)，答错 \(wrong)，跳过 \(passed)")
    }
    /// A point given or taken on the scoreboard.
    package func pointAdjusted(team: String, points: Int) -> String {
        pick(
            "\(team): \(points > 0 ? "+" : "")\(points) point\(abs(points) == 1 ? "" : "s") from the host",
            "\(team)：主持人\(points > 0 ? "加" : "扣" as ChineseText) \(abs(points)) 分")
    }
    /// The goal of a game won by score, on the opening line.
    package func playingTo(_ points: Int) -> String { pick("first to \(points) points", "先得 \(points) 分者胜") }
}
