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

    /// The explanation in Simplified Chinese.
    public var chineseDescription: String {
        switch self {
        case .wrongCount(let count):
            "应有 5 个权重（\(Tier.namesList)），实际 \(count) 个"
        case .notANumber(let text):
            "“\(text)”不是数字"
        case .notFinite(let tier):
            "\(tier.chineseName)的权重必须是有限的数"
        case .negative(let tier, let value):
            "\(tier.chineseName)的权重不能为负（实际为 \(TierWeights.format(value))）"
        case .allZero:
            "至少要有一个难度的权重大于零"
        case .unknownTier(let name):
            "未知的难度“\(name)”（可用：\(Tier.namesList)）"
        case .mixedForms(let part):
            "“\(part)”：要么给五个数，要么给 TIER=WEIGHT 对"
        }
    }
}
