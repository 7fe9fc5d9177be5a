/// What kind of game the engine runs.
package enum GameKind: Sendable {
    /// Single rounds: each round is a game of its own, with no teams; "play again" starts another on a
    /// fresh deck.
    case singleRounds
    /// A party game: teams take turns on one shared deck (`PartyGame` keeps the turns and scores).
    case party(PartyGame)
}
