import GuessWordsTestSupport
import Testing

@testable import GuessWords

@Suite("TierWeights")
struct TierWeightsTests {
    @Test func standard() {
        #expect(TierWeights.standard.values == [20, 20, 20, 10, 30])
        #expect(TierWeights.standard.description == "primary=20 middle=20 senior=20 complex=10 custom=30")
    }

    @Test func positional() throws {
        #expect(try TierWeights.parse("1,2,3,4,5").values == [1, 2, 3, 4, 5])
        #expect(try TierWeights.parse(" 0 , 0.5 ,0,0, 10 ").values == [0, 0.5, 0, 0, 10])
        #expect(try TierWeights.parse("20,20,20,10,30") == .standard)
    }

    @Test func named() throws {
        #expect(try TierWeights.parse("complex=0").values == [20, 20, 20, 0, 30])
        #expect(try TierWeights.parse("complex=0,custom=50").values == [20, 20, 20, 0, 50])
        #expect(try TierWeights.parse("PRIMARY = 1, 自定义=2").values == [1, 20, 20, 10, 2])
        let base = try TierWeights([1, 1, 1, 1, 1])
        #expect(try TierWeights.parse("senior=7", base: base).values == [1, 1, 7, 1, 1])
    }

    @Test(arguments: [
        ("1,2,3,4", WeightsError.wrongCount(4)),
        ("1,2,3,4,5,6", .wrongCount(6)),
        ("", .notANumber("")),
        ("1,2,x,4,5", .notANumber("x")),
        ("1,,3,4,5", .notANumber("")),
        ("1,-2,3,4,5", .negative(.middle, -2)),
        ("complex=-1", .negative(.complex, -1)),
        ("nan,1,1,1,1", .notFinite(.primary)),
        ("1,1,1,1,inf", .notFinite(.custom)),
        ("senior=infinity", .notFinite(.senior)),
        ("0,0,0,0,0", .allZero),
        ("primary=0,middle=0,senior=0,complex=0,custom=0", .allZero),
        ("hard=3", .unknownTier("hard")),
        ("complex=abc", .notANumber("abc")),
        ("complex=1,5", .mixedForms("5")),
    ])
    func errors(text: String, expected: WeightsError) {
        #expect(throws: expected) { try TierWeights.parse(text) }
    }

    @Test func errorMessages() {
        #expect(WeightsError.wrongCount(4).description.contains("expected 5 weights"))
        #expect(WeightsError.negative(.complex, -1).description.contains("complex"))
        #expect(WeightsError.unknownTier("hard").description.contains("primary, middle, senior, complex, custom"))
    }

    @Test func directInitChecks() {
        #expect(throws: WeightsError.allZero) { try TierWeights([0, 0, 0, 0, 0]) }
        #expect(throws: WeightsError.notFinite(.senior)) { try TierWeights([1, 1, .nan, 1, 1]) }
        #expect(throws: WeightsError.negative(.primary, -0.5)) { try TierWeights([-0.5, 1, 1, 1, 1]) }
        #expect(throws: WeightsError.wrongCount(0)) { try TierWeights([]) }
    }

    @Test func format() {
        #expect(TierWeights.format(20) == "20")
        #expect(TierWeights.format(0.5) == "0.5")
    }

    @Test func shares() {
        #expect(BankLoader.shares(counts: [1, 1, 1, 1, 1], weights: .standard) == [0.2, 0.2, 0.2, 0.1, 0.3])
        let shares = BankLoader.shares(counts: [1, 0, 1, 0, 1], weights: .standard)
        #expect(shares[1] == 0 && shares[3] == 0)
        #expect(abs(shares[0] - 20.0 / 70) < 1e-12)
        #expect(abs(shares[4] - 30.0 / 70) < 1e-12)
        #expect(BankLoader.shares(counts: [0, 0, 0, 0, 0], weights: .standard) == [0, 0, 0, 0, 0])
    }
}
