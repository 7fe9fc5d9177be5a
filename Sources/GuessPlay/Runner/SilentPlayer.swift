import GuessGame

/// Plays nothing (`--sound off`, and pipe mode without `--sound`).
package final class SilentPlayer: SoundPlayer {
    /// A silent player.
    package init() {}
    /// Does nothing.
    package func play(_ cue: SoundCue) {}
    /// Always true.
    package var isSilent: Bool { true }
}
