import GuessText
import GuessWords

// MARK: - History (`history`, `history show`, `history delete`; added with issue 12)

extension Strings {
    /// Said by `guess history` when the store holds no game.
    package var noGamesYet: String {
        pick("No games played yet. Start one with: guess play", "还没有玩过任何一局。开始一局：guess play")
    }
    /// Said when filters leave nothing.
    package var nothingMatches: String { pick("No games match these filters.", "没有符合条件的对局。") }
    /// The first line of `guess history show` (bank and date already formatted and made safe).
    package func gameHeading(id: Int64, date: String, banks: String, seconds: Int?) -> String {
        let length = seconds.map { " · " + self.seconds($0) } ?? ""
        return pick("Game \(id) · \(date) · \(banks)\(length)", "第 \(id) 局 · \(date) · \(banks)\(length)")
    }
    /// The teams line of a party game in `history show`.
    package func gameTeams(_ teams: [String], turnsEach: Int?) -> String {
        let names = teams.joined(separator: listSeparator)
        guard let turnsEach else { return pick("Teams: \(names)", "队伍：\(names)") }
        return pick(
            "Teams: \(names) · \(turnsEach) turn\(turnsEach == 1 ? "" : "s") each", "队伍：\(names) · 每队 \(turnsEach) 回合")
    }
    /// The line above each turn's recap in `history show`.
    package func turnTitle(_ turn: Int) -> String { pick("── Turn \(turn) ──", "── 第 \(turn) 回合 ──") }
    /// The question of `history delete` (the description already made safe).
    package func confirmDelete(id: Int64, description: String) -> String {
        pick("Delete game \(id) (\(description))? [y/N] ", "删除第 \(id) 局（\(description)）吗？[y/N] ")
    }
    /// Said after a game was deleted.
    package func deleted(id: Int64) -> String { pick("Deleted game \(id).", "已删除第 \(id) 局。") }
}

// MARK: - `guess bank` (issue 12)

extension Strings {
    /// `guess bank` column: the entries.
    package var entriesColumn: String { pick("entries", "词条") }
    /// `guess bank show` column: the tier's weight.
    package var weightColumn: String { pick("weight", "权重") }
    /// `guess bank show` column: the tier's share of the draw.
    package var shareColumn: String { pick("share", "占比") }
    /// `guess bank` row or column: the total.
    package var total: String { pick("total", "合计") }
    /// `guess bank list`: marks the configured bank.
    package var defaultMarker: String { pick("(default)", "（默认）") }
    /// `guess bank show`: the line naming the bank.
    package func bankLine(_ label: String) -> String { pick("bank: \(label)", "词库：\(label)") }
    /// `guess bank check`: a list that loads, with its entries per tier (counts in tier order).
    package func listOK(_ file: String, entries: Int, countsByTier: [Int]) -> String {
        let counts = zip(Tier.allCases, countsByTier).map { "\(tier($0)) \($1)" }.joined(separator: listSeparator)
        return pick("\(file): ok, \(entries) entries (\(counts))", "\(file)：通过，共 \(entries) 条（\(counts)）")
    }
    /// `guess bank check`: a list that was rejected.
    package func listRejected(_ file: String) -> String { pick("\(file): rejected", "\(file)：未通过") }
}
