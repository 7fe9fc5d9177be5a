import Foundation

/// A team's standing.
public struct TeamScore: Equatable, Sendable, Codable {
    /// The team.
    public var team: String
    /// Its score: right answers, less wrong ones when the penalty is on.
    public var score: Int

    /// A standing.
    public init(team: String, score: Int) {
        self.team = team
        self.score = score
    }
}

/// The turns of a party game: teams in the given order, the same number of turns each, then extra turns
/// for the teams tied for first place until the tie is broken (unless tie-breaks are off).
public struct PartyGame: Sendable {
    /// The teams, in turn order.
    public let teams: [String]
    /// Regular turns per team.
    public let turnsPerTeam: Int
    /// Whether a wrong answer costs a point.
    public let penalty: Bool
    /// Whether a tie for first place is played off.
    public let tieBreak: Bool
    /// Turns played so far: team and that turn's counts.
    public private(set) var played: [(team: String, correct: Int, wrong: Int)] = []
    /// Turns still to play in the current pass (regular turns, then each tie-break round).
    private var queue: [String]
    /// Whether the current pass is a tie-break.
    public private(set) var isTieBreak = false

    /// A game for `teams` (at least one, no duplicates).
    public init(teams: [String], turnsPerTeam: Int = 1, penalty: Bool = false, tieBreak: Bool = true) {
        precondition(!teams.isEmpty && turnsPerTeam >= 1)
        self.teams = teams
        self.turnsPerTeam = turnsPerTeam
        self.penalty = penalty
        self.tieBreak = tieBreak
        queue = Array((0..<turnsPerTeam).map { _ in teams }.joined())
    }

    /// The team whose turn is next, or nil when the game is over. Starts a tie-break pass when the regular
    /// turns are done and first place is shared.
    public mutating func nextTeam() -> String? {
        if queue.isEmpty, tieBreak, teams.count > 1 {
            let leaders = self.leaders
            if leaders.count > 1 {
                queue = teams.filter { leaders.contains($0) }
                isTieBreak = true
            }
        }
        return queue.first
    }

    /// Records the turn of the team `nextTeam` returned.
    public mutating func record(team: String, correct: Int, wrong: Int) {
        if let index = queue.firstIndex(of: team) { queue.remove(at: index) }
        played.append((team, correct, wrong))
    }

    /// Ends the game early: no more turns.
    public mutating func stop() {
        queue.removeAll()
        stopped = true
    }

    private var stopped = false

    /// Whether the game is over.
    public var isOver: Bool {
        var copy = self
        return stopped || copy.nextTeam() == nil
    }

    /// A team's score so far.
    public func score(of team: String) -> Int {
        played.filter { $0.team == team }.reduce(0) { $0 + $1.correct - (penalty ? $1.wrong : 0) }
    }

    /// Teams by score, best first; equal scores keep the turn order.
    public var scoreboard: [TeamScore] {
        teams.enumerated()
            .map { (index: $0.offset, entry: TeamScore(team: $0.element, score: score(of: $0.element))) }
            .sorted { ($0.entry.score, -$0.index) > ($1.entry.score, -$1.index) }
            .map(\.entry)
    }

    /// The teams sharing first place.
    public var leaders: [String] {
        let board = scoreboard
        guard let best = board.first?.score else { return [] }
        return board.filter { $0.score == best }.map(\.team)
    }

    /// How many turns `team` has played.
    public func turnsPlayed(by team: String) -> Int { played.count { $0.team == team } }
}

/// A whole party game as exported: JSON schema `guess.game.v1`.
public struct GameRecord: Equatable, Sendable, Encodable {
    /// The schema name.
    public static let schemaName = "guess.game.v1"

    /// When the first turn started.
    public var startedAt: Date
    /// The teams in turn order.
    public var teams: [String]
    /// Every turn, each a `guess.round.v1` object with its team.
    public var turns: [RoundRecord]
    /// Standings, winner first.
    public var scoreboard: [TeamScore]

    /// A game record.
    public init(startedAt: Date, teams: [String], turns: [RoundRecord], scoreboard: [TeamScore]) {
        self.startedAt = startedAt
        self.teams = teams
        self.turns = turns
        self.scoreboard = scoreboard
    }

    enum CodingKeys: String, CodingKey {
        case schema, teams, turns, scoreboard
        case startedAt = "started_at"
    }

    /// Encodes `schema`, `started_at`, `teams`, `turns` and `scoreboard`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schemaName, forKey: .schema)
        try container.encode(RoundRecord.timestamp(startedAt), forKey: .startedAt)
        try container.encode(teams, forKey: .teams)
        try container.encode(turns, forKey: .turns)
        try container.encode(scoreboard, forKey: .scoreboard)
    }
}

extension RoundExporter {
    /// A party game as `guess.game.v1` JSON.
    public static func json(_ game: GameRecord) -> Data { encode(game) }

    /// A party game in `format`: JSON is `guess.game.v1`; CSV and Markdown list its turns.
    public static func export(_ game: GameRecord, as format: ExportFormat) -> Data {
        format == .json ? json(game) : export(game.turns, as: format)
    }
}

/// The scoreboard as text lines: rank, team, score, turns.
public enum ScoreboardText {
    /// The table, winner first; `highlight` teams (the leaders) are marked.
    public static func render(_ game: PartyGame, strings: Strings, paint: Paint) -> String {
        let english = strings.language == .en
        var rows: [[String]] = [["#", english ? "team" : "队伍", english ? "score" : "得分", english ? "turns" : "回合"]]
        var rank = 0
        var previous: Int?
        for (index, entry) in game.scoreboard.enumerated() {
            if entry.score != previous { rank = index + 1 }
            previous = entry.score
            rows.append([String(rank), entry.team, String(entry.score), String(game.turnsPlayed(by: entry.team))])
        }
        let table = TextTable.render(rows, rightAligned: [0, 2, 3])
        var lines = table.split(separator: "\n").map(String.init)
        if lines.count > 1 { lines[1] = paint.bold(lines[1]) }
        return paint.bold(english ? "Scoreboard" : "记分板") + "\n" + lines.joined(separator: "\n") + "\n"
    }
}
