import Foundation
import GuessText

/// A stored game as the league counts it: its teams with their players and final scores. Only a party
/// game with a result counts (won or tied: played out, or won by reaching the score), with at least two
/// teams that name a player; a single round, a game ended early, cut short or abandoned does not, and a
/// game played through a pipe only when scripted games are asked for (as in `guess stats`).
package struct LeagueGame: Equatable, Sendable {
    /// A team of the game: its players as written, and its final score.
    package struct Team: Equatable, Sendable {
        /// The team's name.
        package var name: String
        /// Its players as written, each once: the lineup's, then whoever described a turn for it.
        package var players: [String]
        /// Its final score, the host's points counted.
        package var score: Int

        /// A team.
        package init(name: String, players: [String], score: Int) {
            self.name = name
            self.players = players
            self.score = score
        }
    }

    /// A turn as the describer's figure counts it.
    package struct Turn: Equatable, Sendable {
        /// Who described it, as written.
        package var describer: String
        /// Its right answers, each weighted by its tier's difficulty (`LeagueTable.difficulty`).
        package var weightedRight: Double
        /// Its seconds of play.
        package var seconds: Double

        /// A turn.
        package init(describer: String, weightedRight: Double, seconds: Double) {
            self.describer = describer
            self.weightedRight = weightedRight
            self.seconds = seconds
        }
    }

    /// The game's id in the store.
    package var id: Int64
    /// When it started (games count in this order).
    package var startedAt: Date
    /// Its teams that named a player, in turn order.
    package var teams: [Team]
    /// When its first turn started (to find a game just played among the stored ones).
    package var firstTurnAt: Date?
    /// Its turns that name their describer and lasted `TurnTally.rateMinimumSeconds` or more.
    package var turns: [Turn] = []

    /// A league game.
    package init(id: Int64, startedAt: Date, teams: [Team], firstTurnAt: Date? = nil) {
        self.id = id
        self.startedAt = startedAt
        self.teams = teams
        self.firstTurnAt = firstTurnAt
    }

    /// Why a stored game does not count.
    package enum Exclusion: Error, Equatable, Sendable {
        /// A single round: no opponents.
        case singleRound
        /// Ended early, cut short, abandoned or still being played: no result.
        case noResult
        /// Fewer than two teams named a player.
        case noOpponents
        /// Played through a pipe, and scripted games were not asked for.
        case scripted
    }

    /// `game` as the league counts it, or why it does not count.
    package static func of(_ game: StoredGame, includeScripted: Bool = false) -> Result<LeagueGame, Exclusion> {
        guard game.isParty else { return .failure(.singleRound) }
        let outcome = game.outcome
        switch outcome.ending {
        case .won, .tied: break
        default: return .failure(.noResult)
        }
        let scores = Dictionary(outcome.scoreboard.map { ($0.team, $0.score) }, uniquingKeysWith: { first, _ in first })
        let teams = players(of: game).filter { !$0.players.isEmpty }.map {
            Team(name: $0.team, players: $0.players, score: scores[$0.team] ?? 0)
        }
        guard teams.count >= 2 else { return .failure(.noOpponents) }
        if !includeScripted && game.turns.contains(where: \.scripted) { return .failure(.scripted) }
        var counted = LeagueGame(
            id: game.id, startedAt: game.startedAt, teams: teams, firstTurnAt: game.turns.first?.startedAt)
        counted.turns = game.turns.compactMap { turn in
            guard let describer = turn.describer, turn.elapsed >= Double(TurnTally.rateMinimumSeconds) else {
                return nil
            }
            let right = turn.words.filter { $0.result == .correct }.map { LeagueTable.difficulty($0.tier) }
            return Turn(describer: describer, weightedRight: right.reduce(0, +), seconds: turn.elapsed)
        }
        return .success(counted)
    }

    /// The players of each team of `game` (a party game), in turn order: the players its kept setup names,
    /// then whoever described a turn for it; each player once in a game (the first team that names them,
    /// names compared as `OutsideText.sameName` does).
    package static func players(of game: StoredGame) -> [(team: String, players: [String])] {
        var seen: [String] = []
        let teams = game.outcome.party?.teams ?? []
        return teams.map { team in
            var players: [String] = []
            let named = (game.setup?.teams ?? []).first { $0.name == team }?.players ?? []
            let described = game.turns.filter { $0.team == team }.compactMap(\.describer)
            for player in named + described where !seen.contains(where: { OutsideText.sameName($0, player) }) {
                if OutsideText.nameKey(player).isEmpty { continue }
                players.append(player)
                seen.append(player)
            }
            return (team, players)
        }
    }
}
