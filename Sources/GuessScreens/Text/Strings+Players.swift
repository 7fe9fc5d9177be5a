import GuessText

// MARK: - Players: the describer on the cards and recaps, the per-describer table (issue 18)

extension Strings {
    /// A team with who describes its turn: "Red (Ann describes)"; the team alone without a describer.
    /// Both names must already be safe for a terminal.
    package func team(_ team: String, describer: String?) -> String {
        guard let describer else { return team }
        return pick("\(team) (\(describer) describes)", "\(team)（\(describer) 描述）")
    }

    /// The get-ready card's line naming the describer.
    package func describes(_ describer: String) -> String { pick("\(describer) describes", "由 \(describer) 描述") }

    /// Heading of the per-describer table of `guess stats`.
    package var byDescriber: String { pick("By describer", "各描述者") }
    /// Per-describer column: the player.
    package var playerColumn: String { pick("player", "队员") }
}
