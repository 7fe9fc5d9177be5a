import Foundation
import GuessGame
import GuessText

/// The "By describer" section of `guess stats`: each player's turns as describer, with their team's right
/// and wrong answers and the answers per minute. Names come from the store and are shown escaped.
package enum DescriberStatsText {
    /// The section, or "" when no turn named its describer.
    package static func render(_ tallies: [DescriberTally], strings: Strings, paint: Paint) -> String {
        guard !tallies.isEmpty else { return "" }
        var rows = [
            [
                strings.playerColumn, strings.teamColumn, strings.turnsColumn, strings.right, strings.wrong,
                strings.answersPerMinuteColumn,
            ]
        ]
        for tally in tallies {
            rows.append([
                OutsideText.forTerminal(tally.player, limit: TeamLineup.nameLimit),
                OutsideText.forTerminal(tally.team, limit: TeamLineup.nameLimit), String(tally.tally.turns),
                String(tally.tally.correct), String(tally.tally.wrong),
                tally.tally.answersPerMinute.map { String(format: "%.1f", $0) } ?? "–",
            ])
        }
        return "\n" + paint.bold(strings.byDescriber) + "\n" + TextTable.render(rows, rightAligned: [2, 3, 4, 5])
    }
}
