/// Where the game's sounds go (`round.sound`, `--sound`).
package enum SoundSetting: String, Sendable, CaseIterable {
    /// Through the desktop's sound server (PulseAudio or PipeWire) when one is reachable at start,
    /// else the terminal bell.
    case auto
    /// The terminal bell only, at 10 seconds left and when time is up.
    case bell
    /// Nothing at all, bell included.
    case off
}
