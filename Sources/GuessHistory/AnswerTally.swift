import GRDB
import GuessGame
import GuessWords

/// Right and wrong per word and per tier, added up from the store's running tallies and from answers.
struct AnswerTally {
    /// Per word: times answered (right or wrong) and times answered wrong.
    private var perWord: [String: (plays: Int, misses: Int)] = [:]
    /// Per tier, in tier order: right and wrong answers.
    private var byTier = Array(repeating: (correct: 0, wrong: 0), count: Tier.allCases.count)
    /// The tier of each name the store writes.
    private static let tierOfName = Dictionary(uniqueKeysWithValues: Tier.allCases.map { ($0.name, $0) })

    /// Counts `correct` right and `wrong` wrong answers of `word` in `tier`.
    private mutating func add(word: String, tier: String, correct: Int, wrong: Int) {
        if let tier = Self.tierOfName[tier] ?? Tier(named: tier) {
            byTier[tier.rawValue].correct += correct
            byTier[tier.rawValue].wrong += wrong
        }
        func count(_ entry: inout (plays: Int, misses: Int)) {
            entry.plays += correct + wrong
            entry.misses += wrong
        }
        count(&perWord[word, default: (0, 0)])  // one lookup
    }

    /// Adds the running tallies the store keeps (every answer ever given); returns the tallies left out
    /// because a count is not a whole number in the range guess writes.
    mutating func addKeptTallies(_ db: Database) throws -> [SkippedPart] {
        var skipped: [SkippedPart] = []
        let rows = try Row.fetchCursor(
            db, sql: "SELECT word, tier, correct, wrong FROM word_tally WHERE correct != 0 OR wrong != 0")
        while let row = try rows.next() {
            let word = row["word"] as String? ?? ""
            let tier = row["tier"] as String? ?? ""
            do {
                add(word: word, tier: tier, correct: try row.count("correct"), wrong: try row.count("wrong"))
            } catch {
                skipped.append(
                    HistoryStore.skipped(
                        .wordTally(word: String(word.prefix(200)), tier: String(tier.prefix(40))), error))
            }
        }
        return skipped
    }

    /// Adds (`sign` 1) or takes away (-1) the right and wrong answers (a taboo word counts as wrong) of the
    /// rounds `kept` (a condition on the round aliased `r`) keeps, in one pass. The rounds are read first
    /// (`CROSS JOIN` fixes SQLite's loop order), then each kept round's answers by the primary key: the
    /// answers of rounds left out are never read, however the planner would have guessed.
    mutating func addAnswers(_ db: Database, of kept: SQLExpression, sign: Int = 1) throws {
        let rows = try Row.fetchCursor(
            db,
            SQLRequest(
                literal: """
                    SELECT w.word, w.tier, w.result = 'correct' FROM round r CROSS JOIN round_word w
                    WHERE w.round_id = r.id AND (\(kept)) AND w.result IN ('correct', 'wrong', 'taboo')
                    """))
        while let row = try rows.next() {
            guard let word = row[0] as String?, let tier = row[1] as String? else { continue }
            let right: Bool = row[2]
            add(word: word, tier: tier, correct: right ? sign : 0, wrong: right ? 0 : sign)
        }
    }

    /// Writes the tallies into `report`: tiers, words answered, the hardest words.
    func fill(_ report: inout StatsReport, minimumPlays: Int, hardestCount: Int) {
        for tier in Tier.allCases {
            report.byTier[tier.rawValue].correct = max(0, byTier[tier.rawValue].correct)
            report.byTier[tier.rawValue].wrong = max(0, byTier[tier.rawValue].wrong)
        }
        let answered = perWord.filter { $0.value.plays > 0 }
        report.wordsAnswered = answered.count
        report.mostPlays = answered.values.map(\.plays).max() ?? 0
        report.hardest =
            answered
            .filter { $0.value.plays >= minimumPlays && $0.value.misses > 0 }
            .map { StatsReport.WordTally(word: $0.key, plays: $0.value.plays, misses: $0.value.misses) }
            .sorted {
                let left = Double($0.misses) / Double($0.plays)
                let right = Double($1.misses) / Double($1.plays)
                return (left, $0.misses, $1.word) > (right, $1.misses, $0.word)
            }
            .prefix(hardestCount).map { $0 }
    }
}
