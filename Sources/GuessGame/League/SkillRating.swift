/// A player's skill as the Weng-Lin model holds it: a normal belief of mean `mu` and deviation `sigma`.
/// The league ranks by the conservative `ordinal` (mu - 3 sigma), as openskill's `ordinal()` does.
package struct SkillRating: Equatable, Sendable, Codable {
    /// The belief's mean.
    package var mu: Double
    /// The belief's standard deviation: how unsure it is.
    package var sigma: Double

    /// A rating of mean `mu` and deviation `sigma`.
    package init(mu: Double, sigma: Double) {
        self.mu = mu
        self.sigma = sigma
    }

    /// mu - 3 sigma: a figure the player is very likely above, which rises as games make the model surer.
    package var ordinal: Double { mu - 3 * sigma }
}
