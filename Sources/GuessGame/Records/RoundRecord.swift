import Foundation
import GuessWords

/// A finished (or interrupted) round as it is exported and stored: JSON schema `guess.round.v1`.
package struct RoundRecord: Equatable, Sendable, Codable {
    /// The schema name written in every export.
    package static let schemaName = "guess.round.v1"

    /// Always `guess.round.v1`.
    package var schema = RoundRecord.schemaName
    /// When the clock started, in UTC.
    package var startedAt: Date
    /// The configured length of the round.
    package var seconds: Int
    /// Seconds actually played (pauses excluded).
    package var elapsed: Double
    /// Why it ended.
    package var endedBy: RoundEndReason
    /// The `--seed` used, or nil.
    package var seed: UInt64?
    /// The bank played: a shipped bank's name or list paths, joined with `+`.
    package var bank: String
    /// The team that played it, in a party game.
    package var team: String?
    /// Who described, when the team named its players (`describer` in the export, only when known).
    package var describer: String?
    /// The themes the round drew from (`--theme`), as the bank spells them; empty: every theme.
    package var themes: [String] = []
    /// Whether entries not for children were left out (`--family`).
    package var family = false
    /// Words answered right (derived from `words`).
    package var correct: Int { words.count { $0.result == .correct } }
    /// Words answered wrong, taboo words included (derived from `words`).
    package var wrong: Int { words.count { $0.result.countsAsWrong } }
    /// Words passed (derived from `words`).
    package var passed: Int { words.count { $0.result == .passed } }
    /// Words lost to a taboo word (derived from `words`; counted in `wrong` too).
    package var taboo: Int { words.count { $0.result == .taboo } }
    /// Seconds the host added with the "more time" key (`seconds` is the length the turn started with).
    package var addedSeconds = 0
    /// Whether the host corrected a mark on the recap after the turn ended.
    package var corrected = false
    /// Every word shown, in the order first shown.
    package var words: [PlayedWord]
    /// Whether it was played through a pipe (a script): kept and exported, left out of `guess stats`.
    /// Written in JSON only when true.
    package var scripted = false

    /// A record of `round`, which started at `startedAt`.
    package init(
        round: Round, startedAt: Date, seed: UInt64?, bank: String, team: String? = nil, scripted: Bool = false
    ) {
        self.init(
            startedAt: startedAt, seconds: Int(round.seconds - round.addedSeconds), elapsed: round.elapsed,
            endedBy: round.endReason ?? .interrupted, seed: seed, bank: bank, team: team, words: round.played,
            scripted: scripted)
        addedSeconds = Int(round.addedSeconds)
    }

    /// A record from its parts; the counts are taken from `words`.
    package init(
        startedAt: Date, seconds: Int, elapsed: Double, endedBy: RoundEndReason, seed: UInt64?, bank: String,
        team: String? = nil, words: [PlayedWord], scripted: Bool = false
    ) {
        self.scripted = scripted
        self.startedAt = startedAt
        self.seconds = seconds
        self.elapsed = elapsed
        self.endedBy = endedBy
        self.seed = seed
        self.bank = bank
        self.team = team
        self.words = words
    }

    enum CodingKeys: String, CodingKey {
        case schema, seconds, elapsed, seed, bank, team, describer, correct, wrong, passed, taboo, words, corrected
        case scripted, themes, family
        case addedSeconds = "added_seconds"
        case startedAt = "started_at"
        case endedBy = "ended_by"
    }

    /// Encodes every key of the schema; `seed` is written as null when absent, `team` only in party games.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schema, forKey: .schema)
        try container.encode(Self.timestamp(startedAt), forKey: .startedAt)
        try container.encode(seconds, forKey: .seconds)
        try container.encode(Self.rounded(elapsed), forKey: .elapsed)
        try container.encode(endedBy, forKey: .endedBy)
        try container.encode(seed, forKey: .seed)
        try container.encode(bank, forKey: .bank)
        try container.encodeIfPresent(team, forKey: .team)
        try container.encodeIfPresent(describer, forKey: .describer)
        try container.encode(themes, forKey: .themes)
        try container.encode(family, forKey: .family)
        try container.encode(correct, forKey: .correct)
        try container.encode(wrong, forKey: .wrong)
        try container.encode(passed, forKey: .passed)
        try container.encode(taboo, forKey: .taboo)
        try container.encode(addedSeconds, forKey: .addedSeconds)
        try container.encode(corrected, forKey: .corrected)
        try container.encode(words.map(ExportedWord.init), forKey: .words)
        if scripted { try container.encode(true, forKey: .scripted) }
    }

    /// Decodes a `guess.round.v1` object.
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schema = try container.decode(String.self, forKey: .schema)
        let stamp = try container.decode(String.self, forKey: .startedAt)
        guard let date = Self.parseTimestamp(stamp) else {
            throw DecodingError.dataCorruptedError(
                forKey: .startedAt, in: container, debugDescription: "not an ISO 8601 time: \(stamp)")
        }
        startedAt = date
        seconds = try container.decode(Int.self, forKey: .seconds)
        elapsed = try container.decode(Double.self, forKey: .elapsed)
        endedBy = try container.decode(RoundEndReason.self, forKey: .endedBy)
        seed = try container.decodeIfPresent(UInt64.self, forKey: .seed)
        bank = try container.decode(String.self, forKey: .bank)
        team = try container.decodeIfPresent(String.self, forKey: .team)
        describer = try container.decodeIfPresent(String.self, forKey: .describer)
        themes = try container.decodeIfPresent([String].self, forKey: .themes) ?? []
        family = try container.decodeIfPresent(Bool.self, forKey: .family) ?? false
        words = try container.decode([ExportedWord].self, forKey: .words).map(\.played)
        scripted = try container.decodeIfPresent(Bool.self, forKey: .scripted) ?? false
        addedSeconds = try container.decodeIfPresent(Int.self, forKey: .addedSeconds) ?? 0
        corrected = try container.decodeIfPresent(Bool.self, forKey: .corrected) ?? false
    }

    /// Milliseconds are enough for times in seconds.
    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// ISO 8601 in UTC with milliseconds: `2026-11-22T03:21:36.123Z`.
    /// Computed from whole milliseconds, so that a time read back with `parseTimestamp` prints the same.
    package static func timestamp(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let whole = Date(timeIntervalSince1970: Double(fraction < 0 ? seconds - 1 : seconds))
        let base = whole.formatted(Date.ISO8601FormatStyle(timeZone: .gmt))  // 2026-11-22T03:21:36Z
        return String(base.dropLast()) + String(format: ".%03dZ", fraction < 0 ? fraction + 1000 : fraction)
    }

    /// ISO 8601 in `timeZone`'s local time with milliseconds and the offset, as CSV exports write it:
    /// `2026-11-23T22:58:30.410+08:00` (`Z` in UTC). `parseTimestamp` reads it back.
    package static func localTimestamp(_ date: Date, timeZone: TimeZone = .current) -> String {
        let offset = timeZone.secondsFromGMT(for: date)
        guard offset != 0 else { return timestamp(date) }
        // The local wall-clock time written as if in UTC, then the offset in place of the `Z`.
        let local = timestamp(date.addingTimeInterval(Double(offset)))
        let minutes = abs(offset) / 60
        return String(local.dropLast()) + (offset < 0 ? "-" : "+")
            + String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    /// A time as a spreadsheet reads it, for CSV exports: `timeZone`'s local date and time to the second,
    /// `2026-11-23 22:58:30` (Excel and LibreOffice take it for a date and time), and the offset from UTC
    /// on its own, `UTC+08:00` (`UTC+00:00` in UTC: a bare `+08:00` would be read as eight o'clock).
    package static func spreadsheetTime(_ date: Date, timeZone: TimeZone = .current) -> (local: String, offset: String)
    {
        let offset = timeZone.secondsFromGMT(for: date)
        let whole = (date.timeIntervalSince1970 + Double(offset)).rounded(.down)
        let base = Date(timeIntervalSince1970: whole).formatted(Date.ISO8601FormatStyle(timeZone: .gmt))
        // 2026-11-23T22:58:30Z → 2026-11-23 22:58:30
        let local = String(base.dropLast()).replacingOccurrences(of: "T", with: " ")
        let minutes = abs(offset) / 60
        return (local, "UTC" + (offset < 0 ? "-" : "+") + String(format: "%02d:%02d", minutes / 60, minutes % 60))
    }

    /// Reads a time written by `timestamp` (milliseconds optional); nil when it is not one.
    package static func parseTimestamp(_ text: String) -> Date? {
        (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt).parse(text))
            ?? (try? Date.ISO8601FormatStyle(timeZone: .gmt).parse(text))
    }
}

