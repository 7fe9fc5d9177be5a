import Foundation

/// A game as `guess history` lists it: a single round (a game of one turn), or a party game's turns.
package struct GameListing: Equatable, Sendable {
    /// The game's id in the store: games are numbered in the order they start, and a deleted game's
    /// number is not given again.
    package var gameID: Int64
    /// When the game started (a single round: when its clock started).
    package var startedAt: Date
    /// The teams as the game declared them, in turn order; empty for a single round.
    package var declaredTeams: [String]
    /// Whether a wrong answer cost a point.
    package var penalty: Bool
    /// Regular turns each team was due, when the store knows it (games stored before it was kept: nil).
    package var turnsPerTeam: Int?
    /// Its rounds in turn order.
    package var rounds: [RoundListing]
    /// The rules it was played with (the pass penalty and the score to win count in its scores).
    package var rules = GameRules()
    /// Bonus and penalty points the host gave.
    package var adjustments: [PointAdjustment] = []
    /// What the store says about how it ended (nil: nothing yet, or a single round).
    package var storedEnding: StoredEnding?
    /// Whether the process that played it still runs.
    package var owner: OwnerState = .none

    /// A game of `rounds`, put in turn order.
    package init(
        gameID: Int64, rounds: [RoundListing], startedAt: Date? = nil, declaredTeams: [String] = [],
        penalty: Bool = false, turnsPerTeam: Int? = nil, rules: GameRules = GameRules(),
        adjustments: [PointAdjustment] = [], storedEnding: StoredEnding? = nil, owner: OwnerState = .none
    ) {
        self.gameID = gameID
        self.rounds = rounds.sorted { ($0.turn, $0.id) < ($1.turn, $1.id) }
        self.startedAt = startedAt ?? self.rounds.first?.startedAt ?? Date(timeIntervalSince1970: 0)
        self.declaredTeams = declaredTeams
        self.penalty = penalty
        self.turnsPerTeam = turnsPerTeam
        self.rules = rules
        self.adjustments = adjustments
        self.storedEnding = storedEnding
        self.owner = owner
    }

    /// Whether this is a party game (teams, or several turns) rather than a single round.
    package var isParty: Bool { !declaredTeams.isEmpty || rounds.count > 1 || rounds.contains { $0.team != nil } }

    /// The teams: as declared, else in the order they first played.
    package var teams: [String] {
        var ordered = declaredTeams
        for name in rounds.compactMap(\.team) where !ordered.contains(name) { ordered.append(name) }
        return ordered
    }

    /// Its scores (the host's points counted) and how it ended, as every view shows them.
    package var outcome: GameOutcome {
        GameOutcome.of(
            teams: declaredTeams, turnsPerTeam: turnsPerTeam, penalty: penalty, rules: rules, adjustments: adjustments,
            turns: rounds.map {
                TurnCount(team: $0.team, correct: $0.correct, wrong: $0.wrong, passed: $0.passed, endedBy: $0.endedBy)
            }, stored: storedEnding, owner: owner)
    }

    /// The game replayed from its turns: scores, scoreboard, winners. Nil for a single round.
    package var party: PartyGame? { outcome.party }

    /// How the last turn ended; nil while it is being played.
    package var endedBy: RoundEndReason? { rounds.last?.endedBy }

    /// The banks played, each once, in turn order.
    package var banks: [String] {
        var ordered: [String] = []
        for round in rounds where !ordered.contains(round.bank) { ordered.append(round.bank) }
        return ordered
    }

    /// Listings grouped by game, in the order the games first appear.
    package static func group(_ listings: [RoundListing]) -> [GameListing] {
        var order: [Int64] = []
        var rounds: [Int64: [RoundListing]] = [:]
        for listing in listings {
            if rounds[listing.gameID] == nil { order.append(listing.gameID) }
            rounds[listing.gameID, default: []].append(listing)
        }
        return order.map { GameListing(gameID: $0, rounds: rounds[$0] ?? []) }
    }
}
