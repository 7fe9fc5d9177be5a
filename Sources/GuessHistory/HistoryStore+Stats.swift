import Foundation
import GRDB
import GuessGame

/// `guess stats`: SQL aggregates over the rounds, and right and wrong per word and tier.
///
/// Per word, the store keeps running tallies (`word_tally`), so the unfiltered figures read a table of
/// one row per word and tier. With a filter (team, bank, date), the answers of the kept rounds are read
/// once, in whatever order SQLite reads them, and added up in a dictionary; when the filter keeps more
/// than half of the answers, the tallies minus the answers of the rounds it leaves out come to the same
/// figures from less reading. (SQLite's `GROUP BY word, tier` sorts every answer it reads: over half of
/// a 3-million-answer store that alone takes about 2 s.) The quickest answers are one SQL query, which
/// walks the speed index.
///
/// Rows whose numbers are out of the range guess writes, or of the wrong type, are left out of every
/// figure and named in the reading's `skipped`; sums are taken as `TOTAL` (floating point) and clamped,
/// so no sum overflows.
extension HistoryStore {
    /// The figures of `guess stats` over the rounds `filter` keeps; scripted rounds (played through a
    /// pipe) only with `includeScripted`. The trend and the per-team rates leave out turns of under
    /// `rateMinimumSeconds` of play.
    package func stats(
        filter: HistoryFilter = HistoryFilter(), minimumPlays: Int, hardestCount: Int = 10, fastestCount: Int = 5,
        trendRounds: Int = 20, includeScripted: Bool = false
    ) throws(StoreError) -> StoreReading<StatsReport> {
        let round = TableAlias(name: "r")
        return try read { db in
            // Leaving the scripted rounds out is a filter like the others, when there are any.
            let hasScripted = try hasScriptedRounds(db)
            let dropsScripted = !includeScripted && hasScripted
            let kept =
                dropsScripted
                ? [filter.condition(on: round), SQL("r.scripted IS NOT 1").sqlExpression].joined(operator: .and)
                : filter.condition(on: round)
            let filtered = !filter.isEmpty || dropsScripted
            var report = StatsReport()
            if dropsScripted {
                report.scriptedRoundsLeftOut =
                    try Int.fetchOne(
                        db,
                        SQLRequest(
                            literal:
                                "SELECT COUNT(*) FROM round r WHERE (\(filter.condition(on: round))) AND r.scripted = 1"
                        )) ?? 0
            }
            report.minimumPlays = minimumPlays
            report.isFiltered = !filter.isEmpty
            var skipped = try Self.unusableRounds(db, kept)
            report.games =
                try Int.fetchOne(
                    db,
                    SQLRequest(
                        literal: "SELECT COUNT(DISTINCT game_id) FROM round r WHERE (\(kept)) AND \(Self.usableRound)"))
                ?? 0
            try Self.addTeams(db, kept, to: &report)
            if schema.rules {
                report.passed = Int(
                    try Double.fetchOne(
                        db,
                        SQLRequest(
                            literal: """
                                SELECT TOTAL(passed) FROM round r
                                WHERE (\(kept)) AND \(Self.usableRound) AND typeof(passed) = 'integer' AND passed >= 0
                                """)) ?? 0)
            }

            var answers = AnswerTally()
            let everyAnswer = try Double.fetchOne(db, sql: "SELECT TOTAL(correct) + TOTAL(wrong) FROM round") ?? 0
            if keepsWordTallies && (!filtered || Double(report.correct + report.wrong) * 2 > everyAnswer) {
                skipped += try answers.addKeptTallies(db)
                if filtered { try answers.addAnswers(db, of: SQL("(\(kept)) IS NOT 1").sqlExpression, sign: -1) }
            } else {
                try answers.addAnswers(db, of: kept)
            }
            report.fastest = try Self.quickestAnswers(
                db, kept, count: fastestCount,
                walkingSpeedIndex: !filtered || Double(report.correct + report.wrong) * 10 > everyAnswer)
            answers.fill(&report, minimumPlays: minimumPlays, hardestCount: hardestCount)
            report.trend = try Row.fetchAll(
                db,
                SQLRequest(
                    literal: """
                        SELECT correct, wrong, elapsed FROM round r WHERE (\(kept)) AND \(Self.usableRound)
                        AND elapsed >= \(Self.rateMinimumSeconds)
                        ORDER BY started_at DESC, id DESC LIMIT \(trendRounds)
                        """)
            ).map { row in Double(try row.count("correct") + row.count("wrong")) * 60 / (try row.seconds("elapsed")) }
                .reversed()
            return StoreReading(report, skipped: skipped)
        }
    }

    /// The rounds whose counts and time every figure can use: whole numbers of answers and a time, in the
    /// range guess writes.
    static let usableRound: SQL = """
        (typeof(r.correct) = 'integer' AND r.correct BETWEEN 0 AND \(Row.largestCount)
        AND typeof(r.wrong) = 'integer' AND r.wrong BETWEEN 0 AND \(Row.largestCount)
        AND typeof(r.elapsed) IN ('integer', 'real') AND r.elapsed BETWEEN 0 AND \(Row.largestSeconds))
        """

