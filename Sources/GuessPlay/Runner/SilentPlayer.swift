import GuessGame

/// Plays nothing (`--sound off`, and pipe mode without `--sound`).
public final class SilentPlayer: SoundPlayer {
    /// A silent player.
    public init() {}
    /// Does nothing.
    public func play(_ cue: SoundCue) {}
    /// Always true.
    public var isSilent: Bool { true }
}
