import Foundation
import GuessCommands
import GuessWordsTestSupport
import Testing

@testable import GuessGame
@testable import GuessText
@testable import GuessWords

/// The estimate said before the first turn: the words a game needs against the words its deck holds.
@Suite struct DeckEstimateTests {
    private func session(words: Int, seconds: Int, weights: TierWeights = .standard) -> GameSession {
        GameSession(
            bank: makeBank(counts: [0, 0, 0, 0, words]), bankLabel: "class.txt", weights: weights,
            generator: SplitMix64(seed: 1), seed: 1, seconds: seconds, onExhausted: .end)
    }

    @Test func aPartyGameOfThreeTeamsTimesTwoTurnsNeedsSixtyWordsAtTheDefaultPace() {
        // The host's case: a 31-word list for 3 teams × 2 turns × 60 s.
        let game = PartyGame(teams: ["A", "B", "C"], turnsPerTeam: 2, penalty: false)
        let estimate = DeckEstimate(
            session: session(words: 31, seconds: 60), kind: .party(game), historySecondsPerWord: nil)
        #expect(estimate.turns == 6)
        #expect(estimate.needed == 60)
        #expect(estimate.available == 31)
        #expect(estimate.isShort)
        #expect(!estimate.paceFromHistory)
    }

    @Test func thePaceSeenInHistoryReplacesTheDefault() {
        let estimate = DeckEstimate(
            session: session(words: 31, seconds: 60), kind: .singleRounds, historySecondsPerWord: 2.5)
        #expect(estimate.turns == 1)
        #expect(estimate.needed == 24)
        #expect(!estimate.isShort)
        #expect(estimate.paceFromHistory)
        let slow = DeckEstimate(turns: 1, seconds: 60, historySecondsPerWord: .nan, available: 5)
        #expect(slow.secondsPerWord == DeckEstimate.defaultSecondsPerWord && slow.needed == 10 && slow.isShort)
    }

    @Test func tiersOfWeightZeroAreNotInTheDeck() throws {
        let weights = try TierWeights([20, 20, 20, 10, 0])
        let estimate = DeckEstimate(
            session: session(words: 500, seconds: 60, weights: weights), kind: .singleRounds,
            historySecondsPerWord: nil)
        #expect(estimate.available == 0 && estimate.isShort)
    }

    @Test func theWarningGivesTheNumbersInBothLanguages() {
        let estimate = DeckEstimate(turns: 6, seconds: 60, historySecondsPerWord: nil, available: 31)
        let english = Strings(.en).deckTooSmall(estimate, reshuffles: false)
        #expect(english.contains("31 words") && english.contains("about 60") && english.contains("--on-exhausted"))
        let chinese = Strings(.zhHans).deckTooSmall(estimate, reshuffles: true)
        #expect(chinese.contains("31 个词") && chinese.contains("60 个") && chinese.contains("重新洗牌"))
        // On one line of an 80-column round screen.
        for strings in [Strings(.en), Strings(.zhHans)] {
            let short = strings.deckTooSmallShort(estimate, reshuffles: false)
            #expect(DisplayWidth.of(short) <= 80 && short.contains("31") && short.contains("60"), "\(short)")
        }
    }
}
