import Foundation
import GuessHistory
import GuessWords

/// `guess: saving history… N left` while the end of a game waits for the history (`HistoryRecorder.onWait`):
/// first after a second of waiting, then at most once a second; the wait always goes on.
final class SavingLine: @unchecked Sendable {
    private let strings: Strings
    private let output: @Sendable (String) -> Void
    private let lock = NSLock()
    private var shownAt: Double?

    /// A line in the language of `strings`, written by `output` (standard error by default).
    init(
        strings: Strings,
        output: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) {
        self.strings = strings
        self.output = output
    }

    /// Shows how many changes are `left` when it is due, `waited` seconds into the wait; returns true (go
    /// on waiting).
    func show(left: Int, waited: Double) -> Bool {
        let due: Bool = lock.withLock {
            guard waited >= 1, shownAt.map({ waited - $0 >= 1 }) ?? true else { return false }
            shownAt = waited
            return true
        }
        if due { output(StoreNotice.saving(left: left).line(strings)) }
        return true
    }
}
