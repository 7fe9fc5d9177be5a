/// What the round screen is showing besides the word.
public enum ScreenMode: Equatable, Sendable {
    /// Waiting for the host to press Enter.
    case ready
    /// Counting down before the clock starts.
    case leadIn(Int)
    /// Play.
    case playing
    /// The clock is stopped and the word hidden.
    case paused
    /// Asking whether to quit.
    case confirmQuit
    /// The key help.
    case help
}

/// Everything the round screen shows, taken from the round by the terminal layer.
public struct ScreenState: Equatable, Sendable {
    /// Words answered right.
    public var correct = 0
    /// Words answered wrong.
    public var wrong = 0
    /// Whole seconds left.
    public var secondsLeft = 0
    /// The round's length in seconds.
    public var totalSeconds = 300
    /// At or below this many seconds the clock is red.
    public var warningSeconds = 30
    /// The word on screen.
    public var word: PlayedWord?
    /// What else is shown.
    public var mode = ScreenMode.playing
    /// A one-line note (an unknown key, say).
    public var note: String?
    /// The team playing, in a party game.
    public var team: String?

    /// An empty screen.
    public init() {}

    /// The screen for `round` in `mode`.
    public init(round: Round, warningSeconds: Int, mode: ScreenMode, team: String? = nil, note: String? = nil) {
        correct = round.correctCount
        wrong = round.wrongCount
        secondsLeft = round.displayedSeconds
        totalSeconds = Int(round.seconds)
        self.warningSeconds = warningSeconds
        word = round.currentWord
        self.mode = mode
        self.team = team
        self.note = note
    }
}

/// Lays out the round screen: counts and clock along the top, the word large in the middle with its
/// tier and stars, a time bar, key help at the bottom. Pure: returns exactly `height` lines, each at most
/// `width` columns, padded and centred by display width.
public enum RoundScreen {
    /// The screen's lines.
    public static func render(_ state: ScreenState, width: Int, height: Int, strings: Strings, paint: Paint) -> [String] {
        let width = max(width, 1)
        let height = max(height, 1)
        var lines: [String] = []

        let clockText = formatClock(state.secondsLeft)
        let warning = state.secondsLeft <= state.warningSeconds && state.mode != .ready
        let clock = warning ? paint.boldRed(clockText) : paint.bold(clockText)
        let left = "✗ \(state.wrong)"
        let right = "\(state.correct) ✓"
        let leftLabel = width >= 40 ? "\(left) \(strings.wrong)" : left
        let rightLabel = width >= 40 ? "\(strings.right) \(right)" : right
        lines.append(
            spread(
                leftLabel, paintedLeft: paint.red(leftLabel), middle: clockText, paintedMiddle: clock,
                right: rightLabel, paintedRight: paint.green(rightLabel), width: width))
        if let team = state.team, height >= 6 {
            lines.append(centre(paint.bold(team), visible: team, width: width))
        }

        var body: [(text: String, visible: String)] = []
        switch state.mode {
        case .ready:
            body.append((paint.bold(strings.confirmStart), strings.confirmStart))
        case .leadIn(let count):
            body.append((strings.getReady, strings.getReady))
            body.append(("", ""))
            body.append((paint.bold(String(count)), String(count)))
        case .paused:
            body.append((paint.yellow(strings.paused), strings.paused))
            body.append((strings.pausedHint, strings.pausedHint))
        case .help:
            let help = strings.helpLines.map { DisplayWidth.truncate($0, to: width - 2) }
            let blockWidth = help.map { DisplayWidth.of($0) }.max() ?? 0
            for line in help {
                let padded = DisplayWidth.pad(line, to: blockWidth)
                body.append((padded, padded))
            }
        case .playing, .confirmQuit:
            if let word = state.word {
                body += box(wordLines(word.word, width: width - 6), width: width, paint: paint, tall: height >= 12)
                let stars = String(repeating: "★", count: word.tier.stars) + String(repeating: "☆", count: 4 - word.tier.stars)
                let tierLine = "\(strings.tier(word.tier))  \(stars)"
                body.append(("", ""))
                body.append((paint.dim(tierLine), tierLine))
            }
            if state.mode == .confirmQuit {
                body.append(("", ""))
                let question = DisplayWidth.truncate(strings.confirmQuit, to: width)
                body.append((paint.reverse(question), question))
            }
        }

        let footer = height >= 8
            ? DisplayWidth.truncate(DisplayWidth.of(strings.keyHelpLine) <= width ? strings.keyHelpLine : strings.keyHelpShort, to: width)
            : nil
        let note = state.note.map { DisplayWidth.truncate($0, to: width) }
        let showBar = height >= 6 && state.mode != .ready
        let reserved = lines.count + (showBar ? 2 : 0) + (footer == nil ? 0 : 1) + (note == nil ? 0 : 1)
        let room = max(0, height - reserved)
        if body.count > room { body = Array(body.prefix(room)) }
        let topPadding = (room - body.count) / 2
        lines += Array(repeating: "", count: topPadding)
        for line in body { lines.append(centre(line.text, visible: line.visible, width: width)) }
        let bottom = (showBar ? 2 : 0) + (footer == nil ? 0 : 1) + (note == nil ? 0 : 1)
        while lines.count < height - bottom { lines.append("") }
        if showBar {
            let barWidth = max(1, width - 2)
            let fraction = state.totalSeconds > 0 ? Double(state.secondsLeft) / Double(state.totalSeconds) : 0
            let filled = Int((fraction * Double(barWidth)).rounded())
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
            lines.append(" " + (warning ? paint.red(bar) : paint.green(bar)))
            lines.append("")
        }
        if let note { lines.append(centre(paint.yellow(note), visible: note, width: width)) }
        if let footer { lines.append(centre(paint.dim(footer), visible: footer, width: width)) }
        return Array(lines.prefix(height))
    }

