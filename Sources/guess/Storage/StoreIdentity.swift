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
    case newer(detail: String)
    /// Not a guess store.
    case foreign

    /// `PRAGMA application_id` of guess stores: "GUeS" in ASCII.
    static let applicationID: Int32 = 0x4755_6553

    /// `PRAGMA user_version` of the newest schema this binary knows.
    static let schemaVersion = 3

    /// The migration that makes a store a guess store; a file without an application id is recognised as
    /// an older guess store by it and its tables.
    static let firstMigration = "v1: games, rounds, words"

    /// Looks at the open database `db`; `known` are the migrations this binary knows.
    static func of(_ db: Database, known: [String]) throws -> StoreIdentity {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        let names = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
        if applicationID != Self.applicationID {
            if applicationID != 0 { return .foreign }
            let applied = try appliedMigrations(db)
            // A store another guess is just starting has, for a moment, an empty migrations table alone.
            if names.subtracting(["grdb_migrations"]).isEmpty && applied.isEmpty && userVersion == 0 { return .empty }
            guard names.isSuperset(of: ["grdb_migrations", "game", "round", "round_word"]) else { return .foreign }
            guard applied.contains(firstMigration) else { return .foreign }
        }
        if userVersion > schemaVersion {
            return .newer(detail: "schema version \(userVersion); this guess knows up to \(schemaVersion)")
        }
        let unknown = try appliedMigrations(db).subtracting(known).sorted()
        if !unknown.isEmpty {
            return .newer(detail: "migration\(unknown.count == 1 ? "" : "s") \(unknown.map { "'\($0)'" }.joined(separator: ", "))")
        }
        return .guess
    }

    private static func appliedMigrations(_ db: Database) throws -> Set<String> {
        guard try db.tableExists("grdb_migrations") else { return [] }
        // Read as values, not as String: a damaged identifier must not trap.
        return Set(try DatabaseValue.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations").map { value in
            String.fromDatabaseValue(value) ?? "\(value)"
        })
    }
}
