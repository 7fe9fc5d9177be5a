import Foundation
import GuessWords

/// Everything a game needs, settled before the terminal is touched: configuration, bank, seed, export.
final class PlaySession {
    let config: GameConfig
    let loaded: LoadedBank
    let weights: TierWeights
    let seed: UInt64?
    let seconds: Int
    let leadIn: Int
    let exportPath: String?
    let exportFormat: ExportFormat
    let strings: Strings
    let paint: Paint
    private var generator: SplitMix64
    let recorder: HistoryRecorder
    /// Where the game's sounds go; chosen after the session is prepared (silent until then).
    var sound: any SoundPlayer = SilentPlayer()
    /// Words played in this many recent games are drawn after all others of their tier (0: off).
    let freshGames: Int
    private var decksMade = 0
    private(set) var records: [RoundRecord] = []
    /// Where the last round was exported, once it was.
    private(set) var lastExportPath: String?
    private var roundStartedAt = Date()

    init(
        config: GameConfig, loaded: LoadedBank, weights: TierWeights, seed: UInt64?, generator: SplitMix64,
        seconds: Int, leadIn: Int, exportPath: String?, exportFormat: ExportFormat,
        display: (strings: Strings, paint: Paint), recorder: HistoryRecorder, freshGames: Int
    ) {
        self.recorder = recorder
        self.freshGames = freshGames
        self.config = config
        self.loaded = loaded
        self.weights = weights
        self.seed = seed
        self.generator = generator
        self.seconds = seconds
        self.leadIn = leadIn
        self.exportPath = exportPath
        self.exportFormat = exportFormat
        strings = display.strings
        paint = display.paint
    }

    /// A fresh deck over the bank, with the words of recent games (including rounds just played) last.
    /// The first deck draws exactly what `guess draw` does with the same seed; later ones continue from it.
    func makeDeck() -> Deck {
        let bank = loaded.bank
        let stale = recorder.wordsOfRecentGames(freshGames)
        let deckGenerator = decksMade == 0 ? generator : SplitMix64(seed: generator.next())
        decksMade += 1
        return Deck(
            bank: bank, weights: weights, generator: deckGenerator,
            isStale: stale.isEmpty ? nil : { stale.contains(bank.text(at: $0)) })
    }

    /// A new round on `deck` (a fresh one when nil), recorded in the history as it happens.
    func makeRound(clock: MonotonicClock, deck: Deck? = nil) -> Round {
        var round = Round(
            bank: loaded.bank, deck: deck ?? makeDeck(), seconds: Double(seconds), onExhausted: config.onExhausted,
            clock: clock)
        let recorder = recorder
        round.observer = { recorder.record($0) }
        return round
    }

    /// Call as the clock of a single round starts: the round is its own game in the history.
    func roundStarted() {
        recorder.beginGame(startedAt: Date(), teams: nil, penalty: false)
        turnStarted(turn: 1, team: nil)
    }

    /// Keeps the finished round and writes the export; returns a problem to report, if any.
    func roundFinished(_ round: Round) -> String? {
        let record = RoundRecord(round: round, startedAt: roundStartedAt, seed: seed, bank: loaded.label)
        records.append(record)
        guard let exportPath else { return nil }
        let data = exportFormat == .json ? RoundExporter.json(record) : RoundExporter.export([record], as: exportFormat)
        return export(data, to: Self.numbered(exportPath, round: records.count))
    }

    // MARK: - Party games

    private var gameStartedAt: Date?

    /// Call before the first turn of a party game.
    func beginParty(teams: [String], penalty: Bool) {
        gameStartedAt = Date()
        recorder.beginGame(startedAt: gameStartedAt!, teams: teams, penalty: penalty)
    }

    /// Call as the clock of turn `turn` (1-based, over the whole game) starts.
    func turnStarted(turn: Int, team: String?) {
        roundStartedAt = Date()
        recorder.beginRound(turn: turn, team: team, startedAt: roundStartedAt, seconds: seconds, seed: seed, bank: loaded.label)
    }

    /// Keeps a finished turn.
    @discardableResult
    func turnFinished(_ round: Round, team: String) -> RoundRecord {
        let record = RoundRecord(round: round, startedAt: roundStartedAt, seed: seed, bank: loaded.label, team: team)
        records.append(record)
        return record
    }

    /// Records the scoreboard and writes the `guess.game.v1` export; returns a problem to report, if any.
    func finishParty(_ game: PartyGame) -> String? {
        let scoreboard = game.scoreboard
        recorder.finishGame(scoreboard: scoreboard.map { ($0.team, $0.score) })
        guard let exportPath else { return nil }
        let record = GameRecord(
            startedAt: gameStartedAt ?? Date(), teams: game.teams, turns: records, scoreboard: scoreboard)
        return export(RoundExporter.export(record, as: exportFormat), to: exportPath)
    }

    private func export(_ data: Data, to path: String) -> String? {
        do throws(GuessError) {
            try Files.writeAtomically(data, to: path)
            lastExportPath = path
            return nil
        } catch {
            return error.localizedDescription
        }
    }

    /// `round.json` for the first round, `round-2.json` for the second, and so on.
    static func numbered(_ path: String, round: Int) -> String {
        guard round > 1 else { return path }
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        let ext = url.pathExtension
        let name = ext.isEmpty ? "\(stem)-\(round)" : "\(stem)-\(round).\(ext)"
        return (path as NSString).deletingLastPathComponent.isEmpty
            ? name : (path as NSString).deletingLastPathComponent + "/" + name
    }
}
