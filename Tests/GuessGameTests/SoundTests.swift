import Foundation
import GuessGameTestSupport
import Testing

@testable import GuessGame
@testable import GuessText
@testable import GuessWords

private let rate = 48_000

/// Frequency of `samples` from their zero crossings (two per cycle).
private func frequency(_ samples: ArraySlice<Int16>, rate: Int) -> Double {
    var crossings = 0
    var previous: Int16?
    for sample in samples where sample != 0 {
        if let last = previous, (last < 0) != (sample < 0) { crossings += 1 }
        previous = sample
    }
    return Double(crossings) / 2 / (Double(samples.count) / Double(rate))
}

private func peak<C: Collection>(_ samples: C) -> Int where C.Element == Int16 {
    samples.map { abs(Int($0)) }.max() ?? 0
}

/// A round of `seconds` over a small custom bank, on a manual clock.
private func makeRound(seconds: Double, words: Int = 30) -> (Round, ManualClock) {
    var builder = WordBankBuilder()
    let text = "[custom]\n" + (0..<words).map { "w\($0)" }.joined(separator: "\n")
    _ = builder.add(contents: Array(text.utf8), source: "t.txt", format: .text)
    let bank = builder.bank
    let clock = ManualClock(start: 50)
    let deck = Deck(bank: bank, weights: .standard, generator: SplitMix64(seed: 3))
    return (Round(bank: bank, deck: deck, seconds: seconds, clock: clock), clock)
}

@Suite("Sound: synthesiser")
struct SoundSynthesizerTests {
    @Test("every cue lasts under a second and has the length its notes say", arguments: SoundCue.allCases)
    func length(cue: SoundCue) {
        let samples = SoundSynthesizer.samples(for: cue, sampleRate: rate, volume: 100)
        #expect(cue.duration < 1)
        #expect(cue.duration > 0.03)
        #expect(abs(samples.count - Int(cue.duration * Double(rate))) <= cue.segments.count)
        let at44k = SoundSynthesizer.samples(for: cue, sampleRate: 44_100, volume: 100)
        #expect(abs(at44k.count - Int(cue.duration * 44_100)) <= cue.segments.count)
    }

    @Test(
        "peak level matches each cue's level; nothing clips; starts and ends near silence", arguments: SoundCue.allCases
    )
    func peakAndClipping(cue: SoundCue) {
        let samples = SoundSynthesizer.samples(for: cue, sampleRate: rate, volume: 100)
        let level = cue.segments.map(\.level).max()!
        let loudest = peak(samples)
        #expect(loudest <= Int(SoundSynthesizer.fullScale))
        #expect(!samples.contains(Int16.min), "a sample at -32768 means a wrapped or clipped value")
        #expect(Double(loudest) >= level * SoundSynthesizer.fullScale * 0.9, "peak \(loudest) for level \(level)")
        #expect(Double(loudest) <= level * SoundSynthesizer.fullScale + 1)
        // No click: the envelope opens and closes.
        #expect(abs(Int(samples.first!)) < 1000)
        #expect(abs(Int(samples.last!)) < 1000)
    }

    @Test("the buzzer is the loudest cue, the ticks louder than the chimes")
    func loudness() {
        let peaks = Dictionary(
            uniqueKeysWithValues: SoundCue.allCases.map {
                ($0, peak(SoundSynthesizer.samples(for: $0, sampleRate: rate, volume: 100)))
            })
        for cue in SoundCue.allCases where cue != .buzzer { #expect(peaks[.buzzer]! > peaks[cue]!) }
        #expect(peaks[.finalTick]! > peaks[.tick]!)
        #expect(peaks[.tick]! > peaks[.right]!)
    }

    @Test(
        "single-note cues sound at their frequency (zero crossings)",
        arguments: [(SoundCue.tick, 1000.0), (.finalTick, 1500), (.buzzer, 220), (.wrong, 150), (.turnStart, 587)])
    func frequencyByZeroCrossings(cue: SoundCue, expected: Double) {
        let samples = SoundSynthesizer.samples(for: cue, sampleRate: rate, volume: 100)
        let measured = frequency(samples[...], rate: rate)
        // A partial cycle at either end is at most one crossing off.
        let tolerance = 1.5 / cue.duration
        #expect(abs(measured - expected) <= tolerance, "\(cue): \(measured) Hz, expected \(expected)")
    }

    @Test("the final tick is higher than the tick; the right chime rises; the wrong blip is low")
    func pitches() {
        let right = SoundSynthesizer.samples(for: .right, sampleRate: rate, volume: 100)
        let firstNote = Int(SoundCue.right.segments[0].duration * Double(rate))
        let low = frequency(right[..<firstNote], rate: rate)
        let high = frequency(right[firstNote...], rate: rate)
        #expect(abs(low - 660) < 15 && abs(high - 880) < 15, "\(low) then \(high)")
        let wrong = frequency(SoundSynthesizer.samples(for: .wrong, sampleRate: rate, volume: 100)[...], rate: rate)
        #expect(wrong < 200)
    }

    @Test("volume scales the amplitude by (volume/100)²; 0 is silence; out-of-range volumes are clamped")
    func volumeScaling() {
        let full = SoundSynthesizer.samples(for: .buzzer, sampleRate: rate, volume: 100)
        let half = SoundSynthesizer.samples(for: .buzzer, sampleRate: rate, volume: 50)
        let ratio = Double(peak(half)) / Double(peak(full))
        #expect(abs(ratio - 0.25) < 0.01, "ratio \(ratio)")
        #expect(half.count == full.count)
        #expect(SoundSynthesizer.samples(for: .tick, sampleRate: rate, volume: 0).allSatisfy { $0 == 0 })
        #expect(
            SoundSynthesizer.samples(for: .tick, sampleRate: rate, volume: 250)
                == SoundSynthesizer.samples(for: .tick, sampleRate: rate, volume: 100))
        #expect(SoundSynthesizer.samples(for: .tick, sampleRate: rate, volume: -5).allSatisfy { $0 == 0 })
        #expect(SoundSynthesizer.samples(for: .tick, sampleRate: 0, volume: 100).isEmpty)
    }
}

