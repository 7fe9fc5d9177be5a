import GuessGame
import GuessText

/// A player a phone holds, as the history store keeps it with the room (`StoredRoom`): the name, the
/// team, whether the teams named the player, and the token the phone's page keeps. After a restart the
/// same page brings the same token and gets its player back.
package struct StoredClaim: Codable, Equatable, Sendable {
    /// The player's name.
    package var name: String
    /// The player's team (nil in single rounds).
    package var team: String?
    /// Whether the teams named the player (rather than a phone that joined).
    package var named: Bool
    /// The token of the phone that holds the player: a secret, like the room's keys.
    package var token: String

    /// A claim of `name` (of `team`, `named` by the teams or joined) held with `token`.
    package init(name: String, team: String?, named: Bool, token: String) {
        self.name = name
        self.team = team
        self.named = named
        self.token = token
    }

    /// Whether the claim could be one a room gave: a player's name (trimmed, at most
    /// `TeamLineup.nameLimit` characters, nothing to escape), a team name within the same limit and a
    /// well-formed token. What the store holds is read as outside text.
    package var isWellFormed: Bool {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard trimmed == name, !OutsideText.nameKey(name).isEmpty, name.count <= TeamLineup.nameLimit,
            !OutsideText.needsEscaping(name), RoomKeys.isWellFormed(Substring(token))
        else { return false }
        if let team { return team.count <= TeamLineup.nameLimit && !OutsideText.needsEscaping(team) }
        return true
    }
}
