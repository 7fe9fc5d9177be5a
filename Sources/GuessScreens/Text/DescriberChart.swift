import Foundation
import GuessGame
import GuessText

/// Each describer's words right and pace (`GameResults.describers`) as an inline SVG bar chart: two bars a
/// describer, solid for the words right and hatched for the right answers per minute, each with its value
/// written beside it and in a `data-value` attribute. `key` makes the ids of one chart unique in a report.
/// Drawn once as `SVGNode`s: the report writes them, the board's page makes them.
///
/// Up to `twoLineRows` describers each get two lines of text (words right, pace); more get one line each
/// ("2 right · 3.1 right/min"), the pace left out where there is none and one note under the chart saying
/// why. Two lines a row for twelve describers drew the board's text at 18 px in a 1080-line window and ran
/// each row's second line into the next row; one line keeps it at 13 units, 29 px there.
package enum DescriberChart {
    static let width = 440.0
    static let labelWidth = 150.0
    static let barSpace = 170.0
    /// The most describers drawn with two lines of text each: more would shrink the text below 13 units.
    static let twoLineRows = 7
    /// The text's size, in the chart's units.
    static let textUnits = 13.0
    /// The longest bar of a one-line row: its text ("5 right · 3.1 right/min", 答对 5 · 每分钟答对 3.1) needs
    /// some 170 units after it.
    static let oneLineBarSpace = 100.0

    static func svg(_ describers: [GameResults.Describer], strings: Strings, key: Int) -> String {
        guard let chart = chart(describers, strings: strings, key: key) else {
            return "<p class=\"no-describers\">\(ResultsReport.escape(strings.resultsNoDescribers))</p>\n"
        }
        return chart.markup + "\n"
    }

    /// The chart, nil when no describer was named.
    package static func chart(_ describers: [GameResults.Describer], strings: Strings, key: Int) -> SVGNode? {
        guard !describers.isEmpty else { return nil }
        // Rows share about 230 units: a long list gets thinner rows, never a taller chart than that.
        let row = min(44, max(16, 230 / Double(describers.count)))
        let oneLine = describers.count > twoLineRows
        let note = oneLine && describers.contains { $0.tally.rightsPerMinute == nil }
        let bars = oneLine ? oneLineBarSpace : barSpace
        let height = row * Double(describers.count) + 4 + (note ? textUnits * 1.6 : 0)
        let mostRight = Double(max(1, describers.map(\.tally.correct).max() ?? 1))
        let fastest = max(0.1, describers.compactMap(\.tally.rightsPerMinute).max() ?? 0.1)
        var out = [
            SVGNode(
                "defs", [],
                children: [
                    SVGNode(
                        "pattern",
                        [
                            ("id", "hatch-\(key)"), ("width", "6"), ("height", "6"), ("patternUnits", "userSpaceOnUse"),
                            ("patternTransform", "rotate(45)"),
                        ], children: [SVGNode("rect", [("width", "2"), ("height", "6"), ("fill", "#111")])])
                ])
        ]
        let textSize = ("style", "font-size:\(f(min(textUnits, row * (oneLine ? 0.72 : 0.42))))px")
        for (index, describer) in describers.enumerated() {
            let top = Double(index) * row + 2
            let player = OutsideText.forTerminal(describer.player, limit: 16)
            let team = describer.team.isEmpty ? "" : " · " + OutsideText.forTerminal(describer.team, limit: 12)
            let data = [
                ("data-player", OutsideText.forTerminal(describer.player, limit: 40)),
                ("data-team", OutsideText.forTerminal(describer.team, limit: 40)),
            ]
            out.append(
                SVGNode(
                    "text", [("x", f(labelWidth - 6)), ("y", f(top + row * 0.55)), ("text-anchor", "end"), textSize],
                    text: player + team))
            let rightWidth = bars * Double(describer.tally.correct) / mostRight
            out.append(
                SVGNode(
                    "rect",
                    [("class", "bar rights")] + data + [
                        ("data-value", "\(describer.tally.correct)"), ("x", f(labelWidth)), ("y", f(top + row * 0.08)),
                        ("width", f(rightWidth)), ("height", f(row * 0.38)), ("fill", "#111"),
                    ]))
            let pace = describer.tally.rightsPerMinute
            let paceWidth = bars * (pace ?? 0) / fastest
            if !oneLine {
                out.append(
                    SVGNode(
                        "text", [("x", f(labelWidth + rightWidth + 4)), ("y", f(top + row * 0.4)), textSize],
                        text: strings.resultsRights(describer.tally.correct)))
            }
            if let pace {
                out.append(
                    SVGNode(
                        "rect",
                        [("class", "bar pace")] + data + [
                            ("data-value", ResultsReport.number(pace)), ("x", f(labelWidth)),
                            ("y", f(top + row * 0.5)), ("width", f(paceWidth)), ("height", f(row * 0.34)),
                            ("fill", "url(#hatch-\(key))"), ("stroke", "#111"), ("stroke-width", "1"),
                        ]))
            }
            if oneLine {
                let values =
                    [strings.resultsRights(describer.tally.correct)] + (pace.map { [strings.resultsPace($0)] } ?? [])
                out.append(
                    SVGNode(
                        "text",
                        [("x", f(labelWidth + max(rightWidth, paceWidth) + 4)), ("y", f(top + row * 0.55)), textSize],
                        text: values.joined(separator: " · ")))
            } else {
                out.append(
                    SVGNode(
                        "text", [("x", f(labelWidth + paceWidth + 4)), ("y", f(top + row * 0.8)), textSize],
                        text: pace.map(strings.resultsPace) ?? strings.resultsNoPace))
            }
        }
        if note {
            out.append(
                SVGNode(
                    "text",
                    [
                        ("class", "no-pace"), ("x", f(labelWidth)),
                        ("y", f(row * Double(describers.count) + 4 + textUnits)),
                        ("style", "font-size:\(f(textUnits))px"),
                    ], text: strings.resultsNoPace))
        }
        return SVGNode(
            "svg",
            [
                ("class", "describer-chart"), ("viewBox", "0 0 \(Int(width)) \(Int(height.rounded(.up)))"),
                ("role", "img"), ("aria-label", strings.resultsDescribers),
            ], children: out)
    }

    static func f(_ value: Double) -> String { ResultsReport.number(value, digits: 1) }
}
