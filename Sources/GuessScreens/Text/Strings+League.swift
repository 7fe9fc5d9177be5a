import GuessGame
import GuessText
import GuessWords

// The league's text: `guess league`, `guess players`.
extension Strings {
    /// Heading of a league's table: its name (nil: the games without one) and the games it counts.
    package func leagueHeading(_ name: String?, games: Int) -> String {
        let counted = pick("\(games) game\(games == 1 ? "" : "s")", "\(games) 局")
        guard let name else { return pick("League (\(counted))", "联赛（\(counted)）") }
        return pick("League \(name) (\(counted))", "联赛 \(name)（\(counted)）")
    }
    /// Heading of a game's rating changes at its end (nil: the unnamed league).
    package func leagueChangesHeading(_ name: String?) -> String {
        guard let name else { return pick("League ratings (guess league):", "联赛评分（guess league）：") }
        return pick("League \(name) ratings (guess league \(name)):", "联赛 \(name) 评分（guess league \(name)）：")
    }
    /// Heading of a game's league table in the results report (nil: the unnamed league).
    package func leagueRatingsTitle(_ name: String?) -> String {
        guard let name else { return pick("League ratings", "联赛评分") }
        return pick("League \(name) ratings", "联赛 \(name) 评分")
    }
    /// Said when a league has no game that counts.
    package var noLeagueGames: String {
        pick(
            "No game counts in this league yet: a party game played out, with players named on two teams or more.",
            "这个联赛还没有计入的对局：需要打完的多队对局，且至少两队写明了队员。")
    }
    /// League column: the rating (mu - 3 sigma).
    package var ratingColumn: String { pick("rating", "评分") }
    /// League column: the rating after each game.
    package var trendColumn: String { pick("trend", "走势") }
    /// League column: the change at the player's last game.
    package var lastChangeColumn: String { pick("last", "上局") }
    /// Under the table: what the rating is.
    package var ratingExplained: String {
        pick(
            "rating: mu - 3 sigma of the Weng-Lin (Plackett-Luce) model; --format json gives mu and sigma.",
            "评分：Weng-Lin（Plackett-Luce）模型的 mu - 3 sigma；--format json 给出 mu 和 sigma。")
    }
    /// League column: the describer's figure (weighted: not the results' right answers a minute).
    package var paceColumn: String { pick("weighted pace", "加权速度") }
    /// Under the table: what the describer's figure is, with each tier's weight (`LeagueTable.difficulty`).
    package var paceExplained: String {
        let weights = Tier.allCases.map { "\(tier($0)) \(Int(LeagueTable.difficulty($0)))" }.joined(
            separator: listSeparator)
        return pick(
            "weighted pace: right answers a minute as describer, each weighted by its tier (\(weights)).",
            "加权速度：作为描述者每分钟答对的词数，按难度加权（\(weights)）。")
    }
    /// Games of a league played through a pipe and left out.
    package func scriptedGamesLeftOut(_ count: Int) -> String? {
        guard count > 0 else { return nil }
        return pick(
            "\(count) scripted game\(count == 1 ? "" : "s") (played through a pipe) left out; --include-scripted counts them.",
            "已略过 \(count) 局脚本对局（通过管道进行）；加 --include-scripted 可计入。")
    }
    /// `guess players`' column: the other spellings of a player's name.
    package var spellingsColumn: String { pick("also written", "其他写法") }
    /// `guess players`' column: a merge's number.
    package var mergeColumn: String { pick("merge", "合并") }
    /// Heading of the merges `guess players` lists.
    package var mergesHeading: String { pick("Merges", "合并记录") }
    /// Said when no game names a player.
    package var noPlayersYet: String { pick("No game names a player yet.", "还没有对局写明队员。") }
    /// A merge made: `name` now counts as `into`.
    package func merged(_ name: String, into: String, id: Int64) -> String {
        pick(
            "\(name) now counts as \(into) (merge \(id); guess players unmerge \(id) undoes it).",
            "\(name) 现在计为 \(into)（合并 \(id)；guess players unmerge \(id) 可撤销）。")
    }
    /// A merge undone.
    package func unmerged(_ id: Int64) -> String { pick("Merge \(id) undone.", "已撤销合并 \(id)。") }
    /// A merge's line in `guess players`: in force, or undone.
    package func mergeLine(_ name: String, into: String, undone: Bool) -> String {
        undone ? pick("\(name) → \(into) (undone)", "\(name) → \(into)（已撤销）") : "\(name) → \(into)"
    }
}
