import Foundation
import GuessText

// MARK: - Players, the describer's turn, resuming a game (issue 18)

extension Strings {
    /// A team with who describes its turn: "Red (Ann describes)"; the team alone without a describer.
    /// Both names must already be safe for a terminal.
    public func team(_ team: String, describer: String?) -> String {
        guard let describer else { return team }
        return pick("\(team) (\(describer) describes)", "\(team)（\(describer) 描述）")
    }

    /// The get-ready card's line naming the describer.
    public func describes(_ describer: String) -> String { pick("\(describer) describes", "由 \(describer) 描述") }

    /// A team's players in the party game's opening lines (names already made safe).
    public func lineup(team: String, players: [String]) -> String {
        "\(team)\(colon)\(players.joined(separator: listSeparator))"
    }

    /// What is wrong with the teams and players named (names made safe here).
    public func lineupProblem(_ problem: LineupProblem) -> String {
        let safe = { (name: String) in OutsideText.forTerminal(name, limit: TeamLineup.nameLimit) }
        switch problem {
        case .emptyTeamName: return pick("every team needs a name", "每个队伍都需要队名")
        case .emptyPlayerName: return pick("a player's name is empty", "有队员的名字是空的")
        case .controlCharacters(let name):
            return pick(
                "the name '\(safe(name))' holds control or bidi characters", "名字“\(safe(name))”含有控制字符或双向文字控制符")
        case .nameTooLong(let name):
            return pick(
                "the name '\(safe(name))' is longer than \(TeamLineup.nameLimit) characters",
                "名字“\(safe(name))”超过 \(TeamLineup.nameLimit) 个字符")
        case .repeatedTeam(let name):
            return pick("the team '\(safe(name))' is named twice", "队名“\(safe(name))”出现了两次")
        case .repeatedPlayer(let name):
            return pick("the player '\(safe(name))' is named twice", "队员“\(safe(name))”出现了两次")
        case .tooManyPlayersInTeam(let team, let count):
            return pick(
                "the team '\(safe(team))' names \(count) players; at most \(TeamLineup.playersPerTeamLimit)",
                "队伍“\(safe(team))”有 \(count) 名队员，最多 \(TeamLineup.playersPerTeamLimit) 名")
        case .tooManyPlayers(let count):
            return pick(
                "\(count) players named; at most \(TeamLineup.playerLimit)",
                "共 \(count) 名队员，最多 \(TeamLineup.playerLimit) 名")
        case .tooManyTeams(let count):
            return pick(
                "\(count) teams; at most \(TeamLineup.teamLimit)", "共 \(count) 支队伍，最多 \(TeamLineup.teamLimit) 支")
        case .teamsTooFewForPlayers(let players, let teams):
            let least = (players + TeamLineup.playersPerTeamLimit - 1) / TeamLineup.playersPerTeamLimit
            return pick(
                "\(players) players in \(teams) team\(teams == 1 ? "" : "s") makes teams of more than \(TeamLineup.playersPerTeamLimit) players (at most \(TeamLineup.playersPerTeamLimit) a team): use --teams \(least) or more",
                "\(players) 名队员分成 \(teams) 队，每队会超过 \(TeamLineup.playersPerTeamLimit) 名（每队最多 \(TeamLineup.playersPerTeamLimit) 名）：请用 --teams \(least) 或更多"
            )
        }
    }

    /// The name of the `number`th team dealt by `--players … --teams N` when no names were given.
    public func dealtTeam(_ number: Int) -> String { pick("Team \(number)", "第\(number)队") }

    /// `--teams` without `--players`.
    public var teamsNeedPlayers: String {
        pick(
            "--teams N deals the players of --players: give --players too",
            "--teams N 用于分配 --players 的队员：请同时给出 --players")
    }

    /// `--players` with team names that hold players already, or a count that does not match.
    public func dealNeedsNames(teams: Int, names: Int) -> String {
        pick(
            "--teams \(teams) with \(names) --team names: give as many names as teams, without players",
            "--teams \(teams) 与 \(names) 个 --team 队名不符：队名数应与队伍数相同，且不带队员")
    }

    /// `--teams N` beyond what the players allow.
    public func teamsOutOfRange(players: Int) -> String {
        let most = max(1, min(players, TeamLineup.teamLimit))
        return pick(
            "--teams must be between 1 and \(most) for \(players) players", "\(players) 名队员时 --teams 必须在 1 到 \(most) 之间"
        )
    }

    /// `--resume` with options that would start a different game.
    public var resumeTakesNoSetup: String {
        pick(
            "--resume continues a game with its own teams, turns and words: leave out --team, --players, --teams, --turns, --seconds, --penalty, --bank, --words, --weights, --seed and --tier",
            "--resume 沿用原对局的队伍、回合和词库：请不要同时给出 --team、--players、--teams、--turns、--seconds、--penalty、--bank、--words、--weights、--seed 和 --tier"
        )
    }

    /// Said before a resumed game's first turn.
    public func resuming(id: Int64, turnsPlayed: Int, scores: String) -> String {
        pick(
            "Resuming game \(id) after \(turnsPlayed) turn\(turnsPlayed == 1 ? "" : "s"): \(scores)",
            "继续第 \(id) 局（已玩 \(turnsPlayed) 回合）：\(scores)")
    }

    /// `--resume` when no game can be continued.
    public var nothingToResume: LocalizedText {
        LocalizedText(
            "no unfinished party game to resume (a game played out or ended with q is over)",
            "没有可以继续的未完成团队赛（已打完或按 q 结束的对局不能继续）")
    }

    /// `history resume ID` for a game that is not there.
    public func noGameToResume(_ id: Int64) -> LocalizedText {
        LocalizedText("no game with id \(id) in the history", "历史记录中没有第 \(id) 局")
    }

    /// Why game `id` cannot be resumed.
    public func cannotResume(_ id: Int64, _ reason: ResumeRefusal) -> LocalizedText {
        switch reason {
        case .notParty:
            LocalizedText("game \(id) is a single round, not a party game", "第 \(id) 局是单轮游戏，不是团队赛")
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

    /// Heading of the per-describer table of `guess stats`.
    public var byDescriber: String { pick("By describer", "各描述者") }
    /// Per-describer column: the player.
    public var playerColumn: String { pick("player", "队员") }
}

extension Strings {
    /// The heading of `team`'s next turn in `party` with who describes it ("Red (Ann describes) · turn
    /// 2/3"), the names made safe for a terminal.
    public func turnHeading(team: String, in party: PartyGame, describer: String?) -> String {
        turnHeading(
            team: self.team(OutsideText.forTerminal(team), describer: describer.map { OutsideText.forTerminal($0) }),
            turn: party.turnsPlayed(by: team) + 1, of: party.turnsShown, tieBreak: party.isTieBreak)
    }

    /// One line per team that named its players, in turn order ("Red: Ann, Bob"), names made safe.
    public func lineupLines(_ party: PartyGame) -> [String] {
        party.teams.compactMap { team in
            party.players[team].map { players in
                lineup(team: OutsideText.forTerminal(team), players: players.map { OutsideText.forTerminal($0) })
            }
        }
    }
}
