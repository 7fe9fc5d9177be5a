import Foundation

/// How often each tier is drawn, relative to the others. Default 20/20/20/10/30.
public struct TierWeights: Equatable, Sendable, CustomStringConvertible {
    /// One weight per tier, in tier order.
    public private(set) var values: [Double]

    /// The original game's shares: primary 20, middle 20, senior 20, complex 10, custom 30.
    public static let standard = TierWeights(uncheckedValues: [20, 20, 20, 10, 30])

    init(uncheckedValues: [Double]) { values = uncheckedValues }

    /// Weights in tier order; throws when one is negative or not finite, or all are zero.
    public init(_ values: [Double]) throws(WeightsError) {
        guard values.count == Tier.allCases.count else {
            throw .wrongCount(values.count)
        }
        for (tier, value) in zip(Tier.allCases, values) {
            try Self.check(value, tier: tier)
        }
        guard values.contains(where: { $0 > 0 }) else { throw .allZero }
        self.values = values
    }

    /// The weight of one tier.
    public subscript(tier: Tier) -> Double {
        get { values[tier.rawValue] }
        set { values[tier.rawValue] = newValue }
    }

    /// "primary=20 middle=20 ..." for messages.
    public var description: String {
        Tier.allCases.map { "\($0.name)=\(Self.format(self[$0]))" }.joined(separator: " ")
    }

    /// Rejects a weight that is negative, infinite or NaN.
    public static func check(_ value: Double, tier: Tier) throws(WeightsError) {
        guard value.isFinite else { throw .notFinite(tier) }
        guard value >= 0 else { throw .negative(tier, value) }
    }

    /// Parses `--weights`: five numbers in tier order (`20,20,20,10,30`) or named ones
    /// (`primary=20,complex=0`), in which case unnamed tiers keep their weight from `base`. A tier named
    /// twice, and numbers written in hexadecimal (`0x10`), are errors.
    public static func parse(_ text: String, base: TierWeights = .standard) throws(WeightsError) -> TierWeights {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.allSatisfy({ !$0.contains("=") }) {
            var values: [Double] = []
            for part in parts { values.append(try number(part)) }
            return try TierWeights(values)
        }
        var values = base.values
        var named: Set<Tier> = []
        for part in parts {
            let pieces = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pieces.count == 2 else { throw .mixedForms(part) }
            guard let tier = Tier(named: pieces[0]) else { throw .unknownTier(pieces[0]) }
            guard named.insert(tier).inserted else { throw .repeatedTier(tier) }
            values[tier.rawValue] = try number(pieces[1])
        }
        return try TierWeights(values)
    }

    /// A weight written in decimal (`20`, `0.5`, `1e2`; `inf` and `nan` are read, then refused by `check`);
    /// `Double` would also read hexadecimal (`0x10` as 16), which nobody means as a weight.
    private static func number(_ text: String) throws(WeightsError) -> Double {
        guard !text.contains(where: { $0 == "x" || $0 == "X" }), let value = Double(text) else {
            throw .notANumber(text)
        }
        return value
    }

    /// A weight as people write it: 20 rather than 20.0.
    public static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
