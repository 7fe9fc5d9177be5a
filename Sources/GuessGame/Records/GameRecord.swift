import Foundation

/// A whole party game as exported: JSON schema `guess.game.v1`.
package struct GameRecord: Equatable, Sendable, Encodable {
    /// The schema name.
    package static let schemaName = "guess.game.v1"

    /// When the first turn started.
    package var startedAt: Date
    /// The teams in turn order.
    package var teams: [String]
    /// Every turn, each a `guess.round.v1` object with its team.
    package var turns: [RoundRecord]
    /// Standings, winner first.
    package var scoreboard: [TeamScore]
    /// The rules the game was played with.
    package var rules = GameRules()
    /// Bonus and penalty points the host gave, in the order given.
    package var adjustments: [PointAdjustment] = []

    /// A game record.
    package init(startedAt: Date, teams: [String], turns: [RoundRecord], scoreboard: [TeamScore]) {
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
    package func encode(to encoder: Encoder) throws {
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
    package static func json(_ game: GameRecord) -> Data { encode(game) }

    /// Several games as a JSON array of `guess.game.v1` objects.
    package static func json(_ games: [GameRecord]) -> Data { encode(games) }

    /// A party game in `format`: JSON is `guess.game.v1`; CSV and Markdown list its turns.
    package static func export(
        _ game: GameRecord, as format: ExportFormat, options: ExportOptions = ExportOptions()
    ) -> Data {
        format == .json ? json(game) : export(game.turns, as: format, options: options)
    }
}
