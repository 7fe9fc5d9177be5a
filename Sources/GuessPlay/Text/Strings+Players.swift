import GuessGame
import GuessText

// MARK: - Players: the party's lineup, the describer's turn (issue 18)

extension Strings {
    /// A team's players in the party game's opening lines (names already made safe).
    package func lineup(team: String, players: [String]) -> String {
        "\(team)\(colon)\(players.joined(separator: listSeparator))"
    }
}

extension Strings {
    /// The heading of `team`'s next turn in `party` with who describes it ("Red (Ann describes) · turn 3
    /// (team turn 2/3)"), the names made safe for a terminal.
    package func turnHeading(team: String, in party: PartyGame, describer: String?) -> String {
        turnHeading(
            team: self.team(OutsideText.forTerminal(team), describer: describer.map { OutsideText.forTerminal($0) }),
            game: party.turnInGame, turn: party.turnsPlayed(by: team) + 1, of: party.turnsShown,
            tieBreak: party.isTieBreak)
    }

    /// One line per team that named its players, in turn order ("Red: Ann, Bob"), names made safe.
    package func lineupLines(_ party: PartyGame) -> [String] {
        party.teams.compactMap { team in
            party.players[team].map { players in
                lineup(team: OutsideText.forTerminal(team), players: players.map { OutsideText.forTerminal($0) })
            }
        }
    }
}
