/// SplitMix64 (Steele, Lea and Flood, 2014), the seeded generator behind `--seed`.
///
/// The sequence depends only on the seed, so a seed gives the same draw on every run and machine.
/// Bounded integers use Lemire's multiply-and-reject method on top of it and doubles take the top
/// 53 bits; both are written here rather than borrowed from the standard library, whose algorithms
/// may change between releases.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) { state = seed }

    /// A generator seeded from the system's entropy source; `seed` tells which seed it got.
    public static func fromEntropy() -> (generator: SplitMix64, seed: UInt64) {
        var system = SystemRandomNumberGenerator()
        let seed = system.next()
        return (SplitMix64(seed: seed), seed)
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<bound`; `bound` must be positive.
    public mutating func uniform(below bound: Int) -> Int {
        precondition(bound > 0, "uniform(below:) needs a positive bound")
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }

    /// A uniform double in `0..<1` with 53 random bits.
    public mutating func unitDouble() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }
}
