import Foundation

/// The turns of a party game: teams in the given order, the same number of turns each, then extra turns
/// for the teams tied for first place until the tie is broken (unless tie-breaks are off).
package struct PartyGame: Sendable {
    /// The teams, in turn order.
    package let teams: [String]
    /// Regular turns per team.
    package let turnsPerTeam: Int
    /// Whether a wrong answer costs a point.
    package let penalty: Bool
    /// Whether a tie for first place is played off.
    package let tieBreak: Bool
    /// Each team's players in the order they describe (a team without players is not in it); see
    /// `describer(of:)`.
    package let players: [String: [String]]
    /// The host's rules: the pass penalty and the score to win count here.
    package let rules: GameRules
    /// Turns played so far: team and that turn's counts.
    package private(set) var played: [(team: String, correct: Int, wrong: Int)] = []
    /// Passes of each turn in `played`, in the same order.
    package private(set) var passes: [Int] = []
    /// Bonus (positive) and penalty (negative) points the host gave, in the order given.
    package private(set) var adjustments: [PointAdjustment] = []
    /// Whether a team reached `rules.targetScore` once every team had the same number of turns.
    package private(set) var reachedTarget = false
    /// Turns still to play in the current pass (regular turns, then each tie-break round), the next one
    /// last: a turn played is taken off the end, so a game of any length replays in time linear in its
    /// turns (resuming a long game, the history).
    private var queue: [String]
    /// Each team's score so far, kept as turns, corrections and points come (`score(of:)`).
    private var totals: [String: Int] = [:]
    /// Each team's turns played so far (`turnsPlayed(by:)`).
    private var turnCounts: [String: Int] = [:]
    /// Whether the current pass is a tie-break.
    package private(set) var isTieBreak = false

    /// A game for `teams` (at least one, no duplicates).
    package init(
        teams: [String], turnsPerTeam: Int = 1, penalty: Bool = false, tieBreak: Bool = true,
        players: [String: [String]] = [:], rules: GameRules = GameRules()
    ) {
        precondition(!teams.isEmpty && turnsPerTeam >= 1)
        self.teams = teams
        self.players = players.filter { !$0.value.isEmpty }
        self.turnsPerTeam = turnsPerTeam
        self.penalty = penalty
        self.tieBreak = tieBreak
        self.rules = rules
        queue = Array((0..<turnsPerTeam).map { _ in teams }.joined().reversed())
    }

    /// The team whose turn is next, or nil when the game is over. Starts a tie-break pass when the regular
    /// turns are done and first place is shared.
    package mutating func nextTeam() -> String? {
        if queue.isEmpty, tieBreak, teams.count > 1 {
            let leaders = self.leaders
            if leaders.count > 1 {
                queue = teams.filter { leaders.contains($0) }.reversed()
                isTieBreak = true
            }
        }
        return queue.last
    }

    /// Records the turn of the team `nextTeam` returned.
    package mutating func record(team: String, correct: Int, wrong: Int, passed: Int = 0) {
        if let index = queue.lastIndex(of: team) { queue.remove(at: index) }
        played.append((team, correct, wrong))
        passes.append(passed)
        totals[team, default: 0] += turnScore(correct: correct, wrong: wrong, passed: passed)
        turnCounts[team, default: 0] += 1
        checkTarget()
    }

    /// Once every team has had the same number of turns and one reached `rules.targetScore`, the regular
    /// turns are over (a tie for first place is then played off as usual).
    private mutating func checkTarget() {
        guard !isTieBreak, !reachedTarget, let target = rules.targetScore, !played.isEmpty,
            played.count % teams.count == 0, (scoreboard.first?.score ?? 0) >= target
        else { return }
        reachedTarget = true
        queue.removeAll()
    }

    /// Changes the counts of turn `turn` (from 0, in the order played) after a correction.
    package mutating func correctTurn(_ turn: Int, correct: Int, wrong: Int, passed: Int) {
        guard played.indices.contains(turn) else { return }
        let old = played[turn]
        totals[old.team, default: 0] +=
            turnScore(correct: correct, wrong: wrong, passed: passed)
            - turnScore(correct: old.correct, wrong: old.wrong, passed: passes[turn])
        played[turn].correct = correct
        played[turn].wrong = wrong
        passes[turn] = passed
        if turn == played.count - 1 { checkTarget() }
    }

    /// Gives `team` `points` (negative: takes them away), kept with the game.
    package mutating func adjust(team: String, by points: Int) {
        guard teams.contains(team), points != 0 else { return }
        adjustments.append(PointAdjustment(team: team, points: points))
        totals[team, default: 0] += points
    }

    /// Ends the game early: no more turns.
    package mutating func stop() {
        queue.removeAll()
        stopped = true
    }

    private var stopped = false

    /// Whether the game is over.
    package var isOver: Bool {
        var copy = self
        return stopped || copy.nextTeam() == nil
    }

    /// Whether every team has played all its regular turns: only then does the game have a winner.
    package var playedEveryTurn: Bool {
        reachedTarget || teams.allSatisfy { turnsPlayed(by: $0) >= turnsPerTeam }
    }

    /// The teams sharing first place once every regular turn was played; empty for an abandoned game.
    package var winners: [String] { playedEveryTurn ? leaders : [] }

    /// A team's score so far.
    package func score(of team: String) -> Int { totals[team] ?? 0 }

    /// The score of one turn's counts under this game's rules.
    package func turnScore(correct: Int, wrong: Int, passed: Int) -> Int {
        correct - (penalty ? wrong : 0) - (rules.passPenalty ? passed : 0)
    }

    /// Teams by score, best first; equal scores keep the turn order.
    package var scoreboard: [TeamScore] {
        teams.enumerated()
            .map { (index: $0.offset, entry: TeamScore(team: $0.element, score: score(of: $0.element))) }
            .sorted { ($0.entry.score, -$0.index) > ($1.entry.score, -$1.index) }
            .map(\.entry)
    }

    /// The scoreboard as the room sees it during a turn not yet recorded: `team`'s score counts the turn's
    /// answers so far (`correct`, `wrong`, `passed`, under this game's rules), so the scoreboard and the
    /// turn's counts agree at every moment; nil `team` gives `scoreboard`.
    package func liveScoreboard(playing team: String?, correct: Int, wrong: Int, passed: Int) -> [TeamScore] {
        guard let team, teams.contains(team) else { return scoreboard }
        var copy = self
        copy.totals[team, default: 0] += turnScore(correct: correct, wrong: wrong, passed: passed)
        return copy.scoreboard
    }

    /// The teams sharing first place.
    package var leaders: [String] {
        let board = scoreboard
        guard let best = board.first?.score else { return [] }
        return board.filter { $0.score == best }.map(\.team)
    }

    /// The game's number of the turn about to start or in play, from 1 (the third turn of the game is 3,
    /// whichever team plays it): the one name a turn has on every surface, as the results, the report and
    /// `history show` number it; the team's own turn (`turnsPlayed(by:) + 1`) is a detail beside it.
    package var turnInGame: Int { played.count + 1 }

    /// How many turns `team` has played.
    package func turnsPlayed(by team: String) -> Int { turnCounts[team] ?? 0 }
}