/// A word in the export: `{word, tier, result, shown_at, answered_at}`.
struct ExportedWord: Codable {
    var word: String
    var tier: Tier
    var result: WordResult
    var shownAt: Double
    var answeredAt: Double?

    init(_ played: PlayedWord) {
        word = played.word
        tier = played.tier
        result = played.result
        shownAt = RoundRecord.rounded(played.shownAt)
        answeredAt = played.answeredAt.map(RoundRecord.rounded)
    }

    var played: PlayedWord {
        PlayedWord(word: word, tier: tier, result: result, shownAt: shownAt, answeredAt: answeredAt)
    }

    enum CodingKeys: String, CodingKey {
        case word, tier, result
        case shownAt = "shown_at"
        case answeredAt = "answered_at"
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(word, forKey: .word)
        try container.encode(tier.name, forKey: .tier)
        try container.encode(result, forKey: .result)
        try container.encode(shownAt, forKey: .shownAt)
        try container.encode(answeredAt, forKey: .answeredAt)
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        word = try container.decode(String.self, forKey: .word)
        let tierName = try container.decode(String.self, forKey: .tier)
        guard let named = Tier(named: tierName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .tier, in: container, debugDescription: "unknown tier \(tierName)")
        }
        tier = named
        result = try container.decode(WordResult.self, forKey: .result)
        shownAt = try container.decode(Double.self, forKey: .shownAt)
        answeredAt = try container.decodeIfPresent(Double.self, forKey: .answeredAt)
    }
}

extension Tier {
    /// Tiers are encoded by name.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// Tiers are decoded by name.
    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let tier = Tier(named: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown tier '\(text)'")
        }
        self = tier
    }
}
