import Foundation
import GRDB
import GuessGame
import GuessHistory
import GuessPlay
import GuessText
import GuessWords
import Testing

/// A party game played through the engine with its history kept by the real `GameRunner`'s keepers (the
/// runner is attached, its loop not run: the test sends the commands), so the store is the one a real game
/// leaves.
final class RecordedGame {
    let clock = SteppedClock()
    let engine: GameEngine
    let recorder: HistoryRecorder
    let runner: GameRunner
    private(set) var ending: GameEnd?

    init(
        _ game: PartyGame, store: HistoryStore, setup: GameSetup, resuming: ResumableGame? = nil,
        heldBack: Set<String> = []
    ) {
        var builder = WordBankBuilder()
        let words = (1...40).map { "word\($0)" }.joined(separator: "\n")
        builder.add(contents: Array(words.utf8), source: "t.txt", format: .text)
        let session = GameSession(
            bank: builder.bank, bankLabel: "t.txt", weights: .standard, generator: SplitMix64(seed: 5), seed: 5,
            seconds: 60, onExhausted: .end, recentWords: { heldBack })
        if let resuming { session.restore(resuming.turns) }
        engine = GameEngine(
            session: session, kind: .party(game), settings: EngineSettings(waitsForHost: true), clock: clock,
            wallClock: { Date(timeIntervalSince1970: 1_800_000_000) })
        recorder = HistoryRecorder(store: store)
        runner = GameRunner(
            engine: engine, recorder: recorder, sound: SilentPlayer(), export: nil, files: MemoryExportFiles(),
            strings: Strings(.en))
        runner.setup = setup
        runner.resumedGameID = resuming?.id
        runner.replacedRound = resuming?.cutRound
        engine.subscribe { [unowned self] event in
            if case .gameEnded(let end, _) = event { ending = end }
        }
        engine.begin()
    }

    /// Plays the waiting turn: `right` words right, then the clock runs out.
    func playTurn(right: Int) {
        engine.send(.confirm)
        for _ in 0..<right { engine.send(.right) }
        clock.now += 60
        engine.advance()
    }

    /// Starts the waiting turn, answers `right` words, and a signal cuts it off.
    func cutTurn(right: Int) {
        engine.send(.confirm)
        for _ in 0..<right { engine.send(.right) }
        engine.send(.interrupt(signal: 1))
    }
}

@Suite("Resuming a party game from the history store")
struct ResumeStoreTests {
    private let setup = GameSetup(
        teams: [TeamLineup(name: "Red", players: ["Ann", "Bob"]), TeamLineup(name: "Blue", players: ["Xi"])],
        turnsPerTeam: 2, penalty: false, tieBreak: true, seconds: 60, bank: nil, words: ["t.txt"],
        defaultTier: "custom", weights: [20, 20, 20, 10, 30], onExhausted: .end, seed: 5)

    private func store() throws -> HistoryStore { try HistoryStore(DatabaseQueue()) }

    /// A store holding one game whose input ended after its first turn (one right): resumable, until the
    /// test spoils what the store holds.
    private func gameCutByTheEndOfInput() throws -> (DatabaseQueue, HistoryStore) {
        let queue = try DatabaseQueue()
        let store = try HistoryStore(queue)
        let first = RecordedGame(setup.partyGame, store: store, setup: setup)
        first.playTurn(right: 1)
        first.engine.send(.inputEnded)
        first.recorder.flush()
        return (queue, store)
    }

    @Test("a game cut off by a signal comes back with its scores, turn order, describers and words")
    func resumeAfterASignal() throws {
        let store = try store()
        let first = RecordedGame(setup.partyGame, store: store, setup: setup)
        first.playTurn(right: 3)  // Red, Ann
        first.playTurn(right: 1)  // Blue, Xi
        first.cutTurn(right: 2)  // Red, Bob: cut off
        #expect(first.ending?.isUnfinished == true)
        first.recorder.flush()

        guard case .found(let game) = try store.resumableGame(id: nil) else {
            Issue.record("nothing to resume")
            return
        }
        #expect(game.setup == setup)
        #expect(game.turns.count == 2)
        #expect(game.turns.map(\.describer) == ["Ann", "Xi"])
        #expect(game.party.scoreboard.map(\.score) == [3, 1])
        #expect(game.cutRound != nil)
        // The cut-off turn is played again, by the same describer; its words stay held back.
        var party = game.party
        #expect(party.nextTeam() == "Red")
        #expect(party.describer(of: "Red") == "Bob")
        let shown = first.engine.session.records.flatMap { $0.words.map(\.word) }
        #expect(game.playedWords == Set(shown))

        let second = RecordedGame(game.party, store: store, setup: setup, resuming: game, heldBack: game.playedWords)
        #expect(second.engine.describer == "Bob")
        second.playTurn(right: 1)
        second.playTurn(right: 0)
        #expect(second.ending?.isUnfinished == false)
        second.recorder.flush()
        let newWords = second.engine.session.records.suffix(2).flatMap { $0.words.map(\.word) }
        #expect(Set(newWords).isDisjoint(with: game.playedWords))

        // One game, its cut-off turn replaced; over now.
        let stored = try #require(try store.game(id: game.id).value)
        #expect(try store.listGames(limit: nil).value.count == 1)
        #expect(stored.turns.map(\.team) == ["Red", "Blue", "Red", "Blue"])
        #expect(stored.turns.map(\.describer) == ["Ann", "Xi", "Bob", "Xi"])
        #expect(stored.turns.map(\.endedBy) == [.time, .time, .time, .time])
        #expect(stored.party?.scoreboard.map(\.score) == [4, 1])
        guard case .nothing = try store.resumableGame(id: nil) else {
            Issue.record("a game played out is resumable")
            return
        }
        guard case .refused(.finished) = try store.resumableGame(id: game.id) else {
            Issue.record("a game played out is not refused as finished")
            return
        }
    }

