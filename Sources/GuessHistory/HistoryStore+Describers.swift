import Foundation
import GRDB
import GuessGame

/// Per-player figures: the turns each player described (`round.describer`, migration `v4-players`).
extension HistoryStore {
    /// Each describer's turns over the rounds `filter` keeps, by player and team, most answers per minute
    /// first; empty for a store without describers (or not yet migrated).
    package func describerStats(filter: HistoryFilter = HistoryFilter()) throws(StoreError) -> StoreReading<
        [DescriberTally]
    > {
        let kept = filter.condition(on: TableAlias(name: "r"))
        return try read { db in
            guard schema.players else {
                return StoreReading([])
            }
            var tallies: [DescriberTally] = []
            for row in try Row.fetchAll(
                db,
                SQLRequest(
                    literal: """
                        SELECT describer, team, \(Self.turnTallyColumns)
                        FROM round r WHERE describer IS NOT NULL AND (\(kept)) AND \(Self.usableRound)
                        GROUP BY describer, team LIMIT 1000
                        """))
            {
                guard let player = try? row.optionalText("describer") else { continue }
                tallies.append(
                    DescriberTally(
                        player: player, team: (try? row.optionalText("team")) ?? "", tally: Self.turnTally(row)))
            }
            tallies.sort {
                ($0.tally.answersPerMinute ?? -1, $1.player, $1.team)
                    > ($1.tally.answersPerMinute ?? -1, $0.player, $0.team)
            }
            return StoreReading(tallies)
        }
    }
}
