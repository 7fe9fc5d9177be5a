import Foundation
import GRDB
import GuessGame
import GuessHistory
import Testing

/// A clock that moves only when a test moves it (read by the thread that waits for the history).
final class TestClock: MonotonicClock, @unchecked Sendable {
    private let lock = NSLock()
    private var seconds = 0.0

    var now: Double { lock.withLock { seconds } }

    func advance(by step: Double) { lock.withLock { seconds += step } }
}

/// The end of a game waits for every change under an injected clock: it gives up only on a store another
/// program keeps locked, says what is left while it waits, and names what the host chose to drop (#26).
@Suite struct RecorderClockTests {
    private let start = Date(timeIntervalSince1970: 1_800_000_000)

    private func lockedStore() throws -> (HistoryStore, DatabaseQueue, String) {
        let path = try StoreFixtures.directory() + "/history.sqlite"
        let (store, _) = try HistoryStore.open(
            StoreLocation(path: path, isDefault: false), access: .write, busyTimeout: 0.01)
        return (store, try DatabaseQueue(path: path), path)
    }

    @Test func aLockedStoreIsGivenUpOnlyAfterTheBoundOnTheInjectedClockWithTheCountNamed() throws {
        let (store, other, _) = try lockedStore()
        let clock = TestClock()
        let recorder = HistoryRecorder(store: store, flushTimeout: 10, clock: clock)
        try other.inDatabase { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            recorder.beginGame(GameStart(startedAt: start, teams: nil, penalty: false))
            recorder.beginRound(RoundStart(turn: 1, team: nil, startedAt: start, seconds: 60, seed: nil, bank: "en"))
            for index in 0..<5 {
                recorder.record(.shown(index: index, word: StoreFixtures.word("w\(index)", .correct)))
            }
            var reports: [(Int, Double)] = []
            // Each look moves the clock a second: the bound is ten of them, whatever the wall says.
            let done = recorder.flush { left, waited in
                reports.append((left, waited))
                clock.advance(by: 1)
                return true
            }
            #expect(!done)
            #expect(reports.count >= 10, "\(reports.count) looks: the bound is ten seconds of the clock")
            #expect(reports.last.map { $0.1 >= 9 } == true)
            #expect(reports.allSatisfy { $0.0 == 7 }, "nothing is written while the lock is held")
            #expect(recorder.takeNotice() == .unsaved(lost: 7))
            try db.execute(sql: "COMMIT")
        }
        // Nothing was dropped: once the lock is let go, everything lands.
        #expect(recorder.flush { _, _ in true })
        #expect(try other.read { try Int.fetchOne($0, sql: "SELECT correct FROM round") } == 5)
    }

    @Test func aSlowQueueIsNeverGivenUpHoweverMuchTheClockMoves() throws {
        let path = try StoreFixtures.directory() + "/history.sqlite"
        let (store, _) = try HistoryStore.open(StoreLocation(path: path, isDefault: false), access: .write)
        let clock = TestClock()
        let recorder = HistoryRecorder(store: store, flushTimeout: 0.001, clock: clock)
        recorder.beginGame(GameStart(startedAt: start, teams: nil, penalty: false))
        recorder.beginRound(RoundStart(turn: 1, team: nil, startedAt: start, seconds: 86_400, seed: nil, bank: "en"))
        let answers = 5_000
        for index in 0..<answers {
            recorder.record(.shown(index: index, word: StoreFixtures.word("w\(index)", .unanswered)))
            recorder.record(.answered(index: index, word: StoreFixtures.word("w\(index)", .correct)))
        }
        recorder.record(.ended(.eof, elapsed: 1))
        // An hour of the clock passes at every look: the store is not locked, so the end waits on.
        #expect(
            recorder.flush { _, _ in
                clock.advance(by: 3600)
                return true
            })
        #expect(recorder.takeNotice() == nil)
        let reader = try DatabaseQueue(path: path)
        #expect(try reader.read { try Int.fetchOne($0, sql: "SELECT correct FROM round") } == answers)
    }

    @Test func theHostAbandonsTheWaitAndIsToldWhatWasNotSaved() throws {
        let (store, other, _) = try lockedStore()
        let clock = TestClock()
        let recorder = HistoryRecorder(store: store, flushTimeout: 1000, clock: clock)
        try other.inDatabase { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            recorder.beginGame(GameStart(startedAt: start, teams: ["Red"], penalty: false, turnsPerTeam: 1))
            recorder.beginRound(RoundStart(turn: 1, team: "Red", startedAt: start, seconds: 60, seed: nil, bank: "en"))
            for index in 0..<3 {
                recorder.record(.shown(index: index, word: StoreFixtures.word("w\(index)", .unanswered)))
                recorder.record(.answered(index: index, word: StoreFixtures.word("w\(index)", .correct)))
            }
            recorder.record(.ended(.time, elapsed: 60))
            var shown: [Int] = []
            // The host sees "saving history… N left" after a second, then presses Ctrl-C and abandons.
            let done = recorder.flush { left, waited in
                if waited >= 1 { shown.append(left) }
                clock.advance(by: 0.5)
                return shown.count < 2
            }
            #expect(!done)
            #expect(shown == [9, 9])
            let lost = recorder.abandon()
            #expect(lost.changes == 9 && lost.answers == 3 && lost.turns == 1 && !lost.gameEnd)
            #expect(recorder.takeNotice() == .abandoned(lost))
            #expect(!recorder.isRecording)
            try db.execute(sql: "COMMIT")
        }
        #expect(try other.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM round") } == 0)
    }

    @Test func aStoreThatFailsIsReportedWithTheCountNotWritten() throws {
        let path = try StoreFixtures.directory() + "/history.sqlite"
        let (store, _) = try HistoryStore.open(StoreLocation(path: path, isDefault: false), access: .write)
        let recorder = HistoryRecorder(store: store, clock: TestClock())
        recorder.beginGame(GameStart(startedAt: start, teams: nil, penalty: false))
        recorder.beginRound(RoundStart(turn: 1, team: nil, startedAt: start, seconds: 60, seed: nil, bank: "en"))
        #expect(recorder.flush())
        let other = try DatabaseQueue(path: path)
        try other.write { db in try db.execute(sql: "DROP TABLE round_word") }
        for index in 0..<4 {
            recorder.record(.shown(index: index, word: StoreFixtures.word("w\(index)", .correct)))
        }
        recorder.flush()
        guard case .stopped(_, let lost)? = recorder.takeNotice() else {
            Issue.record("the failure was not reported")
            return
        }
        #expect(lost == 4)
    }

    @Test func closingFoldsTheWriteAheadLogIntoTheStoresFile() throws {
        let path = try StoreFixtures.directory() + "/history.sqlite"
        let (store, _) = try HistoryStore.open(StoreLocation(path: path, isDefault: false), access: .write)
        let recorder = HistoryRecorder(store: store, clock: TestClock())
        recorder.beginGame(GameStart(startedAt: start, teams: nil, penalty: false))
        recorder.beginRound(RoundStart(turn: 1, team: nil, startedAt: start, seconds: 60, seed: nil, bank: "en"))
        for index in 0..<200 {
            recorder.record(.shown(index: index, word: StoreFixtures.word("word number \(index)", .correct)))
        }
        recorder.record(.ended(.time, elapsed: 60))
        recorder.close()
        let wal = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        #expect(wal == 0, "the write-ahead log is emptied")
        // The store's file alone, copied by its name, holds the round.
        let copy = try StoreFixtures.directory() + "/copy.sqlite"
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let reader = try DatabaseQueue(path: copy)
        #expect(try reader.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM round_word") } == 200)
    }
}
