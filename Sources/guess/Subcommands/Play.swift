import ArgumentParser
import Foundation
import GuessWords

/// `guess play`: hosts a round in the terminal (or reads commands from a pipe).
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Host a round: the word on screen, keys to mark it right or wrong, a 300-second clock.",
        discussion: """
            Keys act at once: y or → right, n or ← wrong, u undo, space pause, q quit, ? help. \
            They are readline commands (guess-right, guess-wrong, guess-undo, guess-pause, guess-quit, \
            guess-help) that can be rebound in ~/.inputrc under `$if guess`.

            When standard input is not a terminal the round reads one command per line (y, n, u, p, q) \
            and prints every word shown as WORD<TAB>TIER.
            """
    )

    @Option(name: .long, help: "Length of the round in seconds (1 to 86400; default from the config: 300).")
    var seconds: Int?

    @Option(name: .customLong("lead-in"), help: "Countdown before the clock starts, in seconds (0 skips it).")
    var leadIn: Int?

    @Flag(name: .long, help: "Start without waiting for Enter.")
    var yes = false

    @Option(name: .long, help: ArgumentHelp("Write the round to FILE when it ends, however it ends.", valueName: "FILE"))
    var export: String?

    @Option(name: .long, help: ArgumentHelp("Export format: json or csv (default: from the extension).", valueName: "FORMAT"))
    var format: String?

    @Option(name: .long, help: ArgumentHelp("A team of a party game, in turn order. Repeat for each team.", valueName: "NAME"))
    var team: [String] = []

    @Option(name: .long, help: "Turns each team plays in a party game (default from the config: 1).")
    var turns: Int?

    @Flag(name: .long, help: "In a party game, a wrong answer costs a point.")
    var penalty = false

    @Flag(name: .customLong("no-history"), help: "Do not keep this game in the history store.")
    var noHistory = false

    @Flag(name: .customLong("no-fresh"), help: "Draw recently played words like any other (no fresh-words-first).")
    var noFresh = false

    @Option(name: .long, help: ArgumentHelp("The history store (default: $GUESS_DB, else $XDG_DATA_HOME/guess/history.sqlite).", valueName: "FILE"))
    var db: String?

    @Option(name: .long, help: ArgumentHelp("Sound: auto (the sound server, else the bell), bell or off (default from the config: auto; through a pipe: off).", valueName: "auto|bell|off"))
    var sound: String?

    @OptionGroup var deck: DeckOptions

    mutating func validate() throws {
        if let seconds, !(1...86400).contains(seconds) {
            throw ValidationError("--seconds must be between 1 and 86400")
        }
        if let leadIn, !(0...86400).contains(leadIn) {
            throw ValidationError("--lead-in must be between 0 and 86400")
        }
        if let turns, !(1...1000).contains(turns) { throw ValidationError("--turns must be between 1 and 1000") }
        let names = team.map { $0.trimmingCharacters(in: .whitespaces) }
        if names.contains(where: \.isEmpty) { throw ValidationError("--team needs a non-empty name") }
        if Set(names).count != names.count { throw ValidationError("every --team needs a different name") }
        if let sound, SoundSetting(rawValue: sound) == nil { throw ValidationError("--sound must be auto, bell or off") }
        if format != nil && export == nil { throw ValidationError("--format needs --export FILE") }
        if let format, ExportFormat(rawValue: format) == nil || format == "md" {
            throw ValidationError("--format must be json or csv")
        }
        if let export, format == nil {
            guard let implied = ExportFormat.forPath(export), implied != .md else {
                throw ValidationError("cannot tell the export format of '\(export)': name it .json or .csv, or add --format json|csv")
            }
        }
    }

    func run() throws {
        let status: Int32
        // A reader that goes away (`guess play | head`) must not kill the round before it is saved.
        signal(SIGPIPE, SIG_IGN)
        do throws(GuessError) {
            let session = try prepare()
            let interactive = isatty(0) == 1 && isatty(1) == 1
            SignalTrap.install(suspendable: interactive)
            let output = SoundOutput.choose(flag: sound.flatMap(SoundSetting.init), config: session.config, interactive: interactive)
            session.sound = output.player
            if let notice = output.notice { Console.error(notice) }
            defer {
                session.sound.finish()
                if let notice = session.sound.takeNotice() { Console.error(notice) }
            }
            let teams = team.isEmpty ? session.config.teams : team.map { $0.trimmingCharacters(in: .whitespaces) }
            if teams.isEmpty {
                status = interactive ? playInTerminal(session) : playThroughPipe(session)
            } else {
                var game = PartyGame(
                    teams: teams, turnsPerTeam: turns ?? session.config.turns,
                    penalty: penalty || session.config.penalty, tieBreak: session.config.tieBreak)
                status = interactive
                    ? PartyHost.playInTerminal(session, game: &game, confirm: !yes)
                    : PartyHost.playThroughPipe(session, game: &game)
            }
        } catch {
            throw ExitCode(Console.fail(error))
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Settles everything that can fail before the terminal is touched.
    private func prepare() throws(GuessError) -> PlaySession {
        let config = try deck.loadConfig()
        let weights = try deck.effectiveWeights(config)
        let loaded = try deck.loadBank(config)
        let exportFormat = format.flatMap(ExportFormat.init(rawValue:)) ?? export.flatMap(ExportFormat.forPath) ?? .json
        if let export { try Files.checkWritable(export) }
        let (generator, seed) = deck.generator()
        let recorder = noHistory || !config.history ? HistoryRecorder.disabled : HistoryRecorder.open(explicitPath: db)
        if let notice = recorder.takeNotice() { Console.error(notice) }
        return PlaySession(
            config: config, loaded: loaded, weights: weights, seed: seed, generator: generator,
            seconds: seconds ?? config.roundSeconds, leadIn: leadIn ?? config.leadInSeconds,
            exportPath: export, exportFormat: exportFormat,
            display: Console.display(config), recorder: recorder, freshGames: noFresh ? 0 : config.freshGames)
    }

    private func playInTerminal(_ session: PlaySession) -> Int32 {
        var notes: [String] = []
        let status = TerminalSession.run { playRounds(session, notes: &notes) }
        for note in notes { Console.error(note) }
        return status
    }

    /// Rounds in the terminal until the host stops; returns the exit status. `notes` are shown after.
    private func playRounds(_ session: PlaySession, notes: inout [String]) -> Int32 {
        let paint = session.paint
        let presentation = TerminalGame.Presentation(
            strings: session.strings, paint: paint, warningSeconds: session.config.warningSeconds,
            sound: session.sound)
        TerminalScreen.enter()
        var status: Int32 = 0
        var exportFailed = false
        while true {
            var round = session.makeRound(clock: SystemMonotonicClock())
            var early: TerminalGame.Outcome?
            if !yes { early = TerminalGame.confirmStart(round, presentation: presentation) }
            if early == nil { early = TerminalGame.leadIn(session.leadIn, round: round, presentation: presentation) }
            if let early {
                if case .signal(let signal) = early { status = 128 + signal }
                break
            }
            let outcome = TerminalGame.play(&round, presentation: presentation, onStart: session.roundStarted)
            if let problem = session.roundFinished(round) {
                notes.append("guess: export failed: \(problem)")
                exportFailed = true
            }
            if let notice = session.recorder.takeNotice() { notes.append(notice) }
            if let notice = session.sound.takeNotice() { notes.append(notice) }
            TerminalScreen.leave()
            if case .signal(let signal) = outcome {
                status = 128 + signal
                notes.append(interruptionNote(round, signal: signal, session: session))
                break
            }
            let width = TerminalScreen.size.width
            let recap = RecapText.render(session.records.last!, strings: session.strings, width: width, colour: paint.enabled)
            Console.output(recap.replacingOccurrences(of: "\n", with: "\r\n"))
            for note in notes { Console.output(note + "\r\n") }
            notes.removeAll()
            if outcome == .inputEnded { break }
            let answer = TerminalGame.ask(session.strings.playAgain, paint: paint)
            if let signal = answer.signal {
                status = 128 + signal
                break
            }
            guard answer.command == .right else { break }
            TerminalScreen.enter()
        }
        return status == 0 && exportFailed ? 1 : status
    }

    private func playThroughPipe(_ session: PlaySession) -> Int32 {
        let reader = PipeGame.LineReader()
        var round = session.makeRound(clock: SystemMonotonicClock())
        let outcome = PipeGame.play(&round, reader: reader, sound: session.sound, onStart: session.roundStarted)
        let problem = session.roundFinished(round)
        Console.error("guess: round over (\(round.endReason?.rawValue ?? "?")): \(round.correctCount) right, \(round.wrongCount) wrong")
        if let problem { Console.error("guess: export failed: \(problem)") }
        if let notice = session.recorder.takeNotice() { Console.error(notice) }
        if case .signal(let signal) = outcome {
            Console.error(interruptionNote(round, signal: signal, session: session))
            return 128 + signal
        }
        return problem == nil ? 0 : 1
    }

    private func interruptionNote(_ round: Round, signal: Int32, session: PlaySession) -> String {
        let name = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"][signal] ?? "signal \(signal)"
        var note = "guess: interrupted by \(name) after \(round.played.count) word\(round.played.count == 1 ? "" : "s") (\(round.correctCount) right, \(round.wrongCount) wrong)"
        if let path = session.lastExportPath { note += "; saved to \(path)" }
        return note
    }
}
