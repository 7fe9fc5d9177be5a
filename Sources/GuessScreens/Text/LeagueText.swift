import Foundation
import GuessGame
import GuessText

/// `guess league`: a league's table as aligned text (players by rating, games, the trend of their rating,
/// the change at their last game) or as JSON (`guess.league.v1`, with mu and sigma). Names come from the
/// store and are shown escaped.
package enum LeagueText {
    /// The name of the JSON's schema.
    package static let schemaName = "guess.league.v1"

    /// The table as text; `league` is its name (nil: the unnamed league).
    package static func render(
        _ table: LeagueTable, league: String?, scriptedLeftOut: Int = 0, strings: Strings, paint: Paint
    ) -> String {
        let leftOut = strings.scriptedGamesLeftOut(scriptedLeftOut).map { $0 + "\n" } ?? ""
        let name = league.map { OutsideText.forTerminal($0, limit: LeagueName.limit) }
        guard !table.standings.isEmpty else { return strings.noLeagueGames + "\n" + leftOut }
        var rows = [
            [
                "#", strings.playerColumn, strings.ratingColumn, strings.gamesColumn, strings.trendColumn,
                strings.lastChangeColumn, strings.paceColumn,
            ]
        ]
        for (index, standing) in table.standings.enumerated() {
            rows.append([
                String(index + 1), OutsideText.forTerminal(standing.name, limit: TeamLineup.nameLimit),
                oneDecimal(standing.rating.ordinal), String(standing.games),
                StatsText.sparkline(Array(standing.ordinals.suffix(trendLimit))), signed(standing.lastChange),
                standing.describerPace.map(oneDecimal) ?? "–",
            ])
        }
        return paint.bold(strings.leagueHeading(name, games: table.games.count)) + "\n"
            + TextTable.render(rows, rightAligned: [0, 2, 3, 5, 6]) + strings.ratingExplained + "\n"
            + strings.paceExplained + "\n" + leftOut
    }

    /// The most games the trend shows (the latest).
    package static let trendLimit = 20

    /// A figure with one decimal ("-0.0" shown as "0.0").
    package static func oneDecimal(_ value: Double) -> String {
        let text = String(format: "%.1f", value)
        return text == "-0.0" ? "0.0" : text
    }

    /// A change with its sign, one decimal ("+1.2", "-0.8", "0.0").
    package static func signed(_ value: Double) -> String {
        let text = oneDecimal(value)
        return text == "0.0" || text.hasPrefix("-") ? text : "+" + text
    }

    /// The table as JSON: the league, the games counted, and each player's rank, name, key, ordinal, mu,
    /// sigma, games, last change and ordinal after each game.
    package static func json(_ table: LeagueTable, league: String?) -> Data {
        struct Player: Encodable {
            var rank: Int
            var player: String
            var key: String
            var ordinal: Double
            var mu: Double
            var sigma: Double
            var games: Int
            var lastChange: Double
            var lastGame: Int64
            var trend: [Double]
            var describerPace: Double?
            enum CodingKeys: String, CodingKey {
                case rank, player, key, ordinal, mu, sigma, games, trend
                case lastChange = "last_change"
                case lastGame = "last_game"
                case describerPace = "describer_pace"
            }
            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(rank, forKey: .rank)
                try container.encode(player, forKey: .player)
                try container.encode(key, forKey: .key)
                try container.encode(ordinal, forKey: .ordinal)
                try container.encode(mu, forKey: .mu)
                try container.encode(sigma, forKey: .sigma)
                try container.encode(games, forKey: .games)
                try container.encode(trend, forKey: .trend)
                try container.encode(lastChange, forKey: .lastChange)
                try container.encode(lastGame, forKey: .lastGame)
                try container.encode(describerPace, forKey: .describerPace)
            }
        }
        struct Document: Encodable {
            var schema: String
            var league: String?
            var games: [Int64]
            var players: [Player]
            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(schema, forKey: .schema)
                try container.encode(league, forKey: .league)
                try container.encode(games, forKey: .games)
                try container.encode(players, forKey: .players)
            }
            enum CodingKeys: String, CodingKey { case schema, league, games, players }
        }
        let document = Document(
            schema: schemaName, league: league, games: table.games,
            players: table.standings.enumerated().map { index, standing in
                Player(
                    rank: index + 1, player: standing.name, key: standing.key, ordinal: standing.rating.ordinal,
                    mu: standing.rating.mu, sigma: standing.rating.sigma, games: standing.games,
                    lastChange: standing.lastChange, lastGame: standing.lastGame, trend: standing.ordinals,
                    describerPace: standing.describerPace)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        data.append(0x0A)
        return data
    }
}

extension LeagueText {
    /// A game's rating changes, one line a player after a heading: name, rating before → after, change.
    package static func changes(_ changes: [LeagueTable.Change], league: String?, strings: Strings) -> [String] {
        guard !changes.isEmpty else { return [] }
        let name = league.map { OutsideText.forTerminal($0, limit: LeagueName.limit) }
        let rows = changes.map { change in
            [
                OutsideText.forTerminal(change.name, limit: TeamLineup.nameLimit),
                oneDecimal(change.before.ordinal) + " → " + oneDecimal(change.after.ordinal),
                signed(change.after.ordinal - change.before.ordinal),
            ]
        }
        let table = TextTable.render(rows, rightAligned: [2]).split(separator: "\n").map { "  " + $0 }
        return [strings.leagueChangesHeading(name)] + table
    }
}
