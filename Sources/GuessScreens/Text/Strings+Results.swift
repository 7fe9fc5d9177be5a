import Foundation
import GuessText

/// The evening's results (`GameResults`) in the report of `guess history report` and `play --report`.
extension Strings {
    /// The report's title for a game (its date already formatted).
    package func resultsTitle(id: Int64, date: String) -> String {
        id > 0 ? pick("Game \(id) · \(date)", "第 \(id) 局 · \(date)") : pick("Game · \(date)", "对局 · \(date)")
    }
    /// The name shown for the one team of a single round.
    package var resultsSingleRound: String { pick("This round", "本回合") }
    /// The line that says how a single round ended and what it scored.
    package func resultsRoundLine(score: Int, ending: String) -> String {
        pick("Score: \(score) · \(ending)", "得分：\(score) · \(ending)")
    }
    /// Heading of the podium.
    package var resultsPodium: String { pick("Podium", "领奖台") }
    /// A place on the podium.
    package func resultsPlace(_ place: Int) -> String {
        guard language == .en else { return chinese("第 \(place) 名") }
        let suffix =
            (11...13).contains(place % 100)
            ? "th" : place % 10 == 1 ? "st" : place % 10 == 2 ? "nd" : place % 10 == 3 ? "rd" : "th"
        return "\(place)\(suffix)"
    }
    /// Points after a score.
    package func resultsPoints(_ points: Int) -> String {
        pick("\(points) pt\(abs(points) == 1 ? "" : "s")", "\(points) 分")
    }
    /// Heading of the score-by-turn chart.
    package var resultsScoreByTurn: String { pick("Score after each turn", "每回合后的得分") }
    /// The x axis of the score-by-turn chart.
    package var resultsTurnAxis: String { pick("turn", "回合") }
    /// A tie-break turn, named as such everywhere.
    package var resultsTieBreak: String { pick("tie-break", "加赛") }
    /// The last point of the score chart: the host's bonus and penalty points.
    package var resultsHostPoints: String { pick("host's points", "主持人加减分") }
    /// Heading of the describers' chart.
    package var resultsDescribers: String { pick("Describers: words right and pace", "描述者：答对词数与速度") }
    /// Right answers, in the describers' chart.
    package func resultsRights(_ count: Int) -> String { pick("\(count) right", "答对 \(count)") }
    /// Right answers per minute.
    package func resultsPace(_ perMinute: Double) -> String {
        String(format: pick("%.1f right/min", "每分钟答对 %.1f"), perMinute)
    }
    /// Said for a describer with no turn long enough to give a pace.
    package var resultsNoPace: String { pick("no pace: turns under 10 s", "不计速度：回合都短于 10 秒") }
    /// Said when no describer was named.
    package var resultsNoDescribers: String {
        pick("No players were named, so there are no describers' figures.", "未填写队员名单，没有描述者数据。")
    }
    /// Heading of the moments.
    package var resultsMoments: String { pick("Moments", "精彩瞬间") }
    /// The fastest word.
    package var resultsFastest: String { pick("Fastest word", "最快答对") }
    /// The longest run of rights.
    package var resultsLongestRun: String { pick("Longest run of rights", "最长连续答对") }
    /// The word most teams missed.
    package var resultsMostMissed: String { pick("The word nobody got", "无人答对的词") }
    /// Said when a moment did not happen.
    package var resultsNoMoment: String { pick("none", "无") }
    /// Seconds, to one decimal.
    package func resultsSeconds(_ value: Double) -> String { String(format: pick("%.1f s", "%.1f 秒"), value) }
    /// Who did something in which turn (names already made safe): "Red · Ann · turn 3".
    package func resultsWho(team: String, describer: String?, turn: Int) -> String {
        let who = [team, describer].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
        let turnText = pick("turn \(turn)", "第 \(turn) 回合")
        return who.isEmpty ? turnText : who + " · " + turnText
    }
    /// Words in a row.
    package func resultsInARow(_ count: Int) -> String { pick("\(count) in a row", "连续 \(count) 个") }
    /// Teams that missed a word (names already made safe).
    package func resultsMissedBy(_ teams: [String]) -> String {
        pick("missed by \(teams.joined(separator: ", "))", "\(teams.joined(separator: "、")) 未答对")
    }
    /// Heading of the turns' table.
    package var resultsTurns: String { pick("Turns", "各回合") }
    /// Column: the turn's number.
    package var resultsTurnColumn: String { pick("turn", "回合") }
    /// Column: who described.
    package var resultsDescriberColumn: String { pick("describer", "描述者") }
    /// Column: passes.
    package var resultsPassedColumn: String { pick("passed", "跳过") }
    /// Column: the turn's points.
    package var resultsPointsColumn: String { pick("points", "得分") }
    /// Column: notes on the turn.
    package var resultsNoteColumn: String { pick("note", "备注") }
    /// Note: the host corrected the turn.
    package var resultsCorrected: String { pick("corrected", "已更正") }
    /// Note: the host ended the game in this turn.
    package var resultsEndedEarly: String { pick("ended early", "提前结束") }
    /// The heading of `stats --player` (the name already made safe).
    package func playerStatsHeading(_ name: String) -> String { pick("\(name) as describer", "\(name) 的描述记录") }
    /// Said by `stats --player` for a name that never described.
    package func playerNeverDescribed(_ name: String) -> String {
        pick(
            "\(name) described no turn: guess players lists everyone who did",
            "\(name) 没有描述过任何回合：guess players 列出所有描述过的玩家")
    }
    /// The counts line of `stats --player`.
    package func playerCounts(games: Int, turns: Int, shown: Int) -> String {
        pick("games \(games) · turns \(turns) · words shown \(shown)", "局数 \(games) · 回合 \(turns) · 展示词数 \(shown)")
    }
    /// The answers line of `stats --player` (the accuracy already formatted).
    package func playerAnswers(correct: Int, wrong: Int, passed: Int, accuracy: String) -> String {
        pick(
            "right \(correct) · wrong \(wrong) · passed \(passed) · accuracy \(accuracy)",
            "答对 \(correct) · 答错 \(wrong) · 跳过 \(passed) · 正确率 \(accuracy)")
    }
    /// Heading of a player's quickest right answers.
    package var playerBestWords: String { pick("Quickest words", "最快答对的词") }
    /// The report's footer.
    package var resultsFooter: String { pick("Written by guess from its history.", "由 guess 根据历史记录生成。") }
}
