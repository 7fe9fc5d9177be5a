import Foundation
import GRDB
import Testing

@Suite struct ScriptedRoundsTests {
    @Test func roundsPlayedThroughAPipeAreLeftOutOfStatsUnlessIncluded() throws {
        let played = try RunnerStore()
        // A real evening: 2 teams, 6 words a turn at one every 5 s (30 s turns).
        played.play(teams: ["红队", "蓝队"], answers: 6, secondsPerAnswer: 5, scripted: false)
        // A script: 50 answers in no time.
        played.play(teams: ["bot"], answers: 50, secondsPerAnswer: 0, scripted: true)

        let stats = try played.store.stats(minimumPlays: 1).value
        #expect(stats.games == 1 && stats.rounds == 2 && stats.correct == 12)
        #expect(stats.teams.map(\.team) == ["红队", "蓝队"])
        #expect(stats.fastest.allSatisfy { $0.seconds >= 5 }, "\(stats.fastest)")
        #expect(stats.trend.count == 2 && stats.trend.allSatisfy { abs($0 - 12) < 0.01 }, "\(stats.trend)")
        #expect(stats.byTier.reduce(0) { $0 + $1.correct } == 12)

        let everything = try played.store.stats(minimumPlays: 1, includeScripted: true).value
        #expect(everything.games == 2 && everything.correct == 62)
        #expect(Set(everything.teams.map(\.team)) == ["红队", "蓝队", "bot"])
        // The script's turn had no time: it is in the totals, not in the trend or its rate.
        #expect(everything.trend.count == 2)
        #expect(everything.teams.first { $0.team == "bot" }?.tally.answersPerMinute == nil)

        // Exports carry the mark; the pace of play does not count the script.
        let exported = try played.store.allGames().value
        #expect(exported.flatMap(\.turns).map(\.scripted) == [false, false, true])
        let pace = try #require(try played.store.secondsPerWord(bank: "class"))
        // 60 s of play; 14 words shown (each turn ends with a word on screen).
        #expect(abs(pace - 60.0 / 14) < 0.01, "\(pace)")
    }

    @Test func turnsOfUnderTenSecondsAreLeftOutOfTheRates() throws {
        let played = try RunnerStore()
        played.play(teams: ["A"], answers: 6, secondsPerAnswer: 5, scripted: false)
        // Ended after 3 s with 3 answers: 60 a minute, which says nothing about the team.
        played.play(teams: ["A"], answers: 3, secondsPerAnswer: 1, scripted: false)
        let stats = try played.store.stats(minimumPlays: 1).value
        #expect(stats.rounds == 2 && stats.correct == 9)
        #expect(stats.trend == [12])
        let rate = try #require(stats.teams.first?.tally.answersPerMinute)
        #expect(abs(rate - 12) < 0.01, "\(rate)")
    }
}
