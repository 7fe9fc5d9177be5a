import Foundation
import GuessText

/// Why a set of tier weights was refused.
public enum WeightsError: Error, Equatable, Sendable, CustomStringConvertible {
    case wrongCount(Int)
    case notANumber(String)
    case notFinite(Tier)
    case negative(Tier, Double)
    case allZero
    case unknownTier(String)
    case mixedForms(String)
    /// A tier given twice in `TIER=WEIGHT` pairs (`primary=1,primary=2`).
    case repeatedTier(Tier)

    /// A readable explanation (English).
    public var description: String { text.english }

    /// The explanation in both interface languages.
    public var text: LocalizedText {
        switch self {
        case .wrongCount(let count):
            LocalizedText(
                "expected 5 weights (\(Tier.namesList)), got \(count)",
                "应有 5 个权重（\(Tier.namesList)），实际 \(count) 个")
        case .notANumber(let text):
            LocalizedText(
                "'\(text)' is not a number",
                "“\(text)”不是数字")
        case .notFinite(let tier):
            LocalizedText(
                "the weight of \(tier) must be a finite number",
                "\(tier.localizedName)的权重必须是有限的数")
        case .negative(let tier, let value):
            LocalizedText(
                "the weight of \(tier) must not be negative (got \(TierWeights.format(value)))",
                "\(tier.localizedName)的权重不能为负（实际为 \(TierWeights.format(value))）")
        case .allZero:
            LocalizedText(
                "at least one tier needs a weight above zero",
                "至少要有一个难度的权重大于零")
        case .unknownTier(let name):
            LocalizedText(
                "unknown tier '\(name)' (tiers: \(Tier.namesList))",
                "未知的难度“\(name)”（可用：\(Tier.namesList)）")
        case .mixedForms(let part):
            LocalizedText(
                "'\(part)': give either five numbers or TIER=WEIGHT pairs",
                "“\(part)”：要么给五个数，要么给 TIER=WEIGHT 对")
        case .repeatedTier(let tier):
            LocalizedText(
                "\(tier) is given twice: give each tier once",
                "\(tier.localizedName)出现了两次：每个难度只能给一次")
        }
    }
}
