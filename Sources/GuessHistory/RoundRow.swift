import Foundation
import GRDB
import GuessGame

/// A row of `round`: one turn of a game, its counts kept answer by answer.
struct RoundRow: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "round"

    /// The round's id (nil before it is inserted).
    var id: Int64?
    /// Its game.
    var gameID: Int64
    /// Its turn in the game, from 1.
    var turn: Int
    /// The team that played it (nil: a single round).
    var team: String?
    /// When it started.
    var startedAt: Date
    /// Its length.
    var seconds: Int
    /// Seconds played (pauses excluded).
    var elapsed: Double = 0
    /// How it ended (nil while it is played).
    var endedBy: RoundEndReason?
    /// The draw's seed, when there was one.
    var seed: UInt64?
    /// The bank's label.
    var bank: String
    /// Right answers.
    var correct = 0
    /// Wrong answers.
    var wrong = 0
    /// The process playing it (`ProcessIdentity`), until it ends.
    var owner: String?
    /// Whether it was played through a pipe (schema `v4-scripted`; false in older stores).
    var scripted = false
    /// Seconds the host added (schema `v4-rules`).
    var addedSeconds = 0
    /// Whether the host corrected it after it ended (schema `v4-rules`).
    var corrected = false
    /// The themes it drew from (empty: every theme).
    var themes: [String] = []
    /// Whether entries not for children were left out.
    var family = false

    /// Round `start` of game `gameID`, about to be inserted by the process `owner`.
    init(gameID: Int64, start: RoundStart, owner: String) {
        self.gameID = gameID
        turn = start.turn
        team = start.team
        startedAt = start.startedAt
        seconds = start.seconds
        seed = start.seed
        bank = start.bank
        scripted = start.scripted
        themes = start.filter.themes
        family = start.filter.familyOnly
        self.owner = owner
    }

    /// Decodes a stored round; throws a `ValueProblem` when a value cannot be used.
    init(row: Row) throws {
        id = try row.id("id")
        gameID = try row.id("game_id")
        turn = try row.count("turn")
        team = try row.optionalText("team")
        startedAt = try row.time("started_at")
        seconds = try row.count("seconds")
        elapsed = try row.seconds("elapsed")
        endedBy = try row.optionalName("ended_by", as: RoundEndReason.self)
        seed = try row.optionalText("seed").flatMap { UInt64($0) }
        bank = try row.text("bank")
        correct = try row.count("correct")
        wrong = try row.count("wrong")
        owner = try row.optionalText("owner")
        scripted = row.hasColumn("scripted") ? (try row.optionalCount("scripted") ?? 0) != 0 : false
        if row.hasColumn("added_seconds") { addedSeconds = try row.count("added_seconds") }
        if row.hasColumn("corrected_at") { corrected = try row.optionalText("corrected_at") != nil }
        // A store of an older schema, read without being brought up to date, has neither column.
        if row.hasColumn("themes") {
            themes = try row.optionalText("themes").map(Self.themes(fromJSON:)) ?? []
            family = Int64.fromDatabaseValue(row["family"] as DatabaseValue) == 1
        }
        // A round whose process is gone without ending it (killed, crashed) reads as interrupted, even
        // where nothing may be written to close it.
        if endedBy == nil, !(owner.map(ProcessIdentity.isAlive) ?? false) { endedBy = .interrupted }
    }

    func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["game_id"] = gameID
        container["turn"] = turn
        container["team"] = team
        container["started_at"] = RoundRecord.timestamp(startedAt)
        container["seconds"] = seconds
        container["elapsed"] = elapsed
        container["ended_by"] = endedBy?.rawValue
        container["seed"] = seed.map(String.init)
        container["bank"] = bank
        container["correct"] = correct
        container["wrong"] = wrong
        container["owner"] = owner
        if scripted { container["scripted"] = 1 }
        container["themes"] = themes.isEmpty ? nil : Self.json(themes)
        container["family"] = family
    }

    /// Theme names as a JSON array.
    static func json(_ themes: [String]) -> String {
        String(decoding: (try? JSONEncoder().encode(themes)) ?? Data("[]".utf8), as: UTF8.self)
    }

    /// The theme names of a stored JSON array; what is not one reads as no themes (the store is hostile).
    static func themes(fromJSON text: String) -> [String] {
        guard text.utf8.count <= 64 * 1024, let names = try? JSONDecoder().decode([String].self, from: Data(text.utf8))
        else { return [] }
        return Array(names.prefix(100))
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    /// The round as a line of a listing.
    var listing: RoundListing {
        RoundListing(
            id: id ?? 0, gameID: gameID, turn: turn, startedAt: startedAt, bank: bank, team: team, seconds: seconds,
            correct: correct, wrong: wrong, endedBy: endedBy)
    }

    /// The round's whole record, with its `words`.
    func record(words: [PlayedWord]) -> RoundRecord {
        var record = RoundRecord(
            startedAt: startedAt, seconds: seconds, elapsed: elapsed, endedBy: endedBy ?? .interrupted, seed: seed,
            bank: bank, team: team, words: words, scripted: scripted)
        record.addedSeconds = addedSeconds
        record.corrected = corrected
        record.themes = themes
        record.family = family
        return record
    }
}
