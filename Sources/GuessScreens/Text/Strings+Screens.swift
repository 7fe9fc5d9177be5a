import GuessGame
import GuessText

// The screens' interface text: the round screen, its keys and help, the cards between turns, the recap.
extension Strings {
    /// Label of the right count.
    package var right: String { pick("right", "答对") }
    /// Label of the wrong count.
    package var wrong: String { pick("wrong", "答错") }
    /// Shown instead of the word while paused.
    package var paused: String { pick("PAUSED", "已暂停") }
    /// How to resume, under the pause notice.
    package var pausedHint: String { pick("space to resume", "按空格继续") }
    /// The key help along the bottom of the round screen.
    package var keyHelpLine: String {
        pick(
            "y/→ right   n/← wrong   u undo   space pause   e end turn   q end game   ? help",
            "y/→ 答对   n/← 答错   u 撤销   空格 暂停   e 结束本回合   q 结束游戏   ? 帮助")
    }
    /// The key help for narrow terminals.
    package var keyHelpShort: String { pick("y n u space e q ?", "y n u 空格 e q ?") }
    /// Asks the host to start the round.
    package var confirmStart: String { pick("Press Enter to start the round", "按回车开始本回合") }
    /// Asks whether to end the game (`q` during play: `HostAction.endGame`).
    package var confirmQuit: String {
        pick("End the game? y = end it, any other key = go on", "结束游戏吗？y = 结束，其他键 = 继续")
    }
    /// Heading of the lead-in countdown.
    package var getReady: String { pick("Get ready", "准备") }
    /// Heading of the scoreboard.
    package var scoreboard: String { pick("Scoreboard", "记分板") }
    /// Scoreboard column: the team.
    package var teamColumn: String { pick("team", "队伍") }
    /// Scoreboard column: the score.
    package var scoreColumn: String { pick("score", "得分") }
    /// Scoreboard column: turns played.
    package var turnsColumn: String { pick("turns", "回合") }
    /// Said by `guess stats` before any round was played.
    package var noRoundsYet: String { pick("No rounds played yet.", "还没有玩过任何回合。") }
    /// Heading of the totals in `guess stats`.
    package var totals: String { pick("Totals", "总计") }
    /// Label of the number of rounds.
    package var roundsLabel: String { pick("rounds", "回合数") }
    /// Heading of the per-tier accuracy chart.
    package var accuracyByTier: String { pick("Accuracy by tier", "各难度正确率") }
    /// Heading of the hardest words.
    package func hardestWords(minimumPlays: Int) -> String {
        pick("Hardest words (at least \(minimumPlays) plays)", "最难的词（至少 \(minimumPlays) 次）")
    }
    /// Column: how often a word was missed.
    package var missedColumn: String { pick("missed", "答错") }
    /// Column: how often a word was played.
    package var playsColumn: String { pick("plays", "次数") }
    /// Heading of the fastest words.
    package var fastestWords: String { pick("Fastest words", "最快猜中") }

    /// The key help screen, one line each.
    package var helpLines: [String] {
        let lines = baseHelpLines
        return Array(lines.prefix(lines.count - 2)) + ruleKeyLines + lines.suffix(2)
    }

    private var baseHelpLines: [String] {
        guard language != .en else {
            return [
                "Keys (they act at once, no Enter):",
                "  y or →      the word was guessed: +1 right, next word",
                "  n or ←      missed: +1 wrong, next word",
                "  u           undo the last answer (the word comes back)",
                "  space       pause / resume (the word is hidden)",
                "  e           end the turn (the game goes on)",
                "  q           end the game (asks first)",
                "  ?           this help",
                "Rebind keys in ~/.inputrc under `$if guess` (see README).",
                "Any key closes this help.",
            ]
        }
        let lines: [ChineseText] = [
            "按键（立即生效，无需回车）：",
            "  y 或 →      猜对：答对 +1，下一个词",
            "  n 或 ←      没猜出：答错 +1，下一个词",
            "  u           撤销上一次判定（该词回到屏幕）",
            "  空格        暂停 / 继续（暂停时隐藏词语）",
            "  e           结束本回合（游戏继续）",
            "  q           结束游戏（会先确认）",
            "  ?           显示本帮助",
            "可在 ~/.inputrc 的 `$if guess` 段中重新绑定按键（见 README）。",
            "按任意键关闭帮助。",
        ]
        return lines.map { $0.text(language) }
    }

