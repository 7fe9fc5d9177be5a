import Foundation
import GuessWords

/// What a game is played with and what it has produced so far: the bank, the draw, the rounds' records.
///
/// Nothing here touches a terminal, a file or the history store: the host asks it for decks and rounds,
/// hands back finished rounds, and writes what it says. A single round is a game of one team with one
/// turn; several rounds in a row ("play again") share one session, each on a fresh deck.
package final class GameSession {
    /// The bank in play.
    package let bank: WordBank
    /// How the bank is named in records: a shipped bank's name or list paths, joined with `+`.
    package let bankLabel: String
    /// The tier weights.
    package let weights: TierWeights
    /// The `--seed`, if one was given.
    package let seed: UInt64?
    /// Length of each round in seconds.
    package let seconds: Int
    /// What a round does when the deck runs out.
    package let onExhausted: ExhaustionPolicy
    /// Whether the rounds are played through a pipe (a script): their records and history say so.
    package var scripted = false
    /// The host's rules (passes, pass penalty, score to win, added time).
    package let rules: GameRules
    /// Which entries the bank was cut down to (`--theme`, `--family`), kept with each round's record.
    package var drawFilter = DrawFilter()
    /// Every round kept so far, in order.
    package private(set) var records: [RoundRecord] = []

    private var generator: SplitMix64
    private var decksMade = 0
    private let recentWords: () -> Set<String>
    /// Words shown earlier in the game being resumed: the first deck starts with them drawn.
    package var spentWords: Set<String> = []

    /// A session over `bank`.
    ///
    /// - Parameters:
    ///   - generator: the random source of the first deck (later decks are seeded from it).
    ///   - recentWords: words played recently, asked for each new deck; they are drawn after every other
    ///     word of their tier (fresh words first).
    package init(
        bank: WordBank, bankLabel: String, weights: TierWeights, generator: SplitMix64, seed: UInt64?, seconds: Int,
        onExhausted: ExhaustionPolicy, rules: GameRules = GameRules(),
        recentWords: @escaping () -> Set<String> = { [] }
    ) {
        self.rules = rules
        self.bank = bank
        self.bankLabel = bankLabel
        self.weights = weights
        self.generator = generator
        self.seed = seed
        self.seconds = seconds
        self.onExhausted = onExhausted
        self.recentWords = recentWords
    }

    /// A fresh deck over the bank, with recent words last. The first deck draws exactly what
    /// `guess draw` does with the same seed; later ones are seeded from it. A resumed game's first deck
    /// starts with the words it showed before drawn (`spentWords`): none of them comes again.
    package func makeDeck() -> Deck {
        let stale = recentWords()
        let spent = decksMade == 0 ? spentWords : []
        let deckGenerator = decksMade == 0 ? generator : SplitMix64(seed: generator.next())
        decksMade += 1
        let bank = bank
        return Deck(
            bank: bank, weights: weights, generator: deckGenerator,
            isStale: stale.isEmpty ? nil : { stale.contains(bank.text(at: $0)) },
            isSpent: spent.isEmpty ? nil : { spent.contains(bank.text(at: $0)) })
    }

    /// A new round drawing from `deck`, timed by `clock`.
    package func makeRound(deck: Deck, clock: MonotonicClock) -> Round {
        Round(
            bank: bank, deck: deck, seconds: Double(seconds), onExhausted: onExhausted, clock: clock,
            passLimit: rules.passesPerTurn)
    }

    /// Keeps a finished round (a party game's turn when `team` is given) and returns its record.
    @discardableResult
    package func keep(_ round: Round, startedAt: Date, team: String?, describer: String? = nil) -> RoundRecord {
        var record = RoundRecord(
            round: round, startedAt: startedAt, seed: seed, bank: bankLabel, team: team, scripted: scripted)
        record.describer = describer
        (record.themes, record.family) = (drawFilter.themes, drawFilter.familyOnly)
        records.append(record)
        return record
    }

    /// Replaces the record of round `index` (from 0) after a correction.
    func replaceRecord(at index: Int, with record: RoundRecord) {
        guard records.indices.contains(index) else { return }
        records[index] = record
    }

    /// The records of the party game `game`, which started at `startedAt`.
    package func gameRecord(_ game: PartyGame, startedAt: Date) -> GameRecord {
        var record = GameRecord(startedAt: startedAt, teams: game.teams, turns: records, scoreboard: game.scoreboard)
        record.rules = game.rules
        record.adjustments = game.adjustments
        return record
    }
}

extension GameSession {
    /// Puts back the records of turns played before (a resumed game's), so that the game's record and
    /// export hold every turn.
    package func restore(_ earlier: [RoundRecord]) {
        records.insert(contentsOf: earlier, at: 0)
    }
}
