import GuessWords

/// A game in the terminal: the round screen on the alternate screen, recaps, scoreboards and questions
/// on the normal one. Run it inside `TerminalSession.run`; what must be said after the terminal is put
/// back (the end of a party game, an interruption) is kept in `closingLines`.
final class TerminalFrontEnd: GameFrontEnd {
    private let strings: Strings
    private let paint: Paint
    private let warningSeconds: Int
    private let sound: SoundPlayer
    private let seconds: Int
    private let leadIn: Int
    private let confirm: Bool
    private let promptGrace: Double
    private let big: BigDisplay
    /// How long the time's-up card stays when nobody presses a key.
    static let timesUpSeconds = 5.0
    /// Lines to print once the terminal is restored, and whether they go to standard error.
    private(set) var closingLines: [String] = []
    private(set) var closingToStandardError = false

    /// A front end; `confirm` asks for Enter before each round (`--yes` turns it off); `promptGrace` is how
    /// long keys are ignored after a question appears.
    init(
        strings: Strings, paint: Paint, warningSeconds: Int, sound: SoundPlayer, seconds: Int, leadIn: Int, confirm: Bool,
        promptGrace: Double, big: BigDisplay
    ) {
        self.big = big
        self.strings = strings
        self.paint = paint
        self.warningSeconds = warningSeconds
        self.sound = sound
        self.seconds = seconds
        self.leadIn = leadIn
        self.confirm = confirm
        self.promptGrace = promptGrace
    }

    private func presentation(heading: String?) -> TerminalRound.Presentation {
        TerminalRound.Presentation(strings: strings, paint: paint, warningSeconds: warningSeconds, sound: sound, team: heading,
            big: big)
    }

    private static func outcome(_ answer: TerminalRound.CardAnswer) -> TurnOutcome? {
        switch answer {
        case .key, .timeout: nil
        case .inputEnded: .inputEnded
        case .signal(let signal): .signal(signal)
        }
    }

    private static func outcome(_ early: TerminalRound.Outcome) -> TurnOutcome {
        switch early {
        case .finished: .finished
        case .cancelled: .endGame
        case .inputEnded: .inputEnded
        case .signal(let signal): .signal(signal)
        }
    }

    func gameStarting(_ game: PartyGame, isParty: Bool) {
        guard isParty else { return }
        Console.output(paint.bold(strings.partyIntro(teams: game.teams, turnsEach: game.turnsPerTeam)) + "\r\n")
    }

    func beforeTurn(team: String, game: PartyGame, isParty: Bool) -> TurnOutcome? {
        guard confirm else { return nil }
        if isParty {
            let turn = game.turnsPlayed(by: team) + 1
            guard big == .auto else {
                let prompt = strings.nextTurn(
                    team: OutsideText.forTerminal(team), turn: turn, of: game.turnsPerTeam, tieBreak: game.isTieBreak)
                let answer = TerminalRound.ask(prompt, paint: paint, grace: promptGrace)
                if let signal = answer.signal { return .signal(signal) }
                return answer.command == .confirm || answer.command == .yes ? nil : .endGame
            }
            // The get-ready card: Enter (or y) starts the turn, q ends the game, other keys do nothing.
            let answer = TerminalRound.showCard(
                grace: promptGrace, timeout: nil, accepts: { [.confirm, .right, .yes, .quit].contains($0) }
            ) { width, height in
                Cards.getReady(
                    team: OutsideText.forTerminal(team), turn: turn, of: game.turnsPerTeam, tieBreak: game.isTieBreak,
                    game: game, width: width, height: height, strings: strings, paint: paint)
            }
            if case .key(.quit) = answer { return .endGame }
            return Self.outcome(answer)
        }
        TerminalScreen.enter()
        var state = ScreenState()
        state.secondsLeft = seconds
        state.totalSeconds = seconds
        state.warningSeconds = warningSeconds
        state.mode = .ready
        return TerminalRound.confirmStart(state, presentation: presentation(heading: nil)).map(Self.outcome)
    }

    func play(_ round: inout Round, heading: String?, onStart: () -> Void) -> TurnOutcome {
        TerminalScreen.enter()
        defer { TerminalScreen.leave() }
        let shown = presentation(heading: heading)
        if let early = TerminalRound.leadIn(leadIn, round: round, presentation: shown) { return Self.outcome(early) }
        let outcome = Self.outcome(TerminalRound.play(&round, presentation: shown, onStart: onStart))
        guard outcome == .finished, round.endReason == .time, big == .auto else { return outcome }
        // Time's up, full screen, until a key or a few seconds; then the recap.
        let (correct, wrong) = (round.correctCount, round.wrongCount)
        let answer = TerminalRound.showCard(grace: promptGrace, timeout: Self.timesUpSeconds) { width, height in
            Cards.timesUp(
                correct: correct, wrong: wrong, team: heading, width: width, height: height, strings: strings, paint: paint)
        }
        return Self.outcome(answer) ?? .finished
    }

    func turnEnded(_ record: RoundRecord, outcome: TurnOutcome, game: PartyGame, isParty: Bool, notes: [String]) {
        var text = RecapText.render(record, strings: strings, width: TerminalScreen.size.width, colour: paint.enabled)
        if isParty {
            text += "\n"
            if !game.isOver { text += ScoreboardText.render(game, strings: strings, paint: paint) + "\n" }
        }
        for note in notes { text += note + "\n" }
        if isParty && record.endedBy == .exhausted { text += strings.deckOut + "\n" }
        Console.output(text.replacingOccurrences(of: "\n", with: "\r\n"))
    }

    func gameEnded(_ summary: GameSummary) {
        guard summary.isParty else {
            closingLines = summary.notes
            closingToStandardError = true
            return
        }
        if big == .auto && summary.signal == nil && !summary.game.played.isEmpty {
            // The final scoreboard, full screen, until a key.
            _ = TerminalRound.showCard(grace: promptGrace, timeout: nil) { width, height in
                Cards.gameOver(
                    summary.game, abandoned: !summary.game.playedEveryTurn, width: width, height: height, strings: strings,
                    paint: paint)
            }
            TerminalScreen.leave()
        }
        closingLines = ScoreboardText.finalLines(summary.game, interrupted: summary.signal != nil, strings: strings, paint: paint)
            + summary.notes
        closingToStandardError = false
    }

    func playAgain() -> TurnOutcome? {
        let answer = TerminalRound.ask(strings.playAgain, paint: paint, grace: promptGrace)
        if let signal = answer.signal { return .signal(signal) }
        return answer.command == .yes ? nil : .endGame
    }
}
