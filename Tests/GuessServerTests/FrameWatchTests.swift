import GuessRoom
import GuessServer
import Testing

/// The WebSocket frames as the decoder made them, judged in one place: masks, reserved bits, opcodes,
/// control frames, a message's order and frame count, the rate.
@Suite("Phones' server: frames after the WebSocket's decoder")
struct FrameWatchTests {
    @Test(
        "a message may span a few frames with control frames between; endless continuations close it (1009)")
    func framesPerMessage() {
        var watch = FrameWatch(now: 0)
        func frame(_ opcode: UInt8, final: Bool = true, length: Int = 0, at now: Double = 0) -> FrameWatch.Verdict {
            watch.frame(opcode: opcode, final: final, masked: true, reserved: false, length: length, now: now)
        }
        #expect(frame(1, final: false, length: 1) == .keep)
        for _ in 2..<FrameWatch.maximumFramesPerMessage { #expect(frame(0, final: false) == .keep) }
        #expect(frame(9, length: 4) == .keep)
        #expect(frame(0) == .keep)
        // The next message starts the count again; one frame more than allowed is refused.
        #expect(frame(1, final: false, at: 2) == .keep)
        for _ in 2...FrameWatch.maximumFramesPerMessage { #expect(frame(0, final: false, at: 2) == .keep) }
        #expect(frame(0, final: false, at: 2) == .tooManyFrames)
        #expect(FrameWatch.Verdict.tooManyFrames.closeCode == 1009)
    }

    @Test("frames may come in a burst, then at a phone's pace; faster is refused (1008), pings included")
    func rate() {
        var watch = FrameWatch(now: 0)
        for _ in 0..<Int(FrameWatch.frameBurst) {
            #expect(watch.frame(opcode: 9, final: true, masked: true, reserved: false, length: 0, now: 0) == .keep)
        }
        let over = watch.frame(opcode: 1, final: true, masked: true, reserved: false, length: 1, now: 0)
        #expect(over == .framesTooFast && over.closeCode == 1008)
        var steady = FrameWatch(now: 0)
        for tap in 0..<2000 {
            let now = Double(tap) / FrameWatch.framesPerSecond
            #expect(steady.frame(opcode: 1, final: true, masked: true, reserved: false, length: 5, now: now) == .keep)
        }
    }

    @Test(
        "an unmasked frame, a reserved bit, an unknown opcode, a long or split control frame, a stray continuation or an interrupted message close with 1002"
    )
    func protocolErrors() {
        func first(_ frames: [(UInt8, Bool, Bool, Bool, Int)]) -> FrameWatch.Verdict {
            var watch = FrameWatch(now: 0)
            for (opcode, final, masked, reserved, length) in frames {
                let verdict = watch.frame(
                    opcode: opcode, final: final, masked: masked, reserved: reserved, length: length, now: 0)
                if verdict != .keep { return verdict }
            }
            return .keep
        }
        #expect(first([(9, true, false, false, 0)]) == .protocolError)  // the unmasked ping of the hostile pass
        #expect(first([(1, true, false, false, 5)]) == .protocolError)
        #expect(first([(1, true, true, true, 5)]) == .protocolError)
        for opcode: UInt8 in [3, 4, 5, 6, 7, 11, 12, 13, 14, 15] {
            #expect(first([(opcode, true, true, false, 0)]) == .protocolError)
        }
        #expect(first([(9, true, true, false, 126)]) == .protocolError)
        #expect(first([(9, false, true, false, 0)]) == .protocolError)
        #expect(first([(0, true, true, false, 0)]) == .protocolError)
        #expect(first([(1, false, true, false, 1), (2, true, true, false, 1)]) == .protocolError)
        #expect(first([(1, false, true, false, 1), (10, true, true, false, 0), (0, true, true, false, 1)]) == .keep)
        #expect(first([(8, true, true, false, 2)]) == .keep)
        #expect(FrameWatch.Verdict.protocolError.closeCode == 1002 && FrameWatch.Verdict.keep.closeCode == nil)
    }
}
