import Foundation
import GRDB
import GRDBSQLite
import GuessWords

/// `guess stats`: a handful of SQL aggregates over the rounds, and right and wrong per word and tier.
///
/// Per word, the store keeps running tallies (`word_tally`), so the unfiltered figures read a table of
/// one row per word. A filter (team, bank, date) picks rounds, and the answers of those rounds are added
/// up in one pass; when it keeps more than half of the answers, the tallies minus the answers of the
/// rounds it leaves out come to the same figures from less reading. Either way the pass reads at most
/// half of the answers plus the tallies (a store from before the tallies: every kept answer) and does
/// not sort them; the quickest answers come from walking the speed index, and are sorted only when the
/// kept rounds hold too few of its first entries.
extension HistoryStore {
    /// The figures of `guess stats` over the rounds `filter` keeps.
    func stats(
        filter: HistoryFilter = HistoryFilter(), minimumPlays: Int, hardestCount: Int = 10, fastestCount: Int = 5,
        trendRounds: Int = 20
    ) throws(StoreError) -> StatsReport {
        let condition = filter.roundCondition("r")
        return try read { db in
            var report = StatsReport()
            report.minimumPlays = minimumPlays
            report.isFiltered = !filter.isEmpty
            report.games = try Int.fetchOne(
                db, sql: "SELECT COUNT(DISTINCT game_id) FROM round r WHERE \(condition.sql)", arguments: condition.arguments) ?? 0
            try addTeams(db, condition, to: &report)

            var answers = AnswerTally()
            var fastest: [StatsReport.FastAnswer]?
            if filter.isEmpty && keepsWordTallies {
                try answers.addKeptTallies(db)
            } else if filter.isEmpty {
                var none = QuickestAnswers(count: 0)
                try answers.addAnswers(db, of: "1", [], fastest: &none)
            } else {
                let everyAnswer = try Double.fetchOne(db, sql: "SELECT TOTAL(correct) + TOTAL(wrong) FROM round") ?? 0
                let keptAnswers = Double(report.correct + report.wrong)
                if keepsWordTallies && keptAnswers * 2 > everyAnswer {
                    try answers.addKeptTallies(db)
                    var none = QuickestAnswers(count: 0)
                    try answers.addAnswers(db, of: "(\(condition.sql)) IS NOT 1", condition.arguments, sign: -1, fastest: &none)
                } else {
                    var quickest = QuickestAnswers(count: fastestCount)
                    try answers.addAnswers(db, of: condition.sql, condition.arguments, fastest: &quickest)
                    fastest = quickest.answers
                }
            }
            answers.fill(&report, minimumPlays: minimumPlays, hardestCount: hardestCount)
            report.fastest = try fastest ?? quickestAnswers(db, condition, isFiltered: !filter.isEmpty, count: fastestCount)
            report.trend = try Row.fetchAll(
                db,
                sql: """
                    SELECT correct, wrong, elapsed FROM round r WHERE \(condition.sql) AND elapsed > 0
                    ORDER BY started_at DESC, id DESC LIMIT ?
                    """,
                arguments: condition.arguments + [trendRounds]
            ).compactMap { row -> Double? in
                var stored = StoredRow(row)
                let answers = Double(stored.int("correct") + stored.int("wrong"))
                let elapsed = stored.double("elapsed")
                return stored.isReadable && elapsed > 0 ? answers * 60 / elapsed : nil
            }.reversed()
            return report
        }
    }

