import GRDB
import GuessGame

/// Rounds played through a pipe (scripts, tests, the README's examples) are marked `scripted`: they are
/// kept and exported like any other, but `guess stats` leaves them out unless asked
/// (`--include-scripted`), and the pace of play (`secondsPerWord`) never counts them.
extension HistoryStore {
    /// Turns shorter than this many seconds of play are left out of the rates (the trend, per-team answers
    /// per minute, the pace): a turn ended after a second says nothing about a team's speed.
    package static let rateMinimumSeconds = TurnTally.rateMinimumSeconds

    /// Adds `round.scripted` (0 or 1; 0 for every round stored before) and an index of the scripted
    /// rounds, which are few: telling whether there are any costs nothing.
    static func addScripted(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE round ADD COLUMN scripted INTEGER NOT NULL DEFAULT 0")
        try db.execute(sql: "CREATE INDEX round_scripted ON round(id) WHERE scripted = 1")
    }

    /// The condition that keeps the rounds of table alias `r` that were not scripted (every round of a
    /// store of an older schema opened for reading only: none of its rounds is marked).
    var unscripted: SQL { schema.scripted ? "r.scripted IS NOT 1" : "1" }

    /// Whether any stored round is scripted.
    func hasScriptedRounds(_ db: Database) throws -> Bool {
        guard schema.scripted else { return false }
        return try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM round WHERE scripted = 1)") ?? false
    }
}