    @Test("resuming twice continues the same game; a single round and an unknown id are refused")
    func resumeTwice() throws {
        let store = try store()
        let first = RecordedGame(setup.partyGame, store: store, setup: setup)
        first.playTurn(right: 1)
        first.engine.send(.inputEnded)
        first.recorder.flush()
        guard case .found(let once) = try store.resumableGame(id: nil) else {
            Issue.record("nothing to resume")
            return
        }
        #expect(once.cutRound == nil)
        let second = RecordedGame(once.party, store: store, setup: setup, resuming: once)
        second.playTurn(right: 2)
        second.engine.send(.interrupt(signal: 1))
        second.recorder.flush()
        guard case .found(let twice) = try store.resumableGame(id: nil) else {
            Issue.record("nothing to resume the second time")
            return
        }
        #expect(twice.id == once.id)
        #expect(twice.turns.map(\.team) == ["Red", "Blue"])
        var next = twice.party
        #expect(next.nextTeam() == "Red")
        #expect(next.describer(of: "Red") == "Bob")
        #expect(try store.listGames(limit: nil).value.count == 1)

        let single = try store.beginGame(
            GameStart(
                startedAt: Date(timeIntervalSince1970: 1_900_000_000), teams: nil, penalty: false))
        _ = try store.beginRound(
            gameID: single,
            RoundStart(
                turn: 1, team: nil, startedAt: Date(timeIntervalSince1970: 1_900_000_000), seconds: 60,
                seed: nil, bank: "en"))
        guard case .refused(.notParty) = try store.resumableGame(id: single) else {
            Issue.record("a single round is not refused")
            return
        }
        guard case .notFound = try store.resumableGame(id: 999) else {
            Issue.record("an unknown id is found")
            return
        }
    }

    @Test("a setup the store holds that is not one (hostile, too large) is refused, not trusted")
    func hostileSetup() throws {
        let (queue, store) = try gameCutByTheEndOfInput()
        try queue.write { db in
            try db.execute(sql: #"UPDATE game SET setup = '{"teams":[{"name":"A","players":["x","x"]}]}'"#)
        }
        guard case .refused(.unreadableSetup) = try store.resumableGame(id: 1) else {
            Issue.record("a bad setup is accepted")
            return
        }
        // `--resume` says the latest game cut short cannot be read, not that there is nothing to resume.
        guard case .refusedLatest(id: 1, .unreadableSetup) = try store.resumableGame(id: nil) else {
            Issue.record("an unreadable setup is taken for no game at all")
            return
        }
    }

    @Test("a turn of a team the setup does not have is refused, never made a third team")
    func foreignTeam() throws {
        let (queue, store) = try gameCutByTheEndOfInput()
        try queue.write { db in try db.execute(sql: "UPDATE round SET team = 'Intruder'") }
        guard case .refused(.foreignTeam("Intruder")) = try store.resumableGame(id: 1) else {
            Issue.record("a team not in the setup was taken")
            return
        }
        guard case .refusedLatest(id: 1, .foreignTeam("Intruder")) = try store.resumableGame(id: nil) else {
            Issue.record("--resume does not say why")
            return
        }
    }

    @Test("per describer: turns, right, wrong and seconds of each player's turns")
    func describerStats() throws {
        let store = try store()
        let game = RecordedGame(setup.partyGame, store: store, setup: setup)
        game.playTurn(right: 3)
        game.playTurn(right: 1)
        game.playTurn(right: 2)
        game.playTurn(right: 0)
        game.recorder.flush()
        let tallies = try store.describerStats().value
        #expect(Set(tallies.map(\.player)) == ["Ann", "Bob", "Xi"])
        let xi = try #require(tallies.first { $0.player == "Xi" })
        #expect(xi.tally.turns == 2 && xi.tally.correct == 1 && xi.team == "Blue" && xi.tally.seconds == 120)
        #expect(tallies.first?.player == "Ann")
    }
}
