import Foundation

extension PartyGame {
    /// A game rebuilt from stored turns (team, right, wrong in the order played), for history: the same
    /// scores, scoreboard and winners (`winners` is empty for a game abandoned before every team had its
    /// `turnsPerTeam` turns). Teams that played but are not in `teams` are added after them.
    public static func replayed(
        teams: [String], turnsPerTeam: Int, penalty: Bool, turns: [(team: String, correct: Int, wrong: Int)],
        tieBreak: Bool = true, players: [String: [String]] = [:],
        passes: [Int] = [], rules: GameRules = GameRules(), adjustments: [PointAdjustment] = []
    ) -> PartyGame {
        var order = teams
        for turn in turns where !order.contains(turn.team) { order.append(turn.team) }
        var game = PartyGame(
            teams: order.isEmpty ? [""] : order, turnsPerTeam: max(1, turnsPerTeam), penalty: penalty,
            tieBreak: tieBreak, players: players, rules: rules)
        for (index, turn) in turns.enumerated() {
            // Asked first, so that a tie-break pass is set up as it was when the turn was played.
            _ = game.nextTeam()
            game.record(
                team: turn.team, correct: turn.correct, wrong: turn.wrong,
                passed: passes.indices.contains(index) ? passes[index] : 0)
        }
        for adjustment in adjustments { game.adjust(team: adjustment.team, by: adjustment.points) }
        return game
    }
}
