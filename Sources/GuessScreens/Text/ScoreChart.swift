import Foundation
import GuessGame
import GuessText

/// Each team's score after every turn (`GameResults.scoreLines`) as an inline SVG line chart: a line per
/// team with its own dash and marker shape, named with its final score at its end, tie-break turns shaded
/// and named; each marker carries its team, turn and value in data attributes. Drawn once as `SVGNode`s:
/// the report writes them, the board's page makes them.
package enum ScoreChart {
    static let width = 700.0
    static let height = 250.0
    static let left = 40.0
    static let right = 150.0
    static let top = 14.0
    static let bottom = 36.0
    /// Stroke colours, dark enough on white; the dashes and markers tell the lines apart without them.
    static let colours = ["#1f4e9c", "#b3261e", "#1b6e2a", "#7a3d9a", "#8a5a00", "#00707a"]
    static let dashes = ["", "10 5", "3 4", "12 4 3 4", "6 3", "2 2"]
    /// The words that name each colour of `colours` in a team's name (Latin as whole words, CJK anywhere):
    /// teams are so often named by colour that Red drawn in blue would mislead the room.
    static let colourWords: [[String]] = [
        ["blue", "蓝", "藍"], ["red", "红", "紅"], ["green", "绿", "綠"], ["purple", "violet", "紫"],
        ["orange", "yellow", "gold", "橙", "黄", "黃", "金"], ["teal", "cyan", "青"],
    ]

    /// Each team's colour, in `teams`' order: the colour its name says where it says one no earlier team
    /// took, else the first colour left (then round again).
    static func colours(for teams: [String]) -> [String] {
        var taken = Set<Int>()
        var chosen = [Int?](repeating: nil, count: teams.count)
        for (index, team) in teams.enumerated() {
            let folded = team.lowercased()
            let words = Set(folded.split { !$0.isLetter }.map(String.init))
            let named = colourWords.indices.first { colour in
                !taken.contains(colour)
                    && colourWords[colour].contains { word in
                        word.unicodeScalars.first!.isASCII ? words.contains(word) : folded.contains(word)
                    }
            }
            if let named {
                chosen[index] = named
                taken.insert(named)
            }
        }
        var next = 0
        return chosen.map { colour in
            if let colour { return colours[colour] }
            while taken.contains(next % colours.count) && taken.count < colours.count { next += 1 }
            let free = next % colours.count
            taken.insert(free)
            next += 1
            return colours[free]
        }
    }

    static func svg(_ game: GameResults, strings: Strings) -> String { chart(game, strings: strings).markup + "\n" }

    /// The chart of `game`'s scores as an SVG tree, its text in `strings`' language.
    package static func chart(_ game: GameResults, strings: Strings) -> SVGNode {
        let lines = game.scoreLines
        let count = lines.first?.points.count ?? 1
        let values = lines.flatMap(\.points)
        let low = Double(min(0, values.min() ?? 0))
        let high = Double(max(1, values.max() ?? 1))
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        func x(_ index: Int) -> Double { left + plotWidth * Double(index) / Double(max(1, count - 1)) }
        func y(_ value: Int) -> Double { top + plotHeight * (high - Double(value)) / (high - low) }
        let hasHostPoint = !game.hostPoints.isEmpty
        var out: [SVGNode] = []
        // Tie-break turns: a hatched band, named once.
        let tieBreaks = game.turns.filter(\.isTieBreak).map(\.number)
        if let first = tieBreaks.first, let last = tieBreaks.last {
            // Half a turn either side, inside the plot; named at its foot, where the lines seldom are by then.
            let from = max(left, x(first) - plotWidth / Double(max(1, count - 1)) / 2)
            let to = min(width - right, x(last) + plotWidth / Double(max(1, count - 1)) / 2)
            out.append(
                SVGNode(
                    "rect",
                    [
                        ("class", "tie-break"), ("x", f(from)), ("y", f(top)), ("width", f(to - from)),
                        ("height", f(plotHeight)), ("fill", "#eee"), ("stroke", "#999"), ("stroke-dasharray", "4 3"),
                    ]))
            out.append(
                SVGNode(
                    "text", [("x", f((from + to) / 2)), ("y", f(top + plotHeight - 6)), ("text-anchor", "middle")],
                    text: strings.resultsTieBreak))
        }
        // The value axis: a line at each step, labelled.
        let step = niceStep(high - low)
        var tick = (low / step).rounded(.down) * step
        while tick <= high + 0.001 {
            if tick >= low - 0.001 {
                let position = y(Int(tick.rounded()))
                out.append(
                    SVGNode(
                        "line",
                        [
                            ("x1", f(left)), ("y1", f(position)), ("x2", f(width - right)), ("y2", f(position)),
                            ("stroke", tick == 0 ? "#111" : "#ccc"), ("stroke-width", "1"),
                        ]))
                out.append(
                    SVGNode(
                        "text", [("x", f(left - 6)), ("y", f(position + 4)), ("text-anchor", "end")],
                        text: "\(Int(tick))"))
            }
            tick += step
        }
        // The turn axis: every turn's number (every k-th in a long game), the host's points last.
        let every = max(1, Int((Double(count) / 20).rounded(.up)))
        for index in 0..<count {
            let isHost = hasHostPoint && index == count - 1
            guard isHost || index % every == 0 else { continue }
            let label = isHost ? strings.resultsHostPoints : index == 0 ? "0" : "\(index)"
            out.append(
                SVGNode(
                    "text", [("x", f(x(index))), ("y", f(height - bottom + 16)), ("text-anchor", "middle")],
                    text: label))
        }
        out.append(SVGNode("text", [("x", f(left)), ("y", f(height - 4))], text: strings.resultsTurnAxis))
        // The lines, then their names at their ends, moved apart where final scores are equal.
        var ends: [(y: Double, index: Int)] = []
        let teamColours = colours(for: lines.map(\.team))
        for (index, line) in lines.enumerated() {
            let colour = teamColours[index]
            let dash = dashes[index % dashes.count]
            let team = OutsideText.forTerminal(line.team, limit: 40)
            let points = line.points.enumerated().map { "\(f(x($0.offset))),\(f(y($0.element)))" }
            out.append(
                SVGNode(
                    "polyline",
                    [
                        ("class", "team-line"), ("data-team", team), ("fill", "none"), ("stroke", colour),
                        ("stroke-width", "3"),
                    ]
                        + (dash.isEmpty ? [] : [("stroke-dasharray", dash)])
                        + [("points", points.joined(separator: " "))]))
            // A marker for every turn, or (a long game) every k-th and the last: at most about 60 a line.
            let markEvery = max(1, Int((Double(count) / 60).rounded(.up)))
            for (turn, value) in line.points.enumerated() where turn % markEvery == 0 || turn == count - 1 {
                let attributes = [
                    ("class", "point"), ("data-team", team), ("data-turn", "\(turn)"), ("data-value", "\(value)"),
                    ("fill", colour),
                ]
                out.append(marker(index, x: x(turn), y: y(value), attributes: attributes))
            }
            ends.append((y(line.points.last ?? 0), index))
        }
        var placed: [Double] = []
        for end in ends.sorted(by: { $0.y < $1.y }) {
            let position = max(end.y, (placed.last ?? -100) + 16)
            placed.append(position)
            let line = lines[end.index]
            let name = line.team.isEmpty ? strings.resultsSingleRound : OutsideText.forTerminal(line.team, limit: 14)
            out.append(
                SVGNode(
                    "text", [("class", "line-name"), ("x", f(width - right + 10)), ("y", f(position + 4))],
                    text: "\(name) \(line.points.last ?? 0)"))
        }
        return SVGNode(
            "svg",
            [
                ("class", "score-chart"), ("viewBox", "0 0 \(Int(width)) \(Int(height))"), ("role", "img"),
                ("aria-label", strings.resultsScoreByTurn),
            ], children: out)
    }

    /// A marker of the shape of line `index`: circle, square, triangle, diamond.
    static func marker(_ index: Int, x: Double, y: Double, attributes: [(String, String)]) -> SVGNode {
        let size = 5.0
        switch index % 4 {
        case 0: return SVGNode("circle", attributes + [("cx", f(x)), ("cy", f(y)), ("r", f(size))])
        case 1:
            return SVGNode(
                "rect",
                attributes + [("x", f(x - size)), ("y", f(y - size)), ("width", f(size * 2)), ("height", f(size * 2))])
        case 2:
            return SVGNode(
                "polygon",
                attributes + [
                    (
                        "points",
                        "\(f(x)),\(f(y - size - 1)) \(f(x + size + 1)),\(f(y + size)) \(f(x - size - 1)),\(f(y + size))"
                    )
                ])
        default:
            return SVGNode(
                "polygon",
                attributes + [
                    (
                        "points",
                        "\(f(x)),\(f(y - size - 1)) \(f(x + size + 1)),\(f(y)) \(f(x)),\(f(y + size + 1)) \(f(x - size - 1)),\(f(y))"
                    )
                ])
        }
    }

    /// A step between value lines that gives about five of them: 1, 2, 5, 10, 20, 50…
    static func niceStep(_ span: Double) -> Double {
        let rough = max(1, span / 5)
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        for factor in [1.0, 2.0, 5.0] where factor * magnitude >= rough { return factor * magnitude }
        return 10 * magnitude
    }

    /// A coordinate to one decimal.
    static func f(_ value: Double) -> String { ResultsReport.number(value, digits: 1) }
}
