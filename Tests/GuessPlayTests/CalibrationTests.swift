import Foundation
import GuessGame
import GuessWords
import Testing

/// `guess bank calibrate` over a store built through the engine: entries far from their tier's accuracy
/// are listed with the tier they play like.
@Suite struct CalibrationTests {
    private static let list =
        "[primary]\n" + (0..<10).map { "p\($0)" }.joined(separator: "\n") + "\n[senior]\n"
        + (0..<10).map { "s\($0)" }.joined(separator: "\n") + "\n"

    /// Primary words are guessed, senior ones missed, except p3 (always missed) and s5 (always guessed).
    private static func decide(_ word: String) -> GameCommand {
        if word == "p3" { return .wrong }
        if word == "s5" { return .right }
        return word.hasPrefix("p") ? .right : .wrong
    }

    @Test func entriesFarFromTheirTierAreListedWithTheTierTheyPlayLike() throws {
        let played = try RunnerStore()
        played.play(
            teams: ["A"], turns: 10, answers: 30, secondsPerAnswer: 3, scripted: false, bank: "calib.txt",
            list: Self.list, decide: Self.decide)
        let plays = try played.store.wordPlays(bank: "calib.txt")
        #expect(plays.reduce(0) { $0 + $1.plays } == 300)
        let calibration = Calibration(plays)
        #expect(calibration.judged == 20)
        #expect(calibration.moves.map(\.entry.word) == ["p3", "s5"])
        #expect(calibration.moves.map(\.playsLike) == [.senior, .primary])
        let primary = try #require(calibration.tierAccuracy[Tier.primary.rawValue])
        #expect(primary > 0.85 && primary < 0.95, "\(primary)")

        let text = calibration.listText(bank: "calib.txt", date: "2026-11-23")
        #expect(text.hasPrefix(Calibration.listHeading))
        // It reads back as a list: each entry in the tier it plays like.
        var builder = WordBankBuilder()
        let problems = builder.add(contents: Array(text.utf8), source: "moves.txt", format: .text)
        #expect(problems.isEmpty, "\(problems)")
        #expect(builder.bank.words.map { "\($0.text) \($0.tier.name)" } == ["s5 primary", "p3 senior"])
        // And guess knows it as its own file, which --apply may replace.
        #expect(RoundExporter.isExport(startingWith: Array(text.utf8)))
    }

    @Test func scriptedRoundsAndEntriesOfTooFewPlaysAreNotJudged() throws {
        let played = try RunnerStore()
        played.play(
            teams: ["bot"], turns: 10, answers: 30, secondsPerAnswer: 0, scripted: true, bank: "calib.txt",
            list: Self.list, decide: Self.decide)
        #expect(try played.store.wordPlays(bank: "calib.txt").isEmpty)
        played.play(
            teams: ["A"], answers: 20, secondsPerAnswer: 3, scripted: false, bank: "calib.txt", list: Self.list,
            decide: Self.decide)
        let calibration = Calibration(try played.store.wordPlays(bank: "calib.txt"))
        #expect(calibration.judged == 0 && calibration.moves.isEmpty)
    }

    @Test func theStatisticIsTwoStandardErrorsFromTheTier() {
        // A tier at 80% over 100 answers; an entry at 40% in 5 plays is 0.4 away, 2 errors are 0.36.
        var plays = (0..<19).map { Calibration.WordPlays(word: "m\($0)", tier: .middle, correct: 4, wrong: 1) }
        plays.append(Calibration.WordPlays(word: "far", tier: .middle, correct: 2, wrong: 3))
        plays.append(Calibration.WordPlays(word: "hard", tier: .complex, correct: 1, wrong: 9))
        let moves = Calibration(plays).moves
        #expect(moves.map(\.entry.word) == ["far"])
        #expect(moves.first?.playsLike == .complex)
        // At 60% it is 0.2 away: within the errors, not listed.
        plays[19] = Calibration.WordPlays(word: "far", tier: .middle, correct: 3, wrong: 2)
        #expect(Calibration(plays).moves.isEmpty)
    }
}
