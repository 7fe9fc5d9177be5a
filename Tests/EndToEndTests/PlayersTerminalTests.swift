import Foundation
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Resuming a party game after its window closed (SIGHUP) in a pseudo-terminal: one smoke test.
extension EndToEndInTerminal {
    @Suite("Players and resume in a terminal")
    struct PlayersTerminalTests {
        @Test("a party game whose window closed mid-turn is resumed: the cut-off turn is played again")
        func resumeAfterClosingTheWindow() throws {
            let sandbox = try Sandbox()
            let run = try PlayTerminalRun(
                [
                    "--yes", "--lead-in", "0", "--seconds", "30", "--bank", "en", "--team", "Red=Ann,Bob", "--team",
                    "Blue",
                ],
                sandbox: sandbox, keepHistory: true)
            try #require(run.waitFor("right 0 ✓"), "\(run.transcript)")
            #expect(run.text().contains("Red (Ann describes)"), "\(run.transcript)")
            let mark = run.press("y")
            try #require(run.waitFor("right 1 ✓", since: mark), "\(run.transcript)")
            run.closeWindow()
            #expect(run.finish() == .signalled(SIGHUP))
            let resumed = try BinaryRunner.run(
                ["play", "--resume"], in: sandbox, environment: PlayFiles.environment(sandbox),
                stdin: Data("y\ny\nend\ny\nend\n".utf8))
            #expect(resumed.status == 0, "\(resumed)")
            #expect(resumed.stderr.contains("Resuming game 1 after 0 turns"), "\(resumed)")
            #expect(resumed.stderr.contains("Red (Ann describes) · turn 1 (team turn 1/1)"), "\(resumed)")
            #expect(resumed.stderr.contains("Winner: Red"), "\(resumed)")
        }
    }
}
