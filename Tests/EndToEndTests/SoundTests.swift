import Foundation
import GuessGame
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

// End-to-end tests of the game's sound against a real sound server: a private PulseAudio daemon with a
// null sink, whose monitor `parec` records while a round plays in a pseudo-terminal. What the game
// played is read back from the samples: onsets from the amplitude envelope, each cue told by its
// frequency (zero crossings). Onsets are related to each other (the turn-start tone plays as the clock
// starts), never to the wall clock, so a slow machine only shifts them all.
//
// Needs Debian's pulseaudio and pulseaudio-utils (`make test` installs them); without them these tests
// fail and say so.

// MARK: - Harness

/// Where the sound tools are, or a failure telling how to get them.
enum SoundTools {
    static let pulseaudio = "/usr/bin/pulseaudio"
    static let parec = "/usr/bin/parec"
    static let pactl = "/usr/bin/pactl"

    /// Throws unless pulseaudio and parec are installed.
    static func require() throws {
        for tool in [pulseaudio, parec, pactl] where !FileManager.default.isExecutableFile(atPath: tool) {
            throw HarnessError(
                "\(tool) is missing: the sound tests need Debian's pulseaudio and pulseaudio-utils; run `make test`, which installs them"
            )
        }
    }
}

/// A PulseAudio daemon of the test's own: its own XDG_RUNTIME_DIR and HOME in a temporary directory,
/// one null sink `guesstest`, the native protocol on a unix socket. Stopped (and its files removed)
/// by `stop()` or when released.
final class PulseDaemon {
    let root: URL
    /// The address for PULSE_SERVER.
    var server: String { "unix:" + socket }
    var socket: String { root.appendingPathComponent("run/pulse/native").path }
    /// The environment for pulseaudio, pactl and parec.
    let environment: [String: String]
    private var stopped = false

