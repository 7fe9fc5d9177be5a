import Foundation
import GuessGame
import GuessText

/// Each team's score after every turn (`GameResults.scoreLines`) as a compact chart for the terminal's
/// final lines: one line a team, its name, a block character a point (▁ lowest to █ highest, over every
/// team's points, so lines compare), and its final score.
package enum ScoreSparkline {
    /// Block characters from the lowest score to the highest.
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// Columns a team's name takes at most.
    static let nameColumns = 12

    /// The chart's lines (a heading, then a line a team, in turn order), or none when the game has fewer
    /// than two turns or the lines would not fit in `width` columns.
    package static func lines(_ results: GameResults, width: Int, strings: Strings) -> [String] {
        let lines = results.scoreLines
        guard let count = lines.first?.points.count, results.turns.count >= 2 else { return [] }
        let names = lines.map { line in
            DisplayWidth.truncate(
                line.team.isEmpty ? strings.resultsSingleRound : OutsideText.forTerminal(line.team), to: nameColumns)
        }
        let nameWidth = names.map { DisplayWidth.of($0) }.max() ?? 0
        let scoreWidth = lines.map { String($0.points.last ?? 0).count }.max() ?? 1
        guard nameWidth + 2 + count + 1 + scoreWidth <= width else { return [] }
        let values = lines.flatMap(\.points)
        let low = values.min() ?? 0
        let span = max(1, (values.max() ?? 0) - low)
        var out = [strings.resultsScoreByTurn]
        for (name, line) in zip(names, lines) {
            let bars = line.points.map { blocks[($0 - low) * (blocks.count - 1) / span] }
            out.append(
                DisplayWidth.pad(name, to: nameWidth) + "  " + String(bars) + " "
                    + DisplayWidth.pad(String(line.points.last ?? 0), to: scoreWidth, right: true))
        }
        return out
    }
}
