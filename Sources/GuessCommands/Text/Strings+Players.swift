import GuessGame
import GuessText

// MARK: - Players: dealing teams, resuming a game (issue 18)

extension Strings {
    /// The name of the `number`th team dealt by `--players … --teams N` when no names were given.
    package func dealtTeam(_ number: Int) -> String { pick("Team \(number)", "第\(number)队") }

    /// `--teams` without `--players`.
    package var teamsNeedPlayers: String {
        pick(
            "--teams N deals the players of --players: give --players too",
            "--teams N 用于分配 --players 的队员：请同时给出 --players")
    }

    /// `--players` with team names that hold players already, or a count that does not match.
    package func dealNeedsNames(teams: Int, names: Int) -> String {
        pick(
            "--teams \(teams) with \(names) --team names: give as many names as teams, without players",
            "--teams \(teams) 与 \(names) 个 --team 队名不符：队名数应与队伍数相同，且不带队员")
    }

    /// `--teams N` beyond what the players allow.
    package func teamsOutOfRange(players: Int) -> String {
        let most = max(1, min(players, TeamLineup.teamLimit))
        return pick(
            "--teams must be between 1 and \(most) for \(players) players", "\(players) 名队员时 --teams 必须在 1 到 \(most) 之间"
        )
    }

    /// `--resume` with options that would start a different game.
    package var resumeTakesNoSetup: String {
        pick(
            "--resume continues a game with its own teams, turns and words: leave out --team, --players, --teams, --turns, --seconds, --penalty, --bank, --words, --weights, --seed and --tier",
            "--resume 沿用原对局的队伍、回合和词库：请不要同时给出 --team、--players、--teams、--turns、--seconds、--penalty、--bank、--words、--weights、--seed 和 --tier"
        )
    }

    /// Said before a resumed game's first turn.
    package func resuming(id: Int64, turnsPlayed: Int, scores: String) -> String {
        pick(
            "Resuming game \(id) after \(turnsPlayed) turn\(turnsPlayed == 1 ? "" : "s"): \(scores)",
            "继续第 \(id) 局（已玩 \(turnsPlayed) 回合）：\(scores)")
    }

    /// `--resume` when no game can be continued.
    package var nothingToResume: LocalizedText {
        LocalizedText(
            "no unfinished party game to resume (a game played out or ended with q is over)",
            "没有可以继续的未完成团队赛（已打完或按 q 结束的对局不能继续）")
    }

    /// `history resume ID` for a game that is not there.
    package func noGameToResume(_ id: Int64) -> LocalizedText {
        LocalizedText("no game with id \(id) in the history", "历史记录中没有第 \(id) 局")
    }

    /// Why game `id` cannot be resumed.
    package func cannotResume(_ id: Int64, _ reason: ResumeRefusal) -> LocalizedText {
        switch reason {
        case .notParty:
            LocalizedText("game \(id) is a single round, not a party game", "第 \(id) 局是单回合游戏，不是团队赛")
        case .finished:
            LocalizedText(
                "game \(id) is over (played out or ended with q); only a game cut short can be resumed",
                "第 \(id) 局已结束（已打完或按 q 结束）；只有中途中断的对局可以继续")
        case .noSetup:
            LocalizedText(
                "game \(id) was kept without its setup (an older guess): it cannot be resumed",
                "第 \(id) 局没有保存开局设置（旧版 guess 记录），不能继续")
        case .unreadableSetup:
            LocalizedText(
                "game \(id) cannot be resumed: its setup in the history store cannot be read (damaged?)",
                "第 \(id) 局不能继续：历史记录中的开局设置无法读取（可能已损坏）")
        case .foreignTeam(let team):
            LocalizedText(
                "game \(id) cannot be resumed: a turn or point in the history belongs to '\(OutsideText.forTerminal(team, limit: 40))', a team its setup does not have",
                "第 \(id) 局不能继续：历史记录中有一回合或加减分属于开局设置里没有的队伍“\(OutsideText.forTerminal(team, limit: 40))”")
        case .inPlay:
            LocalizedText("game \(id) is being played by another guess right now", "第 \(id) 局正由另一个 guess 进行中")
        }
    }
}
