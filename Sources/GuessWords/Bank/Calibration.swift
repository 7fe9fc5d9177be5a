import Foundation
import GuessText

/// Difficulty learned from play (`guess bank calibrate`): the entries whose accuracy sits far outside
/// their tier's, with the tier they play like.
///
/// The statistic: a tier's accuracy is right over answered across every answer to its entries. An entry
/// answered at least `minimumPlays` times is listed when its accuracy is more than `standardErrors`
/// binomial standard errors from its tier's, the error taken at the tier's accuracy (held within 5%–95%,
/// so that a tier everyone gets right still has an error): `|a − p| > 2·√(p(1−p)/n)`. It plays like the
/// difficulty tier (primary, middle, senior, complex; those with at least `minimumPlays` answers) whose
/// accuracy is nearest its own; when that is its own tier, it is not listed.
public struct Calibration: Equatable, Sendable {
    /// The right and wrong answers to one entry, as the history holds them.
    public struct WordPlays: Equatable, Sendable {
        /// The entry.
        public var word: String
        /// Its tier when it was played.
        public var tier: Tier
        /// Times answered right.
        public var correct: Int
        /// Times answered wrong.
        public var wrong: Int

        /// The plays of an entry.
        public init(word: String, tier: Tier, correct: Int, wrong: Int) {
            self.word = word
            self.tier = tier
            self.correct = correct
            self.wrong = wrong
        }

        /// Times answered.
        public var plays: Int { correct + wrong }
        /// Right over answered.
        public var accuracy: Double { plays > 0 ? Double(correct) / Double(plays) : 0 }
    }

    /// An entry that plays like another tier.
    public struct Move: Equatable, Sendable {
        /// The entry with its plays.
        public var entry: WordPlays
        /// Its tier's accuracy.
        public var tierAccuracy: Double
        /// The tier it plays like.
        public var playsLike: Tier
    }

    /// The plays an entry needs before it is judged.
    public static let minimumPlays = 5
    /// How many standard errors from its tier's accuracy an entry must be.
    public static let standardErrors = 2.0
    /// The first line of a list `--apply` writes: how guess knows the file as its own.
    public static let listHeading = "# guess bank calibrate"

    /// Each tier's accuracy, in tier order (nil: no answers).
    public private(set) var tierAccuracy: [Double?]
    /// Answers per tier, in tier order.
    public private(set) var tierAnswers: [Int]
    /// Entries with at least the minimum plays.
    public private(set) var judged = 0
    /// The entries that play like another tier, by tier, then farthest first.
    public private(set) var moves: [Move] = []

    /// The calibration of `plays` (one per entry and tier); an entry needs `minimumPlays` answers.
    public init(_ plays: [WordPlays], minimumPlays: Int = Calibration.minimumPlays) {
        var correct = [Int](repeating: 0, count: Tier.allCases.count)
        var answers = [Int](repeating: 0, count: Tier.allCases.count)
        for entry in plays {
            correct[entry.tier.rawValue] += max(entry.correct, 0)
            answers[entry.tier.rawValue] += max(entry.plays, 0)
        }
        tierAnswers = answers
        tierAccuracy = zip(correct, answers).map { $1 > 0 ? Double($0) / Double($1) : nil }
        let candidates = Tier.allCases.filter { $0 != .custom && answers[$0.rawValue] >= minimumPlays }
        var found: [(move: Move, distance: Double)] = []
        for entry in plays where entry.plays >= max(minimumPlays, 1) {
            judged += 1
            guard let own = tierAccuracy[entry.tier.rawValue] else { continue }
            let held = min(max(own, 0.05), 0.95)
            let error = (held * (1 - held) / Double(entry.plays)).squareRoot()
            let distance = abs(entry.accuracy - own)
            guard distance > Self.standardErrors * error else { continue }
            let nearest = candidates.min { one, other in
                abs((tierAccuracy[one.rawValue] ?? 0) - entry.accuracy)
                    < abs((tierAccuracy[other.rawValue] ?? 0) - entry.accuracy)
            }
            guard let nearest, nearest != entry.tier else { continue }
            found.append((Move(entry: entry, tierAccuracy: own, playsLike: nearest), distance))
        }
        moves = found.sorted { one, other in
            if one.move.entry.tier != other.move.entry.tier { return one.move.entry.tier < other.move.entry.tier }
            if one.distance != other.distance { return one.distance > other.distance }
            return one.move.entry.word < other.move.entry.word
        }.map(\.move)
    }

    /// The moves as a word list (the list text format): the heading, a comment naming the bank, then
    /// each tier the entries move to as a `[tier]` section. A host keeps it and plays it with
    /// `--words`, or copies the entries into their own lists.
    public func listText(bank: String, date: String) -> String {
        var text = Self.listHeading + " — \(OutsideText.forTerminal(bank, limit: 200)), \(date)\n"
        text +=
            "# Entries whose accuracy (at least the minimum plays) is far from their tier's, in the tier they play like.\n"
        for tier in Tier.allCases {
            let entries = moves.filter { $0.playsLike == tier }
            guard !entries.isEmpty else { continue }
            text += "\n[\(tier.name)]\n"
            // An entry the list format would read as something else (a comment, a header, taboo words)
            // cannot come from a bank; from a doctored store it is left out.
            for move in entries where Self.isPlainEntry(move.entry.word) {
                let percent = Int((move.entry.accuracy * 100).rounded())
                text += "# \(move.entry.tier.name), \(percent)% right in \(move.entry.plays) plays\n"
                text += move.entry.word + "\n"
            }
        }
        return text
    }

    /// Whether `word` reads back as itself from a list line.
    static func isPlainEntry(_ word: String) -> Bool {
        guard let first = word.first, first != "#", first != "[" else { return false }
        return !word.unicodeScalars.contains { $0 == "|" || $0.properties.generalCategory == .control }
            && word == word.trimmingCharacters(in: .whitespaces)
    }
}
