import Foundation
import GRDB
import GuessHistory
import GuessWords
import Testing

/// The end of a single round does not wait for the store: the game goes on to its export and its
/// time's-up card at once, even while another program holds the write lock. The wait (bounded) comes
/// with the end of the game, `flush()`, when the host leaves.
@Suite struct RecorderRoundEndTests {
    @Test func theEndOfASingleRoundReturnsWithoutWaitingForTheLock() throws {
        let path = try StoreFixtures.directory() + "/history.sqlite"
        let (store, _) = try HistoryStore.open(
            StoreLocation(path: path, isDefault: false), access: .write, busyTimeout: 0.05)
        let recorder = HistoryRecorder(store: store, flushTimeout: 0.2)
        let other = try DatabaseQueue(path: path)
        try other.inDatabase { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            recorder.beginGame(startedAt: Date(), teams: nil, penalty: false)
            recorder.beginRound(turn: 1, team: nil, startedAt: Date(), seconds: 60, seed: nil, bank: "en")
            recorder.record(.ended(.time, elapsed: 60))
            // Had it waited for the writes, it would have given up on them already.
            if case .unsaved? = recorder.takeNotice() { Issue.record("the end of the round waited for the store") }
            #expect(!recorder.flush())
            guard case .unsaved(let lost)? = recorder.takeNotice() else {
                Issue.record("no notice of the unsaved changes")
                return
            }
            #expect(lost > 0)
            try db.execute(sql: "COMMIT")
        }
        #expect(recorder.flush(timeout: 30))
        #expect(try other.read { try String.fetchOne($0, sql: "SELECT ended_by FROM round") } == "time")
    }
}
