import GuessWords

/// How many words a game is likely to need against how many its deck holds, said before the first turn
/// so that a small list does not end the game unannounced.
///
/// The need is the turns times their seconds at a pace: the seconds per word seen in the history for the
/// bank when there is one, else `defaultSecondsPerWord`. A single round counts one turn (each round of
/// "play again" gets a fresh deck); a party game every team's regular turns, all from one deck (a game
/// won by score without a number of turns: the turns until the target, half the words shown being right).
package struct DeckEstimate: Equatable, Sendable {
    /// The pace assumed without history: one word every 6 seconds.
    package static let defaultSecondsPerWord = 6.0

    /// Turns drawn from one deck.
    package var turns: Int
    /// Seconds of each turn.
    package var seconds: Int
    /// Seconds per word: from the history, or `defaultSecondsPerWord`.
    package var secondsPerWord: Double
    /// Whether `secondsPerWord` comes from the history.
    package var paceFromHistory: Bool
    /// The words the deck can draw (tiers of weight 0 left out).
    package var available: Int

    /// An estimate for `turns` turns of `seconds` seconds at `historySecondsPerWord` (nil: the default
    /// pace), against a deck of `available` words.
    package init(turns: Int, seconds: Int, historySecondsPerWord: Double?, available: Int) {
        self.turns = max(turns, 1)
        self.seconds = max(seconds, 0)
        if let pace = historySecondsPerWord, pace.isFinite, pace > 0 {
            secondsPerWord = pace
            paceFromHistory = true
        } else {
            secondsPerWord = Self.defaultSecondsPerWord
            paceFromHistory = false
        }
        self.available = max(available, 0)
    }

    /// The estimate for a game of `kind` over `session`'s bank and weights.
    package init(session: GameSession, kind: GameKind, historySecondsPerWord: Double?) {
        let turns: Int
        switch kind {
        case .singleRounds: turns = 1
        case .party(let game):
            var turnsEach = game.turnsPerTeam
            if game.turnsAreOnlyACap, let target = game.rules.targetScore {
                // Won by score: the turns until a team reaches the target, if half the words shown are
                // right, at the pace assumed.
                let pace = historySecondsPerWord.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
                let rightPerTurn = max(0.5, Double(session.seconds) / (pace ?? Self.defaultSecondsPerWord) / 2)
                turnsEach = min(turnsEach, max(1, Int((Double(target) / rightPerTurn).rounded(.up))))
            }
            turns = game.teams.count * turnsEach
        }
        // What a deck over the bank can draw: tiers of weight 0 left out, and the host's lists when the
        // custom tier's weight is 0 (see `Deck`).
        let available = Deck(bank: session.bank, weights: session.weights, generator: SplitMix64(seed: 0))
            .drawableTotal
        self.init(
            turns: turns, seconds: session.seconds, historySecondsPerWord: historySecondsPerWord, available: available)
    }

    /// The words the game needs, rounded up.
    package var needed: Int {
        let words = Double(turns) * Double(seconds) / secondsPerWord
        return words >= Double(Int.max / 2) ? Int.max / 2 : Int(words.rounded(.up))
    }

    /// Whether the deck holds fewer words than the game needs.
    package var isShort: Bool { available < needed }
}
