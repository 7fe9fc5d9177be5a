import GRDB
import GuessWords

/// Right and wrong per word and per tier, added up from the store's running tallies or from answers, and
/// the quickest right answers met on the way.
struct AnswerTally {
    /// Per word: times answered (right or wrong) and times answered wrong.
    private var perWord: [String: (plays: Int, misses: Int)] = [:]
    /// Per tier, in tier order: right and wrong answers.
    private var byTier = Array(repeating: (correct: 0, wrong: 0), count: Tier.allCases.count)
    /// The quickest right answers, quickest first, each with where it is stored.
    private var fastest: [(answer: StatsReport.FastAnswer, place: (round: Int64, position: Int64))] = []
    /// How many quickest answers to keep.
    private let fastestCount: Int

    /// An empty tally keeping the `fastestCount` quickest answers.
    init(fastestCount: Int) { self.fastestCount = fastestCount }

    /// The quickest right answers added, quickest first.
    var quickest: [StatsReport.FastAnswer] { fastest.map(\.answer) }

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
        let rows = try Row.fetchCursor(db, sql: "SELECT word, tier, correct, wrong FROM word_tally WHERE correct != 0 OR wrong != 0")
        while let row = try rows.next() {
            let word = row["word"] as String? ?? ""
            let tier = row["tier"] as String? ?? ""
            do {
                add(word: word, tier: tier, correct: try row.count("correct"), wrong: try row.count("wrong"))
            } catch {
                skipped.append(HistoryStore.skipped(.wordTally(word: String(word.prefix(200)), tier: String(tier.prefix(40))), error))
            }
        }
        return skipped
    }

    /// Adds the right and wrong answers of the rounds `kept` (a condition on the round aliased `r`) keeps,
    /// in one pass, and keeps the quickest right ones.
    mutating func addAnswers(_ db: Database, of kept: SQLExpression) throws {
        let rows = try Row.fetchCursor(
            db,
            SQLRequest(literal: """
                SELECT w.word, w.tier, w.result = 'correct', w.answered_at - w.shown_at, w.round_id, w.position
                FROM round r JOIN round_word w ON w.round_id = r.id
                WHERE (\(kept)) AND w.result IN ('correct', 'wrong')
                """))
        while let row = try rows.next() {
            guard let word = row[0] as String?, let tier = row[1] as String? else { continue }
            let right: Bool = row[2]
            add(word: word, tier: tier, correct: right ? 1 : 0, wrong: right ? 0 : 1)
            if right, fastestCount > 0, let seconds = row[3] as Double? {
                offer(word: word, seconds: seconds, at: (row[4], row[5]))
            }
        }
    }

    /// Offers a right answer that took `seconds`, stored at `place`: equal times go in the order of where
    /// the answer is stored, as the speed index has them, so every way of reading lists the same ones.
    private mutating func offer(word: String, seconds: Double, at place: (round: Int64, position: Int64)) {
        guard seconds.isFinite else { return }
        func before(_ other: (answer: StatsReport.FastAnswer, place: (round: Int64, position: Int64))) -> Bool {
            (seconds, place.round, place.position) < (other.answer.seconds, other.place.round, other.place.position)
        }
        if fastest.count == fastestCount, let last = fastest.last, !before(last) { return }
        let index = fastest.firstIndex(where: before) ?? fastest.count
        fastest.insert((StatsReport.FastAnswer(word: word, seconds: seconds), place), at: index)
        if fastest.count > fastestCount { fastest.removeLast() }
    }

    /// Writes the tallies into `report`: tiers, words answered, the hardest words.
    func fill(_ report: inout StatsReport, minimumPlays: Int, hardestCount: Int) {
        for tier in Tier.allCases {
            report.byTier[tier.rawValue].correct = byTier[tier.rawValue].correct
            report.byTier[tier.rawValue].wrong = byTier[tier.rawValue].wrong
        }
        let answered = perWord.filter { $0.value.plays > 0 }
        report.wordsAnswered = answered.count
        report.mostPlays = answered.values.map(\.plays).max() ?? 0
        report.hardest = answered
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
