import Foundation
import GRDB
import GuessHistory
import Testing

/// Another process holding the store's write lock never makes the game wait: the recorder's calls return
/// while the lock is held, the host is told history is behind, and every change lands, in order, once
/// the lock is let go.
@Suite struct RecorderLockTests {
    @Test func recordingReturnsWhileAnotherConnectionHoldsTheWriteLockAndLandsAfterwards() throws {
        let path = try StoreFixtures.directory() + "/history.sqlite"
        let recorder = HistoryRecorder.open(explicitPath: path, environment: [:])
        #expect(recorder.isRecording)
        #expect(recorder.takeNotice() == nil)
        // Another program takes the write lock and keeps it.
        let other = try DatabaseQueue(path: path)
        let words = ["apple", "bridge", "comet"]
        try other.inDatabase { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            recorder.beginGame(
                GameStart(
                    startedAt: Date(timeIntervalSince1970: 1_800_000_000), teams: ["Red"], penalty: false,
                    turnsPerTeam: 1))
            recorder.beginRound(
                RoundStart(
                    turn: 1, team: "Red", startedAt: Date(timeIntervalSince1970: 1_800_000_000), seconds: 60, seed: 7,
                    bank: "en"))
            for (index, word) in words.enumerated() {
                recorder.record(.shown(index: index, word: StoreFixtures.word(word, .unanswered, at: Double(index))))
                recorder.record(.answered(index: index, word: StoreFixtures.word(word, .correct, at: Double(index))))
            }
            recorder.record(.ended(.time, elapsed: 60))
            // Every call above returned with the lock held; nothing is written yet.
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM round_word") == 0)
            try db.execute(sql: "COMMIT")
        }
        recorder.finishGame(scoreboard: [("Red", 3)])
        let stored = try other.read { db in
            try String.fetchAll(db, sql: "SELECT word || ' ' || result FROM round_word ORDER BY position")
        }
        #expect(stored == ["apple correct", "bridge correct", "comet correct"])
        #expect(try other.read { try String.fetchOne($0, sql: "SELECT scoreboard FROM game") }?.contains("Red") == true)
        #expect(try other.read { try Int.fetchOne($0, sql: "SELECT correct FROM round") } == 3)
    }

    @Test func theEndOfAGameWaitsForTheStoreOnlyAsLongAsItsBound() throws {
        let path = try StoreFixtures.directory() + "/history.sqlite"
        let (store, _) = try HistoryStore.open(
            StoreLocation(path: path, isDefault: false), access: .write, busyTimeout: 0.05)
        let clock = TestClock()
        let recorder = HistoryRecorder(store: store, flushTimeout: 1, clock: clock)
        let other = try DatabaseQueue(path: path)
        try other.inDatabase { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            recorder.beginGame(GameStart(startedAt: Date(), teams: nil, penalty: false))
            recorder.beginRound(RoundStart(turn: 1, team: nil, startedAt: Date(), seconds: 60, seed: nil, bank: "en"))
            // The end of a round does not wait for the store (its export and time's-up card come at
            // once): had it waited, it would have given up on the writes already.
            recorder.record(.ended(.quit, elapsed: 1))
            if case .unsaved? = recorder.takeNotice() { Issue.record("the end of the round waited for the store") }
            // The end of the game waits at most its bound on the clock, then says what was not written yet.
            #expect(
                !recorder.flush { _, _ in
                    clock.advance(by: 0.25)
                    return true
                })
            guard case .unsaved(let lost)? = recorder.takeNotice() else {
                Issue.record("no notice of the unsaved changes")
                return
            }
            #expect(lost > 0)
            try db.execute(sql: "COMMIT")
        }
        // The queue goes on once the lock is let go: nothing is lost while the process lives.
        #expect(recorder.flush { _, _ in true })
        #expect(try other.read { try String.fetchOne($0, sql: "SELECT ended_by FROM round") } == "quit")
    }
}

/// A long piped game: the end of the game waits for every answer while the writes go through, however
/// many there are (its bound is on time without progress, not on the whole wait), and the answers go in
/// batches, not a commit each.
@Suite struct RecorderThroughputTests {
    @Test func everyAnswerOfALongRoundIsKeptThoughTheBoundIsShort() throws {
        let path = try StoreFixtures.directory() + "/history.sqlite"
        let (store, _) = try HistoryStore.open(
            StoreLocation(path: path, isDefault: false), access: .write, busyTimeout: 0.05)
        let clock = TestClock()
        let recorder = HistoryRecorder(store: store, flushTimeout: 1, clock: clock)
        recorder.beginGame(GameStart(startedAt: Date(), teams: nil, penalty: false))
        recorder.beginRound(RoundStart(turn: 1, team: nil, startedAt: Date(), seconds: 86_400, seed: nil, bank: "en"))
        let answers = 20_000
        for index in 0..<answers {
            recorder.record(.shown(index: index, word: StoreFixtures.word("w\(index)", .unanswered, at: Double(index))))
            recorder.record(.answered(index: index, word: StoreFixtures.word("w\(index)", .correct, at: Double(index))))
        }
        recorder.record(.ended(.eof, elapsed: Double(answers)))
        // The end of the session waits while the writes go through, however long they take in all, and
        // however far the clock moves: the store is not locked.
        #expect(
            recorder.flush { _, _ in
                clock.advance(by: 5)
                return true
            })
        #expect(recorder.takeNotice() == nil)
        let other = try DatabaseQueue(path: path)
        #expect(try other.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM round_word") } == answers)
        #expect(try other.read { try Int.fetchOne($0, sql: "SELECT correct FROM round") } == answers)
        #expect(try other.read { try String.fetchOne($0, sql: "SELECT ended_by FROM round") } == "eof")
    }
}
