import Foundation
import GRDB

/// What a database file is, looked at before anything is written to it: a guess store (of this schema or
/// an older one), an empty file a store may be started in, another program's database, or a store written
/// by a newer guess.
enum StoreIdentity: Equatable {
    /// No tables yet: a new store may be made here.
    case empty
    /// A guess store this binary can read and bring up to date.
    case guess
    /// A guess store of a newer schema: readable, never written or migrated down.
    case newer(NewerSchema)
    /// Not a guess store.
    case foreign

    /// `PRAGMA application_id` of guess stores: "GUeS" in ASCII.
    static let applicationID: Int32 = 0x4755_6553

    /// `PRAGMA user_version` of the newest schema this binary knows.
    static let schemaVersion = 3

    /// Looks at the open database `db` with the migrations of `migrator`.
    static func of(_ db: Database, migrator: DatabaseMigrator) throws -> StoreIdentity {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        let names = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
        let applied: Set<String>
        do {
            applied = try migrator.appliedIdentifiers(db)
        } catch is RowDecodingError {
            return .foreign  // an identifier that is not text: not something guess wrote
        }
        if applicationID != Self.applicationID {
            if applicationID != 0 { return .foreign }
            // A store another guess is just starting has, for a moment, an empty migrations table alone.
            if names.subtracting(["grdb_migrations"]).isEmpty && applied.isEmpty && userVersion == 0 { return .empty }
            guard names.isSuperset(of: ["grdb_migrations", "game", "round", "round_word"]) else { return .foreign }
            guard applied.contains(HistoryStore.Migration.v1) else { return .foreign }
        }
        if userVersion > schemaVersion { return .newer(.version(userVersion, known: schemaVersion)) }
        if try migrator.hasBeenSuperseded(db) {
            return .newer(.migrations(applied.subtracting(migrator.migrations).sorted()))
        }
        return .guess
    }
}
