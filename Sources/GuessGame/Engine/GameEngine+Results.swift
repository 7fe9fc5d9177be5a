import Foundation

extension GameEngine {
    /// The games this engine played, as the history keeps them, for their results (`GameResults.of`) at
    /// the end (`play --report`): a party game is one game, each single round a game of its own; none
    /// before a turn was played. Their ids are 0: the report does not need the store's.
    package var playedGames: [StoredGame] {
        let records = session.records
        guard let first = records.first else { return [] }
        guard let party else {
            return records.map { record in
                StoredGame(
                    id: 0, startedAt: record.startedAt, teams: [], penalty: false, turnsPerTeam: nil, turns: [record])
            }
        }
        var game = StoredGame(
            id: 0, startedAt: first.startedAt, teams: party.teams, penalty: party.penalty,
            turnsPerTeam: party.turnsPerTeam, turns: records)
        game.rules = party.rules
        game.adjustments = party.adjustments
        game.storedEnding = isFinished ? (ending?.isUnfinished ?? false ? .unfinished : .over) : nil
        return [game]
    }
}
