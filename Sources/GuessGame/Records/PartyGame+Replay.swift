import Foundation

extension PartyGame {
    /// A game rebuilt from stored turns (team, right, wrong in the order played), for history: the same
    /// scores, scoreboard and winners (`winners` is empty for a game abandoned before every team had its
    /// `turnsPerTeam` turns). Teams that played but are not in `teams` are added after them.
    package static func replayed(
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

    /// The game `setup` started, replayed from the `turns` played so far and the points the host gave,
    /// to be continued; refused when a turn or a point belongs to a team the setup does not have (a game
    /// is never continued with a team invented from its history). Linear in the turns.
    package static func resumed(
        setup: GameSetup, turns: [RoundRecord], adjustments: [PointAdjustment]
    ) -> Result<PartyGame, ResumeRefusal> {
        let names = Set(setup.teams.map(\.name))
        if let stranger = turns.first(where: { !names.contains($0.team ?? "") }) {
            return .failure(.foreignTeam(stranger.team ?? ""))
        }
        if let stranger = adjustments.first(where: { !names.contains($0.team) }) {
            return .failure(.foreignTeam(stranger.team))
        }
        return .success(
            replayed(
                teams: setup.teams.map(\.name), turnsPerTeam: setup.turnsPerTeam, penalty: setup.penalty,
                turns: turns.map { ($0.team ?? "", $0.correct, $0.wrong) }, tieBreak: setup.tieBreak,
                players: TeamLineup.playersByTeam(setup.teams), passes: turns.map(\.passed), rules: setup.rules,
                adjustments: adjustments))
    }
}
