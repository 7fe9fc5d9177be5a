import Foundation
import GRDB
import GuessStoreTestSupport
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A `guess` process whose standard input stays open until the test says so, for rounds that must be
/// interrupted or interleaved with others. Standard output and error go to files in the sandbox.
final class LiveGame {
    /// The running binary.
    let child: ChildProcess
    private var input: Int32
    private let outputURL: URL
    private let errorURL: URL

    init(_ arguments: [String], in sandbox: Sandbox, environment: [String: String] = [:]) throws {
        outputURL = sandbox.root.appendingPathComponent("live-\(UUID().uuidString)")
        errorURL = sandbox.root.appendingPathComponent("live-err-\(UUID().uuidString)")
        let pipe = try ChildProcess.makePipe()
        let ends = [pipe.read, pipe.write]
        let output = open(outputURL.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let errors = open(errorURL.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer {
            for descriptor in [ends[0], output, errors] where descriptor >= 0 { Glibc.close(descriptor) }
        }
        input = ends[1]
        do {
            guard output >= 0, errors >= 0 else {
                throw BinaryRunnerError(description: "cannot create \(outputURL.path)")
            }
            child = try ChildProcess(
                executable: BinaryRunner.binaryPath, arguments: arguments,
                environment: sandbox.environment.merging(environment) { $1 }, directory: sandbox.work.path,
                stdin: ends[0], stdout: output, stderr: errors)
        } catch {
            Glibc.close(ends[1])
            throw error
        }
    }

    deinit { try? close() }

    /// Sends one command line.
    func send(_ line: String) throws {
        var bytes = Array((line + "\n").utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                throw BinaryRunnerError(description: "cannot write to the game: \(String(cString: strerror(errno)))")
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Closes standard input (end of input ends the game).
    func close() throws {
        guard input >= 0 else { return }
        Glibc.close(input)
        input = -1
    }

    /// The word lines printed so far.
    var lines: [String] {
        let text = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// What the game wrote to standard error so far.
    var errorText: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }

    /// Waits (at most `seconds`) until `condition` holds; returns whether it did.
    @discardableResult
    func wait(seconds: Double = 10, until condition: () -> Bool) -> Bool {
        let deadline = HarnessClock.now + seconds
        while HarnessClock.now < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    /// Waits for the process to exit (at most `seconds`, then it is killed) and returns its exit status
    /// (128 + N when signal N ended it, -1 when it had to be killed).
    func finish(seconds: Double = 10) -> Int32 {
        switch child.wait(timeout: seconds) {
        case .exited(let status): status
        case .signalled(let signal): 128 + signal
        case .timedOut: -1
        }
    }
}

extension EndToEnd {
    @Suite("History store: games at once, a killed game, end to end", .serialized)
    struct HistoryProcessTests {
        @Test func aRoundKilledWithSIGKILLKeepsEveryAnsweredWord() throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let game = try LiveGame(["play", "--seed", "5", "--db", db], in: sandbox)
            for command in ["y", "n", "y", "u", "n"] { try game.send(command) }
            // y, n, y, undo (the third word comes back), n: four words shown, three answered.
            // Wait for the last command to be stored, not merely for three answers (y, n, y alone make three).
            #expect(
                game.wait {
                    (try? StoreCrafting.answeredWords(in: db).map(\.result)) == [
                        "correct", "wrong", "wrong", "unanswered",
                    ]
                })
            game.child.send(SIGKILL)
            #expect(game.child.wait(timeout: 10) == .signalled(SIGKILL))

            let listing = try BinaryRunner.run(["history", "--db", db], in: sandbox)
            #expect(listing.status == 0, "\(listing)")
            #expect(listing.stdout.contains("interrupted"), "\(listing)")
            let export = try BinaryRunner.run(["history", "export", "1", "--db", db], in: sandbox)
            let rounds = try #require(try JSONSerialization.jsonObject(with: export.stdoutData) as? [[String: Any]])
            let words = try #require(rounds.first?["words"] as? [[String: Any]])
            #expect(words.map { $0["result"] as? String } == ["correct", "wrong", "wrong", "unanswered"])
            #expect(rounds.first?["ended_by"] as? String == "interrupted")
            #expect(rounds.first?["correct"] as? Int == 1)
            #expect(rounds.first?["wrong"] as? Int == 2)
        }

        @Test func twoGamesAtOnceAreBothSaved() throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("shared.sqlite")
            let first = try LiveGame(["play", "--seed", "1", "--db", db], in: sandbox)
            let second = try LiveGame(["play", "--seed", "2", "--db", db], in: sandbox)
            for index in 0..<30 {
                try first.send(index % 3 == 0 ? "n" : "y")
                try second.send(index % 2 == 0 ? "y" : "n")
            }
            try first.close()
            try second.close()
            #expect(first.finish() == 0)
            #expect(second.finish() == 0)
            let export = try BinaryRunner.run(["history", "export", "--all", "--db", db], in: sandbox)
            let rounds = try #require(try JSONSerialization.jsonObject(with: export.stdoutData) as? [[String: Any]])
            #expect(rounds.count == 2)
            let counts = Set(rounds.map { "\($0["correct"] as? Int ?? -1)/\($0["wrong"] as? Int ?? -1)" })
            #expect(counts == ["20/10", "15/15"])
            for round in rounds {
                #expect((round["words"] as? [Any])?.count == 31)
                #expect(round["ended_by"] as? String == "eof")
            }
        }

        @Test func gamesStartingTogetherOnANewStoreAreAllSaved() throws {
            for trial in 0..<5 {
                let sandbox = try Sandbox()
                let db = sandbox.path("new-\(trial).sqlite")
                let games = try (0..<4).map { seed in
                    try LiveGame(["play", "--seed", "\(seed)", "--db", db], in: sandbox)
                }
                for game in games { try game.send("y") }
                for game in games { try game.close() }
                for game in games {
                    #expect(game.finish() == 0)
                    #expect(!game.errorText.contains("history"), "\(game.errorText)")
                }
                let export = try BinaryRunner.run(["history", "export", "--all", "--db", db], in: sandbox)
                let rounds = try JSONSerialization.jsonObject(with: export.stdoutData) as? [[String: Any]]
                #expect(rounds?.count == 4, "trial \(trial): \(export)")
            }
        }

        @Test func aCorruptStoreFoundByManyAtOnceIsMovedAsideOnce() throws {
            for trial in 0..<5 {
                let sandbox = try Sandbox()
                let db = sandbox.path("c.sqlite")
                // A store of ours (its mark kept in the header) whose schema page is damaged.
                #expect(
                    try BinaryRunner.run(["play", "--db", db, "--seed", "1"], in: sandbox, stdin: Data("y\n".utf8))
                        .status == 0)
                try DatabaseQueue(path: db).close()  // the last connection's checkpoint: every page in the file
                var garbage = try Data(contentsOf: URL(fileURLWithPath: db))
                garbage.replaceSubrange(100..<4096, with: Data(repeating: UInt8(0xA0 + trial), count: 3996))
                try garbage.write(to: URL(fileURLWithPath: db))
                let commands = try (0..<4).map { _ in try LiveGame(["play", "--db", db, "--seed", "1"], in: sandbox) }
                for command in commands {
                    try command.send("y")
                    try command.close()
                }
                for command in commands { #expect(command.finish() == 0, "trial \(trial): \(command.errorText)") }
                let asides = try FileManager.default.contentsOfDirectory(atPath: sandbox.work.path)
                    .filter { $0.hasPrefix("c.sqlite.corrupt-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
                #expect(asides.count == 1, "trial \(trial): \(asides)")
                let kept = try asides.map { try Data(contentsOf: sandbox.work.appendingPathComponent($0)) }
                #expect(kept == [garbage], "trial \(trial): the damaged store's bytes were not kept")
            }
        }

        @Test func aGameKilledWithSIGKILLIsInExportAllWithoutAWrite() throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let game = try LiveGame(
                ["play", "--team", "Red", "--team", "Blue", "--turns", "2", "--seed", "5", "--db", db], in: sandbox)
            for command in ["y", "y", "end", "y", "n"] { try game.send(command) }
            #expect(
                game.wait {
                    (try? StoreCrafting.value("SELECT COUNT(*) FROM round_word WHERE result != 'unanswered'", on: db))
                        == 4
                })
            game.child.send(SIGKILL)
            #expect(game.child.wait(timeout: 10) == .signalled(SIGKILL))
            #expect(try StoreCrafting.value("SELECT COUNT(*) FROM round WHERE ended_by IS NULL", on: db) == 1)
            let all = try BinaryRunner.run(["history", "export", "--all", "--db", db], in: sandbox)
            #expect(all.status == 0, "\(all)")
            let rounds = try #require(try JSONSerialization.jsonObject(with: all.stdoutData) as? [[String: Any]])
            #expect(rounds.count == 2, "the killed turn is exported")
            #expect(rounds.last?["ended_by"] as? String == "interrupted")
            #expect(rounds.last?["correct"] as? Int == 1 && rounds.last?["wrong"] as? Int == 1)
            let listing = try BinaryRunner.run(["history", "--db", db], in: sandbox)
            #expect(listing.lines.last?.hasSuffix("unfinished") == true, "\(listing)")
            // Read-only commands wrote nothing: the round is still open in the store.
            #expect(try StoreCrafting.value("SELECT COUNT(*) FROM round WHERE ended_by IS NULL", on: db) == 1)
        }
    }
}

extension EndToEnd {
    @Suite(
        "History store on a full disk", .serialized, .enabled(if: TinyDisk.available, "needs to mount a tmpfs (root)"))
    struct FullDiskTests {
        @Test func aFullDiskCostsOnlyTheHistoryAndIsToldOnce() throws {
            let sandbox = try Sandbox()
            let disk = try TinyDisk(kilobytes: 2048)
            let db = disk.directory.appendingPathComponent("h.sqlite").path
            let export = sandbox.path("round.json")
            let game = try LiveGame(["play", "--bank", "en", "--db", db, "--export", export], in: sandbox)
            for _ in 0..<5 { try game.send("y") }
            #expect(
                game.wait { (try? StoreCrafting.answeredWords(in: db).filter { $0.result == "correct" }.count) == 5 })
            disk.fill()
            for _ in 0..<300 {
                try game.send("y")
                try game.send("n")
            }
            try game.close()
            #expect(game.finish() == 0)
            let notices = game.errorText.split(separator: "\n").filter { $0.contains("history") }
            #expect(notices.count == 1, "\(game.errorText)")
            #expect(notices.first?.contains("disk is full") == true, "\(game.errorText)")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: export))) as? [String: Any]
            )
            #expect(object["correct"] as? Int == 305)
            #expect(object["wrong"] as? Int == 300)
            #expect((object["words"] as? [Any])?.count == 606)
        }
    }
}
