import GRDB

/// The pace of play seen in the history, for the deck estimate before a game.
extension HistoryStore {
    /// The least play a pace is taken from: a minute over rounds of at least `rateMinimumSeconds` each.
    static let paceMinimumSeconds = 60.0

    /// Seconds of play per word shown on `bank`, over its finished rounds of at least
    /// `rateMinimumSeconds` seconds that were not scripted; nil when there is less than a minute of such
    /// play, or no word.
    package func secondsPerWord(bank: String) throws(StoreError) -> Double? {
        try read { db in
            let unscripted = self.unscripted
            let rounds: SQL = """
                FROM round r WHERE r.bank = \(bank) AND r.ended_by IS NOT NULL
                AND typeof(r.elapsed) IN ('integer', 'real') AND r.elapsed >= \(Self.rateMinimumSeconds)
                AND \(unscripted)
                """
            let seconds = try Double.fetchOne(db, SQLRequest(literal: "SELECT TOTAL(r.elapsed) \(rounds)")) ?? 0
            let words =
                try Int.fetchOne(
                    db,
                    SQLRequest(literal: "SELECT COUNT(*) FROM round_word WHERE round_id IN (SELECT r.id \(rounds))"))
                ?? 0
            guard seconds >= Self.paceMinimumSeconds, words > 0 else { return nil }
            return min(max(seconds / Double(words), 0.5), 600)
        }
    }
}
