@preconcurrency import Glibc
import GuessWords

/// Where the game's cues go. `play` never waits: the game loop hands a cue over and goes on.
protocol SoundPlayer: AnyObject {
    /// Plays `cue`, or hands it over to be played, without blocking.
    func play(_ cue: SoundCue)
    /// Whether nothing is ever heard (a loop need not wake up each second for ticks).
    var isSilent: Bool { get }
    /// A one-line notice about the output (it changed during the game), once; nil when there is none.
    func takeNotice() -> String?
    /// Lets what is playing end (bounded: never more than about two seconds), then lets go of the
    /// output. Call once before the program exits.
    func finish()
}

extension SoundPlayer {
    /// No notice by default.
    func takeNotice() -> String? { nil }
    /// Nothing to finish by default.
    func finish() {}
    /// Plays every cue of `cues`, in order.
    func play(_ cues: [SoundCue]) { for cue in cues { play(cue) } }
}

/// Plays nothing (`--sound off`, and pipe mode without `--sound`).
final class SilentPlayer: SoundPlayer {
    /// A silent player.
    init() {}
    /// Does nothing.
    func play(_ cue: SoundCue) {}
    /// Always true.
    var isSilent: Bool { true }
}

/// The terminal bell, as before there was sound: once when the countdown starts (10 seconds left, or
/// the first tick of a shorter round) and once when time is up. Other cues are not rung: a bell for
/// every tick and answer would only be noise.
final class BellPlayer: SoundPlayer {
    private let descriptor: Int32
    private var rangWarning = false

    /// A bell written as BEL to `descriptor` (standard output on the game's screen).
    init(descriptor: Int32 = 1) { self.descriptor = descriptor }

    /// Rings for the first countdown tick of a round and for the buzzer.
    func play(_ cue: SoundCue) {
        switch cue {
        case .turnStart: rangWarning = false
        case .tick, .finalTick:
            guard !rangWarning else { return }
            rangWarning = true
            ring()
        case .buzzer, .fanfare:
            rangWarning = true
            ring()
        case .right, .wrong: break
        }
    }

    /// False: the bell is heard (if the terminal lets it).
    var isSilent: Bool { false }

    private func ring() {
        var bell: UInt8 = 0x07
        while write(descriptor, &bell, 1) < 0 && errno == EINTR {}
    }
}
