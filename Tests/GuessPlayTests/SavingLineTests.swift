import Foundation
import Synchronization
import Testing

@testable import GuessPlay
@testable import GuessText

/// The end of a game says `saving history… N left` after a second of waiting, then once a second; Ctrl-C there
/// asks, and a second Ctrl-C gives up what is left (#26).
@Suite struct SavingLineTests {
    private final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [String] = []
        func add(_ line: String) { lock.withLock { all.append(line) } }
        var taken: [String] { lock.withLock { all } }
    }

    @Test func theLineComesAfterASecondThenOnceASecond() {
        let lines = Lines()
        let saving = SavingLine(strings: Strings(.en), output: { lines.add($0) })
        for (left, waited) in [(900, 0.0), (800, 0.5), (700, 1.0), (600, 1.5), (500, 2.1), (400, 2.5)] {
            #expect(saving.show(left: left, waited: waited), "the wait goes on")
        }
        #expect(lines.taken == ["guess: saving history… 700 left", "guess: saving history… 500 left"])
        let chinese = Lines()
        _ = SavingLine(strings: Strings(.zhHans), output: { chinese.add($0) }).show(left: 3, waited: 1)
        #expect(chinese.taken == ["guess: 正在保存历史……还剩 3 项"])
    }
    @Test func aFirstCtrlCAsksAndOnlyASecondGivesUp() {
        let lines = Lines()
        let signals = Mutex<[Int32?]>([nil, 2, nil, nil, 2])
        let saving = SavingLine(
            strings: Strings(.en), output: { lines.add($0) },
            interrupted: { signals.withLock { $0.isEmpty ? nil : $0.removeFirst() } })
        let goOn = [(50, 0.1), (40, 0.2), (30, 0.3), (20, 1.0), (10, 1.1)].map { saving.show(left: $0, waited: $1) }
        #expect(goOn == [true, true, true, true, false])
        #expect(saving.abandonedBy == 2)
        #expect(
            lines.taken == [
                "guess: still saving history (40 left); Ctrl-C again gives up what is not saved yet",
                "guess: saving history… 20 left",
            ])
        let chinese = Lines()
        let once = SavingLine(strings: Strings(.zhHans), output: { chinese.add($0) }, interrupted: { 2 })
        #expect(once.show(left: 3, waited: 0))
        #expect(once.abandonedBy == nil, "one Ctrl-C only asks")
        #expect(chinese.taken == ["guess: 仍在保存历史（还剩 3 项）；再按 Ctrl-C 放弃尚未保存的部分"])
    }
}
