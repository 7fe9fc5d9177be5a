import GuessGame

/// Where the game's cues go. `play` never waits: the game loop hands a cue over and goes on.
package protocol SoundPlayer: AnyObject {
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
    package func takeNotice() -> String? { nil }
    /// Nothing to finish by default.
    package func finish() {}
}
