import Foundation
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

// Keys typed as a game ends must not reach the shell. The window in which they could: after the game
// put the terminal back and while it still waits for its last sound. A sound server that is stopped
// (SIGSTOP) makes that wait last its full two seconds, so the keys land in it every time.
extension EndToEndInTerminal {
    @Suite("guess play hands the terminal back without the keys typed for it")
    struct HandBackEndToEnd {
        @Test("keys typed while the game ends are not left for the next reader, nor echoed")
        func keysTypedAtTheEndAreDiscarded() throws {
            let daemon = try PulseDaemon()
            defer { daemon.stop() }
            let sandbox = try Sandbox()
            let run = try PlayTerminalRun(
                sound: ["--yes", "--lead-in", "0", "--seconds", "2", "--sound", "auto"], sandbox: sandbox,
                environment: ["PULSE_SERVER": daemon.server])
            try #require(run.waitFor("right 0", timeout: 30), "no first frame\n\(run.transcript)")
            let pid = try #require(daemon.pid)
            _ = kill(pid, SIGSTOP)
            defer { _ = kill(pid, SIGCONT) }
            try #require(run.waitFor("Play again", timeout: 15), "the round did not end\n\(run.transcript)")
            let mark = run.press("n")
            // The game takes the answer, puts readline's modes back (canonical input again, echo still off until
            // it hands the terminal back) and waits up to 2 s for the cues the stopped server does not take:
            // wait for those modes, then type while it waits.
            let restored = (0..<1000).contains { _ in
                var modes = termios()
                if tcgetattr(run.terminal.slave, &modes) == 0, modes.c_lflag & tcflag_t(ICANON) != 0 { return true }
                usleep(10_000)
                return false
            }
            try #require(restored, "the game did not put the terminal's modes back\n\(run.transcript)")
            #expect(run.child.exit == nil, "the game left before the keys could be typed")
            run.press("leaked\n")
            #expect(run.finish(timeout: 15) == .exited(0), "\(run.transcript)")
            var waiting = pollfd(fd: run.terminal.slave, events: Int16(POLLIN), revents: 0)
            var left = ""
            if poll(&waiting, 1, 300) > 0 {
                var buffer = [UInt8](repeating: 0, count: 256)
                let count = read(run.terminal.slave, &buffer, buffer.count)
                left = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
            }
            #expect(left.isEmpty, "the next reader got \(left.debugDescription)")
            #expect(!run.text(since: mark).contains("leaked"), "the keys were echoed\n\(run.transcript)")
            run.expectModesRestored()
        }
    }
}
