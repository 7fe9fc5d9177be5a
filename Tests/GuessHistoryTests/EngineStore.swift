import Foundation
import GuessHistory
import GuessWords
import Testing

/// A clock moved by the test.
final class SteppedClock: MonotonicClock {
    var now = 0.0
}

/// Games played through the engine into a real store, recorded as `guess play` records them (the
/// history's part of `GameRunner`).
struct EngineStore {
    let store: HistoryStore
    let path: String

    init() throws {
        path = try StoreFixtures.directory() + "/history.sqlite"
        (store, _) = try HistoryStore.open(StoreLocation(path: path, isDefault: false), access: .write)
    }

    /// Plays a party game of `teams`, `turns` turns each, over `list` (the list text format, a list
    /// called `bank`, reshuffled when it runs out): each turn answers `answers` words, one every
    /// `secondsPerAnswer` seconds, as `decide` says for the word on screen (right by default), then ends
    /// (`end`, as a pipe does). `scripted` marks it as a pipe does. A tie's extra turns are not played.
    func play(
        teams: [String], turns: Int = 1, answers: Int, secondsPerAnswer: Double, scripted: Bool,
        bank: String = "class", list: String = (0..<200).map { "word\($0)" }.joined(separator: "\n"),
        decide: (String) -> GameCommand = { _ in .right }
    ) {
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
        engine.subscribe { event in
            switch event {
            case .gameStarted(let party, let startedAt):
                recorder.beginGame(
                    startedAt: startedAt, teams: party.teams, penalty: false, turnsPerTeam: party.turnsPerTeam)
            case .turnStarted(let turn):
                recorder.beginRound(
                    turn: turn.turn, team: turn.team, startedAt: turn.startedAt, seconds: turn.seconds,
                    seed: session.seed, bank: session.bankLabel, scripted: session.scripted)
            case .round(let roundEvent): recorder.record(roundEvent)
            case .gameEnded(let ending, _):
                recorder.finishGame(scoreboard: ending.party?.scoreboard.map { ($0.team, $0.score) } ?? [])
            default: break
            }
        }
        engine.begin()
        for _ in 0..<(teams.count * turns) {
            engine.send(.confirm)
            for _ in 0..<answers {
                clock.now += secondsPerAnswer
                engine.advance()
                engine.send(decide(engine.round?.currentWord?.word ?? ""))
            }
            engine.send(.endTurn)
        }
        #expect(recorder.flush())
    }
}
