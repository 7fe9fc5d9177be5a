import Foundation

/// A whole game read back from the history store: every turn's full record, for `guess history show`
/// and `guess history export`.
package struct StoredGame: Equatable, Sendable {
    /// The game's id in the store.
    package var id: Int64
    /// When the game started.
    package var startedAt: Date
    /// The teams as declared, in turn order; empty for a single round.
    package var teams: [String]
    /// Whether a wrong answer cost a point.
    package var penalty: Bool
    /// Regular turns each team was due (nil for games stored before it was kept: then one).
    package var turnsPerTeam: Int?
    /// Every turn in the order played (a single round: one).
    package var turns: [RoundRecord]
    /// The rules the game was played with (defaults for games stored before they were kept).
    package var rules = GameRules()
    /// Bonus and penalty points the host gave.
    package var adjustments: [PointAdjustment] = []
    /// What the store says about how it ended (nil: nothing yet, or a single round).
    package var storedEnding: StoredEnding?
    /// Whether the process that played it still runs.
    package var owner: OwnerState = .none
    /// What a party game was started with (its teams' players, its league), when it was kept and reads.
    package var setup: GameSetup?

    /// A stored game.
    package init(id: Int64, startedAt: Date, teams: [String], penalty: Bool, turnsPerTeam: Int?, turns: [RoundRecord]) {
        self.id = id
        self.startedAt = startedAt
        self.teams = teams
        self.penalty = penalty
        self.turnsPerTeam = turnsPerTeam
        self.turns = turns
    }

    /// Whether it is a party game rather than a single round.
    package var isParty: Bool { !teams.isEmpty || turns.count > 1 || turns.contains { $0.team != nil } }

    /// Its scores (the host's points counted) and how it ended, as every view shows them.
    package var outcome: GameOutcome {
        GameOutcome.of(
            teams: teams, turnsPerTeam: turnsPerTeam, penalty: penalty, rules: rules, adjustments: adjustments,
            turns: turns.map {
                TurnCount(team: $0.team, correct: $0.correct, wrong: $0.wrong, passed: $0.passed, endedBy: $0.endedBy)
            }, stored: storedEnding, owner: owner)
    }

    /// The game replayed from its turns (scores, scoreboard, winners); nil for a single round.
    package var party: PartyGame? { outcome.party }

    /// The game as `guess.game.v1`, as `guess play --export` wrote it (a single round: no teams and no
    /// scoreboard, its round the only turn).
    package var record: GameRecord {
        let outcome = outcome
        var record = GameRecord(
            startedAt: startedAt, teams: outcome.party?.teams ?? [], turns: turns, scoreboard: outcome.scoreboard)
        record.rules = rules
        record.adjustments = adjustments
        return record
    }

    /// The game as a listing row (its turns numbered from 1).
    package var listing: GameListing {
        GameListing(
            gameID: id,
            rounds: turns.enumerated().map { index, turn in
                RoundListing(
                    id: Int64(index + 1), gameID: id, turn: index + 1, startedAt: turn.startedAt, bank: turn.bank,
                    team: turn.team, seconds: turn.seconds, correct: turn.correct, wrong: turn.wrong,
                    endedBy: turn.endedBy, passed: turn.passed)
            },
            startedAt: startedAt, declaredTeams: teams, penalty: penalty, turnsPerTeam: turnsPerTeam, rules: rules,
            adjustments: adjustments, storedEnding: storedEnding, owner: owner)
    }
}
