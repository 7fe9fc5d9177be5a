import Foundation

/// Turns cues into mono 16-bit PCM samples. Pure: the same cue, rate and volume give the same samples.
package enum SoundSynthesizer {
    /// The largest sample value used: full scale of 16-bit PCM.
    package static let fullScale = 32767.0

    /// The gain for `volume` (0 to 100, clamped): (volume/100)², so 50 is a quarter of the amplitude
    /// (about −12 dB, heard as roughly half as loud) and 0 is silence.
    package static func gain(volume: Int) -> Double {
        let fraction = Double(min(100, max(0, volume))) / 100
        return fraction * fraction
    }

    /// The samples of `cue` at `sampleRate` hertz and `volume` 0 to 100. Never clips: every segment's
    /// level is at most 1 and samples are clamped to 16 bits besides.
    package static func samples(for cue: SoundCue, sampleRate: Int, volume: Int) -> [Int16] {
        var samples: [Int16] = []
        for segment in cue.segments {
            samples += render(segment, sampleRate: sampleRate, gain: gain(volume: volume))
        }
        return samples
    }

    /// The samples of one note.
    package static func render(_ segment: ToneSegment, sampleRate: Int, gain: Double) -> [Int16] {
        guard sampleRate > 0 else { return [] }
        let rate = Double(sampleRate)
        let count = max(0, Int((segment.duration * rate).rounded()))
        let peak = min(1, max(0, segment.level)) * min(1, max(0, gain)) * fullScale
        guard peak > 0 else { return [Int16](repeating: 0, count: count) }
        let attack = max(1, segment.attack * rate)
        let release = max(1, segment.release * rate)
        var samples = [Int16](repeating: 0, count: count)
        for index in 0..<count {
            let time = Double(index) / rate
            let phase = (segment.frequency * time).truncatingRemainder(dividingBy: 1)
            let wave: Double
            switch segment.waveform {
            case .sine: wave = sin(2 * Double.pi * phase)
            case .square: wave = phase < 0.5 ? 1 : -1
            }
            var envelope = 1.0
            let position = Double(index)
            if position < attack { envelope = position / attack }
            let fromEnd = Double(count - 1 - index)
            if fromEnd < release { envelope *= 0.5 - 0.5 * cos(Double.pi * fromEnd / release) }
            if segment.decays { envelope *= 1 - 0.7 * position / Double(count) }
            let value = (wave * envelope * peak).rounded()
            samples[index] = Int16(min(fullScale, max(-fullScale, value)))
        }
        return samples
    }
}