    /// `m:ss`, as the clock shows it.
    public static func formatClock(_ seconds: Int) -> String {
        let minutes = seconds / 60
        let rest = seconds % 60
        return "\(minutes):" + (rest < 10 ? "0\(rest)" : "\(rest)")
    }

    /// The word as the describer sees it: with a space between characters when it is short enough to fit
    /// that way (a larger look), otherwise wrapped onto as many lines of at most `width` columns as it
    /// needs (at spaces where it has them), so that no part of it is ever cut off.
    static func wordLines(_ word: String, width: Int) -> [String] {
        let width = max(width, 2)
        let spread = word.map(String.init).joined(separator: " ")
        if !word.contains(" ") && word.count <= 12 && DisplayWidth.of(spread) <= width { return [spread] }
        if DisplayWidth.of(word) <= width { return [word] }
        var lines: [String] = []
        var line = ""
        func add(_ piece: String) {
            let separator = line.isEmpty ? "" : " "
            if DisplayWidth.of(line + separator + piece) <= width {
                line += separator + piece
                return
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            for character in piece {
                if DisplayWidth.of(line) + DisplayWidth.of(character) > width {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        for piece in word.split(separator: " ") { add(String(piece)) }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private static func box(_ text: [String], width: Int, paint: Paint, tall: Bool) -> [(String, String)] {
        let textWidth = text.map { DisplayWidth.of($0) }.max() ?? 0
        let inner = textWidth + 4
        guard inner + 2 <= width else { return text.map { (paint.bold($0), $0) } }
        let top = "╭" + String(repeating: "─", count: inner) + "╮"
        let empty = "│" + String(repeating: " ", count: inner) + "│"
        let bottom = "╰" + String(repeating: "─", count: inner) + "╯"
        var lines: [(String, String)] = [(top, top)]
        if tall { lines.append((empty, empty)) }
        for line in text {
            // Each line centred inside the frame.
            let spare = textWidth - DisplayWidth.of(line)
            let left = String(repeating: " ", count: 2 + spare / 2)
            let right = String(repeating: " ", count: 2 + spare - spare / 2)
            lines.append(("│" + left + paint.bold(line) + right + "│", "│" + left + line + right + "│"))
        }
        if tall { lines.append((empty, empty)) }
        lines.append((bottom, bottom))
        return lines
    }

    /// A line centred in `width` columns; a line too wide is cut to fit (and then shown without colour).
    private static func centre(_ painted: String, visible: String, width: Int) -> String {
        let used = DisplayWidth.of(visible)
        guard used <= width else { return DisplayWidth.truncate(visible, to: width) }
        return String(repeating: " ", count: (width - used) / 2) + painted
    }

    private static func spread(
        _ left: String, paintedLeft: String, middle: String, paintedMiddle: String, right: String,
        paintedRight: String, width: Int
    ) -> String {
        let leftWidth = DisplayWidth.of(left)
        let middleWidth = DisplayWidth.of(middle)
        let rightWidth = DisplayWidth.of(right)
        guard leftWidth + middleWidth + rightWidth + 2 <= width else {
            let compact = left + " " + middle + " " + right
            if DisplayWidth.of(compact) <= width { return paintedLeft + " " + paintedMiddle + " " + paintedRight }
            return DisplayWidth.truncate(middle + " " + left + " " + right, to: width)
        }
        let middleStart = (width - middleWidth) / 2
        let gapOne = max(1, middleStart - leftWidth)
        let gapTwo = max(1, width - leftWidth - gapOne - middleWidth - rightWidth)
        return paintedLeft + String(repeating: " ", count: gapOne) + paintedMiddle
            + String(repeating: " ", count: gapTwo) + paintedRight
    }
}