    /// The time's-up card's headline, drawn in big glyphs.
    package var timesUp: String { pick("TIME'S UP", "时间到") }
    /// What a key does on the time's-up card.
    package var timesUpHint: String { pick("Any key shows the round's recap", "按任意键查看本回合回顾") }
    /// Heading of the get-ready card, above the team's name.
    package var nextUp: String { pick("Next up", "下一队") }
    /// The keys of the get-ready card.
    package var startOrEnd: String { pick("Enter = start   q = end the game", "回车 = 开始   q = 结束游戏") }
    /// The end-of-game card's heading (and its headline when there is no winner).
    package var gameOver: String { pick("GAME OVER", "游戏结束") }
    /// The end-of-game card's headline when first place is shared.
    package var tie: String { pick("TIE", "平局") }
    /// Said on the end-of-game card when the game stopped before every team had its turns.
    package var noWinner: String {
        pick("No winner: the game ended before every team had its turns", "无胜者：比赛在各队打完回合之前就结束了")
    }
    /// What a key does on the end-of-game card.
    package var finishHint: String { pick("Any key to finish", "按任意键结束") }
    /// The recap card's key line when another turn follows.
    package var nextTurnHint: String { pick("Enter: start the next turn   other keys: next up", "回车：开始下一回合   其他键：下一队") }
    /// The recap card's key line after the last turn.
    package var finishRecapHint: String { pick("Any key: the final scoreboard", "按任意键查看最终比分") }
    /// A turn's score on its recap card.
    package func turnScore(_ score: Int) -> String {
        pick(score == 1 || score == -1 ? "\(score) point this turn" : "\(score) points this turn", "本回合得分：\(score)")
    }
    /// Label of the time left on the paused card.
    package var timeLeft: String { pick("time left", "剩余时间") }

    /// A turn as every surface names it (#46): the game's turn, with the team's own turn of its `total` as a
    /// detail ("turn 3 (team turn 2/2)", 第 3 回合（本队 2/2）; "turn 3" when the turns are only a cap), or
    /// "tie-break".
    package func turnLabel(game: Int, turn: Int, of total: Int, tieBreak: Bool) -> String {
        if tieBreak { return pick("tie-break", "加赛") }
        return total <= 0
            ? pick("turn \(game)", "第 \(game) 回合")
            : pick("turn \(game) (team turn \(turn)/\(total))", "第 \(game) 回合（本队 \(turn)/\(total)）")
    }

    /// The reason a round ended, as a heading.
    package func ended(_ reason: RoundEndReason) -> String {
        switch reason {
        case .time: pick("Time is up", "时间到")
        case .exhausted: pick("The deck ran out of words", "词库已用完")
        case .quit: pick("Round quit", "游戏已结束")
        case .ended: pick("Turn ended", "本回合已结束")
        case .eof: pick("Input ended", "输入结束")
        case .interrupted: pick("Round interrupted", "本回合被中断")
        }
    }

    /// Label of the accuracy figure.
    package var accuracy: String { pick("accuracy", "正确率") }
    /// Label of the fastest word.
    package var fastest: String { pick("fastest", "最快") }
    /// Heading of the per-tier chart.
    package var perTier: String { pick("By tier", "各难度") }
    /// Heading of the word list in a recap.
    package var wordsHeading: String { pick("Words", "词语") }
    /// Column heading: the word.
    package var wordColumn: String { pick("word", "词语") }
    /// Column heading: the tier.
    package var tierColumn: String { pick("tier", "难度") }
    /// Column heading: the result.
    package var resultColumn: String { pick("result", "结果") }
    /// Column heading: the time taken.
    package var timeColumn: String { pick("time", "用时") }
    /// Said when a round showed no word.
    package var noWords: String { pick("No word was shown.", "没有出现任何词语。") }
}

