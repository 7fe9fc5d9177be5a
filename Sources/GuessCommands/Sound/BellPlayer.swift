@preconcurrency import Glibc
import GuessGame
import GuessPlay

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
