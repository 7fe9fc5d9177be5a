import Foundation

/// The Weng-Lin rating update in its Plackett-Luce form (Weng and Lin, "A Bayesian Approximation Method
/// for Online Ranking", JMLR 12, 2011, algorithm 4), as openskill 6 implements it, with its defaults:
/// mu 25, sigma 25/3, beta 25/6, kappa 0.0001, tau 25/300 added to every sigma before each game, no
/// sigma limit, no balance, no margin. The order of operations is openskill's (`PlackettLuce.rate`), so
/// the numbers agree with it to the last few bits (`Tests/League/openskill_test.py` checks 1e-6).
///
/// A pure function of its ratings and ranks: no clock, no randomness.
package struct PlackettLuce: Equatable, Sendable {
    /// A new player's mean.
    package var mu = 25.0
    /// A new player's deviation.
    package var sigma = 25.0 / 3
    /// The performance spread of one game: how far a game's result strays from skill.
    package var beta = 25.0 / 6
    /// The least factor a sigma may shrink by in one game (before its square root).
    package var kappa = 0.0001
    /// Added (in quadrature) to every player's sigma before each game, so ratings keep moving.
    package var tau = 25.0 / 300

    /// The model with openskill's defaults.
    package init() {}

    /// A new player's rating.
    package var initial: SkillRating { SkillRating(mu: mu, sigma: sigma) }

    /// The ranks of teams of final `scores`, best first from 0, as openskill makes them from scores: a
    /// team's rank is how many teams scored more, so teams with equal scores share one.
    package static func ranks(scores: [Int]) -> [Int] {
        scores.map { score in scores.count { $0 > score } }
    }

    /// The ratings of `teams` (each a non-empty list of its players' ratings) after a game they finished
    /// in `ranks` (one per team, lower is better, equal ranks a tie), in the same shape and order.
    package func rate(_ teams: [[SkillRating]], ranks: [Int]) -> [[SkillRating]] {
        precondition(teams.count == ranks.count && teams.allSatisfy { !$0.isEmpty })
        // Every sigma grows by tau first.
        let grown = teams.map { team in
            team.map { SkillRating(mu: $0.mu, sigma: (($0.sigma * $0.sigma) + tau * tau).squareRoot()) }
        }
        // Teams in rank order (a stable sort, as openskill's `_unwind`), rated, then put back.
        let order = teams.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }
        let rated = compute(order.map { grown[$0] }, ranks: order.map { ranks[$0] })
        var result = teams
        for (position, index) in order.enumerated() { result[index] = rated[position] }
        return result
    }

    /// openskill's `_compute` on teams sorted by rank.
    private func compute(_ teams: [[SkillRating]], ranks: [Int]) -> [[SkillRating]] {
        // A team's mean and variance: its players' summed, strongest (by ordinal) first.
        let strengths = teams.map { team -> (mu: Double, sigmaSquared: Double) in
            let strongestFirst = team.enumerated().sorted {
                ($0.element.ordinal, -$0.offset) > ($1.element.ordinal, -$1.offset)
            }
            var mu = 0.0
            var sigmaSquared = 0.0
            for (_, player) in strongestFirst {
                mu += player.mu
                sigmaSquared += player.sigma * player.sigma
            }
            return (mu, sigmaSquared)
        }
        let betaSquared = beta * beta
        var collective = 0.0
        for strength in strengths { collective += strength.sigmaSquared + betaSquared }
        let c = collective.squareRoot()
        // sumQ[q]: exp(mu / c) summed over the teams ranked at or below team q.
        var sumQ = [Double](repeating: 0, count: teams.count)
        for (i, strength) in strengths.enumerated() {
            let summed = exp(strength.mu / c)
            for q in teams.indices where ranks[i] >= ranks[q] { sumQ[q] += summed }
        }
        // a[q]: how many teams share team q's rank.
        let a = ranks.map { rank in Double(ranks.count { $0 == rank }) }
        var result: [[SkillRating]] = []
        for (i, strength) in strengths.enumerated() {
            var omega = 0.0
            var delta = 0.0
            let iMuOverC = exp(strength.mu / c)
            for q in teams.indices where ranks[q] <= ranks[i] {
                let share = iMuOverC / sumQ[q]
                delta += share * (1 - share) / a[q]
                if q == i {
                    omega += (1 - share) / a[q]
                } else {
                    omega -= share / a[q]
                }
            }
            omega *= strength.sigmaSquared / c
            delta *= strength.sigmaSquared / (c * c)
            let gamma = strength.sigmaSquared.squareRoot() / c
            delta *= gamma
            result.append(
                teams[i].map { player in
                    let part = (player.sigma * player.sigma) / strength.sigmaSquared
                    return SkillRating(
                        mu: player.mu + part * omega,
                        sigma: player.sigma * max(1 - part * delta, kappa).squareRoot())
                })
        }
        return result
    }
}
