import Foundation
import GuessTestSupport
import Testing

/// The host's and board's keys stay off the game's terminal (#33): on the main screen (and so in its
/// scrollback after the game) there is no key; `k` asks before the host's QR code shows.
extension EndToEndInTerminal {
    @Suite("Keys stay off the shared screen")
    struct KeysOffScreenTests {
        @Test("--keys-file gets the keyed addresses (0600); k asks first; the main screen never holds a key")
        func keysFileAndTheQuestion() throws {
            let sandbox = try Sandbox()
            let keysFile = sandbox.path("keys.txt")
            let run = try PlayTerminalRun(
                [
                    "--yes", "--lead-in", "0", "--seconds", "60", "--bank", "en", "--serve", "127.0.0.1:0",
                    "--keys-file", keysFile,
                ], sandbox: sandbox)
            try #require(run.waitFor("right 0 ✓"), "\(run.transcript)")
            let written = try String(contentsOfFile: keysFile, encoding: .utf8)
            let attributes = try FileManager.default.attributesOfItem(atPath: keysFile)
            #expect((attributes[.posixPermissions] as? Int ?? 0) & 0o777 == 0o600)
            let hostKey = try #require(Self.key(after: "/host/", in: written), "\(written)")
            let boardKey = try #require(Self.key(after: "/board/", in: written), "\(written)")

            var mark = run.press("k")
            try #require(run.waitFor("Show the host's remote's QR code here?", since: mark), "\(run.transcript)")
            #expect(!run.text(since: mark).contains(hostKey))
            mark = run.press("y")
            try #require(run.waitFor(hostKey, since: mark), "y shows the host's card: \(run.transcript)")
            mark = run.press("x")
            try #require(run.waitFor("right 0 ✓", since: mark), "\(run.transcript)")
            // Any other key than y goes back without showing it.
            mark = run.press("k")
            try #require(run.waitFor("Show the host's remote's QR code here?", since: mark), "\(run.transcript)")
            mark = run.press("n")
            try #require(run.waitFor("right 0 ✓", since: mark), "\(run.transcript)")
            #expect(!run.text(since: mark).contains(hostKey))
            try run.quitRoundAndLeave()

            let main = Self.mainScreenText(run.rawBytes)
            #expect(main.contains("are in"), "the line that says where the keys are: \(main)")
            #expect(!main.contains(hostKey) && !main.contains(boardKey), "a key on the main screen: \(main)")
            let final = VirtualScreen(columns: run.columns, rows: run.rows, bytes: run.rawBytes).text
            #expect(!final.contains(hostKey) && !final.contains(boardKey))
        }

        @Test("without --keys-file, standard error on the game's terminal gets no key, only where to find them")
        func noKeysOnTheGameTerminal() throws {
            let sandbox = try Sandbox()
            let run = try PlayTerminalRun(
                ["--yes", "--lead-in", "0", "--seconds", "60", "--bank", "en", "--serve", "127.0.0.1:0"],
                sandbox: sandbox)
            try #require(run.waitFor("right 0 ✓"), "\(run.transcript)")
            try run.quitRoundAndLeave()
            let main = Self.mainScreenText(run.rawBytes)
            #expect(main.contains("phones join at http://127.0.0.1:"), "\(main)")
            #expect(main.contains("press k in the game"), "\(main)")
            #expect(!main.contains("/host/") && !main.contains("/board/"), "\(main)")
        }

        /// The 22-character key after `marker` in `text`.
        private static func key(after marker: String, in text: String) -> String? {
            guard let range = text.range(of: marker) else { return nil }
            let key = String(text[range.upperBound...].prefix(22))
            return key.count == 22 ? key : nil
        }

        /// What was written to the main screen (everything outside the alternate screen, whose content a
        /// terminal drops when the game leaves it), as text: what stays in the terminal and its scrollback.
        static func mainScreenText(_ bytes: [UInt8]) -> String {
            let enter = Array("\u{1B}[?1049h".utf8)
            let leave = Array("\u{1B}[?1049l".utf8)
            var kept: [UInt8] = []
            var rest = bytes[...]
            while let start = rest.firstRange(of: enter) {
                kept += rest[..<start.lowerBound]
                rest = rest[start.upperBound...]
                guard let end = rest.firstRange(of: leave) else {
                    rest = []
                    break
                }
                rest = rest[end.upperBound...]
            }
            kept += rest
            return playRenderedText(kept)
        }
    }
}