    /// The kept rounds the figures leave out, each named with what is wrong in it.
    private static func unusableRounds(_ db: Database, _ kept: SQLExpression) throws -> [SkippedPart] {
        try Row.fetchAll(
            db, SQLRequest(literal: "SELECT * FROM round r WHERE (\(kept)) AND NOT \(usableRound) ORDER BY id")
        )
        .map { row in
            let place = SkippedPart.Place.round(game: (try? row.id("game_id")) ?? 0, turn: try? row.count("turn"))
            do {
                _ = try RoundRow(row: row)
                return SkippedPart(place, .outOfRange(column: "elapsed", value: "\(row["elapsed"] as DatabaseValue)"))
            } catch {
                return skipped(place, error)
            }
        }
    }

    /// The per-team table and the totals it adds up to (the table is left empty when only single rounds
    /// were kept: it would say nothing the totals do not).
    private static func addTeams(_ db: Database, _ kept: SQLExpression, to report: inout StatsReport) throws {
        var correct = 0.0
        var wrong = 0.0
        for row in try Row.fetchAll(
            db,
            SQLRequest(
                literal: """
                    SELECT team, COUNT(DISTINCT game_id) AS games, MIN(started_at) AS first, \(turnTallyColumns)
                    FROM round r WHERE (\(kept)) AND \(usableRound) GROUP BY team ORDER BY first, team
                    """))
        {
            let tally = StatsReport.TeamTally(
                team: try? row.optionalText("team"), games: row["games"], tally: turnTally(row))
            report.rounds += tally.tally.turns
            correct += row["correct"] as Double
            wrong += row["wrong"] as Double
            report.teams.append(tally)
        }
        report.correct = clamped(correct)
        report.wrong = clamped(wrong)
        if report.teams.allSatisfy({ $0.team == nil }) { report.teams = [] }
    }

    /// The sums `turnTally(_:)` reads, for a query grouping rounds (per team, per describer).
    static let turnTallyColumns: SQL = """
        COUNT(*) AS turns, TOTAL(correct) AS correct, TOTAL(wrong) AS wrong, TOTAL(elapsed) AS seconds,
        TOTAL(CASE WHEN elapsed >= \(TurnTally.rateMinimumSeconds) THEN correct END) AS rated_correct,
        TOTAL(CASE WHEN elapsed >= \(TurnTally.rateMinimumSeconds) THEN correct + wrong END) AS rated_answers,
        TOTAL(CASE WHEN elapsed >= \(TurnTally.rateMinimumSeconds) THEN elapsed END) AS rated_seconds
        """

    /// The turns a row of sums stands for (`turns`, `correct`, `wrong`, `seconds` and the rated sums), as
    /// the per-team and per-describer queries both select them; words shown and passes are not summed there.
    static func turnTally(_ row: Row) -> TurnTally {
        TurnTally(
            turns: row["turns"], correct: clamped(row["correct"]), wrong: clamped(row["wrong"]),
            seconds: row["seconds"], ratedCorrect: clamped(row["rated_correct"]),
            ratedAnswers: clamped(row["rated_answers"]), ratedSeconds: row["rated_seconds"])
    }

    /// A sum taken as a floating-point `TOTAL`, as a count no figure can overflow with.
    static func clamped(_ total: Double) -> Int {
        guard total.isFinite, total > 0 else { return 0 }
        return Int(min(total, Double(Int.max / 4)))
    }

    /// The quickest right answers in the kept rounds; equal times in the order of where they are stored.
    /// When the kept rounds hold a tenth of the answers or more (`walkingSpeedIndex`), the speed index is
    /// walked in order and stops at the first `count` kept (`CROSS JOIN` keeps SQLite from reading every
    /// kept round's answers and sorting them); with fewer, the kept rounds' answers are read and sorted.
    private static func quickestAnswers(
        _ db: Database, _ kept: SQLExpression, count: Int, walkingSpeedIndex: Bool
    ) throws -> [StatsReport.FastAnswer] {
        let tables: SQL =
            walkingSpeedIndex
            ? "round_word w CROSS JOIN round r ON r.id = w.round_id"
            : "round r CROSS JOIN round_word w ON w.round_id = r.id"
        return try Row.fetchAll(
            db,
            SQLRequest(
                literal: """
                    SELECT w.word, w.answered_at - w.shown_at AS seconds FROM \(tables)
                    WHERE (\(kept)) AND w.result = 'correct' AND typeof(w.answered_at - w.shown_at) IN ('integer', 'real')
                    ORDER BY w.answered_at - w.shown_at, w.round_id, w.position LIMIT \(count)
                    """)
        ).compactMap { row in
            guard let word = try? row.text("word"), let seconds = row["seconds"] as Double?, seconds.isFinite else {
                return nil
            }
            return StatsReport.FastAnswer(word: word, seconds: seconds)
        }
    }
}