    init() throws {
        try SoundTools.require()
        root = FileManager.default.temporaryDirectory.appendingPathComponent("guess-pulse-\(UUID().uuidString)")
        let runtime = root.appendingPathComponent("run")
        let home = root.appendingPathComponent("home")
        for directory in [runtime, home] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        _ = chmod(runtime.path, 0o700)
        environment = [
            "HOME": home.path, "XDG_RUNTIME_DIR": runtime.path, "PATH": "/usr/local/bin:/usr/bin:/bin",
            "LANG": "C.UTF-8",
        ]
        let log = root.appendingPathComponent("pulseaudio.log")
        // --daemonize=yes returns once the daemon is up (or failed). As root it warns and carries on.
        let status = try Self.runTool(
            SoundTools.pulseaudio,
            [
                "-n", "--daemonize=yes", "--system=false", "--exit-idle-time=-1", "--disallow-exit=no",
                "--load=module-null-sink sink_name=guesstest", "--load=module-native-protocol-unix",
                "--log-target=file:\(log.path)",
            ], environment: environment, timeout: 30)
        let deadline = HarnessClock.now + 20
        while !FileManager.default.fileExists(atPath: socket) && HarnessClock.now < deadline { usleep(20_000) }
        guard status == 0, FileManager.default.fileExists(atPath: socket) else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            stop()
            throw HarnessError("pulseaudio did not start (exit \(status)):\n\(text.suffix(1500))")
        }
    }

    deinit { stop() }

    /// The daemon's pid, from its pid file.
    var pid: pid_t? {
        let file = root.appendingPathComponent("run/pulse/pid")
        return (try? String(contentsOf: file, encoding: .utf8)).flatMap {
            pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// Kills the daemon at once, as a crash would (for the test of a server going away).
    func kill() {
        if let pid { _ = Glibc.kill(pid, SIGKILL) }
    }

    /// Asks the daemon to exit (pactl exit), kills it if it does not, and removes its files.
    func stop() {
        guard !stopped else { return }
        stopped = true
        let pid = self.pid
        _ = try? Self.runTool(SoundTools.pactl, ["--server", server, "exit"], environment: environment, timeout: 10)
        if let pid {
            let deadline = HarnessClock.now + 5
            while Glibc.kill(pid, 0) == 0 && HarnessClock.now < deadline { usleep(20_000) }
            if Glibc.kill(pid, 0) == 0 { _ = Glibc.kill(pid, SIGKILL) }
        }
        try? FileManager.default.removeItem(at: root)
    }

    /// Runs a tool to its end (killed after `timeout` seconds); returns its exit status.
    static func runTool(_ path: String, _ arguments: [String], environment: [String: String], timeout: Double) throws
        -> Int32
    {
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { close(null) }
        let child = try ChildProcess(
            executable: path, arguments: arguments, environment: environment, stdin: null, stdout: null, stderr: null)
        switch child.wait(timeout: timeout) {
        case .exited(let status): return status
        case .signalled(let signal): return 128 + signal
        case .timedOut: return -1
        }
    }
}

/// `parec` recording the daemon's null sink to a file: mono, 16-bit, `Self.rate` hertz.
final class MonitorRecording {
    static let rate = 48_000
    let file: URL
    private let child: ChildProcess
    private let descriptor: Int32

    /// Starts recording and waits (bounded) until samples arrive.
    init(_ daemon: PulseDaemon) throws {
        file = daemon.root.appendingPathComponent("rec-\(UUID().uuidString).raw")
        descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw HarnessError("cannot create \(file.path)") }
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { close(null) }
        child = try ChildProcess(
            executable: SoundTools.parec,
            arguments: [
                "--server", daemon.server, "-d", "guesstest.monitor", "--raw", "--format=s16le",
                "--rate=\(Self.rate)", "--channels=1", "--latency-msec=10",
            ],
            environment: daemon.environment, stdin: null, stdout: descriptor, stderr: null)
        let deadline = HarnessClock.now + 20
        while byteCount < 4_800 && HarnessClock.now < deadline && child.isRunning { usleep(10_000) }
        guard byteCount >= 4_800 else {
            child.send(SIGKILL)
            child.wait(timeout: 5)
            close(descriptor)
            throw HarnessError("parec recorded nothing from guesstest.monitor")
        }
    }

    deinit {
        if child.exit == nil {
            child.send(SIGKILL)
            child.wait(timeout: 5)
        }
        close(descriptor)
    }

    private var byteCount: Int {
        ((try? FileManager.default.attributesOfItem(atPath: file.path)[.size]) as? Int) ?? 0
    }

    /// The samples recorded so far (the recording goes on: silence is recorded too).
    var samples: [Int16] {
        guard let data = try? Data(contentsOf: file) else { return [] }
        return data.prefix(data.count / 2 * 2).withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
            .map { Int16(littleEndian: $0) }
    }

    /// Waits (bounded) until the recording holds `count` cues and a fifth of a second of quiet after the
    /// last of them: that sound has been heard to its end. Returns whether it came.
    @discardableResult
    func waitUntilHeard(_ count: Int, timeout: Double = 20) -> Bool {
        let deadline = HarnessClock.now + timeout
        repeat {
            let samples = self.samples
            let lastLoud = samples.lastIndex { abs(Int($0)) > 1000 } ?? -1
            if heardCues(samples).count >= count && samples.count - lastLoud > Self.rate / 5 { return true }
            usleep(20_000)
        } while HarnessClock.now < deadline && child.isRunning
        return false
    }

    /// Stops recording and returns the samples, once the recording has gone on for a fifth of a second of
    /// sound past this call (counted in samples, not in time): what was played before it has come through.
    func stop() -> [Int16] {
        let wanted = byteCount + Self.rate / 5 * 2
        let deadline = HarnessClock.now + 20
        while byteCount < wanted && HarnessClock.now < deadline && child.isRunning { usleep(10_000) }
        child.send(SIGINT)
        if child.wait(timeout: 5) == .timedOut { child.wait(timeout: 1) }
        return samples
    }
}

