import GuessGame
import GuessScreens
import GuessText

/// A game driven by lines on standard input, for scripts and tests: no readline, no screen.
///
/// Every word shown is printed as `WORD<TAB>TIER` on standard output, including a word that comes back
/// after an undo; everything else goes to standard error. A turn starts at once (a party game's next turn
/// only while input may follow), ends at its deadline even when no line arrives, and ends at end of input.
package final class PipeFrontEnd: GameFrontEnd {
    private let reader: LineReader
    private let output: (String) -> Void
    private let report: (String) -> Void
    private let strings: Strings
    private let plain = Paint(enabled: false)
    private var pendingNotes: [String] = []
    /// A line read ahead to see whether it was a `fix`, handed out next.
    private var heldLine: String?
    /// The number of the line the last command came from.
    private var commandLine = 0
    /// Why the input ended early (a line longer than `LineReader.lineLimit`), for the command to report.
    package var inputProblem: GuessError? { reader.problem }

    /// A front end reading commands from `input`, writing word lines to `output` and what it says
    /// (in `strings`) to `report`, a line each.
    package init(
        input: PipeInput, strings: Strings, output: @escaping (String) -> Void, report: @escaping (String) -> Void
    ) {
        reader = LineReader(input)
        self.strings = strings
        self.output = output
        self.report = report
    }

    /// The settings a pipe plays with: turns start when a line may follow, `q` quits at once, no cards.
    package static let settings = EngineSettings(waitsForHost: true)

    /// Draws the engine's state (see `GameFrontEnd`).
    package func draw(_ engine: GameEngine) {}

    /// The commands that came within `seconds` (see `GameFrontEnd`).
    package func nextCommands(within seconds: Double?, engine: GameEngine) -> [GameCommand] {
        if engine.phase == .awaitingTurn {
            // A party game's next turn starts only while input may follow; a single round always starts.
            guard !engine.isParty || heldLine != nil || reader.mayHaveMore() else { return [.inputEnded] }
            // `fix` lines right after a turn correct it before the next one starts.
            if let fix = nextFix(engine) { return [fix] }
            if let party = engine.party, let team = engine.team {
                report("guess: " + strings.turnHeading(team: team, in: party, describer: engine.describer))
            }
            return [.confirm]
        }
        // One line at a time: the lines after a turn's last belong to the next turn.
        while let line = nextLine() {
            let command = PipeCommand(line: line)
            if case .unknown(let text) = command {
                report(PipeCommand.unknownMessage(text, number: reader.lineNumber, strings: strings))
            }
            commandLine = reader.lineNumber
            if let gameCommand = gameCommand(command, engine: engine) { return [gameCommand] }
        }
        if reader.ended { return [.inputEnded] }
        switch reader.wait(seconds: seconds) {
        case .readable: reader.fill()
        case .timeout: break
        case .signal(let signal): return [.interrupt(signal: signal)]
        }
        return []
    }

    /// Says what an ignored command meant nothing for, where it helps (see `GameFrontEnd`).
    package func ignored(_ command: GameCommand, engine: GameEngine) {
        switch command {
        case .correct: report("guess: " + strings.fixIgnored(line: commandLine))
        case .adjust: report("guess: " + strings.pointsIgnored(line: commandLine))
        case .pass: report("guess: " + strings.noPassesLeft(line: commandLine))
        default: break
        }
    }

    /// The `fix` lines already there once the game is over (after a single round, or a party game's last
    /// turn); the first other line ends them. Nothing waits for lines still to come.
    package func trailingCommands(engine: GameEngine) -> [GameCommand] {
        var commands: [GameCommand] = []
        while let fix = nextFix(engine) { commands.append(fix) }
        return commands
    }

    /// The next line, the one held back first.
    private func nextLine() -> String? {
        if let line = heldLine {
            heldLine = nil
            return line
        }
        return reader.nextBufferedLine()
    }

    /// The next line when it is already there and belongs between turns — `fix`, `bonus`, `penalty` —
    /// (else it is held back for later). A `bonus` or `penalty` naming no team of the game is reported
    /// and skipped.
    private func nextFix(_ engine: GameEngine) -> GameCommand? {
        while true {
            if heldLine == nil { _ = reader.mayHaveMore() }  // reads what is already waiting, without blocking
            guard let line = nextLine() else { return nil }
            let command = PipeCommand(line: line)
            guard command.isBetweenTurns else {
                heldLine = line
                return nil
            }
            commandLine = reader.lineNumber
            if let gameCommand = gameCommand(command, engine: engine) { return gameCommand }
        }
    }

    /// What `command` asks of `engine`; a `bonus` or `penalty` naming no team of the game is reported
    /// (nil).
    private func gameCommand(_ command: PipeCommand, engine: GameEngine) -> GameCommand? {
        let asked = command.gameCommand(engine: engine)
        switch command {
        case .bonus(let team), .penalty(let team):
            if asked == nil { report("guess: " + strings.noSuchTeam(team, line: commandLine)) }
        default: break
        }
        return asked
    }

    /// Shows what an event changed (see `GameFrontEnd`).
    package func show(_ event: GameEvent, engine: GameEngine, notices: GameNotices) {
        switch event {
        case .gameStarted(let party, _):
            for line in strings.lineupLines(party) { report("guess: " + line) }
        case .round(.shown(_, let word)):
            printWord(word)
        case .round(.undone):
            if let word = engine.round?.currentWord { printWord(word) }
        case .turnCorrected(let correction):
            let record = correction.record
            let team = record.team.map { OutsideText.forTerminal($0) + strings.colon } ?? ""
            report(
                "guess: " + team
                    + strings.correctedTurn(correct: record.correct, wrong: record.wrong, passed: record.passed))
        case .recap(let record):
            guard let party = engine.party else {
                pendingNotes += notices.take()
                return
            }
            let team = strings.team(
                OutsideText.forTerminal(record.team ?? ""),
                describer: record.describer.map { OutsideText.forTerminal($0) })
            report(
                "guess: "
                    + strings.turnResult(
                        team: team, correct: record.correct, wrong: record.wrong, endedBy: record.endedBy))
            notices.take().forEach(report)
            if !engine.endsAfterThisTurn && reader.mayHaveMore() {
                for line in ScoreboardText.render(party, strings: strings, paint: plain).split(separator: "\n") {
                    report(String(line))
                }
            }
        case .gameEnded(let ending, _):
            if let party = ending.party {
                let lines = ScoreboardText.finalLines(
                    party, ending: engine.outcome?.ending ?? .playing, strings: strings, paint: plain)
                (lines + notices.take()).forEach(report)
                return
            }
            if let round = ending.lastRound {
                report(
                    "guess: " + strings.roundOver(round.endReason, correct: round.correctCount, wrong: round.wrongCount)
                )
            }
            (pendingNotes + notices.take()).forEach(report)
            pendingNotes.removeAll()
        default:
            break
        }
    }

    private func printWord(_ word: PlayedWord) {
        output("\(OutsideText.forTerminal(word.word))\t\(word.tier.name)\n")
    }
}
