import Foundation

/// Why a set of tier weights was refused.
public enum WeightsError: Error, Equatable, Sendable, CustomStringConvertible {
    case wrongCount(Int)
    case notANumber(String)
    case notFinite(Tier)
    case negative(Tier, Double)
    case allZero
    case unknownTier(String)
    case mixedForms(String)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .wrongCount(let count):
            "expected 5 weights (\(Tier.namesList)), got \(count)"
        case .notANumber(let text):
            "'\(text)' is not a number"
        case .notFinite(let tier):
            "the weight of \(tier) must be a finite number"
        case .negative(let tier, let value):
            "the weight of \(tier) must not be negative (got \(TierWeights.format(value)))"
        case .allZero:
            "at least one tier needs a weight above zero"
        case .unknownTier(let name):
            "unknown tier '\(name)' (tiers: \(Tier.namesList))"
        case .mixedForms(let part):
            "'\(part)': give either five numbers or TIER=WEIGHT pairs"
        }
    }
}
