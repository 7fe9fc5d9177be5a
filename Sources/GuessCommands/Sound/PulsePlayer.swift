@preconcurrency import CPulse
import Foundation
@preconcurrency import Glibc
import GuessGame
import GuessPlay
import GuessText

/// Sound through PulseAudio's simple API (or PipeWire's server for it), played from a thread of its own.
///
/// The thread keeps a small-buffered stream fed: cues mixed into chunks of a few milliseconds, silence
/// between them, so the delay from `play` to the speaker stays short and constant. `play` only puts the
/// cue in a queue under a lock: the game loop never waits for the server. When the server goes away
/// (a write fails) or stops taking sound for two seconds, cues go to the fallback (the bell) from then
/// on, and `takeNotice` says so once.
final class PulsePlayer: SoundPlayer, @unchecked Sendable {
    /// Samples per second of the stream (PipeWire's usual rate; PulseAudio resamples when it differs).
    static let sampleRate = 48_000
    /// Milliseconds of sound the server holds ahead (its target buffer length): the latency.
    static let bufferMilliseconds = 20
    /// Milliseconds of sound written at a time.
    static let chunkMilliseconds = 5
    /// Milliseconds of silence played before the player is ready (see `run`).
    static let warmUpMilliseconds = 150
    /// The thread making no progress for this long counts as a server that stopped taking sound.
    static let stallSeconds = 2.0

    private enum State {
        case connecting
        case playing
        case failed(PulseError)
        case finished
    }

    private let condition = NSCondition()
    // Guarded by `condition`:
    private var state = State.connecting
    private var pending = CueQueue()
    /// When the warmed-up stream began to play, on `clock`: cues queued before wait from then.
    private var playingSince = 0.0
    private var stopRequested = false
    private var lastProgress = ContinuousClock.now
    private var notice: String?
    private var noticeGiven = false
    private var abandoned = false
    private var warm = false

    private let fallback: SoundPlayer
    /// The language of the notice, given at start: the sound thread reads nothing global.
    private let strings: Strings
    private let samples: [SoundCue: [Int16]]
    private let server: String?
    private let clock = SystemMonotonicClock()

    private init(server: String?, volume: Int, fallback: SoundPlayer, strings: Strings) {
        self.server = server
        self.fallback = fallback
        self.strings = strings
        var samples: [SoundCue: [Int16]] = [:]
        for cue in SoundCue.allCases {
            samples[cue] = SoundSynthesizer.samples(for: cue, sampleRate: Self.sampleRate, volume: volume)
        }
        self.samples = samples
    }

    /// Connects to the server (`server`, else PulseAudio's default: `PULSE_SERVER`, the session's server)
    /// on a new thread and waits up to `timeout` seconds for it: the player, or why there is none. Then
    /// waits up to `warmUpWait` seconds more for the stream to be playing (see `run`); a stream still
    /// waking after that goes on waking in the background.
    static func start(
        server: String? = nil, volume: Int, fallback: SoundPlayer, strings: Strings, timeout: Double = 3,
        warmUpWait: Double = 0.5
    ) -> Result<PulsePlayer, PulseError> {
        let library: PulseLibrary
        switch PulseLibrary.load() {
        case .success(let loaded): library = loaded
        case .failure(let error): return .failure(error)
        }
        let player = PulsePlayer(server: server, volume: volume, fallback: fallback, strings: strings)
        let thread = Thread { player.run(library) }
        thread.name = "guess-sound"
        thread.start()
        let deadline = Date().addingTimeInterval(timeout)
        player.condition.lock()
        defer { player.condition.unlock() }
        while case .connecting = player.state {
            if !player.condition.wait(until: deadline) {
                player.abandoned = true  // the thread lets go of the stream if it ever connects
                return .failure(.timedOut)
            }
        }
        if case .failed(let error) = player.state { return .failure(error) }
        let warmUpDeadline = Date().addingTimeInterval(warmUpWait)
        while !player.warm && player.condition.wait(until: warmUpDeadline) {}
        return .success(player)
    }

    // MARK: - The game's side

    /// Queues `cue` for the sound thread; when the server is gone, plays it on the fallback instead.
    func play(_ cue: SoundCue) {
        condition.lock()
        var useFallback = false
        switch state {
        case .playing:
            if warm && ContinuousClock.now - lastProgress > .seconds(Self.stallSeconds) {
                state = .failed(.lost("it stopped taking sound"))
                noteFallback(.lost("it stopped taking sound"))
                useFallback = true
            } else {
                pending.add(cue, at: clock.now)
            }
        case .failed, .finished, .connecting:
            useFallback = true
        }
        condition.unlock()
        if useFallback { fallback.play(cue) }
    }

