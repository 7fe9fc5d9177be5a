import Foundation

/// Each describer's words right and pace (`GameResults.describers`) as an inline SVG bar chart: two bars a
/// describer, solid for the words right and hatched for the right answers per minute, each with its value
/// written beside it and in a `data-value` attribute. `key` makes the ids of one chart unique in a report.
enum DescriberChart {
    static let width = 440.0
    static let labelWidth = 150.0
    static let barSpace = 170.0

    static func svg(_ describers: [GameResults.Describer], strings: Strings, key: Int) -> String {
        guard !describers.isEmpty else {
            return "<p class=\"no-describers\">\(ResultsReport.escape(strings.resultsNoDescribers))</p>\n"
        }
        // Rows share about 230 units: a long list gets thinner rows, never a taller chart than that.
        let row = min(44, max(16, 230 / Double(describers.count)))
        let height = row * Double(describers.count) + 4
        let mostRight = Double(max(1, describers.map(\.correct).max() ?? 1))
        let fastest = max(0.1, describers.compactMap(\.rightsPerMinute).max() ?? 0.1)
        var out = "<svg class=\"describer-chart\" viewBox=\"0 0 \(Int(width)) \(Int(height.rounded(.up)))\" "
        out += "role=\"img\" aria-label=\"\(ResultsReport.escape(strings.resultsDescribers))\">\n"
        out += "<defs><pattern id=\"hatch-\(key)\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
        out += "patternTransform=\"rotate(45)\"><rect width=\"2\" height=\"6\" fill=\"#111\"/></pattern></defs>\n"
        let textSize = min(13, row * 0.42)
        for (index, describer) in describers.enumerated() {
            let top = Double(index) * row + 2
            let player = ResultsReport.outside(describer.player, limit: 16)
            let team = describer.team.isEmpty ? "" : " · " + ResultsReport.outside(describer.team, limit: 12)
            let data =
                "data-player=\"\(ResultsReport.outside(describer.player))\" "
                + "data-team=\"\(ResultsReport.outside(describer.team))\""
            out += "<text x=\"\(f(labelWidth - 6))\" y=\"\(f(top + row * 0.55))\" text-anchor=\"end\" "
            out += "style=\"font-size:\(f(textSize))px\">\(player)\(team)</text>\n"
            let rightWidth = barSpace * Double(describer.correct) / mostRight
            out += "<rect class=\"bar rights\" \(data) data-value=\"\(describer.correct)\" x=\"\(f(labelWidth))\" "
            out +=
                "y=\"\(f(top + row * 0.08))\" width=\"\(f(rightWidth))\" height=\"\(f(row * 0.38))\" fill=\"#111\"/>\n"
            out += "<text x=\"\(f(labelWidth + rightWidth + 4))\" y=\"\(f(top + row * 0.4))\" "
            out +=
                "style=\"font-size:\(f(textSize))px\">\(ResultsReport.escape(strings.resultsRights(describer.correct)))</text>\n"
            let pace = describer.rightsPerMinute
            let paceWidth = barSpace * (pace ?? 0) / fastest
            if let pace {
                out += "<rect class=\"bar pace\" \(data) data-value=\"\(ResultsReport.number(pace))\" "
                out += "x=\"\(f(labelWidth))\" y=\"\(f(top + row * 0.5))\" width=\"\(f(paceWidth))\" "
                out += "height=\"\(f(row * 0.34))\" fill=\"url(#hatch-\(key))\" stroke=\"#111\" stroke-width=\"1\"/>\n"
            }
            out += "<text x=\"\(f(labelWidth + paceWidth + 4))\" y=\"\(f(top + row * 0.8))\" "
            out +=
                "style=\"font-size:\(f(textSize))px\">\(ResultsReport.escape(pace.map(strings.resultsPace) ?? strings.resultsNoPace))</text>\n"
        }
        return out + "</svg>\n"
    }

    static func f(_ value: Double) -> String { ResultsReport.number(value, digits: 1) }
}
