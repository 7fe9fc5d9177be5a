import Foundation
import GuessGame
import GuessText

/// Renders a stats report as aligned text in the interface language. Words and team names come from the
/// store and are shown escaped.
package enum StatsText {
    private static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// A sparkline of `values`, one block character each, scaled between their minimum and maximum.
    package static func sparkline(_ values: [Int]) -> String { sparkline(values.map(Double.init)) }

    /// A sparkline of `values`, one block character each, scaled between their minimum and maximum.
    package static func sparkline(_ values: [Double]) -> String {
        guard let low = values.min(), let high = values.max() else { return "" }
        guard high > low else { return String(repeating: blocks[values.first == 0 ? 0 : 3], count: values.count) }
        return String(
            values.map { value in
                blocks[
                    min(blocks.count - 1, Int(((value - low) / (high - low) * Double(blocks.count - 1)).rounded(.down)))
                ]
            })
    }

    /// The whole report.
    package static func render(_ report: StatsReport, language: Language = .en, colour: Bool = false) -> String {
        let strings = Strings(language)
        let paint = Paint(enabled: colour)
        let leftOut = strings.scriptedRoundsLeftOut(report.scriptedRoundsLeftOut).map { $0 + "\n" } ?? ""
        guard report.rounds > 0 else {
            return (report.isFiltered ? strings.noRoundsMatch : strings.noRoundsYet) + "\n" + leftOut
        }
        var out = ""
        let accuracy = report.accuracy.map { "\(Int(($0 * 100).rounded()))%" } ?? "–"
        out += paint.bold(strings.totals) + "\n"
        out += TextTable.render(
            [
                [strings.gamesLabel, String(report.games)],
                [strings.roundsLabel, String(report.rounds)],
                [strings.right, String(report.correct)],
                [strings.wrong, String(report.wrong)],
            ] + (report.passed > 0 ? [[strings.passedLabel, String(report.passed)]] : []) + [
                [strings.accuracy, accuracy]
            ], rightAligned: [1])
        if !report.teams.isEmpty {
            out += "\n" + paint.bold(strings.byTeam) + "\n"
            var rows = [
                [
                    strings.teamColumn, strings.gamesColumn, strings.turnsColumn, strings.right, strings.wrong,
                    strings.answersPerMinuteColumn,
                ]
            ]
            for team in report.teams {
                let tally = team.tally
                rows.append([
                    team.team.map { OutsideText.forTerminal($0, limit: 40) } ?? strings.singleRounds,
                    String(team.games), String(tally.turns), String(tally.correct), String(tally.wrong),
                    tally.answersPerMinute.map { String(format: "%.1f", $0) } ?? "–",
                ])
            }
            out += TextTable.render(rows, rightAligned: [1, 2, 3, 4, 5])
        }
        var tierRows: [[String]] = []
        for tally in report.byTier where tally.correct + tally.wrong > 0 {
            let share = Double(tally.correct) / Double(tally.correct + tally.wrong)
            tierRows.append([
                strings.tier(tally.tier), paint.green(RecapText.bar(Int((share * 100).rounded()), of: 100, width: 20)),
                "\(Int((share * 100).rounded()))%", "\(tally.correct)/\(tally.correct + tally.wrong)",
            ])
        }
        if !tierRows.isEmpty {
            out += "\n" + paint.bold(strings.accuracyByTier) + "\n"
            out += TextTable.render(tierRows, rightAligned: [2, 3])
        }
        if !report.hardest.isEmpty {
            out += "\n" + paint.bold(strings.hardestWords(minimumPlays: report.minimumPlays)) + "\n"
            var hardRows: [[String]] = [[strings.wordColumn, strings.missedColumn, strings.playsColumn]]
            for word in report.hardest {
                hardRows.append([
                    OutsideText.forTerminal(word.word, limit: 40), String(word.misses), String(word.plays),
                ])
            }
            out += TextTable.render(hardRows, rightAligned: [1, 2])
        } else if report.wordsAnswered > 0 {
            out +=
                "\n"
                + (report.mostPlays < report.minimumPlays
                    ? strings.noHardestWords(minimumPlays: report.minimumPlays, mostPlays: report.mostPlays)
                    : strings.noMissedWords(minimumPlays: report.minimumPlays)) + "\n"
        }
        if !report.fastest.isEmpty {
            out += "\n" + paint.bold(strings.fastestWords) + "\n"
            out += TextTable.render(
                report.fastest.map { [OutsideText.forTerminal($0.word, limit: 40), strings.seconds($0.seconds)] },
                rightAligned: [1])
        }
        if let first = report.trend.first, let last = report.trend.last {
            out += "\n" + paint.bold(strings.answersPerMinuteTrend(rounds: report.trend.count)) + "\n"
            out += sparkline(report.trend) + String(format: "  %.1f → %.1f\n", first, last)
        }
        if !leftOut.isEmpty { out += "\n" + leftOut }
        return out
    }
}
