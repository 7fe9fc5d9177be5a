import GuessGame

/// A league read from the store: its table, the games it counted, and how many were left out as scripted.
package struct LeagueReading: Equatable, Sendable {
    /// The table.
    package var table: LeagueTable
    /// The games counted, as the league reads them.
    package var games: [LeagueGame]
    /// Games of the league played through a pipe and left out (0 with `--include-scripted`).
    package var scriptedLeftOut: Int

    /// A reading.
    package init(table: LeagueTable, games: [LeagueGame], scriptedLeftOut: Int) {
        self.table = table
        self.games = games
        self.scriptedLeftOut = scriptedLeftOut
    }
}
