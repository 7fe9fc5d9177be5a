import Foundation

/// What a round came to: counts, accuracy, right/wrong per tier and the fastest word.
public struct RoundSummary: Equatable, Sendable {
    /// Words answered right.
    public var correct: Int
    /// Words answered wrong.
    public var wrong: Int
    /// Right over answered, or nil when nothing was answered.
    public var accuracy: Double?
    /// Right and wrong per tier, in tier order.
    public var byTier: [(tier: Tier, correct: Int, wrong: Int)]
    /// The word guessed right in the least time, with that time.
    public var fastest: (word: String, seconds: Double)?

    /// The summary of `words`.
    public init(words: [PlayedWord]) {
        correct = words.count { $0.result == .correct }
        wrong = words.count { $0.result == .wrong }
        accuracy = correct + wrong > 0 ? Double(correct) / Double(correct + wrong) : nil
        byTier = Tier.allCases.map { tier in
            (tier, words.count { $0.tier == tier && $0.result == .correct },
             words.count { $0.tier == tier && $0.result == .wrong })
        }
        fastest = words.filter { $0.result == .correct }
            .compactMap { word in word.answerSeconds.map { (word.word, $0) } }
            .min { $0.1 < $1.1 }
    }

    public static func == (lhs: RoundSummary, rhs: RoundSummary) -> Bool {
        lhs.correct == rhs.correct && lhs.wrong == rhs.wrong && lhs.accuracy == rhs.accuracy
            && lhs.byTier.elementsEqual(rhs.byTier) { $0 == $1 }
            && lhs.fastest?.word == rhs.fastest?.word && lhs.fastest?.seconds == rhs.fastest?.seconds
    }
}

/// The recap printed after a round: result line, every word with its result, a bar chart per tier.
public enum RecapText {
    /// The recap of `record` as lines of text at most `width` columns wide.
    public static func render(_ record: RoundRecord, strings: Strings, width: Int = 80, colour: Bool = false) -> String {
        let summary = RoundSummary(words: record.words)
        let paint = Paint(enabled: colour)
        var lines: [String] = []
        let heading = record.team.map { "\($0): " } ?? ""
        lines.append(paint.bold(heading + strings.ended(record.endedBy)))
        // The totals on one line, or on as many as `width` needs, three spaces apart.
        var totals: [(painted: String, plain: String)] = [
            (paint.green("✓ \(summary.correct) \(strings.right)"), "✓ \(summary.correct) \(strings.right)"),
            (paint.red("✗ \(summary.wrong) \(strings.wrong)"), "✗ \(summary.wrong) \(strings.wrong)"),
        ]
        if let accuracy = summary.accuracy {
            let text = "\(strings.accuracy) \(Int((accuracy * 100).rounded()))%"
            totals.append((text, text))
        }
        if let fastest = summary.fastest {
            let text = "\(strings.fastest): \(fastest.word) (\(String(format: "%.1f", fastest.seconds)) s)"
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
            var rows: [[String]] = [["#", strings.wordColumn, strings.tierColumn, strings.resultColumn, strings.timeColumn]]
            let wordWidth = max(8, width - 40)
            for (number, word) in record.words.enumerated() {
                let mark = word.result == .correct ? "✓" : word.result == .wrong ? "✗" : "·"
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
    public static func bar(_ value: Int, of maximum: Int, width: Int) -> String {
        guard maximum > 0 else { return String(repeating: " ", count: width) }
        let filled = value == 0 ? 0 : max(1, Int((Double(value) / Double(maximum) * Double(width)).rounded()))
        return String(repeating: "█", count: filled) + String(repeating: " ", count: width - filled)
    }
}
