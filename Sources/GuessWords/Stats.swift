import Foundation

/// A stored round as `guess history` lists it.
public struct RoundListing: Equatable, Sendable {
    /// The round's id in the store.
    public var id: Int64
    /// The game it belongs to.
    public var gameID: Int64
    /// Its turn in the game (1-based).
    public var turn: Int
    /// When the clock started.
    public var startedAt: Date
    /// The bank played.
    public var bank: String
    /// The team, in a party game.
    public var team: String?
    /// The configured length.
    public var seconds: Int
    /// Words right.
    public var correct: Int
    /// Words wrong.
    public var wrong: Int
    /// Why it ended; nil while it is still being played.
    public var endedBy: RoundEndReason?

    /// A listing row.
    public init(
        id: Int64, gameID: Int64, turn: Int, startedAt: Date, bank: String, team: String?, seconds: Int,
        correct: Int, wrong: Int, endedBy: RoundEndReason?
    ) {
        self.id = id
        self.gameID = gameID
        self.turn = turn
        self.startedAt = startedAt
        self.bank = bank
        self.team = team
        self.seconds = seconds
        self.correct = correct
        self.wrong = wrong
        self.endedBy = endedBy
    }
}

/// Figures over every stored round, as `guess stats` shows them.
public struct StatsReport: Equatable, Sendable {
    /// Rounds stored.
    public var rounds = 0
    /// Words answered right.
    public var correct = 0
    /// Words answered wrong.
    public var wrong = 0
    /// Right and wrong per tier, in tier order.
    public var byTier: [TierTally] = Tier.allCases.map { TierTally(tier: $0, correct: 0, wrong: 0) }
    /// Words most often missed (with at least the minimum number of plays), worst first.
    public var hardest: [WordTally] = []
    /// The quickest right answers, quickest first.
    public var fastest: [FastAnswer] = []
    /// Right answers per round over the most recent rounds, oldest first.
    public var trend: [Int] = []
    /// The fewest plays a word needs to be listed among the hardest.
    public var minimumPlays = 3

    /// An empty report.
    public init() {}

    /// Right over answered, or nil when nothing was answered.
    public var accuracy: Double? { correct + wrong > 0 ? Double(correct) / Double(correct + wrong) : nil }

    /// Right and wrong answers in one tier.
    public struct TierTally: Equatable, Sendable {
        /// The tier.
        public var tier: Tier
        /// Right answers.
        public var correct: Int
        /// Wrong answers.
        public var wrong: Int

        /// A tally.
        public init(tier: Tier, correct: Int, wrong: Int) {
            self.tier = tier
            self.correct = correct
            self.wrong = wrong
        }
    }

    /// How often a word was played and missed.
    public struct WordTally: Equatable, Sendable {
        /// The word.
        public var word: String
        /// Times answered.
        public var plays: Int
        /// Times answered wrong.
        public var misses: Int

        /// A tally.
        public init(word: String, plays: Int, misses: Int) {
            self.word = word
            self.plays = plays
            self.misses = misses
        }
    }

    /// One quick right answer.
    public struct FastAnswer: Equatable, Sendable {
        /// The word.
        public var word: String
        /// Seconds from showing to answering.
        public var seconds: Double

        /// An answer.
        public init(word: String, seconds: Double) {
            self.word = word
            self.seconds = seconds
        }
    }
}

/// Renders a stats report as aligned text.
public enum StatsText {
    /// A sparkline of `values`, one block character each, scaled between their minimum and maximum.
    public static func sparkline(_ values: [Int]) -> String {
        let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        guard let low = values.min(), let high = values.max() else { return "" }
        guard high > low else { return String(repeating: blocks[values.first == 0 ? 0 : 3], count: values.count) }
        return String(values.map { blocks[($0 - low) * (blocks.count - 1) / (high - low)] })
    }

    /// The whole report.
    public static func render(_ report: StatsReport, language: Language = .en, colour: Bool = false) -> String {
        let strings = Strings(language)
        let paint = Paint(enabled: colour)
        guard report.rounds > 0 else {
            return language == .en ? "No rounds played yet.\n" : "还没有玩过任何一轮。\n"
        }
        var out = ""
        let accuracy = report.accuracy.map { "\(Int(($0 * 100).rounded()))%" } ?? "–"
        out += paint.bold(language == .en ? "Totals" : "总计") + "\n"
        out += TextTable.render([
            [language == .en ? "rounds" : "轮数", String(report.rounds)],
            [strings.right, String(report.correct)],
            [strings.wrong, String(report.wrong)],
            [strings.accuracy, accuracy],
        ], rightAligned: [1])
        out += "\n" + paint.bold(language == .en ? "Accuracy by tier" : "各难度正确率") + "\n"
        var rows: [[String]] = []
        for tally in report.byTier where tally.correct + tally.wrong > 0 {
            let share = Double(tally.correct) / Double(tally.correct + tally.wrong)
            rows.append([
                strings.tier(tally.tier), paint.green(RecapText.bar(Int((share * 100).rounded()), of: 100, width: 20)),
                "\(Int((share * 100).rounded()))%", "\(tally.correct)/\(tally.correct + tally.wrong)",
            ])
        }
        out += TextTable.render(rows, rightAligned: [2, 3])
        if !report.hardest.isEmpty {
            out += "\n" + paint.bold(language == .en ? "Hardest words (at least \(report.minimumPlays) plays)" : "最难的词(至少 \(report.minimumPlays) 次)") + "\n"
            var hardRows: [[String]] = [[strings.wordColumn, language == .en ? "missed" : "答错", language == .en ? "plays" : "次数"]]
            for word in report.hardest {
                hardRows.append([word.word, String(word.misses), String(word.plays)])
            }
            out += TextTable.render(hardRows, rightAligned: [1, 2])
        }
        if !report.fastest.isEmpty {
            out += "\n" + paint.bold(language == .en ? "Fastest words" : "最快猜中") + "\n"
            out += TextTable.render(report.fastest.map { [$0.word, String(format: "%.1f s", $0.seconds)] }, rightAligned: [1])
        }
        if !report.trend.isEmpty {
            let title = language == .en ? "Right answers, last \(report.trend.count) rounds" : "最近 \(report.trend.count) 轮答对数"
            out += "\n" + paint.bold(title) + "\n"
            out += sparkline(report.trend) + "  \(report.trend.first!) → \(report.trend.last!)\n"
        }
        return out
    }
}
