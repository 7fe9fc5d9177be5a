/// The ranges a game's numbers may take, wherever they come from: `guess play`'s options, the configuration
/// file (which adds its own "none" values below them, such as `round.passes = -1`) and a stored setup read
/// back for a resume. One table, so the three cannot drift apart.
package enum GameLimits {
    /// A round's or turn's length in seconds.
    package static let roundSeconds = 1...86400
    /// The countdown before the clock starts, and the warning before the end, in seconds.
    package static let leadInSeconds = 0...86400
    /// Turns each team plays in a party game.
    package static let turnsPerTeam = 1...1000
    /// Passes a turn may use.
    package static let passesPerTurn = 0...1000
    /// The score that wins a game played to a score.
    package static let targetScore = 1...1_000_000
    /// Seconds one "more time" adds.
    package static let addSeconds = 1...3600
    /// Seconds "more time" may add to one turn in all.
    package static let maxAddedSeconds = 0...86400
}
