import GuessWords

/// A game driven by lines on standard input, for scripts and tests: no readline, no screen.
///
/// Every word shown is printed as `WORD<TAB>TIER` on standard output, including a word that comes back
/// after an undo; everything else goes to standard error. A round starts at once, ends at its deadline
/// even when no line arrives, and ends at end of input.
final class PipeFrontEnd: GameFrontEnd {
    private let reader = LineReader()
    private let strings: Strings
    private let plain = Paint(enabled: false)
    private var pendingNotes: [String] = []
    private let sound: SoundPlayer
    /// Why the input ended early (a line longer than `LineReader.lineLimit`), for the command to report.
    var inputProblem: GuessError? { reader.problem }

    /// A front end whose cues go to `sound` (silent unless `--sound` was given), speaking `strings` on
    /// standard error.
    init(sound: SoundPlayer, strings: Strings) {
        self.sound = sound
        self.strings = strings
    }

    func gameStarting(_ game: PartyGame, isParty: Bool) {}

    func beforeTurn(team: String, game: PartyGame, isParty: Bool) -> TurnOutcome? {
        guard isParty else { return nil }
        guard reader.mayHaveMore() else { return .inputEnded }
        let heading = strings.turnHeading(
            team: OutsideText.forTerminal(team), turn: game.turnsPlayed(by: team) + 1, of: game.turnsPerTeam,
            tieBreak: game.isTieBreak)
        Console.error("guess: \(heading)")
        return nil
    }

    func play(_ round: inout Round, heading: String?, onStart: () -> Void) -> TurnOutcome {
        let keeper = round.observer
        round.observer = { event in
            keeper?(event)
            if case .shown(_, let word) = event { Self.printWord(word) }
        }
        var cues = SoundSchedule()
        defer { sound.play(cues.cues(for: round)) }
        onStart()
        round.start()
        while !round.isOver {
            sound.play(cues.cues(for: round))
            while let line = reader.nextBufferedLine() {
                let command = PipeCommand(line: line)
                if case .unknown(let text) = command {
                    Console.error(PipeCommand.unknownMessage(text, number: reader.lineNumber, strings: strings))
                }
                if let again = round.apply(command) { Self.printWord(again) }
                sound.play(cues.cues(for: round))
                if round.isOver { return command == .quit ? .endGame : .finished }
            }
            if reader.ended {
                round.stop(.eof)
                return .inputEnded
            }
            // With sound, wake at every second for the ticks; without, only at the deadline.
            let wake = sound.isSilent ? round.timeLeft : round.secondsUntilNextTick
            switch InputWait.wait(seconds: round.phase == .paused ? nil : wake) {
            case .readable: reader.fill()
            case .timeout, .resized, .suspend: round.tick()
            case .signal(let signal):
                round.stop(.interrupted)
                return .signal(signal)
            }
        }
        return .finished
    }

    private static func printWord(_ word: PlayedWord) {
        Console.output("\(OutsideText.forTerminal(word.word))\t\(word.tier.name)\n")
    }

    func turnEnded(_ record: RoundRecord, outcome: TurnOutcome, game: PartyGame, isParty: Bool, notes: [String]) {
        guard isParty else {
            pendingNotes = notes
            return
        }
        let team = OutsideText.forTerminal(record.team ?? "")
        Console.error("guess: " + strings.turnResult(team: team, correct: record.correct, wrong: record.wrong, endedBy: record.endedBy))
        notes.forEach(Console.error)
        if outcome == .finished && record.endedBy != .exhausted && !game.isOver && reader.mayHaveMore() {
            for line in ScoreboardText.render(game, strings: strings, paint: plain).split(separator: "\n") {
                Console.error(String(line))
            }
        }
    }

    func gameEnded(_ summary: GameSummary) {
        if summary.isParty {
            let lines = ScoreboardText.finalLines(summary.game, interrupted: summary.signal != nil, strings: strings, paint: plain)
            (lines + summary.notes).forEach(Console.error)
            return
        }
        if let round = summary.lastRound {
            Console.error("guess: " + strings.roundOver(round.endReason, correct: round.correctCount, wrong: round.wrongCount))
        }
        (pendingNotes + summary.notes).forEach(Console.error)
        pendingNotes.removeAll()
    }

    func playAgain() -> TurnOutcome? { .endGame }
}
