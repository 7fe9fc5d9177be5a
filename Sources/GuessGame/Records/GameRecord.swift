import Foundation

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
    /// The rules the game was played with.
    public var rules = GameRules()
    /// Bonus and penalty points the host gave, in the order given.
    public var adjustments: [PointAdjustment] = []

    /// A game record.
    public init(startedAt: Date, teams: [String], turns: [RoundRecord], scoreboard: [TeamScore]) {
        self.startedAt = startedAt
        self.teams = teams
        self.turns = turns
        self.scoreboard = scoreboard
    }

    enum CodingKeys: String, CodingKey {
        case schema, teams, turns, scoreboard, rules, adjustments
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
        try container.encode(rules, forKey: .rules)
        try container.encode(adjustments, forKey: .adjustments)
    }
}

extension RoundExporter {
    /// A party game as `guess.game.v1` JSON.
    public static func json(_ game: GameRecord) -> Data { encode(game) }

    /// Several games as a JSON array of `guess.game.v1` objects.
    public static func json(_ games: [GameRecord]) -> Data { encode(games) }

    /// A party game in `format`: JSON is `guess.game.v1`; CSV and Markdown list its turns.
    public static func export(
        _ game: GameRecord, as format: ExportFormat, options: ExportOptions = ExportOptions()
    ) -> Data {
        format == .json ? json(game) : export(game.turns, as: format, options: options)
    }
}
