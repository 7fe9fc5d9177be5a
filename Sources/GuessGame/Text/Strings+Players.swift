import Foundation
import GuessText

// MARK: - Players, the describer's turn, resuming a game (issue 18)

extension Strings {
    /// A team with who describes its turn: "Red (Ann describes)"; the team alone without a describer.
    /// Both names must already be safe for a terminal.
    public func team(_ team: String, describer: String?) -> String {
        guard let describer else { return team }
        return pick("\(team) (\(describer) describes)", "\(team)（\(describer) 描述）")
    }

    /// The get-ready card's line naming the describer.
    public func describes(_ describer: String) -> String { pick("\(describer) describes", "由 \(describer) 描述") }

    /// A team's players in the party game's opening lines (names already made safe).
    public func lineup(team: String, players: [String]) -> String {
        "\(team)\(colon)\(players.joined(separator: listSeparator))"
    }

    /// Heading of the per-describer table of `guess stats`.
    public var byDescriber: String { pick("By describer", "各描述者") }
    /// Per-describer column: the player.
    public var playerColumn: String { pick("player", "队员") }
}

extension Strings {
    /// The heading of `team`'s next turn in `party` with who describes it ("Red (Ann describes) · turn
    /// 2/3"), the names made safe for a terminal.
    public func turnHeading(team: String, in party: PartyGame, describer: String?) -> String {
        turnHeading(
            team: self.team(OutsideText.forTerminal(team), describer: describer.map { OutsideText.forTerminal($0) }),
            turn: party.turnsPlayed(by: team) + 1, of: party.turnsShown, tieBreak: party.isTieBreak)
    }

    /// One line per team that named its players, in turn order ("Red: Ann, Bob"), names made safe.
    public func lineupLines(_ party: PartyGame) -> [String] {
        party.teams.compactMap { team in
            party.players[team].map { players in
                lineup(team: OutsideText.forTerminal(team), players: players.map { OutsideText.forTerminal($0) })
            }
        }
    }
}
