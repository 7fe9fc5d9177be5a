import GuessGame

/// The players stored games name (`guess players`): each once, as `PlayerNames` tells them apart, under
/// the name they played under last, with every way their name was written and the games naming them.
package struct PlayerRoster: Equatable, Sendable {
    /// The player's key (the folded name, merges followed).
    package var key: String
    /// The name they played under last.
    package var name: String
    /// Every way a game wrote their name, first seen first.
    package var spellings: [String]
    /// Party games that name them.
    package var games: Int

    /// A roster line.
    package init(key: String, name: String, spellings: [String], games: Int) {
        self.key = key
        self.name = name
        self.spellings = spellings
        self.games = games
    }

    /// The players of the party games among `games` (oldest first), by name.
    package static func of(_ games: [StoredGame], names: PlayerNames) -> [PlayerRoster] {
        var roster: [String: PlayerRoster] = [:]
        for game in games.sorted(by: { ($0.startedAt, $0.id) < ($1.startedAt, $1.id) }) where game.isParty {
            var counted: Set<String> = []
            for player in LeagueGame.players(of: game).flatMap(\.players) {
                let key = names.key(player)
                var line = roster[key] ?? PlayerRoster(key: key, name: player, spellings: [], games: 0)
                line.name = names.shown(player)
                if !line.spellings.contains(player) { line.spellings.append(player) }
                if counted.insert(key).inserted { line.games += 1 }
                roster[key] = line
            }
        }
        return roster.values.sorted { ($0.name.lowercased(), $0.key) < ($1.name.lowercased(), $1.key) }
    }
}
