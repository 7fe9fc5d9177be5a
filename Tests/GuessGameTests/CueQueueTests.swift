import Testing

@testable import GuessGame

@Suite("The sound thread's cue queue")
struct CueQueueTests {
    @Test("a cue queued while the stream was still waking is played once it plays (the --lead-in 0 turn tone)")
    func queuedBeforeTheStreamPlays() {
        var queue = CueQueue()
        queue.add(.turnStart, at: 1.0)
        // The sink woke 0.6 s later: the cue has waited since the stream began to play, not since 1.0.
        #expect(queue.take(now: 1.65, streamPlayingSince: 1.6) == [.turnStart])
        #expect(queue.isEmpty)
    }

    @Test("a cue that waited too long on a playing stream is dropped; fresh ones play in order")
    func staleCuesAreDropped() {
        var queue = CueQueue()
        queue.add(.tick, at: 1.0)
        queue.add(.right, at: 1.3)
        queue.add(.wrong, at: 1.4)
        #expect(queue.take(now: 1.5, streamPlayingSince: 0) == [.right, .wrong])
        #expect(queue.isEmpty)
    }

    @Test("at most sixteen cues wait; the oldest go")
    func bounded() {
        var queue = CueQueue()
        for index in 0..<20 { queue.add(index < 4 ? .tick : .finalTick, at: 0) }
        let taken = queue.take(now: 0, streamPlayingSince: 0)
        #expect(taken.count == CueQueue.capacity)
        #expect(taken.allSatisfy { $0 == .finalTick })
    }
}