    /// The per-team table and the totals it adds up to (the table is left empty when only single rounds
    /// were kept: it would say nothing the totals do not).
    private func addTeams(_ db: Database, _ condition: (sql: String, arguments: StatementArguments), to report: inout StatsReport) throws {
        var correct = 0.0
        var wrong = 0.0
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT team, COUNT(DISTINCT game_id) AS games, COUNT(*) AS turns, TOTAL(correct) AS correct,
                    TOTAL(wrong) AS wrong, TOTAL(elapsed) AS seconds, MIN(started_at) AS first
                FROM round r WHERE \(condition.sql) GROUP BY team ORDER BY first, team
                """,
            arguments: condition.arguments)
        {
            var stored = StoredRow(row)
            let tally = StatsReport.TeamTally(
                team: stored.optionalText("team"), games: stored.int("games"), turns: stored.int("turns"),
                correct: Int(stored.double("correct")), wrong: Int(stored.double("wrong")),
                seconds: stored.double("seconds"))
            report.rounds += tally.turns
            correct += Double(tally.correct)
            wrong += Double(tally.wrong)
            report.teams.append(tally)
        }
        report.correct = Int(correct)
        report.wrong = Int(wrong)
        if report.teams.allSatisfy({ $0.team == nil }) { report.teams = [] }
    }

    /// The quickest right answers in the rounds `condition` keeps, from the speed index: with no filter
    /// its first entries; with one, its entries in order until enough belong to kept rounds. When fewer
    /// than `count` of the first `quickAnswersWalked` entries do, the kept answers are sorted instead.
    private func quickestAnswers(
        _ db: Database, _ condition: (sql: String, arguments: StatementArguments), isFiltered: Bool, count: Int
    ) throws -> [StatsReport.FastAnswer] {
        let quickestFirst = """
            SELECT w.word, w.answered_at - w.shown_at AS seconds, w.round_id, w.position FROM round_word w
            WHERE w.result = 'correct' AND typeof(w.answered_at - w.shown_at) IN ('integer', 'real')
            ORDER BY w.answered_at - w.shown_at LIMIT ?
            """
        var quickest = QuickestAnswers(count: count)
        if !isFiltered {
            for row in try Row.fetchAll(db, sql: quickestFirst, arguments: [count]) { quickest.offer(row) }
            return quickest.answers
        }
        // The kept rounds by id (an answer whose round is gone belongs to none, as in the join below).
        let kept = Set(try Int64.fetchAll(db, sql: "SELECT id FROM round r WHERE \(condition.sql)", arguments: condition.arguments))
        let walked = Self.quickAnswersWalked
        let cursor = try Row.fetchCursor(db, sql: quickestFirst, arguments: [walked])
        var seen = 0
        while let row = try cursor.next(), quickest.isShort {
            seen += 1
            if let round = Int64.fromDatabaseValue(row[2] as DatabaseValue? ?? .null), kept.contains(round) { quickest.offer(row) }
        }
        if !quickest.isShort || seen < walked { return quickest.answers }
        var sorted = QuickestAnswers(count: count)
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT w.word, w.answered_at - w.shown_at AS seconds, w.round_id, w.position
                FROM round_word w JOIN round r ON r.id = w.round_id
                WHERE \(condition.sql) AND w.result = 'correct' AND typeof(w.answered_at - w.shown_at) IN ('integer', 'real')
                ORDER BY w.answered_at - w.shown_at, w.round_id, w.position LIMIT ?
                """,
            arguments: condition.arguments + [count])
        { sorted.offer(row) }
        return sorted.answers
    }

    /// How far down the speed index a filtered `guess stats` looks for quick answers in its rounds before
    /// it sorts them instead.
    static let quickAnswersWalked = 2_000
}

/// Right and wrong per word and per tier, added up from the kept tallies and from answers.
private struct AnswerTally {
    /// Per word: times answered (right or wrong) and times answered wrong.
    var perWord: [String: (plays: Int, misses: Int)] = [:]
    /// Per tier, in tier order: right and wrong answers.
    var byTier = Array(repeating: (correct: 0, wrong: 0), count: Tier.allCases.count)

    /// The tier a stored tier name names (the tallies and the answers map names the same way): the
    /// names the store writes are matched as bytes, anything else goes through `Tier(named:)`.
    static func tier(_ columns: SQLiteStatement, _ index: CInt) -> Tier? {
        guard let name = text(columns, index) else { return nil }
        for (tier, stored) in storedTierNames where stored.elementsEqual(name) { return tier }
        return Tier(named: String(decoding: name, as: UTF8.self))
    }

    /// Each tier with the name the store writes for it, as bytes.
    static let storedTierNames = Tier.allCases.map { ($0, Array($0.name.utf8)) }