@Suite("Sound: mixer")
struct SoundMixerTests {
    @Test("silence when idle; a cue plays once to its end across chunks")
    func playsThrough() {
        var mixer = SoundMixer()
        #expect(mixer.render(4) == [0, 0, 0, 0])
        mixer.add([1, 2, 3, 4, 5])
        #expect(!mixer.isIdle)
        #expect(mixer.render(3) == [1, 2, 3])
        #expect(mixer.render(3) == [4, 5, 0])
        #expect(mixer.isIdle)
        #expect(mixer.render(2) == [0, 0])
    }

    @Test("overlapping cues are summed and saturate instead of wrapping")
    func mixesAndSaturates() {
        var mixer = SoundMixer()
        mixer.add([30_000, 30_000, -30_000, 100])
        mixer.add([10_000, -10_000, -10_000])
        #expect(mixer.render(5) == [32_767, 20_000, -32_768, 100, 0])
        let buzzer = SoundSynthesizer.samples(for: .buzzer, sampleRate: rate, volume: 100)
        mixer.add(buzzer)
        mixer.add(SoundSynthesizer.samples(for: .right, sampleRate: rate, volume: 100))
        let mixed = mixer.render(buzzer.count)
        #expect(mixed.count == buzzer.count)
        #expect(peak(mixed) <= 32_768)
    }
}

@Suite("Sound: cue schedule")
struct SoundScheduleTests {
    @Test("a 12-second round: turn start, ticks 10…4, higher ticks 3…1, the buzzer at the deadline")
    func wholeRound() {
        var (round, clock) = makeRound(seconds: 12)
        var schedule = SoundSchedule()
        #expect(schedule.cues(for: round).isEmpty, "nothing before the clock starts")
        round.start()
        var heard: [(Double, SoundCue)] = []
        for cue in schedule.cues(for: round) { heard.append((0, cue)) }
        // The loop wakes at every whole second, as the terminal's does, and twice in between.
        var elapsed = 0.0
        while !round.isOver {
            clock.advance(by: 0.25)
            elapsed += 0.25
            round.tick()
            for cue in schedule.cues(for: round) { heard.append((elapsed, cue)) }
        }
        #expect(
            heard.map(\.1) == [.turnStart] + Array(repeating: .tick, count: 7) + Array(repeating: .finalTick, count: 3)
                + [.buzzer])
        #expect(heard.map(\.0) == [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        #expect(schedule.cues(for: round).isEmpty, "nothing after the end")
    }

    @Test("answers give right and wrong, undo nothing; no tick while paused")
    func answersAndPause() {
        var (round, clock) = makeRound(seconds: 300)
        var schedule = SoundSchedule()
        round.start()
        #expect(schedule.cues(for: round) == [.turnStart])
        round.answer(.correct)
        #expect(schedule.cues(for: round) == [.right])
        round.answer(.wrong)
        #expect(schedule.cues(for: round) == [.wrong])
        round.undo()
        #expect(schedule.cues(for: round).isEmpty)
        round.answer(.wrong)
        #expect(schedule.cues(for: round) == [.wrong])
        clock.advance(by: 289.5)
        round.togglePause()
        clock.advance(by: 100)
        #expect(schedule.cues(for: round).isEmpty, "the clock is stopped at \(round.displayedSeconds)")
        round.togglePause()
        clock.advance(by: 0.5)
        #expect(round.displayedSeconds == 10)
        #expect(schedule.cues(for: round) == [.tick])
    }

    @Test("missed seconds give one tick for the newest second, not a late burst")
    func missedSeconds() {
        var (round, clock) = makeRound(seconds: 20)
        var schedule = SoundSchedule()
        round.start()
        _ = schedule.cues(for: round)
        clock.advance(by: 15.5)  // 4.5 left: 10…5 were missed
        #expect(schedule.cues(for: round) == [.tick])
        clock.advance(by: 2)  // 2.5 left
        #expect(schedule.cues(for: round) == [.finalTick])
    }

    @Test("quitting ends silently; a round shorter than the countdown ticks only its own seconds")
    func quitAndShortRounds() {
        var (round, clock) = makeRound(seconds: 300)
        var schedule = SoundSchedule()
        round.start()
        _ = schedule.cues(for: round)
        clock.advance(by: 295)
        round.stop(.quit)
        #expect(schedule.cues(for: round).isEmpty)

        var (short, shortClock) = makeRound(seconds: 4)
        var shortSchedule = SoundSchedule()
        short.start()
        var cues = shortSchedule.cues(for: short)
        for _ in 0..<4 {
            shortClock.advance(by: 1)
            short.tick()
            cues += shortSchedule.cues(for: short)
        }
        #expect(cues == [.turnStart, .finalTick, .finalTick, .finalTick, .buzzer])
    }

    @Test("a deck that runs out ends with the buzzer")
    func exhausted() {
        var (round, _) = makeRound(seconds: 60, words: 2)
        var schedule = SoundSchedule()
        round.start()
        _ = schedule.cues(for: round)
        round.answer(.correct)
        round.answer(.correct)
        #expect(round.endReason == .exhausted)
        #expect(schedule.cues(for: round) == [.right, .buzzer])
    }
}
