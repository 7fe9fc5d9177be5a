import Foundation

/// The scoreboard as text lines: rank, team, score, turns.
public enum ScoreboardText {
    /// The table, winner first (the first row in bold); team names are shown escaped.
    public static func render(_ game: PartyGame, strings: Strings, paint: Paint) -> String {
        var rows: [[String]] = [["#", strings.teamColumn, strings.scoreColumn, strings.turnsColumn]]
        var rank = 0
        var previous: Int?
        for (index, entry) in game.scoreboard.enumerated() {
            if entry.score != previous { rank = index + 1 }
            previous = entry.score
            rows.append([
                String(rank), OutsideText.forTerminal(entry.team), String(entry.score),
                String(game.turnsPlayed(by: entry.team)),
            ])
        }
        let table = TextTable.render(rows, rightAligned: [0, 2, 3])
        var lines = table.split(separator: "\n").map(String.init)
        if lines.count > 1 { lines[1] = paint.bold(lines[1]) }
        return paint.bold(strings.scoreboard) + "\n" + lines.joined(separator: "\n") + "\n"
    }

    /// The end of a party game as lines: the scoreboard, then the `winners` (one, or the teams tied for
    /// first) as the game's outcome names them (`GameOutcome`; none for a game cut short).
    public static func finalLines(_ game: PartyGame, winners: [String], strings: Strings, paint: Paint) -> [String] {
        var lines = render(game, strings: strings, paint: paint).split(separator: "\n").map(String.init)
        if !winners.isEmpty {
            lines.append(paint.bold(strings.winner(winners.map { OutsideText.forTerminal($0) })))
        }
        return lines
    }
}
