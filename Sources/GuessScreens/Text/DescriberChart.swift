import Foundation
import GuessGame
import GuessText

/// Each describer's words right and pace (`GameResults.describers`) as an inline SVG bar chart: two bars a
/// describer, solid for the words right and hatched for the right answers per minute, each with its value
/// written beside it and in a `data-value` attribute. `key` makes the ids of one chart unique in a report.
/// Drawn once as `SVGNode`s: the report writes them, the board's page makes them.
package enum DescriberChart {
    static let width = 440.0
    static let labelWidth = 150.0
    static let barSpace = 170.0

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
        let height = row * Double(describers.count) + 4
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
        let textSize = ("style", "font-size:\(f(min(13, row * 0.42)))px")
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
            let rightWidth = barSpace * Double(describer.tally.correct) / mostRight
            out.append(
                SVGNode(
                    "rect",
                    [("class", "bar rights")] + data + [
                        ("data-value", "\(describer.tally.correct)"), ("x", f(labelWidth)), ("y", f(top + row * 0.08)),
                        ("width", f(rightWidth)), ("height", f(row * 0.38)), ("fill", "#111"),
                    ]))
            out.append(
                SVGNode(
                    "text", [("x", f(labelWidth + rightWidth + 4)), ("y", f(top + row * 0.4)), textSize],
                    text: strings.resultsRights(describer.tally.correct)))
            let pace = describer.tally.rightsPerMinute
            let paceWidth = barSpace * (pace ?? 0) / fastest
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
            out.append(
                SVGNode(
                    "text", [("x", f(labelWidth + paceWidth + 4)), ("y", f(top + row * 0.8)), textSize],
                    text: pace.map(strings.resultsPace) ?? strings.resultsNoPace))
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
