import Foundation
import GRDB
import GuessConfig
import GuessGame
import GuessHistory
import GuessPlay
import GuessText
import Testing

@testable import GuessWords

/// A resume replays nothing (#42): a party game killed at a random point and resumed through `PlaySession`,
/// the path `guess play --resume` takes, never shows again a word answered before the kill, whatever was
/// played (rights, wrongs, passes, undo, corrections) and however small the host's list.
@Suite("A resume replays nothing")
struct ResumeReplaysNothingTests {
    /// A bank of `bankWords` entries of the primary tier and the host's list of `listWords` words.
    private func bank(bankWords: Int, listWords: Int) -> LoadedBank {
        var builder = WordBankBuilder()
        let shipped = (1...bankWords).map { "bank\($0)" }.joined(separator: "\n")
        builder.add(contents: Array(shipped.utf8), source: "shipped", format: .text, defaultTier: .primary)
        builder.beginHostLists()
        let list = (1...listWords).map { "list\($0)" }.joined(separator: "\n")
        builder.add(contents: Array(list.utf8), source: "mine.txt", format: .text)
        return LoadedBank(bank: builder.bank, label: "shipped+mine.txt", diagnostics: [])
    }

    /// A party game played through the real runner's keepers into `store`, its session made by `plan`.
    private final class Played {
        let clock = SteppedClock()
        let engine: GameEngine
        let recorder: HistoryRecorder
        let runner: GameRunner

        init(plan: PlaySession, loaded: LoadedBank, setup: GameSetup, store: HistoryStore, seed: UInt64) {
            let session = plan.session(
                loaded: loaded, weights: .standard, drawFilter: DrawFilter(), generator: SplitMix64(seed: seed),
                seed: seed, recentWords: { [] })
            engine = GameEngine(
                session: session, kind: plan.kind(of: setup), settings: EngineSettings(waitsForHost: true),
                clock: clock, wallClock: { Date(timeIntervalSince1970: 1_800_000_000) })
            recorder = HistoryRecorder(store: store)
            runner = GameRunner(
                engine: engine, recorder: recorder, sound: SilentPlayer(), export: nil, files: MemoryExportFiles(),
                strings: Strings(.en))
            runner.setup = setup
            runner.resumedGameID = plan.resumed?.id
            runner.replacedRound = plan.resumed?.cutRound
            engine.begin()
        }

        /// The words answered so far (right, wrong or passed) in the turns this engine played.
        var answered: Set<String> {
            let current = engine.round?.played.filter { $0.answeredAt != nil }.map(\.word) ?? []
            return Set(engine.session.records.flatMap { $0.words.map(\.word) } + current)
        }

        /// The word on show now, if a turn is being played.
        var shown: String? { engine.round?.currentWord?.word }
    }

    /// Plays `played` with `generator` for at most `steps` actions (a kill comes then), or to its end.
    /// Returns every word shown on the way.
    private func play(_ played: Played, steps: Int, _ generator: inout SplitMix64) -> [String] {
        var shownWords: [String] = []
        var taken = 0
        while !played.engine.isFinished && taken < steps {
            taken += 1
            switch played.engine.phase {
            case .playing:
                if let word = played.shown { shownWords.append(word) }
                switch generator.uniform(below: 10) {
                case 0...3: played.engine.send(.right)
                case 4...5: played.engine.send(.wrong)
                case 6: played.engine.send(.pass)
                case 7: played.engine.send(.undo)
                default:
                    played.clock.now += 61
                    played.engine.advance()
                }
                if let word = played.shown { shownWords.append(word) }
            case .showingRecap:
                // Now and then the host corrects the turn just played.
                if generator.uniform(below: 4) == 0, played.engine.session.records.last?.words.isEmpty == false {
                    played.engine.send(.correct([WordCorrection(position: 0, result: .wrong)]))
                }
                played.engine.send(.confirm)
            default:
                played.engine.send(.confirm)
            }
        }
        return shownWords
    }

    @Test("killed anywhere (a signal or a vanished process), resumed: no word answered before comes again")
    func killedAnywhere() throws {
        for seed: UInt64 in 1...60 {
            var generator = SplitMix64(seed: seed)
            let listWords = 1 + generator.uniform(below: 10)
            let loaded = bank(bankWords: 6 + generator.uniform(below: 20), listWords: listWords)
            let store = try HistoryStore(DatabaseQueue())
            var choices = PlayChoices()
            choices.turns = 3
            choices.seconds = 60
            choices.onExhausted = .end
            let plan = PlaySession(choices: choices, config: GameConfig())
            let setup = plan.setup(
                teams: [TeamLineup(name: "Red", players: ["Ann", "Bob"]), TeamLineup(name: "Blue")], bank: nil,
                words: ["mine.txt"], defaultTier: "custom", weights: TierWeights.standard.values, seed: seed)
            let first = Played(plan: plan, loaded: loaded, setup: setup, store: store, seed: seed)
            _ = play(first, steps: 1 + generator.uniform(below: 40), &generator)
            guard !first.engine.isFinished else { continue }
            let before = first.answered
            if generator.uniform(below: 2) == 0 {
                first.engine.send(.interrupt(signal: 1))
            }
            // Either way the process is gone: only what the store holds goes on.
            first.recorder.flush()
            guard case .found(let game) = try store.resumableGame(id: nil) else { continue }
            #expect(before.isSubset(of: game.playedWords), "seed \(seed): the store holds every word answered")
            let resumed = PlaySession(choices: choices, config: GameConfig(), resumed: game)
            let second = Played(plan: resumed, loaded: loaded, setup: setup, store: store, seed: seed)
            let after = play(second, steps: 400, &generator)
            let again = Set(after).intersection(before)
            #expect(again.isEmpty, "seed \(seed), list of \(listWords): shown again \(again.sorted())")
        }
    }

    @Test("the resumed deck is the recorded one: its spent words are drawn, a reshuffle brings them back")
    func spentDeck() {
        let loaded = bank(bankWords: 3, listWords: 2)
        let bank = loaded.bank
        let spent: Set<String> = ["bank1", "list2"]
        var deck = Deck(
            bank: bank, weights: .standard, generator: SplitMix64(seed: 3),
            isSpent: { spent.contains(bank.text(at: $0)) })
        #expect(deck.remaining == 3)
        #expect(deck.drawableTotal == 5)
        var drawn: [String] = []
        while let index = deck.draw() { drawn.append(bank.text(at: index)) }
        #expect(Set(drawn) == ["bank2", "bank3", "list1"])
        deck.reshuffle()
        #expect(deck.remaining == 5)
    }
}
