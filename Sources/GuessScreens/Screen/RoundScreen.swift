import GuessGame
import GuessText
import GuessWords

/// What the round screen is showing besides the word.
package enum ScreenMode: Equatable, Sendable {
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
package struct ScreenState: Equatable, Sendable {
    /// Words answered right.
    package var correct = 0
    /// Words answered wrong.
    package var wrong = 0
    /// Whole seconds left.
    package var secondsLeft = 0
    /// The round's length in seconds.
    package var totalSeconds = 300
    /// The configured `warning_seconds`; the clock turns red as `ClockWarning` says.
    package var warningSeconds = 30
    /// The word on screen.
    package var word: PlayedWord?
    /// What else is shown.
    package var mode = ScreenMode.playing
    /// A one-line note (an unknown key, say).
    package var note: String?
    /// The team playing, in a party game.
    package var team: String?
    /// Big glyphs (`auto`) or ordinary text (`off`): the terminal layer passes `display.big` (whose
    /// default is `auto`). A state that does not say is `off`, today's look, so a caller that has not
    /// been taught about big glyphs keeps its screen as it was.
    package var big = BigDisplay.off
    /// The taboo words of the word on screen, shown under it in ordinary text (empty: none).
    package var taboo: [String] = []
    /// Passes left in the turn, when the turn has a limit (nil: no limit, nothing shown).
    package var passesLeft: Int?
    /// The reading of the word on screen (pinyin or zhuyin), shown just under it (empty: none).
    package var reading = ""
    /// The gloss of the word on screen, for the describer, shown under the reading (empty: none).
    package var gloss = ""

    /// An empty screen.
    package init() {}

    /// The screen for `round` in `mode`.
    package init(
        round: Round, warningSeconds: Int, mode: ScreenMode, team: String? = nil, note: String? = nil,
        big: BigDisplay = .off
    ) {
        correct = round.correctCount
        wrong = round.wrongCount
        secondsLeft = round.displayedSeconds
        totalSeconds = Int(round.seconds)
        self.warningSeconds = warningSeconds
        word = round.currentWord
        taboo = round.currentTaboo
        reading = round.currentReading
        gloss = round.currentGloss
        passesLeft = round.passesLeft
        self.mode = mode
        self.team = team
        self.note = note
        self.big = big
    }

    /// Whether the clock is red: from the lesser of `warningSeconds` and a quarter of the round on, and
    /// never before the round starts.
    package var isWarning: Bool {
        mode != .ready
            && ClockWarning.isOn(secondsLeft: secondsLeft, warningSeconds: warningSeconds, roundSeconds: totalSeconds)
    }
}

/// Lays out the round screen: counts and clock along the top (big digits where there is room), the word
/// as large as fits in the middle with its tier (and stars) below, a time bar and the keys at the bottom.
///
/// Pure: returns exactly `height` lines, each at most `width` columns. A question or prompt (the quit
/// question, the start prompt, how to resume, how to close the help) is always shown whole, wrapped if
/// need be, at any size: it takes the rows it needs first, then the one-line bar, the word, the keys,
/// the time bar, the note, the tier and the team, as long as rows remain; the word then grows into what
/// is left. With `big = .off` the word is ordinary text in a box and the bar one line. A long word that
/// would otherwise be small text takes the tier's row, then the time bar's, when that puts it in glyphs.
package enum RoundScreen {
    /// The screen's lines. `renderer` draws the big word (GNU Unifont by default).
    package static func render(
        _ state: ScreenState, width: Int, height: Int, strings: Strings, paint: Paint,
        renderer: GlyphRenderer = GlyphRenderer()
    ) -> [String] {
        layout(state, width: width, height: height, strings: strings, paint: paint, renderer: renderer).lines
    }

    /// The screen's lines and how its body came out (for tests of the sizes reached).
    struct Layout {
        /// The screen.
        var lines: [String]
        /// How the body (the word, the pause notice) was drawn.
        var bodyStyle: BigText.Style
        /// The text of each line of the body's big glyphs (empty when the body is not in glyphs).
        var bodyText: [String]
        /// The body's lines.
        var body: [ScreenLine]
        /// Rows of the body.
        var bodyRows: Int { body.count }
        /// Columns from the body's leftmost to its rightmost drawn cell.
        var bodyColumns: Int { RoundScreen.inkedColumns(body) }
        /// Rows of the top bar (1 when on one line, 0 when not shown).
        var barRows: Int
    }

    static func layout(
        _ state: ScreenState, width: Int, height: Int, strings: Strings, paint: Paint, renderer: GlyphRenderer
    ) -> Layout {
        let full = layout(
            state, width: width, height: height, strings: strings, paint: paint, renderer: renderer, yielding: 0)
        // A long word that would be small text gets the tier's row, then the time bar's, if that puts it
        // in glyphs: the word is what the room must read.
        guard state.big == .auto, full.bodyStyle == .plainText, state.word != nil,
            state.mode == .playing || state.mode == .confirmQuit
        else { return full }
        for yielding in 1...2 {
            let tighter = layout(
                state, width: width, height: height, strings: strings, paint: paint, renderer: renderer,
                yielding: yielding)
            if tighter.bodyStyle != .plainText { return tighter }
        }
        return full
    }

    /// The layout with the tier line left out when `yielding` is 1 or more, the time bar too at 2.
    private static func layout(
        _ state: ScreenState, width: Int, height: Int, strings: Strings, paint: Paint, renderer: GlyphRenderer,
        yielding: Int
    ) -> Layout {
        let width = max(width, 1)
        let height = max(height, 1)
        let plan = RowPlan(
            state, width: width, height: height, strings: strings, paint: paint, yielding: yielding)
        let top = topAndBody(
            state, plan: plan, width: width, height: height, strings: strings, paint: paint, renderer: renderer)
        var header = top.bar
        if let teamLine = plan.teamLine { header.append(.centred(teamLine, width: width, paint: paint.bold)) }
        let lines = arrange(
            header: header,
            middle: [top.body, plan.readingLines, plan.tabooLines, plan.tierLine.map { [$0] } ?? [], plan.prompt],
            footer: footer(state, plan: plan, width: width, strings: strings, paint: paint), height: height)
        return Layout(
            lines: ScreenLine.finish(lines, height: height), bodyStyle: top.style, bodyText: top.text, body: top.body,
            barRows: top.bar.count)
    }

    /// What a screen shows besides its body, decided by priority while rows remain: the prompt first (whole,
    /// whatever the size), then the one-line bar, a row for the body, the keys, the time bar, the note, the
    /// reading, the taboo words, the passes, the tier and the team; the body takes the rows left.
    private struct RowPlan {
        var prompt: [ScreenLine] = []
        var showTopBar = false
        var showKeys = false
        var showTimeBar = false
        var note: ScreenLine?
        var readingLines: [ScreenLine] = []
        var tabooLines: [ScreenLine] = []
        var passesLine: ScreenLine?
        var tierLine: ScreenLine?
        var teamLine: String?
        /// The word on screen (nil while none is shown).
        var word: PlayedWord?
        /// Rows for the body (the word, the pause notice, the lead-in).
        var bodyRows = 0

        init(_ state: ScreenState, width: Int, height: Int, strings: Strings, paint: Paint, yielding: Int) {
            switch state.mode {
            case .ready: prompt = wrapped(strings.confirmStart, width: width, paint: paint.bold)
            case .confirmQuit: prompt = wrapped(strings.confirmQuit, width: width, paint: paint.reverse)
            case .paused: prompt = wrapped(strings.pausedHint, width: width, paint: { $0 })
            case .help: prompt = wrapped(strings.helpLines.last ?? "", width: width, paint: paint.bold)
            case .leadIn, .playing: break
            }
            prompt = Array(prompt.prefix(height))
            var free = height - prompt.count
            func take(_ rows: Int, when condition: Bool = true) -> Bool {
                guard condition, free >= rows else { return false }
                free -= rows
                return true
            }
            showTopBar = take(1)
            let word = state.mode == .playing || state.mode == .confirmQuit ? state.word : nil
            self.word = word
            let bodyMinimum = word != nil || state.mode == .paused || state.mode.isLeadIn ? 1 : 0
            let bodyReserved = min(bodyMinimum, free)
            free -= bodyReserved
            showKeys = take(1, when: height >= 8)
            showTimeBar = take(1, when: height >= 6 && state.mode != .ready && yielding < 2)
            note = state.note.flatMap { take(1) ? ScreenLine.centred($0, width: width, paint: paint.yellow) : nil }
            // The reading sits right under the word (a child reads it with the word), then the gloss.
            readingLines = [state.reading, state.gloss].filter { word != nil && !$0.isEmpty }.filter { _ in take(1) }
                .map { ScreenLine.centred(DisplayWidth.truncate(OutsideText.forTerminal($0), to: width), width: width) }
            // The taboo words come before the tier: the describer must see them.
            if word != nil && !state.taboo.isEmpty {
                tabooLines = wrapped(
                    strings.tabooLine(state.taboo.map { OutsideText.forTerminal($0, limit: 40) }), width: width,
                    paint: paint.yellow
                ).prefix(3).filter { _ in take(1) }
            }
            passesLine = state.passesLeft.flatMap { left in
                take(1, when: state.mode == .playing && height >= 6)
                    ? ScreenLine.centred(
                        strings.passesLeft(left), width: width, paint: left == 0 ? paint.red : paint.dim)
                    : nil
            }
            tierLine = word.flatMap {
                yielding < 1 && take(1)
                    ? ScreenLine.centred(tierText($0.tier, strings: strings), width: width, paint: paint.dim) : nil
            }
            teamLine = state.team.flatMap { take(1, when: height >= 6) ? $0 : nil }
            bodyRows = bodyReserved + free
        }
    }

    /// The bar at the top and the body under it. The body (the word, or what stands in for it) grows into
    /// the rows left; the bar grows into big digits too, but only while the word keeps the size it has under
    /// a one-line bar: the word is what the room must read.
    private static func topAndBody(
        _ state: ScreenState, plan: RowPlan, width: Int, height: Int, strings: Strings, paint: Paint,
        renderer: GlyphRenderer
    ) -> (bar: [ScreenLine], body: [ScreenLine], style: BigText.Style, text: [String]) {
        let topBar = TopBar(
            correct: state.correct, wrong: state.wrong, secondsLeft: state.secondsLeft, warning: state.isWarning)
        let textBar = plan.showTopBar ? [topBar.textLine(width: width, strings: strings, paint: paint)] : []
        let best = bodyBlock(
            state, word: plan.word, rows: plan.bodyRows, width: width, strings: strings, paint: paint,
            renderer: renderer)
        guard plan.showTopBar && state.big == .auto else { return (textBar, best.lines, best.style, best.text) }
        for scale in barScales(height: height) {
            let rows = BigDigits.rows(scale: scale)
            guard rows - 1 <= plan.bodyRows, let bar = topBar.bigLines(scale: scale, width: width, paint: paint) else {
                continue
            }
            let left = plan.bodyRows - (rows - 1)
            // Compare sizes without drawing; draw only the body chosen.
            let style = fittingBodyStyle(
                state, word: plan.word, rows: left, width: width, strings: strings, renderer: renderer)
            if style >= best.style {
                let smaller = bodyBlock(
                    state, word: plan.word, rows: left, width: width, strings: strings, paint: paint,
                    renderer: renderer)
                return (bar, smaller.lines, smaller.style, smaller.text)
            }
        }
        return (textBar, best.lines, best.style, best.text)
    }

    /// Along the bottom: the note, the passes, the time bar and the keys, as the plan has them.
    private static func footer(_ state: ScreenState, plan: RowPlan, width: Int, strings: Strings, paint: Paint)
        -> [ScreenLine]
    {
        var footer: [ScreenLine] = []
        if let note = plan.note { footer.append(note) }
        if let passesLine = plan.passesLine { footer.append(passesLine) }
        if plan.showTimeBar {
            let barWidth = max(1, width - 2)
            let fraction = state.totalSeconds > 0 ? Double(state.secondsLeft) / Double(state.totalSeconds) : 0
            let filled = min(barWidth, max(0, Int((fraction * Double(barWidth)).rounded())))
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
            footer.append(
                ScreenLine(painted: " " + (state.isWarning ? paint.red(bar) : paint.green(bar)), plain: " " + bar))
        }
        if plan.showKeys {
            let keys = DisplayWidth.of(strings.keyHelpLine) <= width ? strings.keyHelpLine : strings.keyHelpShort
            footer.append(.centred(DisplayWidth.truncate(keys, to: width), width: width, paint: paint.dim))
        }
        return footer
    }

    /// The screen's rows: `header` at the top, `footer` at the bottom, and between them the `middle` parts in
    /// order (the body with its reading, the taboo words, the tier, the prompt), a blank row before each part
    /// after the first while rows are spare; a blank row under the header and above the footer when there is
    /// room, the middle centred between.
    private static func arrange(header: [ScreenLine], middle parts: [[ScreenLine]], footer: [ScreenLine], height: Int)
        -> [ScreenLine]
    {
        var spare = height - header.count - parts.reduce(0) { $0 + $1.count } - footer.count
        // The body and its reading are one part: no blank row between them.
        var middle = parts[0] + parts[1]
        for part in parts.dropFirst(2) where !part.isEmpty {
            if spare > 0 && !middle.isEmpty {
                middle.append(.blank)
                spare -= 1
            }
            middle += part
        }
        var lines = header
        if spare > 0 && !header.isEmpty && height >= 12 {
            lines.append(.blank)
            spare -= 1
        }
        let bottomGap = spare > 0 && !footer.isEmpty && height >= 12 ? 1 : 0
        spare -= bottomGap
        lines += Array(repeating: .blank, count: max(0, spare / 2)) + middle
        lines += Array(repeating: .blank, count: max(0, spare - spare / 2 + bottomGap))
        return lines + footer
    }

    /// Columns from the leftmost to the rightmost non-blank cell of `lines`.
    static func inkedColumns(_ lines: [ScreenLine]) -> Int {
        let drawn = lines.map(\.plain).filter { !$0.allSatisfy { $0 == " " } }
        let start = drawn.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        let end = drawn.map { DisplayWidth.of(ScreenLine.trimmed($0)) }.max() ?? 0
        return max(0, end - start)
    }

    /// `m:ss`, as the clock shows it.
    package static func formatClock(_ seconds: Int) -> String {
        let seconds = max(0, seconds)
        let minutes = seconds / 60
        let rest = seconds % 60
        return "\(minutes):" + (rest < 10 ? "0\(rest)" : "\(rest)")
    }

    /// The line under the word: the tier's name and its stars (the custom tier, not a difficulty, has none).
    static func tierText(_ tier: Tier, strings: Strings) -> String {
        guard tier != .custom else { return strings.tier(tier) }
        let stars = String(repeating: "★", count: tier.stars) + String(repeating: "☆", count: 4 - tier.stars)
        return "\(strings.tier(tier))  \(stars)"
    }

    /// Big-digit scales for the bar, largest first: the bar takes at most a fifth of the screen (3 rows
    /// at least, so 3x5 digits show on an 80x24 terminal).
    static func barScales(height: Int) -> [Int] {
        let most = max(3, height / 5)
        return (1...6).reversed().filter { BigDigits.rows(scale: $0) <= most }
    }

    /// The style `bodyBlock` would draw in, found without drawing: only the word and the pause notice
    /// grow; the other bodies are text.
    private static func fittingBodyStyle(
        _ state: ScreenState, word: PlayedWord?, rows: Int, width: Int, strings: Strings, renderer: GlyphRenderer
    ) -> BigText.Style {
        guard state.big == .auto, rows > 0 else { return .plainText }
        switch state.mode {
        case .playing, .confirmQuit:
            return word.map { renderer.style(of: $0.word, width: width, height: rows) } ?? .plainText
        case .paused: return renderer.style(of: strings.paused, width: width, height: rows)
        case .leadIn, .help, .ready: return .plainText
        }
    }

    /// The body in at most `rows` rows: the word, the lead-in count, the pause notice or the help.
    private static func bodyBlock(
        _ state: ScreenState, word: PlayedWord?, rows: Int, width: Int, strings: Strings, paint: Paint,
        renderer: GlyphRenderer
    ) -> (lines: [ScreenLine], style: BigText.Style, text: [String]) {
        let big = state.big == .auto
        switch state.mode {
        case .playing, .confirmQuit:
            guard let word else { return ([], .plainText, []) }
            return wordBlock(word.word, rows: rows, width: width, big: big, paint: paint, renderer: renderer)
        case .paused:
            guard big else {
                return (
                    Array([ScreenLine.centred(strings.paused, width: width, paint: paint.yellow)].prefix(rows)),
                    .plainText, []
                )
            }
            let text = renderer.render(strings.paused, width: width, height: rows)
            return (
                ScreenLine.block(text.lines, width: width, paint: paint.yellow), text.style,
                text.style == .plainText ? [] : text.text
            )
        case .leadIn(let count):
            return (
                leadInBlock(count, rows: rows, width: width, big: big, strings: strings, paint: paint), .plainText, []
            )
        case .help:
            let help = strings.helpLines.dropLast().map { DisplayWidth.truncate($0, to: width - 2) }
            return (Array(ScreenLine.block(help, width: width).prefix(rows)), .plainText, [])
        case .ready:
            return ([], .plainText, [])
        }
    }

    /// The word as large as fits: big glyphs, or plain text in a box (today's look) when they do not fit,
    /// or bare lines when not even the box fits.
    static func wordBlock(
        _ word: String, rows: Int, width: Int, big: Bool, paint: Paint, renderer: GlyphRenderer
    ) -> (lines: [ScreenLine], style: BigText.Style, text: [String]) {
        guard rows > 0 else { return ([], .plainText, []) }
        if big {
            let drawn = renderer.render(word, width: width, height: rows)
            if drawn.style != .plainText {
                return (ScreenLine.block(drawn.lines, width: width, paint: paint.bold), drawn.style, drawn.text)
            }
        }
        let text = GlyphRenderer.plainLines(word, width: width - 6)
        let textWidth = text.map { DisplayWidth.of($0) }.max() ?? 0
        let inner = textWidth + 4
        guard inner + 2 <= width, text.count + 2 <= rows else {
            let bare = GlyphRenderer.cut(GlyphRenderer.plainLines(word, width: width), to: rows)
            return (ScreenLine.block(bare, width: width, paint: paint.bold), .plainText, [])
        }
        let tall = text.count + 4 <= rows && rows >= 8
        var lines: [(String, String)] = []
        let top = "╭" + String(repeating: "─", count: inner) + "╮"
        let empty = "│" + String(repeating: " ", count: inner) + "│"
        let bottom = "╰" + String(repeating: "─", count: inner) + "╯"
        lines.append((top, top))
        if tall { lines.append((empty, empty)) }
        for line in text {
            let spare = textWidth - DisplayWidth.of(line)
            let left = String(repeating: " ", count: 2 + spare / 2)
            let right = String(repeating: " ", count: 2 + spare - spare / 2)
            lines.append(("│" + left + paint.bold(line) + right + "│", "│" + left + line + right + "│"))
        }
        if tall { lines.append((empty, empty)) }
        lines.append((bottom, bottom))
        return (ScreenLine.block(lines, width: width), .plainText, [])
    }

    /// "Get ready" and the count, the count in big digits as large as fits.
    private static func leadInBlock(
        _ count: Int, rows: Int, width: Int, big: Bool, strings: Strings, paint: Paint
    ) -> [ScreenLine] {
        guard rows > 0 else { return [] }
        let heading = ScreenLine.centred(strings.getReady, width: width)
        if big {
            for scale in (1...8).reversed() where BigDigits.rows(scale: scale) + 2 <= rows {
                guard let digits = BigDigits.render(String(count), scale: scale), digits[0].count <= width else {
                    continue
                }
                return [heading, .blank] + ScreenLine.block(digits, width: width, paint: paint.bold)
            }
        }
        let number = ScreenLine.centred(String(count), width: width, paint: paint.bold)
        return Array((rows >= 3 ? [heading, .blank, number] : rows == 2 ? [heading, number] : [number]))
    }

    /// `text` wrapped to `width` and centred, each line painted.
    static func wrapped(_ text: String, width: Int, paint: (String) -> String) -> [ScreenLine] {
        ScreenLine.wrap(text, width: width).map { ScreenLine.centred($0, width: width, paint: paint) }
    }
}

extension ScreenMode {
    var isLeadIn: Bool {
        if case .leadIn = self { return true }
        return false
    }
}