/// A sound heard in a recording: when it starts (seconds from the start of the recording) and the cue
/// its frequency says it is.
struct HeardCue: CustomStringConvertible {
    var onset: Double
    var frequency: Double
    var peak: Int

    /// The cue whose (first) frequency is nearest.
    var cue: String {
        let table: [(String, Double)] = [
            ("tick", 1000), ("finalTick", 1500), ("buzzer", 220), ("right", 660), ("wrong", 150), ("turnStart", 587),
        ]
        return table.min { abs($0.1 - frequency) < abs($1.1 - frequency) }!.0
    }

    /// How long the cue plays.
    var nominalSeconds: Double { SoundCue(rawValue: cue)?.duration ?? 0 }

    var description: String { String(format: "%@ at %.3f s (%.0f Hz, peak %d)", cue, onset, frequency, peak) }
}

/// Finds the sounds in `samples`: an onset is the first sample above `threshold` after at least 100 ms
/// below it; the frequency comes from zero crossings over the 40 ms after the first 5.
func heardCues(_ samples: [Int16], rate: Int = MonitorRecording.rate, threshold: Int = 1000) -> [HeardCue] {
    var cues: [HeardCue] = []
    let quietGap = rate / 10
    var lastLoud = -quietGap - 1
    for (index, sample) in samples.enumerated() where abs(Int(sample)) > threshold {
        if index - lastLoud > quietGap {
            let start = min(samples.count, index + rate / 200)
            let end = min(samples.count, start + rate / 25)
            // The frequency from the median gap between zero crossings: a server that runs dry under load
            // leaves silence inside a sound, which a count of crossings over the window would read as a
            // lower note (a final tick as a tick, the buzzer as the wrong-answer tone).
            var crossingGaps: [Int] = []
            var previous: (value: Int16, index: Int)?
            var lastCrossing: Int?
            for position in start..<end where samples[position] != 0 {
                let value = samples[position]
                if let last = previous, (last.value < 0) != (value < 0) {
                    if let lastCrossing { crossingGaps.append(position - lastCrossing) }
                    lastCrossing = position
                }
                previous = (value, position)
            }
            let medianGap = crossingGaps.sorted().dropFirst(crossingGaps.count / 2).first
            let peak = samples[index..<min(samples.count, index + rate / 20)].map { abs(Int($0)) }.max() ?? 0
            let heard = HeardCue(
                onset: Double(index) / Double(rate),
                frequency: medianGap.map { Double(rate) / 2 / Double($0) } ?? 0,
                peak: peak)
            // On a busy machine the server can run dry in the middle of a long sound (the 0.8 s buzzer, the
            // right chime's second note): the rest comes after a gap. A sound at the pitch of one of the last
            // cue's notes, before that cue could have ended, is that rest (the chime's 880 Hz note alone
            // would read as a tick).
            if let last = cues.last, heard.onset - last.onset < last.nominalSeconds + 0.25,
                SoundCue(rawValue: last.cue)?.segments.contains(where: {
                    abs($0.frequency - heard.frequency) < $0.frequency * 0.1
                }) == true
            {
                lastLoud = index
                continue
            }
            cues.append(heard)
        }
        lastLoud = index
    }
    return cues
}

/// `guess play` in a pseudo-terminal for the sound tests: the terminal tests' run on the English bank, in
/// the plain look, with what the sound tests ask of it.
extension PlayTerminalRun {
    /// Starts `guess play --bank en arguments` with `environment`.
    convenience init(sound arguments: [String], sandbox: Sandbox, environment: [String: String]) throws {
        try self.init(["--bank", "en"] + arguments, sandbox: sandbox, environment: environment)
    }

    /// The terminal bells rung so far.
    var bells: Int { rawBytes.count { $0 == 0x07 } }

    /// Declines "play again" and waits for the exit.
    func leave() -> ChildExit {
        press("n")
        return finish(timeout: 15)
    }
}

