import Foundation
import GuessWords

/// Hosts a game: single rounds (each a game of one turn, with "play again") or a party game of teams
/// taking turns on one shared deck. One loop serves the terminal and the pipe; the front end shows.
///
/// The host keeps every round as it happens (history), exports each single round or the whole party
/// game, and turns the way the game ended into the exit status.
final class GameHost {
    private let session: GameSession
    private let recorder: HistoryRecorder
    private let sound: SoundPlayer
    private let export: ExportTarget?
    private let party: PartyGame?
    private let strings: Strings
    private let storePath: String?
    private var exportFailed = false
    private var lastExportPath: String?
    private var notes: [String] = []
    /// Whether the last game ended before a round could start (the host quit at the start, input ended).
    private var endedEarly = false

    /// A host for `party` (nil: single rounds).
    init(
        session: GameSession, recorder: HistoryRecorder, sound: SoundPlayer, export: ExportTarget?, party: PartyGame?,
        strings: Strings, storePath: String?
    ) {
        self.sound = sound
        self.storePath = storePath
        self.session = session
        self.recorder = recorder
        self.export = export
        self.party = party
        self.strings = strings
    }

    /// Plays until the game ends (single rounds: until the host stops playing again); returns the exit status.
    func run(_ frontEnd: GameFrontEnd) -> Int32 {
        var status: Int32
        if var game = party {
            status = playGame(&game, isParty: true, frontEnd)
        } else {
            repeat {
                var game = PartyGame(teams: [Self.soloTeam])
                status = playGame(&game, isParty: false, frontEnd)
                // No "play again?" after the host ended the game before its round, or the input ended.
                guard status == 0, !endedEarly, session.records.last?.endedBy != .eof else { break }
                if let stop = frontEnd.playAgain() {
                    status = stop.signal.map { 128 + $0 } ?? 0
                    break
                }
            } while true
        }
        return status == 0 && exportFailed ? 1 : status
    }

    /// The team of a single round: it has none, so this name is never shown or recorded.
    private static let soloTeam = "\u{0}solo"

    private func playGame(_ game: inout PartyGame, isParty: Bool, _ frontEnd: GameFrontEnd) -> Int32 {
        let gameStartedAt = Date()
        if isParty { recorder.beginGame(startedAt: gameStartedAt, teams: game.teams, penalty: game.penalty, turnsPerTeam: game.turnsPerTeam) }
        frontEnd.gameStarting(game, isParty: isParty)
        var deck = session.makeDeck()
        var signal: Int32?
        var lastRound: Round?
        while let team = game.nextTeam() {
            if let early = frontEnd.beforeTurn(team: team, game: game, isParty: isParty) {
                signal = early.signal
                endedEarly = true
                break
            }
            let turn = game.played.count + 1
            let heading = isParty
                ? strings.turnHeading(
                    team: OutsideText.forTerminal(team), turn: game.turnsPlayed(by: team) + 1, of: game.turnsPerTeam,
                    tieBreak: game.isTieBreak)
                : nil
            var round = session.makeRound(deck: deck, clock: SystemMonotonicClock())
            let recorder = recorder
            round.observer = { recorder.record($0) }
            var startedAt = Date()
            var started = false
            let outcome = frontEnd.play(&round, heading: heading) {
                started = true
                startedAt = Date()
                if !isParty { recorder.beginGame(startedAt: startedAt, teams: nil, penalty: false) }
                recorder.beginRound(
                    turn: turn, team: isParty ? team : nil, startedAt: startedAt, seconds: session.seconds,
                    seed: session.seed, bank: session.bankLabel)
            }
            guard started else {
                // The lead-in was cut short: the turn never began.
                signal = outcome.signal
                endedEarly = true
                break
            }
            deck = round.remainingDeck
            lastRound = round
            let record = session.keep(round, startedAt: startedAt, team: isParty ? team : nil)
            game.record(team: team, correct: round.correctCount, wrong: round.wrongCount)
            if !isParty, let export { write(export.data(for: record), to: export.path(forRound: session.records.count)) }
            if let signal = outcome.signal {
                notes += takeNotes()
                if !isParty { notes.append(interruptionNote(round, signal: signal)) }
                return finishGame(&game, isParty: isParty, startedAt: gameStartedAt, lastRound: round, signal: signal, frontEnd)
            }
            frontEnd.turnEnded(record, outcome: outcome, game: game, isParty: isParty, notes: takeNotes())
            if outcome != .finished || round.endReason == .exhausted { break }
        }
        return finishGame(&game, isParty: isParty, startedAt: gameStartedAt, lastRound: lastRound, signal: signal, frontEnd)
    }

    private func finishGame(
        _ game: inout PartyGame, isParty: Bool, startedAt: Date, lastRound: Round?, signal: Int32?,
        _ frontEnd: GameFrontEnd
    ) -> Int32 {
        game.stop()
        if isParty {
            recorder.finishGame(scoreboard: game.scoreboard.map { ($0.team, $0.score) })
            if let export { write(export.data(for: session.gameRecord(game, startedAt: startedAt)), to: export.path) }
        }
        var summary = GameSummary(game: game, isParty: isParty, lastRound: lastRound, signal: signal, notes: takeNotes())
        if isParty, signal != nil {
            let turns = game.played.count
            summary.notes.append("guess: " + strings.gameInterrupted(turnsKept: turns))
        }
        frontEnd.gameEnded(summary)
        return signal.map { 128 + $0 } ?? 0
    }

    /// Notices gathered so far (export failures, the history store's and the sound's one-line notices),
    /// taken once.
    private func takeNotes() -> [String] {
        var taken = notes
        notes.removeAll()
        if let notice = recorder.takeNotice() { taken.append(notice) }
        if let notice = sound.takeNotice() { taken.append(notice) }
        return taken
    }

    private func write(_ data: Data, to path: String) {
        do throws(GuessError) {
            try ExportWriter.writeSafely(data, to: path, protecting: HistoryStore.protectedPaths(explicit: storePath))
            lastExportPath = path
        } catch {
            exportFailed = true
            notes.append("guess: " + strings.exportFailed(error.localized(strings)))
        }
    }

    private func interruptionNote(_ round: Round, signal: Int32) -> String {
        let names = [
            SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGUSR1: "SIGUSR1",
            SIGUSR2: "SIGUSR2", SIGALRM: "SIGALRM", SIGVTALRM: "SIGVTALRM", SIGPROF: "SIGPROF", SIGXCPU: "SIGXCPU",
            SIGXFSZ: "SIGXFSZ", SIGPOLL: "SIGPOLL", SIGPWR: "SIGPWR",
        ]
        let name = names[signal] ?? "signal \(signal)"
        return "guess: " + strings.interrupted(
            by: name, words: round.played.count, correct: round.correctCount, wrong: round.wrongCount,
            savedTo: lastExportPath)
    }
}
