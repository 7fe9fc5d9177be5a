import Foundation
import GuessGame
import GuessHistory
import GuessPlay
import GuessText
import GuessWords
import Testing

/// Games played by the real `GameRunner` into a real store on disk, as `guess play` plays them: the runner
/// keeps history and exports; a scripted front end types.
struct RunnerStore {
    let store: HistoryStore
    let path: String

    init() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "guess-play-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appending(path: "history.sqlite").path
        (store, _) = try HistoryStore.open(StoreLocation(path: path, isDefault: false), access: .write)
    }

    /// Plays a party game of `teams`, `turns` turns each, over `list` (the list text format, a list
    /// called `bank`, reshuffled when it runs out): each turn answers `answers` words, one every
    /// `secondsPerAnswer` seconds, as `decide` says for the word on screen (right by default), then ends
    /// (`end`, as a pipe does). `scripted` marks it as a pipe does. Returns the runner's exit status.
    @discardableResult
    func play(
        teams: [String], turns: Int = 1, answers: Int, secondsPerAnswer: Double, scripted: Bool,
        bank: String = "class", list: String = (0..<200).map { "word\($0)" }.joined(separator: "\n"),
        decide: @escaping (String) -> GameCommand = { _ in .right }
    ) -> Int32 {
        var builder = WordBankBuilder()
        builder.add(contents: Array(list.utf8), source: bank, format: .text)
        let session = GameSession(
            bank: builder.bank, bankLabel: bank, weights: .standard, generator: SplitMix64(seed: 3), seed: 3,
            seconds: 3000, onExhausted: .reshuffle)
        session.scripted = scripted
        let clock = SteppedClock()
        let engine = GameEngine(
            session: session, kind: .party(PartyGame(teams: teams, turnsPerTeam: turns)),
            settings: EngineSettings(waitsForHost: true), clock: clock,
            wallClock: { Date(timeIntervalSince1970: 1_800_000_000 + clock.now) })
        let recorder = HistoryRecorder(store: store)
        let runner = GameRunner(
            engine: engine, recorder: recorder, sound: SilentPlayer(), export: nil, files: MemoryExportFiles(),
            strings: Strings(.en))
        var steps: [ScriptedFrontEnd.Step] = []
        for _ in 0..<(teams.count * turns) {
            steps.append(.send([.confirm]))
            for _ in 0..<answers { steps += [.wait(secondsPerAnswer), .decide(decide)] }
            steps.append(.send([.endTurn]))
        }
        let status = runner.run(ScriptedFrontEnd(steps, clock: clock))
        #expect(recorder.flush())
        return status
    }
}
