import Foundation
import GRDB
import GuessGame

/// A row of `round_word`: one word shown in a round, in the order first shown, and its answer.
struct WordRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "round_word"

    /// Its round.
    var roundID: Int64
    /// Its place in the round, from 0.
    var position: Int
    /// The word, its tier, its result and its times.
    var played: PlayedWord

    /// A word about to be inserted.
    init(roundID: Int64, position: Int, played: PlayedWord) {
        self.roundID = roundID
        self.position = position
        self.played = played
    }

    /// Decodes a stored word; throws a `ValueProblem` when a value cannot be used.
    init(row: Row) throws {
        roundID = try row.id("round_id")
        position = try row.count("position")
        played = PlayedWord(
            word: try row.text("word"), tier: try row.tier("tier"), result: try row.name("result", as: WordResult.self),
            shownAt: try row.seconds("shown_at"), answeredAt: try row.optionalSeconds("answered_at"))
    }

    func encode(to container: inout PersistenceContainer) {
        container["round_id"] = roundID
        container["position"] = position
        container["word"] = played.word
        container["tier"] = played.tier.name
        container["result"] = played.result.rawValue
        container["shown_at"] = played.shownAt
        container["answered_at"] = played.answeredAt
    }
}
