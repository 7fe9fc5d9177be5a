import GRDB

/// The store's migrations, in order, in one place: a new store and an old one brought up to date run the
/// same ones, and tests build stores of older versions with `migrator.migrate(_:upTo:)`. Each migration's
/// body sits beside what it stores (`addRooms` with the rooms, `addScripted` with the scripted rounds).
extension HistoryStore {
    /// The identifier of each migration, oldest first.
    package enum Migration {
        /// Games, rounds and the words of each round.
        package static let v1 = "v1: games, rounds, words"
        /// Games listed by their start.
        package static let v2 = "v2: games by start"
        /// The store mark, turns per team, the word tallies.
        package static let v3 = "v3: store mark, turns per team, word tallies"
        /// A party game's setup and how it ended (to resume it), who described each turn.
        package static let v4Players = "v4-players"
        /// Rounds played through a pipe, marked `scripted` (stats leave them out unless asked).
        package static let v4Scripted = "v4-scripted"
        /// Passes, added time, corrections, the game's rules and bonus points (#18's rules).
        package static let v4Rules = "v4-rules"
        /// Each round's themes filter and family flag.
        package static let v4Themes = "v4-themes"
        /// The room of each served game: code, keys and the players phones hold (#33).
        package static let v4Rooms = "v4-rooms"
        /// Misspelt names merged into the right ones (the league), undoable.
        package static let v4PlayerMerges = "v4-player-merges"
        /// Where each served game's room listened, so that a resume opens it there again (#42).
        package static let v5RoomAddress = "v5-room-address"
    }

    /// The versioned, forward-only migrations of the store, oldest first.
    package static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(Migration.v1, migrate: createGamesRoundsWords)
        migrator.registerMigration(Migration.v2, migrate: addGamesByStart)
        migrator.registerMigration(Migration.v3, migrate: addMarkTurnsAndTallies)
        migrator.registerMigration(Migration.v4Players, migrate: addPlayers)
        migrator.registerMigration(Migration.v4Scripted, migrate: addScripted)
        migrator.registerMigration(Migration.v4Rules, migrate: addRules)
        migrator.registerMigration(Migration.v4Themes, migrate: addThemes)
        migrator.registerMigration(Migration.v4Rooms, migrate: addRooms)
        migrator.registerMigration(Migration.v4PlayerMerges, migrate: addPlayerMerges)
        migrator.registerMigration(Migration.v5RoomAddress, migrate: addRoomAddress)
        return migrator
    }
}
