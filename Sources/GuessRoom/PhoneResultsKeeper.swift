import Foundation
import GuessGame
import GuessText

/// The results the phones are sent once the game is over (`PhoneState.results`), worked out when the game
/// ends and kept: worked out again only if the game's records or the room's players change (a mark
/// corrected at the end, a player joining), never on each draw. Used on the game loop's thread only.
package final class PhoneResultsKeeper {
    private let strings: Strings
    private var kept: (game: StoredGame, seats: [PhoneState.Seat], results: PhoneResults)?
    /// What a game just played did to its league, read once its end is kept (nil: it counts in none, or no
    /// store); the play command reads it from the store as `guess league` does.
    package var league: ((GameEngine) -> LeagueResult?)?
    /// How many times the results were worked out (for tests: once a game, unless something changed).
    package private(set) var workedOut = 0

    /// A keeper whose results speak `strings`.
    package init(strings: Strings) { self.strings = strings }

    /// The results of `engine`'s game once it is over (nil before): the party game's, or the last single
    /// round's, with the own lines of the room's `seats`.
    package func results(_ engine: GameEngine, seats: [PhoneState.Seat]) -> PhoneResults? {
        let phase = RoomPhase(engine: engine)
        guard phase == .gameOver || phase == .finished else { return nil }
        let games = engine.playedGames
        guard let game = engine.party == nil ? games.last : games.first else { return nil }
        if let kept, kept.game == game, kept.seats.map(\.name) == seats.map(\.name),
            kept.seats.map(\.team) == seats.map(\.team)
        {
            return kept.results
        }
        let results = PhoneResults(
            GameResults.of(game), seats: seats.map { ($0.name, $0.team) }, strings: strings,
            league: engine.party == nil ? nil : league?(engine))
        kept = (game, seats, results)
        workedOut += 1
        return results
    }
}
