import GuessText

// MARK: - Pipe mode: the engine's own message (issue 12)

extension Strings {
    /// A pipe-mode line that is no command.
    package func unknownPipeCommand(_ text: String, line: Int) -> String {
        pick(
            "line \(line): unknown command '\(text)' (y n s t u p more q end fix)",
            "第 \(line) 行：未知命令“\(text)”（y、n、s、t、u、p、more、q、end、fix）")
    }
}

// MARK: - Markdown exports, in the interface's language (#46)

extension Strings {
    /// A round's line under its heading: its bank, length, how it ended and its counts.
    package func markdownRoundLine(bank: String, seconds: Int, ending: RoundEndReason, right: Int, wrong: Int)
        -> String
    {
        pick(
            "Bank \(bank), \(seconds) s; \(markdownEnding(ending)): \(right) right, \(wrong) wrong.",
            "词库 \(bank)，\(seconds) 秒；\(markdownEnding(ending))：答对 \(right) 个，答错 \(wrong) 个。")
    }

    /// The round table's head row.
    package var markdownTableHead: String {
        pick(
            "| # | word | tier | result | shown at | answered at |",
            "| # | 词语 | 难度 | 结果 | 出现于（秒） | 作答于（秒） |")
    }

    /// How a round ended, as a sentence's clause ("the time ran out", not "ended by time").
    package func markdownEnding(_ ending: RoundEndReason) -> String {
        switch ending {
        case .time: pick("the time ran out", "时间到")
        case .exhausted: pick("no words were left", "词语用完")
        case .quit: pick("the host quit", "主持人退出")
        case .ended: pick("the turn was ended early", "本回合提前结束")
        case .eof: pick("the input ended", "输入结束")
        case .interrupted: pick("a signal stopped the game", "信号中止了游戏")
        }
    }

    /// A word's result in the table: the name JSON and CSV store (`correct`, `unanswered`) in English, as
    /// the exports always wrote it, the screens' name in Chinese.
    package func markdownResult(_ result: WordResult) -> String {
        language == .en ? result.rawValue : self.result(result)
    }
}

extension Strings {
    /// A result in this language, as the screens name it (the recap, the correction card).
    package func result(_ result: WordResult) -> String {
        switch result {
        case .correct: pick("right", "答对")
        case .wrong: pick("wrong", "答错")
        case .unanswered: pick("on screen", "未作答")
        case .passed: pick("passed", "跳过")
        case .taboo: pick("taboo", "犯规")
        }
    }
}
