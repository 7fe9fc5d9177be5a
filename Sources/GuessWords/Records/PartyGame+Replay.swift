import Foundation

extension PartyGame {
    /// A game rebuilt from stored turns (team, right, wrong in the order played), for history: the same
    /// scores, scoreboard and winners (`winners` is empty for a game abandoned before every team had its
    /// `turnsPerTeam` turns). Teams that played but are not in `teams` are added after them.
    public static func replayed(
        teams: [String], turnsPerTeam: Int, penalty: Bool, turns: [(team: String, correct: Int, wrong: Int)],
        tieBreak: Bool = true, players: [String: [String]] = [:]
    ) -> PartyGame {
        var order = teams
        for turn in turns where !order.contains(turn.team) { order.append(turn.team) }
        var game = PartyGame(
            teams: order.isEmpty ? [""] : order, turnsPerTeam: max(1, turnsPerTeam), penalty: penalty,
            tieBreak: tieBreak, players: players)
        for turn in turns {
            // Asked first, so that a tie-break pass is set up as it was when the turn was played.
            _ = game.nextTeam()
            game.record(team: turn.team, correct: turn.correct, wrong: turn.wrong)
        }
        return game
    }
}
