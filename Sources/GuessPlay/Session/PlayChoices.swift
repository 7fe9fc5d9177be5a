import GuessGame
import GuessRoom
import GuessScreens
import GuessServer

/// What the host asked for on `guess play`'s command line (or after `history resume ID --`): each nil, or
/// false, where the configuration decides. `PlaySession` turns these and the configuration into a game.
public struct PlayChoices: Sendable, Equatable {
    /// A turn's length in seconds (`--seconds`).
    public var seconds: Int?
    /// The countdown before the clock starts (`--lead-in`).
    public var leadIn: Int?
    /// Each turn starts without waiting for Enter (`--yes`).
    public var startsAtOnce = false
    /// Turns each team plays (`--turns`).
    public var turns: Int?
    /// A wrong answer costs a point (`--penalty`; the configuration may say so too).
    public var penalty = false
    /// Passes each turn may use (`--passes`).
    public var passes: Int?
    /// A pass costs a point (`--pass-penalty`).
    public var passPenalty = false
    /// The score that wins (`--to`).
    public var target: Int?
    /// What happens once every word was shown (`--on-exhausted`).
    public var onExhausted: ExhaustionPolicy?
    /// Where the word shows when phones join (`--word-on`).
    public var wordOn: WordPlacement?
    /// Big letters or plain text (`--big`).
    public var big: BigDisplay?
    /// The most players phones may add (`--max-players`).
    public var maxPlayers: Int?
    /// Recently played words are drawn like any other (`--no-fresh`).
    public var noFresh = false
    /// The league the game counts in (`--league`).
    public var league: String?

    /// No choice made: the configuration decides everything.
    public init() {}
}
