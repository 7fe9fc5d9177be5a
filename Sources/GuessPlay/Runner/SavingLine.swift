import Foundation
import GuessHistory
import GuessText
import Synchronization

/// `guess: saving history… N left` while the end of a game waits for the history (`HistoryRecorder.onWait`):
/// first after a second of waiting, then at most once a second. A signal that would end the program (Ctrl-C)
/// does not cut the wait short: the first one asks whether to give up what is left, and only a second one
/// gives it up (the recorder then names what was not saved).
final class SavingLine: Sendable {
    private let strings: Strings
    private let output: @Sendable (String) -> Void
    private let interrupted: @Sendable () -> Int32?
    /// When the line was last shown, and the signals that asked and that gave up.
    private struct Waiting {
        var shownAt: Double?
        var askedBy: Int32?
        var gaveUpBy: Int32?
    }

    private let waiting = Mutex(Waiting())

    /// A line in the language of `strings`, written by `output` (standard error by default); `interrupted`
    /// takes a signal that arrived since it was last asked (Ctrl-C), if any.
    init(
        strings: Strings,
        // The throwing write: `FileHandle.write(_:)` traps on a failed write (a closed standard error).
        output: @escaping @Sendable (String) -> Void = {
            try? FileHandle.standardError.write(contentsOf: Data(($0 + "\n").utf8))
        },
        interrupted: @escaping @Sendable () -> Int32? = { nil }
    ) {
        self.strings = strings
        self.output = output
        self.interrupted = interrupted
    }

    /// The signal that gave up the wait (the second Ctrl-C), if one did: the game then ends with it.
    var abandonedBy: Int32? { waiting.withLock { $0.gaveUpBy } }

    /// Shows how many changes are `left` when it is due, `waited` seconds into the wait; returns whether to
    /// go on waiting: false only once a second interruption has come.
    func show(left: Int, waited: Double) -> Bool {
        enum Step { case wait, ask, saying, giveUp }
        let step: Step = waiting.withLock { state in
            if let signal = interrupted() {
                guard state.askedBy == nil else {
                    state.gaveUpBy = signal
                    return .giveUp
                }
                state.askedBy = signal
                return .ask
            }
            guard waited >= 1, state.shownAt.map({ waited - $0 >= 1 }) ?? true else { return .wait }
            state.shownAt = waited
            return .saying
        }
        switch step {
        case .wait: return true
        case .giveUp: return false
        case .saying: output(StoreNotice.saving(left: left).line(strings))
        case .ask:
            output(
                "guess: "
                    + strings.pick(
                        "still saving history (\(left) left); Ctrl-C again gives up what is not saved yet",
                        "仍在保存历史（还剩 \(left) 项）；再按 Ctrl-C 放弃尚未保存的部分"))
        }
        return true
    }
}
