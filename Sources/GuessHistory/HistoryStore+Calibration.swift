import GRDB
import GuessWords

/// The answers `guess bank calibrate` reads.
extension HistoryStore {
    /// Right and wrong per entry and tier over the unscripted rounds played on `bank` (a whole label, or
    /// one of the lists a `+`-joined label names; nil: every bank). Rows that are not text, or of a tier
    /// guess does not know, are left out.
    package func wordPlays(bank: String?) throws(StoreError) -> [Calibration.WordPlays] {
        let round = TableAlias(name: "r")
        let kept = HistoryFilter(bank: bank).condition(on: round)
        return try read { db in
            let unscripted = self.unscripted
            return try Row.fetchAll(
                db,
                SQLRequest(
                    literal: """
                        SELECT w.word, w.tier, TOTAL(w.result = 'correct') AS correct, TOTAL(w.result = 'wrong') AS wrong
                        FROM round r JOIN round_word w ON w.round_id = r.id
                        WHERE (\(kept)) AND \(unscripted) AND w.result IN ('correct', 'wrong')
                        GROUP BY w.word, w.tier
                        """)
            ).compactMap { row in
                guard let word = String.fromDatabaseValue(row["word"]),
                    let name = String.fromDatabaseValue(row["tier"]), let tier = Tier(named: name)
                else { return nil }
                return Calibration.WordPlays(
                    word: word, tier: tier, correct: Self.clamped(row["correct"]), wrong: Self.clamped(row["wrong"]))
            }
        }
    }
}
