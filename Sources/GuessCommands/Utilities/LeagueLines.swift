import Foundation
import GuessGame
import GuessHistory
import GuessScreens
import GuessText

/// What a game just played or a stored one did to its league, read from the store as `guess league` reads
/// it: the terminal's last lines after a party game, the league table of the results report. A game played
/// through a pipe is rated among the scripted games too (it would not count otherwise).
enum LeagueLines {
    /// What the party game `engine` just played did to league `league`, from the store at `db` (nil: the
    /// default one); nil when the game does not count, was not kept, or the store cannot be read.
    static func result(of engine: GameEngine, league: String?, db: String?) -> LeagueResult? {
        guard engine.party != nil, let played = engine.playedGames.first,
            let firstTurn = played.turns.first?.startedAt
        else { return nil }
        return withStore(db) { store in
            guard
                let reading = try? store.league(league, includeScripted: engine.session.scripted).value,
                let game = reading.games.last(where: {
                    $0.firstTurnAt.map(RoundRecord.timestamp) == RoundRecord.timestamp(firstTurn)
                }),
                let changes = reading.table.changes[game.id]
            else { return nil }
            return LeagueResult(league: league, changes: changes)
        }
    }

    /// What the stored `games` did to their leagues, by position (those that count).
    static func results(of games: [StoredGame], db: String?) -> [Int: LeagueResult] {
        withStore(db) { store in
            var results: [Int: LeagueResult] = [:]
            for (index, game) in games.enumerated() where game.isParty {
                let league = game.setup?.league
                let scripted = game.turns.contains(where: \.scripted)
                guard let reading = try? store.league(league, includeScripted: scripted).value,
                    let changes = reading.table.changes[game.id]
                else { continue }
                results[index] = LeagueResult(league: league, changes: changes)
            }
            return results
        } ?? [:]
    }

    private static func withStore<T>(_ db: String?, _ body: (HistoryStore) -> T?) -> T? {
        guard let location = CommandContext.current.storeLocation(explicit: db),
            FileManager.default.fileExists(atPath: location.path),
            let (store, _) = try? HistoryStore.open(location, access: .read)
        else { return nil }
        defer { try? store.close() }
        return body(store)
    }
}
