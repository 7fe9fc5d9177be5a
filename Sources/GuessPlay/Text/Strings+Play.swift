import GuessGame
import GuessText

// The shell's interface text: the party's opening line, the turns' announcements, the terminal's notes.
extension Strings {
    /// Said when a party game ends because the deck ran out.
    package var deckOut: String { pick("The deck is out of words", "词库已用完") }
    /// Note for a key that does nothing.
    package var unknownKey: String { pick("That key does nothing; ? shows the keys", "该键无效；按 ? 查看按键") }
    /// Asks whether to play another round.
    package var playAgain: String {
        pick("Play again with a fresh deck? y = play, any other key = quit", "换一副新词再来一局？y = 再来，其他键 = 退出")
    }
    /// The line that opens a party game.
    package func partyIntro(teams: [String], turnsEach: Int) -> String {
        let names = teams.map { OutsideText.forTerminal($0) }
        return pick(
            turnsEach <= 0
                ? "Party game: \(names.joined(separator: ", "))"
                : "Party game: \(names.joined(separator: ", ")) · \(turnsEach) turn\(turnsEach == 1 ? "" : "s") each",
            turnsEach <= 0
                ? "团队赛：\(names.joined(separator: "、"))"
                : "团队赛：\(names.joined(separator: "、")) · 每队 \(turnsEach) 回合")
    }

    /// The announcement before a team's turn: the game's turn, the team's as a detail (`turnLabel`).
    package func nextTurn(team: String, game: Int, turn: Int, of total: Int, tieBreak: Bool) -> String {
        if tieBreak {
            return pick(
                "Tie-break: \(team), your extra turn. Enter = start, q = end the game",
                "加赛：\(team) 加一回合。回车 = 开始，q = 结束游戏")
        }
        let label = turnLabel(game: game, turn: turn, of: total, tieBreak: false)
        return pick(
            "Next: \(team), \(label). Enter = start, q = end the game", "接下来：\(team)，\(label)。回车 = 开始，q = 结束游戏")
    }

    /// The heading on the round screen during a team's turn ("Red · turn 3 (team turn 2/2)").
    package func turnHeading(team: String, game: Int, turn: Int, of total: Int, tieBreak: Bool) -> String {
        "\(team) · " + turnLabel(game: game, turn: turn, of: total, tieBreak: tieBreak)
    }

    /// The heading of `team`'s next turn in `party` ("Red · turn 3 (team turn 2/3)", or the tie-break), the
    /// name made safe for a terminal.
    package func turnHeading(team: String, in party: PartyGame) -> String {
        turnHeading(
            team: OutsideText.forTerminal(team), game: party.turnInGame, turn: party.turnsPlayed(by: team) + 1,
            of: party.turnsShown, tieBreak: party.isTieBreak)
    }
}

// MARK: - Notices and pipe mode (issue 12)

extension Strings {
    /// A turn's result in pipe mode (the team's name already made safe).
    package func turnResult(team: String, correct: Int, wrong: Int, endedBy: RoundEndReason) -> String {
        pick(
            "\(team): \(correct) right, \(wrong) wrong (\(endedBy.rawValue))",
            "\(team)：答对 \(correct)，答错 \(wrong)（\(endedShort(endedBy))）")
    }
    /// The end of a single round in pipe mode.
    package func roundOver(_ reason: RoundEndReason?, correct: Int, wrong: Int) -> String {
        pick(
            "round over (\(reason?.rawValue ?? "?")): \(correct) right, \(wrong) wrong",
            "本回合结束（\(reason.map { endedShort($0) } ?? "?")）：答对 \(correct)，答错 \(wrong)")
    }
    /// An export that could not be written.
    package func exportFailed(_ reason: String) -> String { pick("export failed: \(reason)", "导出失败：\(reason)") }
    /// A single round stopped by a signal (`name`: SIGINT and the like).
    package func interrupted(by name: String, words: Int, correct: Int, wrong: Int, savedTo path: String?) -> String {
        let saved = path.map { pick("; saved to \($0)", "；已保存到 \($0)") } ?? ""
        return pick(
            "interrupted by \(name) after \(words) word\(words == 1 ? "" : "s") (\(correct) right, \(wrong) wrong)",
            "在 \(words) 个词后被 \(name) 中断（答对 \(correct)，答错 \(wrong)）") + saved
    }
    /// A party game stopped by a signal.
    package func gameInterrupted(turnsKept turns: Int) -> String {
        pick("game interrupted; \(turns) turn\(turns == 1 ? "" : "s") kept", "比赛被中断；已保留 \(turns) 个回合")
    }
}
