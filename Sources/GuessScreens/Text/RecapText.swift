import Foundation
import GuessGame
import GuessText

/// The recap printed after a round: result line, every word with its result, a bar chart per tier.
package enum RecapText {
    /// The recap of `record` as text laid out for a terminal `width` columns wide: word columns and bars
    /// shrink with it, but a long word or team name may still make a line wider (it is never cut).
    package static func render(_ record: RoundRecord, strings: Strings, width: Int = 80, colour: Bool = false) -> String
    {
        let summary = RoundSummary(words: record.words)
        let paint = Paint(enabled: colour)
        var lines: [String] = []
        let heading =
            record.team.map {
                "\(strings.team($0, describer: record.describer.map { OutsideText.forTerminal($0) }))\(strings.colon)"
            }
            ?? ""
        lines.append(paint.bold(heading + strings.ended(record.endedBy)))
        // The totals on one line, or on as many as `width` needs, three spaces apart.
        var totals: [(painted: String, plain: String)] = [
            (paint.green("✓ \(summary.correct) \(strings.right)"), "✓ \(summary.correct) \(strings.right)"),
            (paint.red("✗ \(summary.wrong) \(strings.wrong)"), "✗ \(summary.wrong) \(strings.wrong)"),
        ]
        if record.passed > 0 {
            let text = "\(strings.resultMark(.passed)) \(record.passed) \(strings.passedLabel)"
            totals.append((text, text))
        }
        if record.corrected { totals.append((strings.correctedNote, strings.correctedNote)) }
        if let accuracy = summary.accuracy {
            let text = "\(strings.accuracy) \(Int((accuracy * 100).rounded()))%"
            totals.append((text, text))
        }
        if let fastest = summary.fastest {
            let text =
                "\(strings.fastest)\(strings.colon)\(fastest.word)\(strings.parenthesised(strings.seconds(fastest.seconds)))"
            totals.append((text, text))
        }
        var line: (painted: String, plain: String) = ("", "")
        for part in totals {
            if !line.plain.isEmpty && DisplayWidth.of(line.plain + "   " + part.plain) > width {
                lines.append(line.painted)
                line = ("", "")
            }
            line = line.plain.isEmpty ? part : (line.painted + "   " + part.painted, line.plain + "   " + part.plain)
        }
        lines.append(line.painted)
        lines.append("")
        if record.words.isEmpty {
            lines.append(strings.noWords)
        } else {
            lines.append(paint.bold(strings.wordsHeading))
            var rows: [[String]] = [
                ["#", strings.wordColumn, strings.tierColumn, strings.resultColumn, strings.timeColumn]
            ]
            let wordWidth = max(8, width - 40)
            for (number, word) in record.words.enumerated() {
                let mark = strings.resultMark(word.result)
                rows.append([
                    String(number + 1), DisplayWidth.truncate(word.word, to: wordWidth), strings.tier(word.tier),
                    "\(mark) \(strings.result(word.result))",
                    word.answerSeconds.map { String(format: "%.1f s", $0) } ?? "",
                ])
            }
            lines += TextTable.render(rows, rightAligned: [0, 4]).split(separator: "\n").map(String.init)
            let most = summary.byTier.map { max($0.correct, $0.wrong) }.max() ?? 0
            let barWidth = max(4, min(20, (width - 30) / 2))
            var chart: [[String]] = []
            for entry in summary.byTier where entry.correct + entry.wrong > 0 {
                chart.append([
                    strings.tier(entry.tier),
                    paint.green(bar(entry.correct, of: most, width: barWidth)), "✓ \(entry.correct)",
                    paint.red(bar(entry.wrong, of: most, width: barWidth)), "✗ \(entry.wrong)",
                ])
            }
            if !chart.isEmpty {
                lines.append("")
                lines.append(paint.bold(strings.perTier))
                lines += TextTable.render(chart).split(separator: "\n").map(String.init)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A bar of `value` out of `maximum` in `width` cells (at least one cell for a non-zero value).
    package static func bar(_ value: Int, of maximum: Int, width: Int) -> String {
        guard maximum > 0 else { return String(repeating: " ", count: width) }
        let filled = value == 0 ? 0 : max(1, Int((Double(value) / Double(maximum) * Double(width)).rounded()))
        return String(repeating: "█", count: filled) + String(repeating: " ", count: width - filled)
    }
}
