import Foundation
import GuessGame
import GuessHistory
import GuessScreens
import GuessText

/// The terminal's last lines after a party game that counts in its league: each of its players' rating
/// before and after it (`guess league`'s ordinal). Read from the store once the game is written; a game
/// played through a pipe is rated among the scripted games too (it would not count otherwise).
enum LeagueLines {
    /// The lines for the party game `engine` just played in league `league`, from the store at `db`
    /// (nil: the default one); none when the game does not count, was not kept, or the store cannot be read.
    static func after(_ engine: GameEngine, league: String?, db: String?, strings: Strings) -> [String] {
        guard engine.party != nil, let played = engine.playedGames.first,
            let firstTurn = played.turns.first?.startedAt,
            let location = CommandContext.current.storeLocation(explicit: db),
            FileManager.default.fileExists(atPath: location.path),
            let (store, _) = try? HistoryStore.open(location, access: .read)
        else { return [] }
        defer { try? store.close() }
        guard
            let reading = try? store.league(league, includeScripted: engine.session.scripted).value,
            let game = reading.games.last(where: {
                $0.firstTurnAt.map(RoundRecord.timestamp) == RoundRecord.timestamp(firstTurn)
            }),
            let changes = reading.table.changes[game.id]
        else { return [] }
        return LeagueText.changes(changes, league: league, strings: strings)
    }
}
