import GRDB

/// What an open store's schema has, read once when it opens. A store opened for reading only is never
/// migrated, so it may be older than the code: each feature a newer migration added is named here once, and
/// the queries ask this value rather than the database.
struct StoreSchema: Sendable {
    /// `game.turns_per_team` (schema 3).
    let turnsPerTeam: Bool
    /// `word_tally`, right and wrong per word (schema 3).
    let wordTallies: Bool
    /// `game.setup` and `round.describer` (`v4-players`).
    let players: Bool
    /// `round.scripted` (`v4-scripted`).
    let scripted: Bool
    /// `round.passed`, `round.added_seconds` (`v4-rules`).
    let rules: Bool
    /// `round.themes` (`v4-themes`).
    let themes: Bool
    /// `room` (`v4-rooms`).
    let rooms: Bool
    /// `room.address` (`v5-room-address`).
    let roomAddress: Bool
    /// `player_merge` (`v4-player-merges`).
    let playerMerges: Bool

    /// The schema of the store `db` reads.
    init(_ db: Database) throws {
        func columns(_ table: String) throws -> Set<String> {
            try db.tableExists(table) ? Set(db.columns(in: table).map(\.name)) : []
        }
        let game = try columns("game")
        let round = try columns("round")
        let room = try columns("room")
        turnsPerTeam = game.contains("turns_per_team")
        wordTallies = try db.tableExists("word_tally")
        players = game.contains("setup") && round.contains("describer")
        scripted = round.contains("scripted")
        rules = round.contains("passed") && round.contains("added_seconds")
        themes = round.contains("themes")
        rooms = !room.isEmpty
        roomAddress = room.contains("address")
        playerMerges = try db.tableExists("player_merge")
    }
}
