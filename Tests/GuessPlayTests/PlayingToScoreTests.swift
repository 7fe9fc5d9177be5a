import Foundation
import GuessPlay
import GuessWordsTestSupport
import Testing

@testable import GuessGame
@testable import GuessText
@testable import GuessWords

/// A game won by score (`--to N`) without a number of turns: its turns per team are only a cap, so the
/// headings say "turn 3" rather than "turn 3 of 100", and the deck is planned for the turns the target
/// takes, not for a hundred turns each.
@Suite struct PlayingToScoreTests {
    private func game(target: Int?, turns: Int) -> PartyGame {
        // As `guess play` sets it up: the cap when no turns were given.
        let capped = turns == GameRules.turnsWhenPlayingToScore
        return PartyGame(
            teams: ["Red", "Blue"], turnsPerTeam: turns, penalty: false,
            rules: GameRules(targetScore: target, turnsAreOnlyACap: capped))
    }

    @Test func headingsLeaveOutACapThatIsNotTheHosts() {
        let capped = game(target: 3, turns: GameRules.turnsWhenPlayingToScore)
        #expect(capped.turnsAreOnlyACap && capped.turnsShown == 0)
        let strings = Strings(.en)
        #expect(strings.turnHeading(team: "Red", in: capped) == "Red · turn 1")
        #expect(strings.turnLabel(game: 1, turn: 1, of: capped.turnsShown, tieBreak: false) == "turn 1")
        #expect(strings.partyIntro(teams: capped.teams, turnsEach: capped.turnsShown) == "Party game: Red, Blue")
        #expect(Strings(.zhHans).turnHeading(team: "Red", in: capped) == "Red · 第 1 回合")
        // Turns the host gave are shown, with or without a target.
        let given = game(target: 3, turns: 4)
        #expect(
            !given.turnsAreOnlyACap && strings.turnHeading(team: "Red", in: given) == "Red · turn 1 (team turn 1/4)")
        #expect(strings.turnHeading(team: "Red", in: game(target: nil, turns: 2)) == "Red · turn 1 (team turn 1/2)")
        // A hundred turns the host asked for are shown as such.
        let hundred = PartyGame(
            teams: ["Red"], turnsPerTeam: GameRules.turnsWhenPlayingToScore, rules: GameRules(targetScore: 3))
        #expect(strings.turnHeading(team: "Red", in: hundred) == "Red · turn 1 (team turn 1/100)")
    }

    @Test func theDeckIsPlannedForTheTurnsTheTargetTakes() {
        let session = GameSession(
            bank: makeBank(counts: [0, 0, 0, 0, 60]), bankLabel: "class.txt", weights: .standard,
            generator: SplitMix64(seed: 1), seed: 1, seconds: 60, onExhausted: .end)
        // 60 s at one word per 6 s: 10 words a turn, 5 of them right; 12 points take 3 turns each.
        let toTwelve = DeckEstimate(
            session: session, kind: .party(game(target: 12, turns: GameRules.turnsWhenPlayingToScore)),
            historySecondsPerWord: nil)
        #expect(toTwelve.turns == 6 && toTwelve.needed == 60 && !toTwelve.isShort)
        // The host's own number of turns is planned for as it is.
        let fourTurns = DeckEstimate(
            session: session, kind: .party(game(target: 12, turns: 4)), historySecondsPerWord: nil)
        #expect(fourTurns.turns == 8 && fourTurns.isShort)
    }
}