// MARK: - History and stats (history listings, `history show`, `stats`; added with issue 12)

extension Strings {
    /// History listing column: the game's id.
    package var idColumn: String { pick("id", "编号") }
    /// History listing column: when the game started.
    package var dateColumn: String { pick("date", "日期") }
    /// History listing column: teams and scores, or a single round's counts.
    package var outcomeColumn: String { pick("result", "成绩") }
    /// History listing column: the bank.
    package var bankColumn: String { pick("bank", "词库") }
    /// History listing column: how the game ended.
    package var endedByColumn: String { pick("ended by", "结束方式") }
    /// How a round ended, in a listing cell; nil: still being played.
    package func endedShort(_ reason: RoundEndReason?) -> String {
        switch reason {
        case .time: pick("time", "时间到")
        case .exhausted: pick("exhausted", "词库用完")
        case .quit: pick("quit", "退出")
        case .ended: pick("ended", "提前结束")
        case .eof: pick("eof", "输入结束")
        case .interrupted: pick("interrupted", "中断")
        case nil: pick("playing", "进行中")
        }
    }
    /// A single round's counts in a listing cell.
    package func rightAndWrong(_ correct: Int, _ wrong: Int) -> String {
        pick("\(correct) right, \(wrong) wrong", "答对 \(correct)，答错 \(wrong)")
    }
    /// Teams with their scores, in a listing cell (names already made safe).
    package func teamScores(_ scores: [(team: String, score: Int)]) -> String {
        scores.map { "\($0.team) \($0.score)" }.joined(separator: listSeparator)
    }
    /// The winner line of a game, the one every view says (the terminal's last line, `history show`, the
    /// game-over card, the report, the phones; names already made safe).
    package func gameWinners(_ winners: [String]) -> String {
        winners.count == 1
            ? pick("Winner: \(winners[0])", "获胜：\(winners[0])")
            : pick("Tie for first place: \(winners.joined(separator: ", "))", "并列第一：\(winners.joined(separator: "、"))")
    }

    /// Label of the number of games in `guess stats`.
    package var gamesLabel: String { pick("games", "局数") }
    /// Heading of the per-team table.
    package var byTeam: String { pick("By team", "各队") }
    /// Per-team column: games.
    package var gamesColumn: String { pick("games", "局数") }
    /// Per-team column: answers per minute.
    package var answersPerMinuteColumn: String { pick("answers/min", "每分钟判定") }
    /// The per-team row of single rounds (which have no team).
    package var singleRounds: String { pick("(single rounds)", "（单回合）") }
    /// Heading of the trend sparkline, in answers per minute.
    package func answersPerMinuteTrend(rounds: Int) -> String {
        pick("Answers per minute, last \(rounds) round\(rounds == 1 ? "" : "s")", "最近 \(rounds) 个回合每分钟判定数（对错都算）")
    }
    /// Why the hardest words are empty: no word has enough plays yet.
    package func noHardestWords(minimumPlays: Int, mostPlays: Int) -> String {
        pick(
            "Hardest words: none yet — no word has been answered \(minimumPlays) times (the most is \(mostPlays)); --min-plays \(max(1, mostPlays)) lists them",
            "最难的词：暂无——还没有词被作答 \(minimumPlays) 次（最多 \(mostPlays) 次）；用 --min-plays \(max(1, mostPlays)) 可列出")
    }
    /// Why the hardest words are empty: every word with enough plays was always guessed.
    package func noMissedWords(minimumPlays: Int) -> String {
        pick(
            "Hardest words: none — every word answered \(minimumPlays) times or more was always right",
            "最难的词：无——作答 \(minimumPlays) 次以上的词全部答对")
    }
    /// Said by `guess stats` when filters leave no round.
    package var noRoundsMatch: String { pick("No rounds match these filters.", "没有符合条件的回合。") }
}