private func describe(_ cues: [HeardCue]) -> String { cues.map(\.description).joined(separator: "\n") }

// MARK: - Tests

extension EndToEndWithSound {
    @Suite("guess play: sound through a real PulseAudio server")
    struct SoundEndToEnd {
        @Test("a 5-second round: turn tone at the start, ticks each second, the buzzer at the deadline")
        func countdownAndBuzzer() throws {
            let daemon = try PulseDaemon()
            defer { daemon.stop() }
            let recording = try MonitorRecording(daemon)
            let sandbox = try Sandbox()
            let run = try PlayTerminalRun(
                sound: ["--yes", "--lead-in", "0", "--seconds", "5", "--sound", "auto"], sandbox: sandbox,
                environment: ["PULSE_SERVER": daemon.server])
            try #require(run.waitFor("Play again", timeout: 30), "the round did not end\n\(run.transcript)")
            #expect(run.leave() == .exited(0), "\(run.transcript)")
            let samples = recording.stop()
            #expect(run.text().contains("sound through the sound server"), "\(run.transcript)")
            #expect(run.bells == 0, "the bell rang although the server plays")

            let cues = heardCues(samples)
            try #require(
                cues.map(\.cue) == ["turnStart", "tick", "finalTick", "finalTick", "finalTick", "buzzer"],
                "heard:\n\(describe(cues))")
            // One second apart, as recorded (the delay from game to speaker is the same for every cue).
            for (earlier, later) in zip(cues, cues.dropFirst()) {
                #expect(abs(later.onset - earlier.onset - 1) <= 0.1, "\(earlier) then \(later)")
            }
            // The buzzer at the deadline: 5 s after the tone that played as the clock started.
            #expect(abs(cues[5].onset - cues[0].onset - 5) <= 0.1, "heard:\n\(describe(cues))")
            #expect(cues[5].peak > 25_000, "the buzzer is loud: \(cues[5])")
            #expect(cues[1].peak < cues[2].peak, "the last three ticks are louder")
        }

