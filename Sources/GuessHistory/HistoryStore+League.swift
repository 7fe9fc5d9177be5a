import Foundation
import GuessGame

/// The league's table read from the store: the games `filter` keeps, of the league asked for, that count
/// (`LeagueGame.of`), their players named through the merges kept (`PlayerNames`).
extension HistoryStore {
    /// The table of league `name` (nil: the games that carry no league name) over the games `filter`
    /// keeps; games played through a pipe count only with `includeScripted`. Also says how many games of
    /// the league were left out as scripted.
    package func league(_ name: String?, filter: HistoryFilter = HistoryFilter(), includeScripted: Bool = false)
        throws(StoreError) -> StoreReading<LeagueReading>
    {
        let games = try allGames(filter: filter)
        let names = PlayerNames(merges: try playerMerges())
        var counted: [LeagueGame] = []
        var scriptedLeftOut = 0
        for game in games.value where LeagueName.matches(game.setup?.league, name) {
            switch LeagueGame.of(game, includeScripted: includeScripted) {
            case .success(let leagueGame): counted.append(leagueGame)
            case .failure(.scripted): scriptedLeftOut += 1
            case .failure: break
            }
        }
        let table = LeagueTable.of(counted, key: names.key, shown: names.shown)
        return StoreReading(
            LeagueReading(table: table, games: counted, scriptedLeftOut: scriptedLeftOut), skipped: games.skipped)
    }
}