    /// False: the server plays the cues (or the fallback does).
    var isSilent: Bool { false }

    /// The notice that the server went away, once.
    func takeNotice() -> String? {
        condition.lock()
        defer { condition.unlock() }
        let taken = notice
        notice = nil
        return taken
    }

    /// Lets the queued and playing cues end, drains the stream and closes it; waits at most two seconds.
    func finish() {
        condition.lock()
        defer { condition.unlock() }
        stopRequested = true
        let deadline = Date().addingTimeInterval(2)
        while case .playing = state {
            if !condition.wait(until: deadline) { return }
        }
    }

    // MARK: - The sound thread

    private func run(_ library: PulseLibrary) {
        // Signals go to the game's thread (and so do those of libpulse's own thread, started from here).
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        var spec = pa_sample_spec(format: PA_SAMPLE_S16LE, rate: UInt32(Self.sampleRate), channels: 1)
        let bytesPerMillisecond = UInt32(Self.sampleRate / 1000 * 2)
        var attributes = pa_buffer_attr(
            maxlength: UInt32.max, tlength: bytesPerMillisecond * UInt32(Self.bufferMilliseconds),
            prebuf: UInt32.max, minreq: bytesPerMillisecond * UInt32(Self.chunkMilliseconds), fragsize: UInt32.max)
        var code: Int32 = 0
        let stream = library.new(server, "guess", PA_STREAM_PLAYBACK, nil, "guess cues", &spec, nil, &attributes, &code)
        condition.lock()
        guard let stream else {
            state = .failed(.noServer(library.message(code)))
            condition.broadcast()
            condition.unlock()
            return
        }
        if abandoned {
            state = .finished
            condition.unlock()
            library.free(stream)
            return
        }
        state = .playing
        condition.broadcast()
        condition.unlock()
        // A new stream can start late: a sink that had nothing to play sleeps in long blocks (PulseAudio's
        // null sink up to 2 s) before it takes our short latency. Silence gets it playing before the
        // first cue, so that cue is as punctual as the rest. Writes block at the pace of playback, so
        // this takes the warm-up time, or until the sink wakes; `start` bounds the wait.
        let chunkFrames = Self.sampleRate / 1000 * Self.chunkMilliseconds
        let silence = [Int16](repeating: 0, count: chunkFrames)
        var warmedUp = 0
        while warmedUp < Self.warmUpMilliseconds / Self.chunkMilliseconds {
            guard silence.withUnsafeBytes({ library.write(stream, $0.baseAddress, $0.count, &code) }) >= 0 else {
                break
            }
            warmedUp += 1
        }
        condition.lock()
        warm = true
        playingSince = clock.now
        lastProgress = ContinuousClock.now
        condition.broadcast()
        condition.unlock()

        var mixer = SoundMixer()
        var failure: PulseError?
        while true {
            condition.lock()
            let now = ContinuousClock.now
            lastProgress = now
            let stopping = stopRequested && pending.isEmpty
            let taken = pending.take(now: clock.now, streamPlayingSince: playingSince)
            if case .failed(let error) = state {  // declared stalled by the game's side
                condition.unlock()
                failure = error
                break
            }
            condition.unlock()
            for cue in taken { mixer.add(samples[cue] ?? []) }
            if stopping && mixer.isIdle { break }
            let chunk = mixer.render(chunkFrames)
            let written = chunk.withUnsafeBytes { library.write(stream, $0.baseAddress, $0.count, &code) }
            if written < 0 {
                failure = .lost(library.message(code))
                break
            }
        }
        if failure == nil { _ = library.drain(stream, &code) }
        library.free(stream)
        condition.lock()
        if let failure {
            state = .failed(failure)
            noteFallback(failure)
        } else if case .playing = state {
            state = .finished
        }
        condition.broadcast()
        condition.unlock()
    }

    /// Notes (under the lock) that cues now go to the fallback, for `takeNotice`.
    private func noteFallback(_ error: PulseError) {
        guard !noticeGiven else { return }
        noticeGiven = true
        let to =
            fallback.isSilent
            ? strings.pick("sound is off", "声音已关闭") : strings.pick("using the terminal bell", "改用终端响铃")
        notice = "guess: " + error.localized(strings) + strings.pick("; ", "；") + to
    }
}
