import GuessGame
import GuessRoom
import GuessScreens
import GuessServer

/// What the host asked for on `guess play`'s command line (or after `history resume ID --`): each nil, or
/// false, where the configuration decides. `PlaySession` turns these and the configuration into a game.
package struct PlayChoices: Sendable, Equatable {
    /// A turn's length in seconds (`--seconds`).
    package var seconds: Int?
    /// The countdown before the clock starts (`--lead-in`).
    package var leadIn: Int?
    /// Each turn starts without waiting for Enter (`--yes`).
    package var startsAtOnce = false
    /// Turns each team plays (`--turns`).
    package var turns: Int?
    /// A wrong answer costs a point (`--penalty`; the configuration may say so too).
    package var penalty = false
    /// Passes each turn may use (`--passes`).
    package var passes: Int?
    /// A pass costs a point (`--pass-penalty`).
    package var passPenalty = false
    /// The score that wins (`--to`).
    package var target: Int?
    /// What happens once every word was shown (`--on-exhausted`).
    package var onExhausted: ExhaustionPolicy?
    /// Where the word shows when phones join (`--word-on`).
    package var wordOn: WordPlacement?
    /// Big letters or plain text (`--big`).
    package var big: BigDisplay?
    /// The most players phones may add (`--max-players`).
    package var maxPlayers: Int?
    /// Recently played words are drawn like any other (`--no-fresh`).
    package var noFresh = false
    /// The league the game counts in (`--league`).
    package var league: String?

    /// No choice made: the configuration decides everything.
    package init() {}
}
