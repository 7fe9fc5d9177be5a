import Foundation
import GuessTestSupport
import Testing

extension EndToEnd {
    @Suite("Sound settings from outside: bounded (an endless piped line: GuessCommandsTests)")
    struct PipeInputAndSoundTests {
        @Test("a PULSE_SERVER of 20,000 characters falls back to the bell with a notice (libpulse aborted)")
        func hugePulseServer() throws {
            let result = try BinaryRunner.run(
                ["play", "--no-history", "--sound", "auto"],
                environment: ["PULSE_SERVER": String(repeating: "x", count: 20_000)],
                stdin: Data("y\nq\n".utf8), timeout: 30)
            #expect(result.status == 0 && !result.signalled, "\(result)")
            #expect(result.stderr.contains("PULSE_SERVER") && result.stderr.contains("terminal bell"), "\(result)")
        }
    }
}
