import Foundation
import GuessGame
import GuessPlay
import GuessText
import GuessWords
import Testing

/// The pipe front end on bytes in memory: word lines out, commands in, messages on the side.
@Suite struct PipeFrontEndTests {
    private final class Lines {
        var output = ""
        var report: [String] = []
    }

    private static func play(_ input: MemoryPipeInput, teams: [String] = []) -> (Int32, Lines, PipeFrontEnd) {
        let clock = SteppedClock()
        let session = GameSession(
            bank: generatedBank(), bankLabel: "class", weights: .standard, generator: SplitMix64(seed: 9), seed: 9,
            seconds: 60, onExhausted: .end)
        let kind: GameKind = teams.isEmpty ? .singleRounds : .party(PartyGame(teams: teams, turnsPerTeam: 1))
        let engine = GameEngine(session: session, kind: kind, settings: PipeFrontEnd.settings, clock: clock)
        let runner = GameRunner(
            engine: engine, recorder: .disabled, sound: SilentPlayer(), export: nil, files: MemoryExportFiles(),
            strings: Strings(.en))
        let lines = Lines()
        let pipe = PipeFrontEnd(
            input: input, strings: Strings(.en), output: { lines.output += $0 }, report: { lines.report.append($0) })
        return (runner.run(pipe), lines, pipe)
    }

    @Test func everyWordShownIsALineAndUndoShowsItsWordAgain() {
        let (status, lines, _) = Self.play(MemoryPipeInput("y\nn\nu\ny\nq\n"))
        #expect(status == 0)
        let words = lines.output.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        // The first word, then the next after y and after n; undo brings the missed word back (printed
        // again); y shows one more.
        #expect(words.count == 5)
        #expect(words.allSatisfy { $0.count == 2 && $0[0].hasPrefix("word") && $0[1] == "custom" })
        #expect(words[3] == words[1])
        #expect(Set(words.map { $0[0] }).count == 4)
        #expect(lines.report.contains { $0.contains("2 right") || $0.contains("right: 2") || $0.contains("2") })
    }

    @Test func linesSplitAcrossReadsAreOneCommandEach() {
        let (_, lines, _) = Self.play(MemoryPipeInput(chunks: ["y", "\nn", "\n", "q\n"]))
        #expect(lines.output.split(separator: "\n").count == 3)
    }

    @Test func anUnknownLineIsNamedByItsNumberAndSkipped() {
        let (_, lines, _) = Self.play(MemoryPipeInput("y\nbogus\ny\nq\n"))
        #expect(lines.report.contains { $0.contains("2") && $0.contains("bogus") })
        #expect(lines.output.split(separator: "\n").count == 3)
    }

    @Test func aLineLongerThanTheLimitEndsTheInputAsBadData() {
        let long = String(repeating: "y", count: 5000)
        let (_, _, pipe) = Self.play(MemoryPipeInput("y\n" + long + "\n"))
        #expect(pipe.inputProblem?.exitCode == 65)
    }

    @Test func aPartyGameNamesEachTurnAndItsResult() {
        let (status, lines, _) = Self.play(MemoryPipeInput("y\nend\nn\nend\n"), teams: ["Red", "Blue"])
        #expect(status == 0)
        #expect(lines.report.contains { $0.contains("Red") })
        #expect(lines.report.contains { $0.contains("Blue") })
    }
}
