import Foundation
import GuessText
import GuessWords

/// A team as the host names it, with its players in the order they describe: `--team 红队=小王,小李`, an
/// entry of `party.teams`, or one of the teams `--players … --teams N` deals.
///
/// Names come from outside (a command line, a config file, the store) and are checked here: not empty,
/// no control or bidi characters, a team's or player's at most `nameLimit` characters (a team name is
/// sent in every phone's state), at most `playersPerTeamLimit` players a team and
/// `playerLimit` in all, no name twice (as `OutsideText.sameName` compares names).
package struct TeamLineup: Equatable, Sendable, Codable {
    /// The team's name.
    package var name: String
    /// Its players in describing order; empty when the host named none.
    package var players: [String]

    /// The longest name of a player, in characters.
    package static let nameLimit = 40
    /// The most players a team may name.
    package static let playersPerTeamLimit = 30
    /// The most players a game may name.
    package static let playerLimit = 200
    /// The most teams a game may have.
    package static let teamLimit = 50

    /// A team named `name` with `players`.
    package init(name: String, players: [String] = []) {
        self.name = name
        self.players = players
    }

    /// Reads `TEAM` or `TEAM=PLAYER,PLAYER,…` (players separated by `,` `，` or `、`; `＝` works as `=`).
    /// Names are trimmed; the result is not yet checked (see `check`).
    package static func parse(_ text: String) -> TeamLineup {
        guard let equals = text.firstIndex(where: { $0 == "=" || $0 == "＝" }) else {
            return TeamLineup(name: text.trimmingCharacters(in: .whitespaces))
        }
        let name = text[..<equals].trimmingCharacters(in: .whitespaces)
        let list = text[text.index(after: equals)...]
        return TeamLineup(name: name, players: splitNames(list))
    }

    /// Names separated by `,` `，` or `、`, trimmed (empty ones kept, for `check` to refuse).
    package static func splitNames(_ text: some StringProtocol) -> [String] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return [] }
        return trimmed.split(omittingEmptySubsequences: false) { $0 == "," || $0 == "，" || $0 == "、" }
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Checks the lineups of one game; the first problem found, or nil when they can be played.
    package static func check(_ lineups: [TeamLineup]) -> LineupProblem? {
        if lineups.count > teamLimit { return .tooManyTeams(lineups.count) }
        var teamKeys: Set<String> = []
        var playerKeys: Set<String> = []
        var total = 0
        for lineup in lineups {
            if let problem = checkName(lineup.name, isTeam: true) { return problem }
            if !teamKeys.insert(OutsideText.nameKey(lineup.name)).inserted { return .repeatedTeam(lineup.name) }
            if lineup.players.count > playersPerTeamLimit {
                return .tooManyPlayersInTeam(team: lineup.name, count: lineup.players.count)
            }
            total += lineup.players.count
            if total > playerLimit { return .tooManyPlayers(total) }
            for player in lineup.players {
                if let problem = checkName(player, isTeam: false) { return problem }
                if !playerKeys.insert(OutsideText.nameKey(player)).inserted { return .repeatedPlayer(player) }
            }
        }
        return nil
    }

    /// Checks the players `--players` names for a deal into `teams` teams, before the deal: the names as
    /// `check` does, at most `playerLimit` in all, and few enough that no team dealt has more than
    /// `playersPerTeamLimit`. The first problem found, or nil.
    package static func checkDeal(_ players: [String], teams: Int) -> LineupProblem? {
        if players.count > playerLimit { return .tooManyPlayers(players.count) }
        var keys: Set<String> = []
        for player in players {
            if let problem = checkName(player, isTeam: false) { return problem }
            if !keys.insert(OutsideText.nameKey(player)).inserted { return .repeatedPlayer(player) }
        }
        if teams >= 1 && (players.count + teams - 1) / teams > playersPerTeamLimit {
            return .teamsTooFewForPlayers(players: players.count, teams: teams)
        }
        return nil
    }

    private static func checkName(_ name: String, isTeam: Bool) -> LineupProblem? {
        if OutsideText.nameKey(name).isEmpty { return isTeam ? .emptyTeamName : .emptyPlayerName }
        if OutsideText.needsEscaping(name) { return .controlCharacters(name) }
        if name.count > nameLimit { return .nameTooLong(name) }
        return nil
    }

    /// Deals `players` at random into teams named `names` (one team per name), as evenly as they go: the
    /// players are shuffled with `generator`, then given out in turn. The same seed deals the same teams.
    package static func deal(_ players: [String], into names: [String], generator: inout SplitMix64) -> [TeamLineup] {
        var shuffled = players
        if shuffled.count > 1 {
            for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
                shuffled.swapAt(index, generator.uniform(below: index + 1))
            }
        }
        var lineups = names.map { TeamLineup(name: $0) }
        guard !lineups.isEmpty else { return [] }
        for (index, player) in shuffled.enumerated() { lineups[index % lineups.count].players.append(player) }
        return lineups
    }

    /// The players of `lineups` by team, as `PartyGame` takes them.
    package static func playersByTeam(_ lineups: [TeamLineup]) -> [String: [String]] {
        Dictionary(
            lineups.filter { !$0.players.isEmpty }.map { ($0.name, $0.players) }, uniquingKeysWith: { a, _ in a })
    }
}
