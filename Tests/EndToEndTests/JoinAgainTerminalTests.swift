import Foundation
import GuessTestSupport
import Testing

/// The QR code to join shown again during a game (`j`), for phones that come late (#26): one smoke test.
extension EndToEndInTerminal {
    @Suite("The QR code to join, again, in a terminal")
    struct JoinAgainTerminalTests {
        @Test("j shows the QR code to join during a turn; the next key goes back and does nothing else")
        func joinAgain() throws {
            let sandbox = try Sandbox()
            let run = try PlayTerminalRun(
                ["--yes", "--lead-in", "0", "--seconds", "60", "--bank", "en", "--serve", "127.0.0.1:0"],
                sandbox: sandbox)
            try #require(run.waitFor("right 0 ✓"), "\(run.transcript)")
            var mark = run.press("j")
            try #require(run.waitFor("Any key goes back to the game", since: mark), "\(run.transcript)")
            #expect(run.text(since: mark).contains("Phones join here"), "\(run.transcript)")
            #expect(run.text(since: mark).contains("/r/"), "the address: \(run.transcript)")
            mark = run.press("y")
            try #require(run.waitFor("right 0 ✓", since: mark), "the key that closed it counted: \(run.transcript)")
            mark = run.press("y")
            try #require(run.waitFor("right 1 ✓", since: mark), "\(run.transcript)")
            try run.quitRoundAndLeave()
        }
    }
}
