import Testing

@testable import GuessGame
@testable import GuessScreens
@testable import GuessText
@testable import GuessWords

@Suite("Party game")
struct PartyGameTests {
    /// Plays every turn the game hands out, giving each team the counts `result(team, turnIndex)` returns.
    private func playOut(_ game: inout PartyGame, limit: Int = 100, result: (String, Int) -> (Int, Int)) -> [String] {
        var order: [String] = []
        while let team = game.nextTeam(), order.count < limit {
            let (correct, wrong) = result(team, order.count)
            game.record(team: team, correct: correct, wrong: wrong)
            order.append(team)
        }
        return order
    }

    @Test func teamsTakeEqualTurnsInOrder() {
        var game = PartyGame(teams: ["Red", "Blue", "Green"], turnsPerTeam: 2)
        let order = playOut(&game) { team, _ in team == "Red" ? (3, 0) : (1, 0) }
        #expect(order == ["Red", "Blue", "Green", "Red", "Blue", "Green"])
        #expect(game.isOver)
        for team in game.teams { #expect(game.turnsPlayed(by: team) == 2) }
        #expect(game.scoreboard.map(\.team) == ["Red", "Blue", "Green"])
        #expect(game.scoreboard.first == TeamScore(team: "Red", score: 6))
    }

    @Test func penaltyTakesAPointPerWrongAnswer() {
        var plain = PartyGame(teams: ["A", "B"])
        var strict = PartyGame(teams: ["A", "B"], penalty: true)
        for index in [0, 1] {
            let team = ["A", "B"][index]
            plain.record(team: team, correct: 5, wrong: index == 0 ? 4 : 0)
            strict.record(team: team, correct: 5, wrong: index == 0 ? 4 : 0)
        }
        #expect(plain.score(of: "A") == 5)
        #expect(strict.score(of: "A") == 1)
        #expect(strict.scoreboard.map(\.team) == ["B", "A"])
    }

    @Test func aTieForFirstIsPlayedOffUntilBroken() {
        var game = PartyGame(teams: ["A", "B", "C"])
        // Regular turns: A 2, B 2, C 1. Tie-break 1: A 1, B 1 (still tied). Tie-break 2: A 0, B 3.
        let scripted: [(Int, Int)] = [(2, 0), (2, 0), (1, 0), (1, 0), (1, 0), (0, 0), (3, 0)]
        let order = playOut(&game) { _, index in scripted[index] }
        #expect(order == ["A", "B", "C", "A", "B", "A", "B"])
        #expect(game.leaders == ["B"])
        #expect(game.isTieBreak)
        #expect(game.turnsPlayed(by: "C") == 1)
    }

    @Test func tieBreaksCanBeTurnedOff() {
        var game = PartyGame(teams: ["A", "B"], tieBreak: false)
        let order = playOut(&game) { _, _ in (1, 0) }
        #expect(order == ["A", "B"])
        #expect(game.leaders == ["A", "B"])
    }

    @Test func stoppingEndsTheGame() {
        var game = PartyGame(teams: ["A", "B"], turnsPerTeam: 3)
        game.record(team: game.nextTeam()!, correct: 1, wrong: 0)
        game.stop()
        #expect(game.nextTeam() == nil)
        #expect(game.isOver)
    }

    @Test func equalScoresKeepTurnOrderOnTheScoreboard() {
        var game = PartyGame(teams: ["Zed", "Amy", "Bob"], tieBreak: false)
        _ = playOut(&game) { _, _ in (2, 0) }
        #expect(game.scoreboard.map(\.team) == ["Zed", "Amy", "Bob"])
        let text = ScoreboardText.render(game, strings: Strings(.en), paint: Paint(enabled: false))
        #expect(text.contains("1  Zed"))
        #expect(text.contains("1  Amy"))
    }
}

@Suite("Fresh words first")
struct FreshWordsTests {
    @Test func staleEntriesComeOnlyAfterEveryFreshOneOfTheirTier() {
        var builder = WordBankBuilder()
        let text =
            "[primary]\n" + (0..<40).map { "p\($0)" }.joined(separator: "\n")
            + "\n[middle]\n" + (0..<40).map { "m\($0)" }.joined(separator: "\n")
        builder.add(contents: Array(text.utf8), source: "t.txt", format: .text)
        let bank = builder.bank
        let stale: Set<String> = Set((0..<30).map { "p\($0)" } + (0..<10).map { "m\($0)" })
        for seed in 0..<20 as Range<UInt64> {
            var deck = Deck(
                bank: bank, weights: .standard, generator: SplitMix64(seed: seed),
                isStale: { stale.contains(bank.text(at: $0)) })
            var seenStale: Set<Tier> = []
            var drawn = 0
            while let index = deck.draw() {
                drawn += 1
                let tier = bank.tier(at: index)
                if stale.contains(bank.text(at: index)) {
                    seenStale.insert(tier)
                } else {
                    #expect(!seenStale.contains(tier), "a fresh \(tier) word came after a stale one (seed \(seed))")
                }
            }
            #expect(drawn == 80)
        }
    }
}
