import GuessGame
import GuessText

/// How a game ended (`GameEnding`), in the listing's cell and as `history show`'s last line.
extension Strings {
    /// How a game ended, in a listing cell.
    package func ending(_ ending: GameEnding) -> String {
        switch ending {
        case .won: pick("won", "获胜")
        case .tied: pick("tied", "平局")
        case .played(let reason): endedShort(reason)
        case .endedEarly: pick("ended early", "提前结束")
        case .interrupted: pick("interrupted", "中断")
        case .unfinished: pick("unfinished", "未完成")
        case .playing: pick("playing", "进行中")
        }
    }

    /// The last line of `history show` for a party game (winner names already made safe).
    package func endingLine(_ ending: GameEnding) -> String {
        switch ending {
        case .won(let team): gameWinners([team])
        case .tied(let teams): gameWinners(teams)
        case .played, .endedEarly:
            pick("No winner: the host ended the game early", "无胜者：主持人提前结束了比赛")
        case .interrupted:
            pick(
                "No winner: the game was cut short by a signal or the end of input (guess play --resume continues it)",
                "无胜者：比赛因信号或输入结束而中断（guess play --resume 可继续）")
        case .unfinished:
            pick(
                "No winner: the game was cut off (its program was killed; guess play --resume continues it)",
                "无胜者：比赛被切断（程序被强行结束；guess play --resume 可继续）")
        case .playing: pick("Still being played", "仍在进行中")
        }
    }
}
