import Foundation

/// Renders a stats report as aligned text.
public enum StatsText {
    /// A sparkline of `values`, one block character each, scaled between their minimum and maximum.
    public static func sparkline(_ values: [Int]) -> String {
        let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        guard let low = values.min(), let high = values.max() else { return "" }
        guard high > low else { return String(repeating: blocks[values.first == 0 ? 0 : 3], count: values.count) }
        return String(values.map { blocks[($0 - low) * (blocks.count - 1) / (high - low)] })
    }

    /// The whole report.
    public static func render(_ report: StatsReport, language: Language = .en, colour: Bool = false) -> String {
        let strings = Strings(language)
        let paint = Paint(enabled: colour)
        guard report.rounds > 0 else {
            return strings.noRoundsYet + "\n"
        }
        var out = ""
        let accuracy = report.accuracy.map { "\(Int(($0 * 100).rounded()))%" } ?? "–"
        out += paint.bold(strings.totals) + "\n"
        out += TextTable.render([
            [strings.roundsLabel, String(report.rounds)],
            [strings.right, String(report.correct)],
            [strings.wrong, String(report.wrong)],
            [strings.accuracy, accuracy],
        ], rightAligned: [1])
        out += "\n" + paint.bold(strings.accuracyByTier) + "\n"
        var rows: [[String]] = []
        for tally in report.byTier where tally.correct + tally.wrong > 0 {
            let share = Double(tally.correct) / Double(tally.correct + tally.wrong)
            rows.append([
                strings.tier(tally.tier), paint.green(RecapText.bar(Int((share * 100).rounded()), of: 100, width: 20)),
                "\(Int((share * 100).rounded()))%", "\(tally.correct)/\(tally.correct + tally.wrong)",
            ])
        }
        out += TextTable.render(rows, rightAligned: [2, 3])
        if !report.hardest.isEmpty {
            out += "\n" + paint.bold(strings.hardestWords(minimumPlays: report.minimumPlays)) + "\n"
            var hardRows: [[String]] = [[strings.wordColumn, strings.missedColumn, strings.playsColumn]]
            for word in report.hardest {
                hardRows.append([word.word, String(word.misses), String(word.plays)])
            }
            out += TextTable.render(hardRows, rightAligned: [1, 2])
        }
        if !report.fastest.isEmpty {
            out += "\n" + paint.bold(strings.fastestWords) + "\n"
            out += TextTable.render(report.fastest.map { [$0.word, String(format: "%.1f s", $0.seconds)] }, rightAligned: [1])
        }
        if !report.trend.isEmpty {
            let title = strings.trendTitle(rounds: report.trend.count)
            out += "\n" + paint.bold(title) + "\n"
            out += sparkline(report.trend) + "  \(report.trend.first!) → \(report.trend.last!)\n"
        }
        return out
    }
}
