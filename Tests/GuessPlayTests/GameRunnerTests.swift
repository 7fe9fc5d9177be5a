import Foundation
import GRDB
import GuessGame
import GuessHistory
import GuessPlay
import GuessText
import Synchronization
import Testing

/// The game loop in-process: a scripted front end types, a stepped clock runs, and the real runner keeps
/// the store, the exports and the sound.
@Suite struct GameRunnerTests {
    /// A runner of a party game of `teams` (or single rounds), with the store of `played`.
    private static func runner(
        _ played: RunnerStore, teams: [String], turns: Int = 1, export: ExportTarget?, files: MemoryExportFiles,
        sound: SoundPlayer = SilentPlayer(), clock: SteppedClock
    ) -> (GameRunner, GameEngine) {
        let engine = testEngine(teams: teams, turns: turns, clock: clock)
        let runner = GameRunner(
            engine: engine, recorder: HistoryRecorder(store: played.store), sound: sound, export: export,
            files: files, strings: Strings(.en))
        return (runner, engine)
    }

    @Test func aPartyGameIsKeptAndExportedAsItIsPlayed() throws {
        let played = try RunnerStore()
        let files = MemoryExportFiles()
        let clock = SteppedClock()
        let (runner, _) = Self.runner(
            played, teams: ["Red", "Blue"], export: ExportTarget(path: "game.json", format: .json), files: files,
            clock: clock)
        let script = ScriptedFrontEnd(
            [
                .send([.confirm]), .wait(2), .send([.right]), .wait(2), .send([.right]), .send([.endTurn]),
                .send([.confirm]), .wait(3), .send([.wrong]), .send([.endTurn]),
            ], clock: clock)
        #expect(runner.run(script) == 0)
        let game = try #require(try played.store.allGames().value.first)
        #expect(game.teams == ["Red", "Blue"])
        #expect(game.turns.map(\.correct) == [2, 0])
        #expect(game.turns.map(\.wrong) == [0, 1])
        #expect(game.party?.scoreboard.map(\.score) == [2, 0])
        let export = try files.json("game.json")
        let teams = try #require(export["teams"] as? [String])
        #expect(teams == ["Red", "Blue"])
    }

    @Test func aCorrectionAfterTheGameMovesTheStoreAndRewritesTheExport() throws {
        let played = try RunnerStore()
        let files = MemoryExportFiles()
        let clock = SteppedClock()
        let (runner, _) = Self.runner(
            played, teams: ["Red", "Blue"], export: ExportTarget(path: "game.json", format: .json), files: files,
            clock: clock)
        let script = ScriptedFrontEnd(
            [
                .send([.confirm]), .wait(2), .send([.right]), .send([.endTurn]),
                .send([.confirm]), .wait(2), .send([.wrong]), .send([.endTurn]),
            ], clock: clock)
        // After the last turn, the host marks Blue's word right after all (a pipe's `fix 1 right`).
        script.trailing = [.correct([WordCorrection(position: 0, result: .correct)])]
        #expect(runner.run(script) == 0)
        let game = try #require(try played.store.allGames().value.first)
        #expect(game.turns.map(\.correct) == [1, 1])
        #expect(game.turns.last?.corrected == true)
        #expect(files.writes == ["game.json", "game.json"])
        let turns = try #require(try files.json("game.json")["turns"] as? [[String: Any]])
        #expect(turns.compactMap { $0["correct"] as? Int } == [1, 1])
    }

    @Test func aPointGivenBetweenTurnsIsKeptWithTheGame() throws {
        let played = try RunnerStore()
        let clock = SteppedClock()
        let (runner, _) = Self.runner(
            played, teams: ["Red", "Blue"], export: nil, files: MemoryExportFiles(), clock: clock)
        let script = ScriptedFrontEnd(
            [
                .send([.confirm]), .wait(2), .send([.right]), .send([.endTurn]),
                .send([.adjust(team: "Red", points: 1)]),
                .send([.confirm]), .wait(2), .send([.right]), .send([.endTurn]),
            ], clock: clock)
        #expect(runner.run(script) == 0)
        let game = try #require(try played.store.allGames().value.first)
        #expect(game.adjustments.map(\.points) == [1])
        #expect(game.party?.score(of: "Red") == 2)
    }

