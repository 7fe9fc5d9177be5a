extension PartyGame {
    /// Who describes `team`'s next turn: its players take turns in order, one turn each, round and round
    /// (tie-break turns go on with the rotation). Nil when the team named no players.
    package func describer(of team: String) -> String? {
        guard let names = players[team], !names.isEmpty else { return nil }
        return names[turnsPlayed(by: team) % names.count]
    }

    /// Who described turn `index` (from 0) of those played, by the same rotation; nil when its team named
    /// no players.
    package func describerOfPlayedTurn(_ index: Int) -> String? {
        guard played.indices.contains(index) else { return nil }
        let team = played[index].team
        guard let names = players[team], !names.isEmpty else { return nil }
        let earlier = played[..<index].count { $0.team == team }
        return names[earlier % names.count]
    }

    /// Whether any team named its players.
    package var hasPlayers: Bool { !players.isEmpty }
}

extension PartyGame {
    /// Whether every turn due was played (the regular turns and any tie-break), whatever stopped the
    /// game: such a game has nothing left to continue.
    package var isOverByTurns: Bool {
        var fresh = PartyGame.replayed(
            teams: teams, turnsPerTeam: turnsPerTeam, penalty: penalty, turns: played, tieBreak: tieBreak)
        return fresh.nextTeam() == nil
    }
}
