/// A sound the game plays. Every cue is synthesised in code (no sample files) and lasts under a second.
package enum SoundCue: String, Sendable, CaseIterable, Equatable {
    /// A short tick, each second from 10 to 4 seconds left.
    case tick
    /// A higher tick, each second of the last 3.
    case finalTick
    /// A loud buzzer when time is up (or the deck runs out and the round ends by itself).
    case buzzer
    /// A soft rising chime on a right answer.
    case right
    /// A low blip on a wrong answer.
    case wrong
    /// A gentle tone as a turn's clock starts.
    case turnStart
    /// A short rising fanfare with the winner card of a party game.
    case fanfare
}

/// How a tone's sound wave is shaped.
package enum Waveform: Sendable, Equatable {
    /// A pure sine: soft.
    case sine
    /// A square wave: harsh and loud for its level (the buzzer, the wrong blip).
    case square
}

/// One note of a cue: a waveform at a frequency, with a linear attack and an exponential-like release.
package struct ToneSegment: Sendable, Equatable {
    /// The wave.
    package var waveform: Waveform
    /// Frequency in hertz.
    package var frequency: Double
    /// Length in seconds.
    package var duration: Double
    /// Peak level, 0 to 1 of full scale, at volume 100.
    package var level: Double
    /// Seconds of linear fade-in.
    package var attack: Double
    /// Seconds of fade-out at the end (a raised-cosine ramp to silence).
    package var release: Double
    /// Whether the note decays from its peak over its length like a struck bell (else it holds).
    package var decays: Bool

    /// A note.
    package init(
        _ waveform: Waveform, frequency: Double, duration: Double, level: Double, attack: Double, release: Double,
        decays: Bool = false
    ) {
        self.waveform = waveform
        self.frequency = frequency
        self.duration = duration
        self.level = level
        self.attack = attack
        self.release = release
        self.decays = decays
    }
}

extension SoundCue {
    /// The notes of the cue, played one after the other.
    package var segments: [ToneSegment] {
        switch self {
        case .tick:
            [
                ToneSegment(
                    .sine, frequency: 1000, duration: 0.05, level: 0.5, attack: 0.002, release: 0.015, decays: true)
            ]
        case .finalTick:
            [
                ToneSegment(
                    .sine, frequency: 1500, duration: 0.08, level: 0.6, attack: 0.002, release: 0.02, decays: true)
            ]
        case .buzzer:
            [ToneSegment(.square, frequency: 220, duration: 0.8, level: 0.9, attack: 0.005, release: 0.06)]
        case .right:
            [
                ToneSegment(
                    .sine, frequency: 660, duration: 0.12, level: 0.4, attack: 0.005, release: 0.02, decays: true),
                ToneSegment(
                    .sine, frequency: 880, duration: 0.28, level: 0.4, attack: 0.005, release: 0.08, decays: true),
            ]
        case .wrong:
            [ToneSegment(.square, frequency: 150, duration: 0.18, level: 0.3, attack: 0.005, release: 0.04)]
        case .turnStart:
            [ToneSegment(.sine, frequency: 587, duration: 0.4, level: 0.35, attack: 0.04, release: 0.2)]
        case .fanfare:
            // C5 E5 G5, then a held C6: a major arpeggio, bright but not louder than the buzzer.
            [
                ToneSegment(.sine, frequency: 523.25, duration: 0.11, level: 0.45, attack: 0.005, release: 0.02),
                ToneSegment(.sine, frequency: 659.25, duration: 0.11, level: 0.45, attack: 0.005, release: 0.02),
                ToneSegment(.sine, frequency: 783.99, duration: 0.11, level: 0.45, attack: 0.005, release: 0.02),
                ToneSegment(
                    .sine, frequency: 1046.5, duration: 0.5, level: 0.5, attack: 0.005, release: 0.2, decays: true),
            ]
        }
    }

    /// Length of the cue in seconds.
    package var duration: Double { segments.reduce(0) { $0 + $1.duration } }
}
