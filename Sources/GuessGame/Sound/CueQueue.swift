/// The cues handed to a sound thread, waiting for it to mix them in. A cue that waited too long is
/// dropped (late is wrong), but a stream that is still waking up does not make cues late: a cue queued
/// before the stream began to play waits from that moment, so the turn-start tone of a turn that starts
/// at once (`--lead-in 0`) is heard.
package struct CueQueue: Sendable {
    /// A cue that waited longer than this (the thread was held up) is dropped.
    package static let staleSeconds = 0.25
    /// At most this many cues wait; the oldest go first.
    package static let capacity = 16

    private var pending: [(cue: SoundCue, queuedAt: Double)] = []

    /// An empty queue.
    package init() {}

    /// Whether no cue waits.
    package var isEmpty: Bool { pending.isEmpty }

    /// Queues `cue` at `time` (seconds on the player's monotonic clock).
    package mutating func add(_ cue: SoundCue, at time: Double) {
        pending.append((cue, time))
        if pending.count > Self.capacity { pending.removeFirst(pending.count - Self.capacity) }
    }

    /// Takes every waiting cue and returns those still worth playing at `now`: queued, or (if later) the
    /// stream began to play, at most `staleSeconds` ago.
    package mutating func take(now: Double, streamPlayingSince: Double) -> [SoundCue] {
        defer { pending.removeAll() }
        return pending.filter { now - max($0.queuedAt, streamPlayingSince) < Self.staleSeconds }.map(\.cue)
    }
}
