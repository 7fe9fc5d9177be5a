import Foundation
import GuessWords
import Testing

@testable import GuessPlay

/// The end of a game says `saving history… N left` after a second of waiting, then once a second (#26).
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
}
