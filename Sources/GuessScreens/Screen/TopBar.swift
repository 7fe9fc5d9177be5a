import GuessText

/// The round screen's top bar: wrong count on the left, the clock in the middle, right count on the right;
/// in big digits where the terminal has room, else on one line of text.
struct TopBar {
    var correct: Int
    var wrong: Int
    var secondsLeft: Int
    /// Whether the clock is red.
    var warning: Bool

    /// The one-line bar: `✗ 2 wrong      2:05      right 7 ✓` (labels dropped below 40 columns).
    func textLine(width: Int, strings: Strings, paint: Paint) -> ScreenLine {
        let clockText = RoundScreen.formatClock(secondsLeft)
        let clock = warning ? paint.boldRed(clockText) : paint.bold(clockText)
        let left = "✗ \(wrong)"
        let right = "\(correct) ✓"
        let leftLabel = width >= 40 ? "\(left) \(strings.wrong)" : left
        let rightLabel = width >= 40 ? "\(strings.right) \(right)" : right
        return spread(
            (paint.red(leftLabel), leftLabel), (clock, clockText), (paint.green(rightLabel), rightLabel), width: width)
    }

    /// The bar in big digits at `scale` (`BigDigits.rows(scale:)` lines), or nil when it is wider than `width`.
    func bigLines(scale: Int, width: Int, paint: Paint) -> [ScreenLine]? {
        guard let left = BigDigits.render("✗ \(wrong)", scale: scale),
            let middle = BigDigits.render(RoundScreen.formatClock(secondsLeft), scale: scale),
            let right = BigDigits.render("\(correct) ✓", scale: scale)
        else { return nil }
        let leftWidth = left[0].count
        let middleWidth = middle[0].count
        let rightWidth = right[0].count
        let middleStart = (width - middleWidth) / 2
        let gap = max(2, scale)
        guard middleStart >= leftWidth + gap, middleStart + middleWidth + gap <= width - rightWidth else { return nil }
        let warning = warning
        let gapOne = String(repeating: " ", count: middleStart - leftWidth)
        let gapTwo = String(repeating: " ", count: width - rightWidth - middleStart - middleWidth)
        return (0..<left.count).map { row -> ScreenLine in
            let clock = warning ? paint.boldRed(middle[row]) : paint.bold(middle[row])
            let parts: [(painted: String, plain: String)] = [
                (paint.red(left[row]), left[row]), (gapOne, gapOne), (clock, middle[row]), (gapTwo, gapTwo),
                (paint.green(right[row]), right[row]),
            ]
            return Self.joinTrimmed(parts)
        }
    }

    /// Parts joined into a line, trailing blank parts and trailing spaces dropped (colour kept intact).
    static func joinTrimmed(_ parts: [(painted: String, plain: String)]) -> ScreenLine {
        var parts = parts
        while let last = parts.last, ScreenLine.trimmed(last.plain).isEmpty { parts.removeLast() }
        guard let last = parts.popLast() else { return .blank }
        let trimmed = ScreenLine.trimmed(last.plain)
        let painted = last.painted == last.plain ? trimmed : last.painted
        return ScreenLine(
            painted: parts.map(\.painted).joined() + painted, plain: parts.map(\.plain).joined() + trimmed)
    }

    private func spread(
        _ left: (painted: String, plain: String), _ middle: (painted: String, plain: String),
        _ right: (painted: String, plain: String), width: Int
    ) -> ScreenLine {
        let leftWidth = DisplayWidth.of(left.plain)
        let middleWidth = DisplayWidth.of(middle.plain)
        let rightWidth = DisplayWidth.of(right.plain)
        guard leftWidth + middleWidth + rightWidth + 2 <= width else {
            let compact = left.plain + " " + middle.plain + " " + right.plain
            if DisplayWidth.of(compact) <= width {
                return ScreenLine(painted: left.painted + " " + middle.painted + " " + right.painted, plain: compact)
            }
            let cut = DisplayWidth.truncate(middle.plain + " " + left.plain + " " + right.plain, to: width)
            return ScreenLine(painted: cut, plain: cut)
        }
        let middleStart = (width - middleWidth) / 2
        let gapOne = String(repeating: " ", count: max(1, middleStart - leftWidth))
        let gapTwo = String(repeating: " ", count: max(1, width - leftWidth - gapOne.count - middleWidth - rightWidth))
        return ScreenLine(
            painted: left.painted + gapOne + middle.painted + gapTwo + right.painted,
            plain: left.plain + gapOne + middle.plain + gapTwo + right.plain)
    }
}
