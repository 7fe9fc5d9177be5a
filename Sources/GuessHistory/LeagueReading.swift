import GuessGame

/// A league read from the store: its table, the games it counted, and how many were left out as scripted.
public struct LeagueReading: Equatable, Sendable {
    /// The table.
    public var table: LeagueTable
    /// The games counted, as the league reads them.
    public var games: [LeagueGame]
    /// Games of the league played through a pipe and left out (0 with `--include-scripted`).
    public var scriptedLeftOut: Int

    /// A reading.
    public init(table: LeagueTable, games: [LeagueGame], scriptedLeftOut: Int) {
        self.table = table
        self.games = games
        self.scriptedLeftOut = scriptedLeftOut
    }
}
