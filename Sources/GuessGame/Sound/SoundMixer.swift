/// Mixes cues into one stream of samples: each cue added starts at the next rendered sample and plays to
/// its end; overlapping cues are summed and the sum saturates at full scale rather than wrapping.
/// Rendering when nothing plays gives silence, so a player can keep its stream fed at a steady latency.
package struct SoundMixer: Sendable {
    private struct Voice: Sendable {
        var samples: [Int16]
        var position = 0
    }

    private var voices: [Voice] = []

    /// A mixer with nothing playing.
    package init() {}

    /// Whether nothing is left to play.
    package var isIdle: Bool { voices.isEmpty }

    /// Starts `samples` at the next rendered sample.
    package mutating func add(_ samples: [Int16]) {
        guard !samples.isEmpty else { return }
        voices.append(Voice(samples: samples))
    }

    /// The next `count` samples: the sum of every playing cue, silence where none plays.
    package mutating func render(_ count: Int) -> [Int16] {
        guard count > 0 else { return [] }
        guard !voices.isEmpty else { return [Int16](repeating: 0, count: count) }
        var sums = [Int32](repeating: 0, count: count)
        for index in voices.indices {
            let available = min(count, voices[index].samples.count - voices[index].position)
            let start = voices[index].position
            voices[index].samples.withUnsafeBufferPointer { source in
                for offset in 0..<available { sums[offset] += Int32(source[start + offset]) }
            }
            voices[index].position += available
        }
        voices.removeAll { $0.position >= $0.samples.count }
        return sums.map { Int16(clamping: $0) }
    }
}
