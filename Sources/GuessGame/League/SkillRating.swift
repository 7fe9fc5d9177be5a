/// A player's skill as the Weng-Lin model holds it: a normal belief of mean `mu` and deviation `sigma`.
/// The league ranks by the conservative `ordinal` (mu - 3 sigma), as openskill's `ordinal()` does.
public struct SkillRating: Equatable, Sendable, Codable {
    /// The belief's mean.
    public var mu: Double
    /// The belief's standard deviation: how unsure it is.
    public var sigma: Double

    /// A rating of mean `mu` and deviation `sigma`.
    public init(mu: Double, sigma: Double) {
        self.mu = mu
        self.sigma = sigma
    }

    /// mu - 3 sigma: a figure the player is very likely above, which rises as games make the model surer.
    public var ordinal: Double { mu - 3 * sigma }
}
