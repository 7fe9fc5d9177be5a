import Foundation
import GuessGame
import GuessHistory
import GuessText

#if canImport(Glibc)
    import Glibc
#endif

/// Runs one game of the engine in this process: keeps every round in history as it happens, exports each
/// single round or the whole party game, plays the cues, and drives the one game loop for a front end (the
/// terminal or a pipe). Returns the exit status from how the game ended.
package final class GameRunner {
    private let engine: GameEngine
    private let recorder: HistoryRecorder
    private let sound: SoundPlayer
    private let files: ExportFiles
    private let export: ExportTarget?
    private let strings: Strings
    private let notices: GameNotices
    private var exportFailed = false
    private var lastExportPath: String?
    /// What a party game was started with, kept with it so that it can be resumed.
    package var setup: GameSetup?
    /// The stored game this one continues (`--resume`), if any.
    package var resumedGameID: Int64?
    /// The round of the resumed game's cut-off turn, which the first turn played replaces.
    package var replacedRound: Int64?
    /// Whether the game has ended (its record and scoreboard written): a correction then rewrites them.
    private var gameEnded = false
    /// The exports written by this game, which a correction may write again.
    private var writtenPaths: Set<String> = []

    /// Says `saving history… N left` while the end waits for the history, and asks before giving it up.
    private let saving: SavingLine

    /// A runner for `engine`, keeping history with `recorder`, playing cues on `sound`, exporting to
    /// `export` through `files` (which never replace what is not an export). `interrupted` takes a signal
    /// that came while the end of the game waits for the history (Ctrl-C), if any: the first asks, a second
    /// gives up what is not saved and the game ends with that signal. `say` writes the lines of that wait
    /// (standard error by default; a terminal's starts each at the left edge).
    package init(
        engine: GameEngine, recorder: HistoryRecorder, sound: SoundPlayer, export: ExportTarget?, files: ExportFiles,
        strings: Strings, interrupted: @escaping @Sendable () -> Int32? = { nil },
        say: (@Sendable (String) -> Void)? = nil
    ) {
        self.engine = engine
        self.recorder = recorder
        self.sound = sound
        self.export = export
        self.files = files
        self.strings = strings
        notices = GameNotices(sources: [{ [strings] in recorder.takeNotice()?.line(strings) }, sound.takeNotice])
        // The end of a game waits for every answer to be written: after a second it says how many are left.
        let saving =
            say.map { SavingLine(strings: strings, output: $0, interrupted: interrupted) }
            ?? SavingLine(strings: strings, interrupted: interrupted)
        self.saving = saving
        recorder.onWait { [recorder] left, waited in
            guard saving.show(left: left, waited: waited) else {
                recorder.abandon()
                return false
            }
            return true
        }
        engine.subscribe { [unowned self] event in keep(event) }
    }

    /// Plays the game in `frontEnd` until it is over; returns the exit status.
    package func run(_ frontEnd: GameFrontEnd) -> Int32 {
        engine.subscribe { [unowned self, unowned frontEnd] event in
            frontEnd.show(event, engine: engine, notices: notices)
        }
        engine.begin()
        while !engine.isFinished {
            // The host gave up saving the history with a second Ctrl-C: the game ends now, with that signal.
            if let signal = saving.abandonedBy {
                engine.send(.interrupt(signal: signal))
                break
            }
            frontEnd.draw(engine)
            let commands = frontEnd.nextCommands(within: engine.secondsUntilNextChange, engine: engine)
            engine.advance()
            // Keys typed together belong to where they were typed: once the game leaves that phase (the
            // round ended), the rest were meant for what came before.
            let phase = engine.phase
            for command in commands {
                if !engine.send(command) { frontEnd.ignored(command, engine: engine) }
                if engine.phase != phase, !Self.samePlay(engine.phase, phase) { break }
            }
        }
        // Corrections that follow the last turn (`fix` lines after a piped game's last turn).
        let trailing = frontEnd.trailingCommands(engine: engine)
        for command in trailing where !engine.send(command) { frontEnd.ignored(command, engine: engine) }
        if !trailing.isEmpty { recorder.flush() }
        let status = (engine.signal ?? saving.abandonedBy).map { 128 + $0 } ?? 0
        return status == 0 && exportFailed ? 1 : status
    }

    private static func samePlay(_ one: GamePhase, _ other: GamePhase) -> Bool {
        if case .playing = one, case .playing = other { return true }
        return false
    }

    /// History, exports and sound follow every event before any view shows it.
    private func keep(_ event: GameEvent) {
        switch event {
        case .gameStarted(let party, let startedAt):
            if let resumedGameID {
                recorder.continueGame(id: resumedGameID, replacing: replacedRound)
            } else {
                recorder.beginGame(
                    GameStart(
                        startedAt: startedAt, teams: party.teams, penalty: party.penalty,
                        turnsPerTeam: party.turnsPerTeam,
                        setup: setup?.json, rules: party.rules))
            }
        case .turnStarted(let turn):
            if turn.startsGame {
                recorder.beginGame(
                    GameStart(
                        startedAt: turn.startedAt, teams: nil, penalty: false, rules: engine.session.rules))
            }
            recorder.beginRound(
                RoundStart(
                    turn: turn.turn, team: turn.team, startedAt: turn.startedAt, seconds: turn.seconds,
                    seed: engine.session.seed, bank: engine.session.bankLabel, describer: turn.describer,
                    scripted: engine.session.scripted, filter: engine.session.drawFilter))
        case .round(let roundEvent):
            recorder.record(roundEvent)
        case .cue(let cue):
            sound.play(cue)
        case .turnEnded(let record):
            // A single round is exported the moment it ends, before any card.
            if !engine.isParty, let export {
                write(export.data(for: record), to: export.path(forRound: engine.session.records.count))
            }
        case .turnCorrected(let correction):
            corrected(correction)
        case .pointsAdjusted(let adjustment):
            recorder.adjustScore(adjustment)
            if gameEnded, let party = engine.party {
                recorder.finishGame(scoreboard: party.scoreboard.map { ($0.team, $0.score) })
                if let export {
                    write(export.data(for: engine.session.gameRecord(party, startedAt: Date())), to: export.path)
                }
            }
        case .gameEnded(let ending, let partyRecord):
            gameEnded = true
            if let party = ending.party {
                recorder.finishGame(
                    scoreboard: party.scoreboard.map { ($0.team, $0.score) }, unfinished: ending.isUnfinished)
                if let export, let partyRecord { write(export.data(for: partyRecord), to: export.path) }
                if ending.signal != nil {
                    notices.add("guess: " + strings.gameInterrupted(turnsKept: party.played.count))
                }
            } else {
                // The session of single rounds is over: its history is written now (not at each round's
                // end, which would hold up the time's-up card while another program holds the store).
                recorder.flush()
                if let signal = ending.signal, !ending.endedBeforePlay, let round = ending.lastRound {
                    notices.add(interruptionNote(round, signal: signal))
                }
            }
        case .describerAssigned(let name, let turnStarted):
            // The turn in play was begun in the history with the describer of its start.
            if turnStarted { recorder.describeRound(by: name) }
        case .turnAwaited, .clock, .recap:
            break
        }
    }

    /// A turn was corrected: the store follows in one transaction (with the scoreboard when the game had
    /// ended), and an export already written is written again (the same file, ours alone).
    private func corrected(_ correction: TurnCorrection) {
        let board = correction.party.map { $0.scoreboard.map { ($0.team, $0.score) } }
        recorder.correctRound(correction.changes, at: Date(), scoreboard: gameEnded ? board : nil)
        guard let export else { return }
        if !engine.isParty {
            write(export.data(for: correction.record), to: export.path(forRound: correction.index + 1), replacing: true)
        } else if gameEnded, let record = correction.gameRecord {
            write(export.data(for: record), to: export.path, replacing: true)
        }
    }

    /// Writes an export; `replacing` rewrites one this game already wrote, and only when it is a regular
    /// file (a stream, standard output included, already has it: a second copy would follow the first).
    private func write(_ data: Data, to path: String, replacing: Bool = false) {
        do throws(GuessError) {
            if replacing {
                guard writtenPaths.contains(path), try files.isRegularFile(path) else { return }
            }
            try files.write(data, to: path)
            lastExportPath = path
            writtenPaths.insert(path)
        } catch {
            exportFailed = true
            notices.add("guess: " + strings.exportFailed(error.localized(strings)))
        }
    }

    private func interruptionNote(_ round: Round, signal: Int32) -> String {
        let names = [
            SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGUSR1: "SIGUSR1",
            SIGUSR2: "SIGUSR2", SIGALRM: "SIGALRM", SIGVTALRM: "SIGVTALRM", SIGPROF: "SIGPROF", SIGXCPU: "SIGXCPU",
            SIGXFSZ: "SIGXFSZ", SIGPOLL: "SIGPOLL", SIGPWR: "SIGPWR",
        ]
        let name = names[signal] ?? "signal \(signal)"
        return "guess: "
            + strings.interrupted(
                by: name, words: round.played.count, correct: round.correctCount, wrong: round.wrongCount,
                savedTo: lastExportPath)
    }
}
