import Foundation

/// A whole game read back from the history store: every turn's full record, for `guess history show`
/// and `guess history export`.
public struct StoredGame: Equatable, Sendable {
    /// The game's id in the store.
    public var id: Int64
    /// When the game started.
    public var startedAt: Date
    /// The teams as declared, in turn order; empty for a single round.
    public var teams: [String]
    /// Whether a wrong answer cost a point.
    public var penalty: Bool
    /// Regular turns each team was due (nil for games stored before it was kept: then one).
    public var turnsPerTeam: Int?
    /// Every turn in the order played (a single round: one).
    public var turns: [RoundRecord]
    /// The rules the game was played with (defaults for games stored before they were kept).
    public var rules = GameRules()
    /// Bonus and penalty points the host gave.
    public var adjustments: [PointAdjustment] = []

    /// A stored game.
    public init(id: Int64, startedAt: Date, teams: [String], penalty: Bool, turnsPerTeam: Int?, turns: [RoundRecord]) {
        self.id = id
        self.startedAt = startedAt
        self.teams = teams
        self.penalty = penalty
        self.turnsPerTeam = turnsPerTeam
        self.turns = turns
    }

    /// Whether it is a party game rather than a single round.
    public var isParty: Bool { !teams.isEmpty || turns.count > 1 || turns.contains { $0.team != nil } }

    /// The game replayed from its turns (scores, scoreboard, winners); nil for a single round.
    public var party: PartyGame? {
        guard isParty else { return nil }
        return PartyGame.replayed(
            teams: teams, turnsPerTeam: turnsPerTeam ?? 1, penalty: penalty,
            turns: turns.map { ($0.team ?? "", $0.correct, $0.wrong) }, passes: turns.map(\.passed), rules: rules,
            adjustments: adjustments)
    }

    /// The game as `guess.game.v1`, as `guess play --export` wrote it (a single round: no teams and no
    /// scoreboard, its round the only turn).
    public var record: GameRecord {
        let game = party
        var record = GameRecord(
            startedAt: startedAt, teams: game?.teams ?? [], turns: turns, scoreboard: game?.scoreboard ?? [])
        record.rules = rules
        record.adjustments = adjustments
        return record
    }

    /// The game as a listing row (its turns numbered from 1).
    public var listing: GameListing {
        GameListing(
            gameID: id,
            rounds: turns.enumerated().map { index, turn in
                RoundListing(
                    id: Int64(index + 1), gameID: id, turn: index + 1, startedAt: turn.startedAt, bank: turn.bank,
                    team: turn.team, seconds: turn.seconds, correct: turn.correct, wrong: turn.wrong,
                    endedBy: turn.endedBy)
            },
            startedAt: startedAt, declaredTeams: teams, penalty: penalty, turnsPerTeam: turnsPerTeam)
    }
}
