import Foundation
import GuessGame
import GuessText

/// `guess stats --player NAME`: a player's turns as describer over every game, as text. Names and words
/// come from the store and are shown escaped.
package enum PlayerStatsText {
    /// The lines, or the one line that says the player never described.
    package static func render(_ stats: PlayerStats, strings: Strings, paint: Paint) -> String {
        let name = OutsideText.forTerminal(stats.player, limit: TeamLineup.nameLimit)
        guard stats.tally.turns > 0 else { return strings.playerNeverDescribed(name) + "\n" }
        var out = paint.bold(strings.playerStatsHeading(name)) + "\n"
        out += strings.playerCounts(games: stats.games, turns: stats.tally.turns, shown: stats.tally.shown) + "\n"
        out +=
            strings.playerAnswers(
                correct: stats.tally.correct, wrong: stats.tally.wrong, passed: stats.tally.passed,
                accuracy: stats.tally.accuracy.map { String(format: "%.0f%%", $0 * 100) } ?? "–") + "\n"
        out += (stats.tally.rightsPerMinute.map(strings.resultsPace) ?? strings.resultsNoPace) + "\n"
        guard !stats.bestWords.isEmpty else { return out }
        out += "\n" + paint.bold(strings.playerBestWords) + "\n"
        let rows = stats.bestWords.map { moment in
            [
                OutsideText.forTerminal(moment.word, limit: 30), strings.resultsSeconds(moment.seconds),
                OutsideText.forTerminal(moment.team, limit: TeamLineup.nameLimit),
            ]
        }
        return out + TextTable.render(rows, rightAligned: [1])
    }
}
