import Foundation
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

// Keys typed as a game ends must not reach the shell. The window in which they could: after the game
// put the terminal back and while it still waits for its last sound. A sound server that is stopped
// (SIGSTOP) makes that wait last its full two seconds; the game itself is stopped inside it while the keys
// are typed, so they land in it every time, with no race against the game's clock.
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
            try #require(run.waitFor("Play again"), "the round did not end\n\(run.transcript)")
            let mark = run.press("n")
            // The game takes the answer, puts readline's modes back (canonical input again, echo still off until
            // it hands the terminal back) and waits up to 2 s for the cues the stopped server does not take.
            // It is stopped in that window (the window seen on the terminal's modes while it is stopped), so
            // the keys are typed while it cannot move on, however slowly this test runs.
            let game = run.child.pid
            var stopped = false
            var inWindow = false
            let deadline = HarnessClock.now + 15
            while !inWindow && HarnessClock.now < deadline {
                var modes = termios()
                if tcgetattr(run.terminal.slave, &modes) == 0, modes.c_lflag & tcflag_t(ICANON) != 0 {
                    _ = kill(game, SIGSTOP)
                    stopped = waitUntilStopped(game)
                    inWindow = true
                } else {
                    usleep(1_000)
                }
            }
            defer { if stopped { _ = kill(game, SIGCONT) } }
            try #require(inWindow, "the game did not put the terminal's modes back\n\(run.transcript)")
            try #require(stopped, "the game could not be stopped in its last wait\n\(run.transcript)")
            var modes = termios()
            try #require(
                tcgetattr(run.terminal.slave, &modes) == 0 && modes.c_lflag & tcflag_t(ECHO) == 0,
                "the game had handed the terminal back before it was stopped\n\(run.transcript)")
            run.press("leaked\n")
            _ = kill(game, SIGCONT)
            stopped = false
            #expect(run.finish() == .exited(0), "\(run.transcript)")
            // The game has exited: whatever it left unread is in the terminal's input queue now, nothing more comes.
            var waiting = pollfd(fd: run.terminal.slave, events: Int16(POLLIN), revents: 0)
            var left = ""
            if poll(&waiting, 1, 0) > 0 {
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

/// Waits (bounded) until process `pid` is stopped (state T in /proc/PID/stat); whether it is.
private func waitUntilStopped(_ pid: pid_t) -> Bool {
    let deadline = HarnessClock.now + 10
    while HarnessClock.now < deadline {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        // The state follows the command's name in parentheses: "PID (guess) T ...".
        if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "T" { return true }
        usleep(1_000)
    }
    return false
}
