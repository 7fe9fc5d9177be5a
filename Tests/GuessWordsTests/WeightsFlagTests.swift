import GuessWordsTestSupport
import Testing

@testable import GuessWords

/// `--weights` values that used to be taken silently.
@Suite("--weights: no silent surprises")
struct WeightsFlagTests {
    @Test("a tier named twice is an error, not the last value")
    func tierNamedTwice() {
        #expect(throws: WeightsError.repeatedTier(.primary)) { try TierWeights.parse("primary=1,primary=2") }
        #expect(throws: WeightsError.repeatedTier(.primary)) { try TierWeights.parse("primary=1,初级=2") }
        #expect(WeightsError.repeatedTier(.primary).text.english.contains("primary"))
    }

    @Test("hexadecimal numbers are not weights", arguments: ["primary=0x10", "0x10,1,1,1,1", "primary=0x1p3"])
    func hexadecimal(text: String) {
        #expect(throws: WeightsError.self) { try TierWeights.parse(text) }
    }
}
