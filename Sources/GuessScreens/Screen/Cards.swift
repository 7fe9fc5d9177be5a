import GuessGame
import GuessText

/// Full-screen cards around the rounds: time's up, get ready (before a team's turn), the end of a party
/// game, and paused. Each is a pure function of what it shows and the terminal size and returns exactly
/// `height` lines, each at most `width` columns.
///
/// Every card has a headline in big glyphs (as large as fits, plain text when nothing larger does) and a
/// line saying which key does what, along the bottom; that line is always shown whole, wrapped if need
/// be, whatever the size. The other lines are shown by priority while rows remain.
package enum Cards {
    /// TIME'S UP (时间到) in big glyphs, the round's right and wrong counts (in big digits where there is
    /// room) and the team, if any; at the bottom, that a key shows the recap.
    package static func timesUp(
        correct: Int, wrong: Int, team: String?, width: Int, height: Int, strings: Strings, paint: Paint,
        renderer: GlyphRenderer = GlyphRenderer()
    ) -> [String] {
        // With labels where they fit, else the bare counts.
        let labelled = ("✓ \(correct) \(strings.right)", "✗ \(wrong) \(strings.wrong)")
        let (right, wrongText) =
            DisplayWidth.of(labelled.0 + "   " + labelled.1) <= width ? labelled : ("✓ \(correct)", "✗ \(wrong)")
        let countsLine = ScreenLine.centred(
            painted: paint.green(right) + "   " + paint.red(wrongText), plain: right + "   " + wrongText,
            width: max(width, 1))
        let bigCounts = { (rows: Int) -> [ScreenLine]? in
            bigCountLines(correct: correct, wrong: wrong, rows: rows, width: width, paint: paint)
        }
        return compose(
            headline: strings.timesUp, headlinePaint: paint.red,
            above: team.map { [.centred($0, width: width, paint: paint.bold)] } ?? [],
            below: [[countsLine]], grow: bigCounts, prompt: strings.timesUpHint, width: width, height: height,
            paint: paint,
            renderer: renderer)
    }

    /// Before a team's turn: "Next up", the team's name in big glyphs, the turn (or tie-break), the
    /// scoreboard, and `note` under the turn when given (a deck smaller than the game needs); at the
    /// bottom, "Enter = start   q = end the game".
    /// With `describer` (already safe for a terminal), a line under the turn names who describes.
    package static func getReady(
        team: String, turn: Int, of total: Int, tieBreak: Bool, game: PartyGame, width: Int, height: Int,
        strings: Strings, paint: Paint, renderer: GlyphRenderer = GlyphRenderer(), describer: String? = nil,
        note: String? = nil
    ) -> [String] {
        // The game's turn, with the team's as a detail where the line has room for it.
        let full = strings.turnLabel(game: game.turnInGame, turn: turn, of: total, tieBreak: tieBreak)
        let label =
            DisplayWidth.of(full) <= width
            ? full : strings.turnLabel(game: game.turnInGame, turn: turn, of: 0, tieBreak: tieBreak)
        let turnLine = ScreenLine.centred(label, width: width, paint: paint.bold)
        let describerLines =
            describer.map { [ScreenLine.centred(strings.describes($0), width: width, paint: paint.bold)] } ?? []
        let noteLines = (note.map { ScreenLine.wrap($0, width: width) } ?? []).map {
            ScreenLine.centred($0, width: width, paint: paint.yellow)
        }
        return compose(
            headline: team, headlinePaint: paint.yellow,
            above: [.centred(strings.nextUp, width: width, paint: paint.bold)],
            below: [
                [turnLine] + describerLines + noteLines, scoreboard(game, width: width, strings: strings, paint: paint),
            ],
            grow: nil,
            prompt: strings.startOrEnd, width: width, height: height, paint: paint, renderer: renderer)
    }

    /// A party game's turn, between the time's-up card and the next team's: the team in big glyphs with
    /// the turn's score, the counts, the words guessed and missed, and the scoreboard, read across a room
    /// at 100x30; at the bottom, that a key goes on.
    package static func recap(
        _ record: RoundRecord, game: PartyGame, width: Int, height: Int, strings: Strings, paint: Paint,
        renderer: GlyphRenderer = GlyphRenderer()
    ) -> [String] {
        let width = max(width, 1)
        let score = game.turnScore(correct: record.correct, wrong: record.wrong, passed: record.passed)
        let team = OutsideText.forTerminal(record.team ?? "")
        let scoreText = record.describer.map {
            strings.turnScore(score) + " · " + strings.describes(OutsideText.forTerminal($0))
        }
        let scoreLine = ScreenLine.centred(scoreText ?? strings.turnScore(score), width: width, paint: paint.bold)
        let counts = "✓ \(record.correct) \(strings.right)   ✗ \(record.wrong) \(strings.wrong)"
        let countsLine = ScreenLine.centred(counts, width: width, paint: paint.bold)
        let bigCounts = { (rows: Int) -> [ScreenLine]? in
            bigCountLines(correct: record.correct, wrong: record.wrong, rows: rows, width: width, paint: paint)
        }
        let words = { (result: WordResult, mark: String, colour: (String) -> String) -> [ScreenLine] in
            let listed = record.words.filter { $0.result == result }.map { OutsideText.forTerminal($0.word) }
            guard !listed.isEmpty else { return [] }
            return ScreenLine.wrap(mark + " " + listed.joined(separator: " · "), width: width)
                .map { ScreenLine.centred($0, width: width, paint: colour) }
        }
        return compose(
            headline: team, headlinePaint: paint.yellow, above: [scoreLine],
            below: [
                [countsLine],
                words(.correct, "✓", paint.green) + words(.wrong, "✗", paint.red)
                    + words(.taboo, strings.resultMark(.taboo), paint.red)
                    + words(.passed, strings.resultMark(.passed), paint.dim),
                scoreboard(game, width: width, strings: strings, paint: paint),
            ],
            grow: bigCounts, prompt: game.isOver ? strings.finishRecapHint : strings.nextTurnHint, width: width,
            height: height, paint: paint, renderer: renderer)
    }

    /// The end of a party game: the winner's name in big glyphs ("TIE" when first place is shared) with
    /// "Winner: …" (as `history show` says it) and the final scoreboard. When the game was `abandoned` before every team had its turns
    /// there is no winner: the headline is GAME OVER and a line says why no one won.
    package static func gameOver(
        _ game: PartyGame, abandoned: Bool, width: Int, height: Int, strings: Strings, paint: Paint,
        renderer: GlyphRenderer = GlyphRenderer()
    ) -> [String] {
        let leaders = game.leaders
        let headline: String
        let verdict: String
        if abandoned || leaders.isEmpty {
            headline = strings.gameOver
            verdict = strings.noWinner
        } else {
            headline = leaders.count == 1 ? leaders[0] : strings.tie
            verdict = strings.gameWinners(leaders)
        }
        let verdictLines = ScreenLine.wrap(verdict, width: width).map {
            ScreenLine.centred($0, width: width, paint: paint.bold)
        }
        let above: [ScreenLine] =
            headline == strings.gameOver ? [] : [.centred(strings.gameOver, width: width, paint: paint.bold)]
        return compose(
            headline: headline, headlinePaint: paint.yellow, above: above,
            below: [verdictLines, scoreboard(game, width: width, strings: strings, paint: paint)], grow: nil,
            prompt: strings.finishHint, width: width, height: height, paint: paint, renderer: renderer)
    }

    /// Paused: PAUSED (已暂停) in big glyphs and the time left; the word is not shown. At the bottom, how
    /// to resume.
    package static func paused(
        secondsLeft: Int, width: Int, height: Int, strings: Strings, paint: Paint,
        renderer: GlyphRenderer = GlyphRenderer()
    ) -> [String] {
        let clock = "\(strings.timeLeft) \(RoundScreen.formatClock(secondsLeft))"
        return compose(
            headline: strings.paused, headlinePaint: paint.yellow, above: [],
            below: [[.centred(clock, width: width, paint: paint.bold)]], grow: nil, prompt: strings.pausedHint,
            width: width, height: height, paint: paint, renderer: renderer)
    }

    // MARK: - Layout

    /// Lays a card out. The prompt (bottom) always shows; then one line of the headline; then each of
    /// `below` (in order) and `above` while they fit; then the headline grows into the rows left, and
    /// `grow`, when given, may replace `below`'s first section with a larger version in what it leaves.
    private static func compose(
        headline: String, headlinePaint: (String) -> String, above: [ScreenLine], below: [[ScreenLine]],
        grow: ((Int) -> [ScreenLine]?)?, prompt: String, width: Int, height: Int, paint: Paint,
        renderer: GlyphRenderer
    ) -> [String] {
        let width = max(width, 1)
        let height = max(height, 1)
        let promptLines = Array(RoundScreen.wrapped(prompt, width: width, paint: paint.dim).prefix(height))
        var free = height - promptLines.count
        let headlineMinimum = min(1, free)
        free -= headlineMinimum
        var sections: [[ScreenLine]] = []
        for section in below where !section.isEmpty {
            let rows = section.count + (sections.isEmpty ? 0 : 1)
            if rows <= free {
                sections.append(section)
                free -= rows
            } else if sections.isEmpty && free > 0 {
                sections.append(Array(section.prefix(free)))
                free = 0
            }
        }
        let showAbove = !above.isEmpty && above.count <= free
        if showAbove { free -= above.count }

        // The headline grows into every row left, then the first section into what the headline leaves.
        let headlineRows = headlineMinimum + free
        var title = renderer.render(headline, width: width, height: headlineRows)
        if title.style == .plainText {
            title = BigText(
                style: .plainText, lines: Array(ScreenLine.wrap(headline, width: width).prefix(headlineRows)))
        }
        free = headlineRows - title.height
        if let grow, !sections.isEmpty, let first = sections.first {
            let available = first.count + free - (free > 0 ? 1 : 0)
            if let larger = grow(available), larger.count > first.count, larger.count <= available {
                free -= larger.count - first.count
                sections[0] = larger
            }
        }
        var middle: [ScreenLine] = []
        if showAbove {
            middle += above
            if free > 0 {
                middle.append(.blank)
                free -= 1
            }
        }
        middle += ScreenLine.block(title.lines, width: width, paint: headlinePaint)
        for section in sections {
            if free > 0 {
                middle.append(.blank)
                free -= 1
            }
            middle += section
        }
        let top = max(0, free) / 2
        var lines = Array(repeating: ScreenLine.blank, count: top) + middle
        lines += Array(repeating: ScreenLine.blank, count: max(0, height - promptLines.count - lines.count))
        lines += promptLines
        return ScreenLine.finish(lines, height: height)
    }

    /// The scoreboard (`ScoreboardText`) centred as a block, cut to `width`.
    private static func scoreboard(_ game: PartyGame, width: Int, strings: Strings, paint: Paint) -> [ScreenLine] {
        let painted = ScoreboardText.render(game, strings: strings, paint: paint).split(separator: "\n").map(
            String.init)
        let plain = ScoreboardText.render(game, strings: strings, paint: Paint(enabled: false)).split(separator: "\n")
            .map(String.init)
        return ScreenLine.block(Array(zip(painted, plain)).map { (painted: $0.0, plain: $0.1) }, width: width)
    }

    /// "✓ 7   ✗ 2" in big digits as tall as fits `rows` (at most scale 2, so the headline stays the
    /// largest thing on the card), or nil when even the smallest does not fit.
    private static func bigCountLines(correct: Int, wrong: Int, rows: Int, width: Int, paint: Paint) -> [ScreenLine]? {
        for scale in (1...2).reversed() where BigDigits.rows(scale: scale) <= rows {
            guard let right = BigDigits.render("✓ \(correct)", scale: scale),
                let wrongDigits = BigDigits.render("✗ \(wrong)", scale: scale)
            else { return nil }
            let gap = String(repeating: " ", count: 4 * scale)
            guard right[0].count + gap.count + wrongDigits[0].count <= width else { continue }
            let pairs = zip(right, wrongDigits).map {
                (painted: paint.green($0) + gap + paint.red($1), plain: $0 + gap + $1)
            }
            return ScreenLine.block(pairs, width: width)
        }
        return nil
    }
}
