import Foundation
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Whether `screen` holds pixels drawn with block elements (a big word, big digits, a card's headline).
private func hasBlocks(_ screen: String) -> Bool {
    screen.unicodeScalars.contains { (0x2580...0x259F).contains($0.value) }
}

extension EndToEndInTerminal {
    @Suite("Projector mode in a pseudo-terminal")
    struct ProjectorTests {
        @Test("the word in big glyphs at 80x24, with the tier in plain text and the keys along the bottom")
        func bigWord() throws {
            let sandbox = try Sandbox()
            let run = try PlayTerminalRun(
                ["--yes", "--lead-in", "0", "--seconds", "30", "--bank", "zh-Hans"], sandbox: sandbox, big: true)
            try #require(run.waitForFrame { $0.contains("q end game") && hasBlocks($0) }, "\(run.transcript)")
            let screen = run.lastFrame() ?? ""
            let blockRows = screen.split(separator: "\n").filter { hasBlocks(String($0)) }
            #expect(blockRows.count >= 8 + 3, "the word and the digits should take many rows:\n\(screen)")
            #expect(["primary", "middle", "senior", "complex", "custom"].contains { screen.contains($0) }, "\(screen)")
            try run.quitRoundAndLeave()
        }

        @Test("the quit question is on screen whole, down to 20x6", arguments: [(40, 12), (20, 6), (80, 24)])
        func quitQuestionAlwaysVisible(columns: Int, rows: Int) throws {
            let sandbox = try Sandbox()
            let run = try PlayTerminalRun(
                ["--yes", "--lead-in", "0", "--seconds", "30", "--bank", "en"], sandbox: sandbox, big: true,
                columns: UInt16(columns), rows: UInt16(rows))
            try #require(
                run.waitForFrame { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }, "\(run.transcript)")
            let mark = run.press("q")
            try #require(
                run.waitForFrame(since: mark) {
                    $0.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("y = end it")
                },
                "the question is not visible at \(columns)x\(rows):\n\(run.lastFrame() ?? "")")
            let screen = (run.lastFrame() ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .joined(separator: " ")
            #expect(screen.contains("End the game?") || screen.contains("Quit"), "\(screen)")
            #expect(screen.contains("go on"), "the question is cut:\n\(screen)")
            _ = run.press("y")
            try #require(run.waitFor("Play again", since: mark), "\(run.transcript)")
            run.answer("n")
            #expect(run.finish() == .exited(0), "\(run.transcript)")
            run.expectModesRestored()
        }

        @Test(
            "time's up: the round is exported at once; a full-screen card with the counts, then the recap after a key")
        func timesUpCard() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.json")
            let run = try PlayTerminalRun(
                ["--yes", "--lead-in", "0", "--seconds", "1", "--bank", "en", "--export", export], sandbox: sandbox,
                big: true)
            try #require(
                run.waitForFrame { $0.contains("Any key shows the round's recap") }, "\(run.transcript)")
            #expect(
                FileManager.default.fileExists(atPath: export),
                "the export waits for the card to go: a lid closed now loses it")
            let card = run.lastFrame() ?? ""
            #expect(hasBlocks(card), "TIME'S UP is not in big letters:\n\(card)")
            #expect(!run.text().contains("Time is up"), "the recap came before the card was left")
            let mark = run.press("x")
            try #require(run.waitFor("Time is up", since: mark), "no recap after the key\n\(run.transcript)")
            try #require(run.waitFor("Play again", since: mark), "\(run.transcript)")
            run.answer("n")
            #expect(run.finish() == .exited(0), "\(run.transcript)")
        }

        @Test("the time's-up card leaves by itself after a few seconds")
        func timesUpCardTimesOut() throws {
            let sandbox = try Sandbox()
            let run = try PlayTerminalRun(
                ["--yes", "--lead-in", "0", "--seconds", "1", "--bank", "en"], sandbox: sandbox, big: true)
            try #require(
                run.waitForFrame { $0.contains("Any key shows the round's recap") }, "\(run.transcript)")
            try #require(run.waitFor("Play again"), "the card stayed\n\(run.transcript)")
            run.answer("n")
            #expect(run.finish() == .exited(0), "\(run.transcript)")
        }

        @Test(
            "a party game: a get-ready card per turn, the recap card after each, q ends the game, the last card names no winner"
        )
        func partyCards() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("game.json")
            let run = try PlayTerminalRun(
                [
                    "--lead-in", "0", "--seconds", "30", "--bank", "en", "--team", "Red", "--team", "Blue", "--export",
                    export,
                ],
                sandbox: sandbox, big: true)
            try #require(
                run.waitForFrame { $0.contains("Next up") && $0.contains("Enter = start") }, "\(run.transcript)")
            #expect(run.lastFrame()?.contains("Scoreboard") == true, "\(run.lastFrame() ?? "")")
            var mark = run.press("\r")
            try #require(
                run.waitForFrame(since: mark) { $0.contains("q end game") },
                "Enter did not start the turn\n\(run.transcript)")
            mark = run.press("y")
            // The answer redraws the screen: wait for that, not for a time.
            try #require(run.waitForFrame(since: mark) { _ in true }, "\(run.transcript)")
            mark = run.press("e")  // end the turn: the game goes on
            // The room sees the turn's recap before the next team's card.
            try #require(
                run.waitForFrame(since: mark) {
                    $0.contains("Enter: start the next turn") && $0.contains("1 point this turn")
                },
                "no recap card\n\(run.transcript)")
            mark = run.press("x")
            try #require(
                run.waitForFrame(since: mark) { $0.contains("Next up") && $0.contains("Blue") }, "\(run.transcript)")
            mark = run.press("q")
            try #require(
                run.waitForFrame(since: mark) { $0.contains("Any key to finish") },
                "no game-over card\n\(run.transcript)")
            let over = run.lastFrame() ?? ""
            #expect(!over.contains("Winner:"), "an abandoned game has no winner:\n\(over)")
            run.press("\r")
            #expect(run.finish() == .exited(0), "\(run.transcript)")
            run.expectModesRestored()
            let json = try PlayFiles.json(export)
            #expect((json["turns"] as? [Any])?.count == 1)
        }
    }
}
