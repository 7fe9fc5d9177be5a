import Foundation
import GRDB
import GuessGame

/// A row of `game`: when it started, its declared teams, penalty, turns per team and scoreboard.
struct GameRow: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "game"

    /// The game's id (nil before it is inserted).
    var id: Int64?
    /// When it started.
    var startedAt: Date
    /// Its declared teams (nil: a single round; a JSON array in the store).
    var teams: [String]?
    /// Whether a wrong answer costs a point.
    var penalty: Bool
    /// The regular turns each team is due (party games, schema 3 and later).
    var turnsPerTeam: Int?
    /// The final scoreboard, JSON `[{team, score}]`, once a party game ends.
    var scoreboard: String?
    /// The host's rules (schema `v4-rules`; nil before; a value that does not decode is a `ValueProblem`).
    var rules: GameRules?
    /// Bonus and penalty points the host gave (schema `v4-rules`).
    var adjustments: [PointAdjustment] = []
    /// How the game's process said it ended (schema `v4-players`; nil while played, or after a crash).
    var ending: StoredEnding?
    /// The process playing it (schema `v4-players`), until it ends.
    var owner: String?

    /// A game about to be inserted.
    init(startedAt: Date, teams: [String]?, penalty: Bool, turnsPerTeam: Int?) {
        self.startedAt = startedAt
        self.teams = teams
        self.penalty = penalty
        self.turnsPerTeam = turnsPerTeam
    }

    /// Decodes a stored game; throws a `ValueProblem` when a value cannot be used.
    init(row: Row) throws {
        id = try row.id("id")
        startedAt = try row.time("started_at")
        teams = try row.optionalText("teams").map { json throws(ValueProblem) in try Self.decoded(json, column: "teams")
        }
        penalty = try row.count("penalty") != 0
        turnsPerTeam = try row.optionalCount("turns_per_team").flatMap { $0 >= 1 ? $0 : nil }
        scoreboard = try row.optionalText("scoreboard")
        // Columns of `v4-rules`: absent in an older store read as it is.
        if row.hasColumn("rules") {
            rules = try row.optionalText("rules").map { json throws(ValueProblem) in
                try Self.decoded(json, column: "rules")
            }
        }
        if row.hasColumn("adjustments") {
            adjustments = try Self.adjustments(fromJSON: row.optionalText("adjustments"))
        }
        // Columns of `v4-players`.
        if row.hasColumn("ending") { ending = try row.optionalName("ending", as: StoredEnding.self) }
        if row.hasColumn("owner") { owner = try row.optionalText("owner") }
    }

    /// The largest `game.teams` or `game.rules` value guess reads.
    static let largestSetup = 1_000_000

    /// A stored JSON value of `column`; one that does not decode (or is too large) is a `ValueProblem`, never
    /// read as no teams or the default rules: a damaged game would then replay with the wrong winner.
    static func decoded<Value: Decodable>(_ json: String, column: String) throws(ValueProblem) -> Value {
        guard json.utf8.count <= largestSetup,
            let value = try? JSONDecoder().decode(Value.self, from: Data(json.utf8))
        else { throw .unknownName(column: column, text: String(json.prefix(200))) }
        return value
    }

    /// The largest `game.adjustments` guess reads (a host gives a few points a game, not a megabyte's).
    static let largestAdjustments = 1_000_000

    /// The host's points from `game.adjustments` (NULL: none); a value that is not such a JSON array is a
    /// `ValueProblem`, never read as none (that would lose every point when the next one is added).
    static func adjustments(fromJSON json: String?) throws(ValueProblem) -> [PointAdjustment] {
        guard let json else { return [] }
        guard json.utf8.count <= largestAdjustments,
            let points = try? JSONDecoder().decode([PointAdjustment].self, from: Data(json.utf8))
        else { throw .unknownName(column: "adjustments", text: String(json.prefix(200))) }
        return points
    }

    /// Whether the game's process is still running, gone, or not named.
    var ownerState: OwnerState {
        guard let owner else { return .none }
        return ProcessIdentity.isAlive(owner) ? .alive : .gone
    }

    func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["started_at"] = RoundRecord.timestamp(startedAt)
        container["teams"] = teams.map { String(decoding: (try? JSONEncoder().encode($0)) ?? Data(), as: UTF8.self) }
        container["penalty"] = penalty
        container["turns_per_team"] = turnsPerTeam
        container["scoreboard"] = scoreboard
        if let rules {
            container["rules"] = String(decoding: (try? JSONEncoder().encode(rules)) ?? Data(), as: UTF8.self)
        }
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