    @Test func aFailedExportIsSaidAndFailsTheGameWhileTheRoundIsKept() throws {
        let played = try RunnerStore()
        let files = MemoryExportFiles()
        files.failing = ["round.json"]
        let clock = SteppedClock()
        let sound = RecordingPlayer()
        let (runner, _) = Self.runner(
            played, teams: [], export: ExportTarget(path: "round.json", format: .json), files: files, sound: sound,
            clock: clock)
        let script = ScriptedFrontEnd(
            [.send([.confirm]), .wait(1), .send([.right]), .wait(1), .send([.wrong]), .send([.endTurn])], clock: clock)
        #expect(runner.run(script) == 1)
        #expect(files.writes.isEmpty)
        #expect(script.notices.contains { $0.contains("round.json") && $0.contains("disk full") })
        #expect(sound.cues.contains(.right) && sound.cues.contains(.wrong))
        let turns = try played.store.allGames().value.flatMap(\.turns)
        #expect(turns.map(\.correct) == [1] && turns.map(\.wrong) == [1])
    }

    @Test func aSignalEndsTheGameWithItsStatusAndKeepsWhatWasPlayed() throws {
        let played = try RunnerStore()
        let clock = SteppedClock()
        let (runner, _) = Self.runner(
            played, teams: ["Red", "Blue"], export: nil, files: MemoryExportFiles(), clock: clock)
        let script = ScriptedFrontEnd(
            [.send([.confirm]), .wait(2), .send([.right]), .send([.interrupt(signal: 2)])], clock: clock)
        #expect(runner.run(script) == 130)
        let game = try #require(try played.store.allGames().value.first)
        #expect(game.turns.map(\.correct) == [1])
        #expect(script.notices.contains { $0.contains("interrupted") || $0.contains("resume") })
    }
    @Test func ctrlCWhileTheHistoryIsSavingAsksThenASecondGivesUpAndNamesWhatWasLost() throws {
        let played = try RunnerStore()
        // Another program holds the store's write lock while the game ends: nothing can be written.
        let (store, _) = try HistoryStore.open(
            StoreLocation(path: played.path, isDefault: false), access: .write, busyTimeout: 0.01)
        let other = try DatabaseQueue(path: played.path)
        let clock = SteppedClock()
        let engine = testEngine(teams: ["Red"], clock: clock)
        let recorder = HistoryRecorder(store: store, flushTimeout: 1_000_000, clock: clock)
        let signals = Mutex<[Int32?]>([nil, 2, nil, nil, 2])
        let runner = GameRunner(
            engine: engine, recorder: recorder, sound: SilentPlayer(), export: nil, files: MemoryExportFiles(),
            strings: Strings(.en),
            interrupted: { signals.withLock { $0.isEmpty ? nil : $0.removeFirst() } })
        let script = ScriptedFrontEnd(
            [.send([.confirm]), .wait(2), .send([.right]), .wait(2), .send([.wrong]), .send([.endTurn])], clock: clock)
        let status = try other.inDatabase { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            defer { try? db.execute(sql: "COMMIT") }
            return runner.run(script)
        }
        #expect(status == 130, "the second Ctrl-C ends the game with its status")
        #expect(signals.withLock { $0.isEmpty }, "the wait went on after the first Ctrl-C, to the second")
        #expect(!recorder.isRecording)
        let said = script.notices.joined(separator: "\n")
        #expect(said.contains("history not saved, as asked: 2 answers and 1 whole turn dropped, the game's end too"))
    }
}
