import Foundation
import GRDB
import GuessHistory
import Testing

/// A piped game queues answers far faster than a store writes them, with no other program in the way:
/// the end of the game waits until the queue is written (the only bound is on a store another program
/// keeps locked, on the injected clock), so a long game's history is complete, and it is never called
/// another program's lock.
@Suite struct RecorderBacklogTests {
    @Test func aLongQueueWrittenWithoutHindranceIsWaitedForToItsEnd() throws {
        let path = try StoreFixtures.directory() + "/history.sqlite"
        let (store, _) = try HistoryStore.open(StoreLocation(path: path, isDefault: false), access: .write)
        // A bound far shorter than writing the whole queue takes, and a clock that passes it at every look.
        let clock = TestClock()
        let recorder = HistoryRecorder(store: store, flushTimeout: 1, clock: clock)
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        recorder.beginGame(GameStart(startedAt: start, teams: nil, penalty: false))
        recorder.beginRound(RoundStart(turn: 1, team: nil, startedAt: start, seconds: 86400, seed: 1, bank: "en"))
        let answers = 20_000
        for index in 0..<answers {
            let at = Double(index) / 1000
            recorder.record(.shown(index: index, word: StoreFixtures.word("w\(index)", .unanswered, at: at)))
            recorder.record(.answered(index: index, word: StoreFixtures.word("w\(index)", .correct, at: at)))
        }
        recorder.record(.ended(.eof, elapsed: 20))
        let began = Date()
        var looks = 0
        #expect(
            recorder.flush { _, _ in
                looks += 1
                clock.advance(by: 2)
                return true
            })
        // A figure for the note, not a bound: how long the end of the game waited for 20,000 answers.
        print("RecorderBacklogTests: the end waited \(Date().timeIntervalSince(began)) s, \(looks) looks")
        #expect(recorder.takeNotice() == nil)
        let reader = try DatabaseQueue(path: path)
        #expect(try reader.read { try Int.fetchOne($0, sql: "SELECT correct FROM round") } == answers)
        #expect(try reader.read { try String.fetchOne($0, sql: "SELECT ended_by FROM round") } == "eof")
    }
}
