import Foundation
import GuessWords

/// A league's table: every player of its games rated game after game, in the order the games were
/// played, by the Weng-Lin model (`PlackettLuce`), best ordinal first. A player is whoever `key` folds
/// a name to (the room's folding, merges applied): "Ann" and "ann" are one player, shown under the name
/// they played under last.
package struct LeagueTable: Equatable, Sendable {
    /// One player's line.
    package struct Standing: Equatable, Sendable {
        /// The player's key (the folded name).
        package var key: String
        /// The name they played under last.
        package var name: String
        /// Their rating now.
        package var rating: SkillRating
        /// Games of the league they played.
        package var games: Int
        /// Their ordinal after each of their games, oldest first (the trend).
        package var ordinals: [Double]
        /// Their ordinal's change at their last game.
        package var lastChange: Double
        /// The id of their last game.
        package var lastGame: Int64
        /// Their right answers per minute as describer, each weighted by its tier's difficulty
        /// (`LeagueTable.difficulty`), over the league's games; nil when they described no turn long
        /// enough to rate (`TurnTally.rateMinimumSeconds`).
        package var describerPace: Double? {
            describedSeconds > 0 ? weightedRight * 60 / describedSeconds : nil
        }
        /// Their weighted right answers as describer.
        package var weightedRight = 0.0
        /// The seconds of their rated turns as describer.
        package var describedSeconds = 0.0

        /// A standing.
        package init(
            key: String, name: String, rating: SkillRating, games: Int, ordinals: [Double], lastChange: Double,
            lastGame: Int64
        ) {
            self.key = key
            self.name = name
            self.rating = rating
            self.games = games
            self.ordinals = ordinals
            self.lastChange = lastChange
            self.lastGame = lastGame
        }
    }

    /// A player's rating before and after one game.
    package struct Change: Equatable, Sendable {
        /// The player's key.
        package var key: String
        /// Their name in that game.
        package var name: String
        /// Their rating before the game.
        package var before: SkillRating
        /// Their rating after it.
        package var after: SkillRating

        /// A change.
        package init(key: String, name: String, before: SkillRating, after: SkillRating) {
            self.key = key
            self.name = name
            self.before = before
            self.after = after
        }
    }

    /// A tier's difficulty, the weight of a right answer in the describer's figure: primary 1, middle 2,
    /// senior 3, complex 4, and a host's own words (custom) 2.
    package static func difficulty(_ tier: Tier) -> Double {
        switch tier {
        case .primary: 1
        case .middle: 2
        case .senior: 3
        case .complex: 4
        case .custom: 2
        }
    }

    /// The players, best ordinal first (then more games, then by name).
    package var standings: [Standing]
    /// The games counted, in the order they were played.
    package var games: [Int64]
    /// Each counted game's rating changes, by game id.
    package var changes: [Int64: [Change]]

    /// The table of `games` (sorted here by start, then id), each player told apart by `key(name)` and
    /// shown as `shown(name)`.
    package static func of(
        _ games: [LeagueGame], model: PlackettLuce = PlackettLuce(), key: (String) -> String,
        shown: (String) -> String = { $0 }
    ) -> LeagueTable {
        var ratings: [String: SkillRating] = [:]
        var standings: [String: Standing] = [:]
        var changes: [Int64: [Change]] = [:]
        let ordered = games.sorted { ($0.startedAt, $0.id) < ($1.startedAt, $1.id) }
        for game in ordered {
            // Each player once a game: the first team that names them.
            var seen: Set<String> = []
            let teams = game.teams.map { team in
                team.players.compactMap { name -> (key: String, name: String)? in
                    let folded = key(name)
                    return seen.insert(folded).inserted ? (folded, shown(name)) : nil
                }
            }
            let kept = teams.indices.filter { !teams[$0].isEmpty }
            guard kept.count >= 2 else { continue }
            let before = kept.map { teams[$0].map { ratings[$0.key] ?? model.initial } }
            let ranks = PlackettLuce.ranks(scores: kept.map { game.teams[$0].score })
            let after = model.rate(before, ranks: ranks)
            var gameChanges: [Change] = []
            for (position, index) in kept.enumerated() {
                for (slot, player) in teams[index].enumerated() {
                    let old = before[position][slot]
                    let new = after[position][slot]
                    ratings[player.key] = new
                    gameChanges.append(Change(key: player.key, name: player.name, before: old, after: new))
                    var standing =
                        standings[player.key]
                        ?? Standing(
                            key: player.key, name: player.name, rating: new, games: 0, ordinals: [], lastChange: 0,
                            lastGame: game.id)
                    standing.name = player.name
                    standing.rating = new
                    standing.games += 1
                    standing.ordinals.append(new.ordinal)
                    standing.lastChange = new.ordinal - old.ordinal
                    standing.lastGame = game.id
                    standings[player.key] = standing
                }
            }
            changes[game.id] = gameChanges
            for turn in game.turns {
                let describer = key(turn.describer)
                guard var standing = standings[describer] else { continue }
                standing.weightedRight += turn.weightedRight
                standing.describedSeconds += turn.seconds
                standings[describer] = standing
            }
        }
        let sorted = standings.values.sorted {
            if $0.rating.ordinal != $1.rating.ordinal { return $0.rating.ordinal > $1.rating.ordinal }
            if $0.games != $1.games { return $0.games > $1.games }
            return ($0.name, $0.key) < ($1.name, $1.key)
        }
        return LeagueTable(standings: sorted, games: ordered.map(\.id).filter { changes[$0] != nil }, changes: changes)
    }
}