        @Test("right and wrong answers play a rising chime and a low blip; volume scales them")
        func answers() throws {
            let daemon = try PulseDaemon()
            defer { daemon.stop() }
            var peaks: [Int: Int] = [:]
            for volume in [100, 50] {
                let recording = try MonitorRecording(daemon)
                let sandbox = try Sandbox()
                try sandbox.write(to: sandbox.userConfig, "[round]\nvolume = \(volume)\n")
                let run = try PlayTerminalRun(
                    sound: ["--yes", "--lead-in", "0", "--seconds", "300"], sandbox: sandbox,
                    environment: ["PULSE_SERVER": daemon.server])
                // Each key once the sound before it has been heard to its end, so that no two overlap.
                try #require(run.waitFor("right 0", timeout: 30), "\(run.transcript)")
                try #require(recording.waitUntilHeard(1), "no turn tone:\n\(describe(heardCues(recording.samples)))")
                run.press("y")
                try #require(run.waitFor("right 1", timeout: 30), "\(run.transcript)")
                try #require(recording.waitUntilHeard(2), "no chime:\n\(describe(heardCues(recording.samples)))")
                run.press("n")
                try #require(run.waitFor("✗ 1 wrong", timeout: 30), "\(run.transcript)")
                try #require(recording.waitUntilHeard(3), "no blip:\n\(describe(heardCues(recording.samples)))")
                run.press("q")
                try #require(run.waitFor("End the game?", timeout: 30), "\(run.transcript)")
                run.press("y")
                try #require(run.waitFor("Play again", timeout: 30), "\(run.transcript)")
                #expect(run.leave() == .exited(0), "\(run.transcript)")
                let cues = heardCues(recording.stop())
                #expect(
                    cues.map(\.cue) == ["turnStart", "right", "wrong"], "volume \(volume), heard:\n\(describe(cues))")
                peaks[volume] = cues.first { $0.cue == "right" }?.peak
            }
            let full = try #require(peaks[100])
            let half = try #require(peaks[50])
            let ratio = Double(half) / Double(full)
            #expect(abs(ratio - 0.25) < 0.05, "volume 50 gives \(half), volume 100 \(full)")
        }

        @Test("--sound off: nothing reaches the server and no bell rings")
        func off() throws {
            let daemon = try PulseDaemon()
            defer { daemon.stop() }
            let recording = try MonitorRecording(daemon)
            let sandbox = try Sandbox()
            let run = try PlayTerminalRun(
                sound: ["--yes", "--lead-in", "0", "--seconds", "2", "--sound", "off"], sandbox: sandbox,
                environment: ["PULSE_SERVER": daemon.server])
            try #require(run.waitFor("Time is up", timeout: 30), "\(run.transcript)")
            #expect(run.leave() == .exited(0), "\(run.transcript)")
            let samples = recording.stop()
            // The recorder ran all along: at least the round's 2 seconds of samples, all silent.
            #expect(samples.count >= 2 * MonitorRecording.rate, "\(samples.count) samples")
            #expect(samples.allSatisfy { abs(Int($0)) <= 1 }, "heard:\n\(describe(heardCues(samples)))")
            #expect(run.bells == 0)
        }

        @Test("no server: the terminal bell at the first countdown tick and at time-up, and a notice saying so")
        func bellWhenNoServer() throws {
            let sandbox = try Sandbox()
            let nowhere = sandbox.root.appendingPathComponent("no-such-server/native").path
            let run = try PlayTerminalRun(
                sound: ["--yes", "--lead-in", "0", "--seconds", "2"], sandbox: sandbox,
                environment: ["PULSE_SERVER": "unix:" + nowhere])
            try #require(run.waitFor("Time is up", timeout: 30), "\(run.transcript)")
            #expect(run.leave() == .exited(0), "\(run.transcript)")
            #expect(run.text().contains("using the terminal bell"), "\(run.transcript)")
            #expect(run.bells == 2, "\(run.bells) bells")
        }

        @Test("the server dies mid-round: the round plays on to its end with the bell, and says so")
        func serverGoesAway() throws {
            let daemon = try PulseDaemon()
            defer { daemon.stop() }
            let sandbox = try Sandbox()
            let run = try PlayTerminalRun(
                sound: ["--yes", "--lead-in", "0", "--seconds", "4"], sandbox: sandbox,
                environment: ["PULSE_SERVER": daemon.server])
            try #require(run.waitFor("right 0", timeout: 30), "\(run.transcript)")
            daemon.kill()
            try #require(run.waitFor("Time is up", timeout: 30), "the round stalled\n\(run.transcript)")
            #expect(run.leave() == .exited(0), "\(run.transcript)")
            #expect(run.text().contains("went away"), "\(run.transcript)")
            #expect(run.bells >= 1, "no bell after the server went away")
        }

        @Test("through a pipe: silent unless --sound is given")
        func pipe() throws {
            let daemon = try PulseDaemon()
            defer { daemon.stop() }
            for explicit in [false, true] {
                let recording = try MonitorRecording(daemon)
                let result = try BinaryRunner.run(
                    ["play", "--no-history", "--seconds", "60"] + (explicit ? ["--sound", "auto"] : []),
                    environment: ["PULSE_SERVER": daemon.server], stdin: Data("y\nn\n".utf8), timeout: 60)
                #expect(result.status == 0, "\(result)")
                #expect(!result.stdoutData.contains(0x07), "a bell among the word lines")
                let cues = heardCues(recording.stop())
                if explicit {
                    // The turn tone, the chime and the blip all start at once here: heard, not told apart.
                    #expect(!cues.isEmpty, "nothing heard with --sound auto")
                } else {
                    #expect(cues.isEmpty, "heard:\n\(describe(cues))")
                }
            }
        }
    }
}