    /// A word column as text, every byte kept (NUL too, as the answers are read): the tallies and the
    /// answers must give the same word the same key.
    static func word(_ columns: SQLiteStatement, _ index: CInt) -> String? {
        text(columns, index).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A text column's bytes, valid until the statement steps again; nil for NULL.
    static func text(_ columns: SQLiteStatement, _ index: CInt) -> UnsafeBufferPointer<UInt8>? {
        guard sqlite3_column_type(columns, index) != SQLITE_NULL, let bytes = sqlite3_column_text(columns, index) else {
            return nil
        }
        return UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(columns, index)))
    }

    /// Counts `correct` right and `wrong` wrong answers (negative: takes them away) of `word` in `tier`.
    mutating func add(word: String?, tier: Tier?, correct: Int, wrong: Int) {
        if let tier {
            byTier[tier.rawValue].correct += correct
            byTier[tier.rawValue].wrong += wrong
        }
        guard let word else { return }
        func count(_ entry: inout (plays: Int, misses: Int)) {
            entry.plays += correct + wrong
            entry.misses += wrong
        }
        count(&perWord[word, default: (0, 0)])  // one lookup
    }

    /// Adds the running tallies the store keeps: every answer ever given.
    mutating func addKeptTallies(_ db: Database) throws {
        let statement = try db.makeStatement(
            sql: "SELECT word, tier, correct, wrong FROM word_tally WHERE correct > 0 OR wrong > 0")
        let columns = statement.sqliteStatement
        let cursor = try Row.fetchCursor(statement)
        while try cursor.next() != nil {
            add(word: Self.word(columns, 0), tier: Self.tier(columns, 1),
                correct: Self.count(Double.fromStatement(columns, atUncheckedIndex: 2)),
                wrong: Self.count(Double.fromStatement(columns, atUncheckedIndex: 3)))
        }
    }

    /// Adds (`sign` 1) or takes away (-1) the right and wrong answers of the rounds `condition` (on a round
    /// aliased `r`) keeps, in one pass in whatever order SQLite reads them, and offers the right ones to
    /// `fastest`. The columns are read straight from the statement: a pass may read millions of rows.
    mutating func addAnswers(
        _ db: Database, of condition: String, _ arguments: StatementArguments, sign: Int = 1,
        fastest: inout QuickestAnswers
    ) throws {
        let statement = try db.makeStatement(sql: """
            SELECT w.word, w.tier, w.result = 'correct', w.answered_at - w.shown_at, w.round_id, w.position
            FROM round r JOIN round_word w ON w.round_id = r.id
            WHERE (\(condition)) AND w.result IN ('correct', 'wrong')
            """)
        statement.arguments = arguments
        let columns = statement.sqliteStatement
        let cursor = try Row.fetchCursor(statement)
        while try cursor.next() != nil {
            let word = Self.word(columns, 0)
            let right = sqlite3_column_int64(columns, 2) == 1
            add(word: word, tier: Self.tier(columns, 1),
                correct: right ? sign : 0, wrong: right ? 0 : sign)
            if right, let word, let seconds = Double.fromStatement(columns, atUncheckedIndex: 3) {
                fastest.offer(
                    word: word, seconds: seconds,
                    at: (sqlite3_column_int64(columns, 4), sqlite3_column_int64(columns, 5)))
            }
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

    /// A count read from an aggregate: whole or fractional, never negative; 0 when it is not a number.
    static func count(_ number: Double?) -> Int {
        guard let number, number.isFinite, number > 0 else { return 0 }
        return Int(min(number, Double(Int.max / 2)))
    }
}

/// The quickest right answers offered so far, at most `count`, quickest first. Equal times go in the
/// order of where the answer is stored (round, then position), as the speed index has them, so every
/// way of reading the answers lists the same ones.
private struct QuickestAnswers {
    /// How many to keep.
    let count: Int
    /// The kept answers, quickest first, each with where it is stored.
    private var kept: [(answer: StatsReport.FastAnswer, place: (round: Int64, position: Int64))] = []

    /// Keeps the `count` quickest answers offered.
    init(count: Int) { self.count = count }

    /// Whether fewer than `count` answers are kept.
    var isShort: Bool { kept.count < count }

    /// The quickest answers, quickest first.
    var answers: [StatsReport.FastAnswer] { kept.map(\.answer) }

    /// Offers a right answer that took `seconds`, stored at `place`.
    mutating func offer(word: String, seconds: Double, at place: (round: Int64, position: Int64)) {
        guard count > 0, seconds.isFinite else { return }
        func before(_ other: (answer: StatsReport.FastAnswer, place: (round: Int64, position: Int64))) -> Bool {
            (seconds, place.round, place.position) < (other.answer.seconds, other.place.round, other.place.position)
        }
        if kept.count == count, let last = kept.last, !before(last) { return }
        let index = kept.firstIndex(where: before) ?? kept.count
        kept.insert((StatsReport.FastAnswer(word: word, seconds: seconds), place), at: index)
        if kept.count > count { kept.removeLast() }
    }

    /// Offers a row with the columns `word`, `seconds`, `round_id` and `position`.
    mutating func offer(_ row: Row) {
        var stored = StoredRow(row)
        let word = stored.text("word")
        let seconds = stored.double("seconds")
        let place = (stored.id("round_id"), Int64(stored.int("position")))
        if stored.isReadable { offer(word: word, seconds: seconds, at: place) }
    }
}
