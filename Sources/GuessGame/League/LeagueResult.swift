/// What one game did to its league (for the results report): the league's name (nil: the unnamed one)
/// and each of its players' rating before and after it.
package struct LeagueResult: Equatable, Sendable {
    /// The league's name.
    package var league: String?
    /// The players' changes, in the game's team order.
    package var changes: [LeagueTable.Change]

    /// A result.
    package init(league: String?, changes: [LeagueTable.Change]) {
        self.league = league
        self.changes = changes
    }
}
