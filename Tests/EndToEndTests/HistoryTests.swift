import Foundation
import GRDB
import GuessHistory
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

/// Reads a history store directly, to check what the binary wrote.
private func answeredWords(in path: String) throws -> [(word: String, result: String)] {
    let database = try DatabaseQueue(path: path)
    return try database.read { db in
        try Row.fetchAll(db, sql: "SELECT word, result FROM round_word ORDER BY round_id, position")
            .map { ($0["word"], $0["result"]) }
    }
}

extension EndToEnd {
    @Suite("History store, end to end", .serialized)
    struct HistoryEndToEndTests {
        @Test func theStoreIsCreatedWithItsMigrations() throws {
            let sandbox = try Sandbox()
            let result = try BinaryRunner.run(["play", "--seed", "1"], in: sandbox, stdin: Data("y\nn\n".utf8))
            #expect(result.status == 0, "\(result)")
            let path = sandbox.dataHome.appendingPathComponent("guess/history.sqlite").path
            #expect(FileManager.default.fileExists(atPath: path))
            let database = try DatabaseQueue(path: path)
            let (migrations, tables, journal) = try database.read { db in
                (
                    try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"),
                    try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"),
                    try String.fetchOne(db, sql: "PRAGMA journal_mode")
                )
            }
            #expect(migrations == HistoryStore.migrator.migrations)
            #expect(Set(tables).isSuperset(of: ["game", "round", "round_word"]))
            #expect(journal == "wal")
            #expect(try database.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") } == 0x4755_6553)
            #expect(try answeredWords(in: path).map(\.result) == ["correct", "wrong", "unanswered"])
        }

        @Test func aVersion2StoreIsMigratedAndKeepsItsRounds() throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("old.sqlite")
            try StoreCrafting.makeVersion2Store(at: db)
            let listing = try BinaryRunner.run(["history", "--db", db], in: sandbox)
            #expect(listing.status == 0, "\(listing)")
            #expect(listing.lines.count == 3, "\(listing)")
            #expect(listing.stdout.contains("Red 2, Blue 1"), "\(listing)")
            // A command that only reads leaves the store as it is; a game brings it up to date.
            let unchanged = try DatabaseQueue(path: db).read { db in
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
            }
            #expect(unchanged == ["v1: games, rounds, words", "v2: games by start"])
            let played = try BinaryRunner.run(
                ["play", "--db", db, "--seed", "1"], in: sandbox, stdin: Data("y\n".utf8))
            #expect(played.status == 0, "\(played)")
            let (migrations, mark, version, index) = try DatabaseQueue(path: db).read { db in
                (
                    try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier"),
                    try Int32.fetchOne(db, sql: "PRAGMA application_id"),
                    try Int.fetchOne(db, sql: "PRAGMA user_version"),
                    try String.fetchOne(
                        db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'word_tally'")
                )
            }
            #expect(migrations == HistoryStore.migrator.migrations.sorted())
            #expect(mark == 0x4755_6553)
            #expect(version == 3)
            #expect(index == "word_tally")
            // The tallies start from the rounds already stored.
            #expect(try StoreCrafting.tallies(on: db) == StoreCrafting.countedTallies(on: db))
            #expect(
                try answeredWords(in: db).prefix(7).map(\.result) == [
                    "correct", "correct", "wrong", "correct", "correct", "correct", "unanswered",
                ])
            // A game stored before turns per team were kept still has its winner.
            let show = try BinaryRunner.run(["history", "show", "2", "--db", db], in: sandbox)
            #expect(show.stdout.contains("Winner: Red"), "\(show)")
            // And the store keeps working: the new game follows the old ones.
            let after = try BinaryRunner.run(["history", "--db", db], in: sandbox)
            #expect(
                after.lines.dropFirst().first?.trimmingCharacters(in: .whitespaces).hasPrefix("3") == true, "\(after)")
        }

        @Test func aRoundKilledWithSIGKILLKeepsEveryAnsweredWord() throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let game = try LiveGame(["play", "--seed", "5", "--db", db], in: sandbox)
            for command in ["y", "n", "y", "u", "n"] { try game.send(command) }
            // y, n, y, undo (the third word comes back), n: four words shown, three answered.
            // Wait for the last command to be stored, not merely for three answers (y, n, y alone make three).
            #expect(
                game.wait { (try? answeredWords(in: db).map(\.result)) == ["correct", "wrong", "wrong", "unanswered"] })
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

        @Test func anUnusableStoreCostsOnlyTheHistory() throws {
            let sandbox = try Sandbox()
            try sandbox.write("plain-file", "not a directory\n")
            for db in [sandbox.path("missing/dir/h.sqlite"), sandbox.path("plain-file/h.sqlite")] {
                let export = sandbox.path("round-\(UUID().uuidString).json")
                let result = try BinaryRunner.run(
                    ["play", "--seed", "3", "--db", db, "--export", export], in: sandbox, stdin: Data("y\ny\n".utf8))
                #expect(result.status == 0, "\(result)")
                #expect(result.lines.count == 3)
                let historyLines = result.errorLines.filter { $0.contains("history") }
                #expect(historyLines.count == 1, "\(result)")
                #expect(historyLines.first?.contains(db) == true)
                let data = try Data(contentsOf: URL(fileURLWithPath: export))
                let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
                #expect(object["correct"] as? Int == 2)
            }
        }

        @Test func aCorruptStoreAtTheDefaultLocationIsMovedAsideNotOverwritten() throws {
            let sandbox = try Sandbox()
            let directory = sandbox.dataHome.appendingPathComponent("guess")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let db = directory.appendingPathComponent("history.sqlite").path
            let garbage = Data("these bytes are not a database, and they must survive\n".utf8)
            try garbage.write(to: URL(fileURLWithPath: db))
            let result = try BinaryRunner.run(["play"], in: sandbox, stdin: Data("y\n".utf8))
            #expect(result.status == 0, "\(result)")
            #expect(result.stderr.contains("moved it to"), "\(result)")
            let aside = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasPrefix("history.sqlite.corrupt-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
            #expect(aside.count == 1)
            #expect(try Data(contentsOf: directory.appendingPathComponent(aside[0])) == garbage)
            #expect(try answeredWords(in: db).map(\.result) == ["correct", "unanswered"])
        }

        @Test func historyExportEqualsThePlayExport() throws {
            let sandbox = try Sandbox()
            for (index, script) in ["y\nn\nu\ny\np\np\nq\n", "n\nn\ny\n"].enumerated() {
                let export = sandbox.path("play-\(index).json")
                let played = try BinaryRunner.run(
                    ["play", "--seed", "\(index)", "--export", export], in: sandbox, stdin: Data(script.utf8))
                #expect(played.status == 0, "\(played)")
                let fromHistory = try BinaryRunner.run(["history", "export", "\(index + 1)"], in: sandbox)
                #expect(fromHistory.status == 0, "\(fromHistory)")
                let original =
                    try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: export)))
                    as? NSDictionary
                let array = try JSONSerialization.jsonObject(with: fromHistory.stdoutData) as? [NSDictionary]
                #expect(array?.count == 1)
                #expect(array?.first == original)
            }
            let csv = try BinaryRunner.run(["history", "export", "--all", "--format", "csv"], in: sandbox)
            #expect(
                csv.lines.first
                    == "\u{FEFF}round_started_at,team,word,tier,result,shown_at,answered_at,scripted,themes,family,describer,utc_offset"
            )
            let markdown = try BinaryRunner.run(
                ["history", "export", "1", "2", "-o", sandbox.path("out.md")], in: sandbox)
            #expect(markdown.status == 0, "\(markdown)")
            let text = try String(contentsOfFile: sandbox.path("out.md"), encoding: .utf8)
            #expect(text.components(separatedBy: "| # | word |").count == 3)
        }

        @Test func listShowDeleteAndStats() throws {
            let sandbox = try Sandbox()
            let empty = try BinaryRunner.run(["history"], in: sandbox)
            #expect(empty.stdout.contains("No games played yet"))
            for seed in 1...3 {
                _ = try BinaryRunner.run(["play", "--seed", "\(seed)"], in: sandbox, stdin: Data("y\nn\ny\n".utf8))
            }
            let list = try BinaryRunner.run(["history"], in: sandbox)
            let rows = list.lines.dropFirst()
            #expect(rows.count == 3)
            #expect(rows.first?.trimmingCharacters(in: .whitespaces).hasPrefix("3") == true)  // newest first
            let show = try BinaryRunner.run(["history", "show", "2"], in: sandbox)
            #expect(show.status == 0)
            #expect(show.stdout.contains("✓ 2 right"))
            let missing = try BinaryRunner.run(["history", "show", "99"], in: sandbox)
            #expect(missing.status == 66)
            let refused = try BinaryRunner.run(["history", "delete", "2"], in: sandbox, stdin: Data("n\n".utf8))
            #expect(refused.status == 1)
            #expect(try BinaryRunner.run(["history"], in: sandbox).lines.count == 4)
            let agreed = try BinaryRunner.run(["history", "delete", "2"], in: sandbox, stdin: Data("y\n".utf8))
            #expect(agreed.status == 0, "\(agreed)")
            let forced = try BinaryRunner.run(["history", "delete", "3", "--yes"], in: sandbox)
            #expect(forced.status == 0)
            #expect(try BinaryRunner.run(["history"], in: sandbox).lines.count == 2)
            _ = try BinaryRunner.run(["play", "--seed", "9"], in: sandbox, stdin: Data("n\nn\nn\ny\n".utf8))
            let stats = try BinaryRunner.run(["stats", "--include-scripted", "--min-plays", "1"], in: sandbox)
            #expect(stats.status == 0, "\(stats)")
            #expect(stats.stdout.contains("rounds      2"), "\(stats)")
            #expect(stats.stdout.contains("Accuracy by tier"))
            #expect(stats.stdout.contains("Hardest words"))
            // Piped turns of under 10 s of play are left out of the trend (#18).
            #expect(!stats.stdout.contains("Answers per minute"))
        }

        @Test func noHistoryKeepsNothing() throws {
            let sandbox = try Sandbox()
            _ = try BinaryRunner.run(["play", "--no-history"], in: sandbox, stdin: Data("y\n".utf8))
            #expect(
                !FileManager.default.fileExists(
                    atPath: sandbox.dataHome.appendingPathComponent("guess/history.sqlite").path))
            let viaVariable = sandbox.path("from-env.sqlite")
            _ = try BinaryRunner.run(
                ["play"], in: sandbox, environment: ["GUESS_DB": viaVariable], stdin: Data("y\n".utf8))
            #expect(FileManager.default.fileExists(atPath: viaVariable))
        }
    }
}

/// A small tmpfs mounted for one test, to fill a disk for real (needs root; CI runs as root).
final class TinyDisk {
    let directory: URL

    static let available: Bool = {
        guard let disk = try? TinyDisk(kilobytes: 256) else { return false }
        _ = disk
        return true
    }()

    init(kilobytes: Int) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("guess-disk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", directory.path]) == 0 else {
            try? FileManager.default.removeItem(at: directory)
            throw BinaryRunnerError(description: "cannot mount a tmpfs")
        }
    }

    deinit {
        _ = Self.run("/bin/umount", [directory.path])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Remounts the disk read-only.
    func makeReadOnly() throws {
        guard Self.run("/bin/mount", ["-o", "remount,ro", directory.path]) == 0 else {
            throw BinaryRunnerError(description: "cannot remount the tmpfs read-only")
        }
    }

    /// Writes a file until the disk is full.
    func fill() {
        let path = directory.appendingPathComponent("filler").path
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0x78, count: 4096)
        while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { close(null) }
        let exit = try? ChildProcess.run(
            executable: tool, arguments: arguments, environment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"],
            input: nil, stdout: null, stderr: null, timeout: 30)
        return exit == .exited(0) ? 0 : -1
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
            #expect(game.wait { (try? answeredWords(in: db).filter { $0.result == "correct" }.count) == 5 })
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

extension EndToEnd {
    @Suite(
        "History store on a read-only disk", .serialized,
        .enabled(if: TinyDisk.available, "needs to mount a tmpfs (root)"))
    struct ReadOnlyStoreTests {
        @Test func aReadOnlyStoreCanStillBeReadButNotChanged() throws {
            let sandbox = try Sandbox()
            let disk = try TinyDisk(kilobytes: 4096)
            let db = disk.directory.appendingPathComponent("h.sqlite").path
            let played = try BinaryRunner.run(
                ["play", "--db", db, "--seed", "2"], in: sandbox, stdin: Data("y\nn\n".utf8))
            #expect(played.status == 0, "\(played)")
            try disk.makeReadOnly()
            let listing = try BinaryRunner.run(["history", "--db", db], in: sandbox)
            #expect(listing.status == 0, "\(listing)")
            #expect(listing.lines.count == 2)
            let stats = try BinaryRunner.run(["stats", "--include-scripted", "--db", db], in: sandbox)
            #expect(stats.stdout.contains("rounds      1"), "\(stats)")
            let export = try BinaryRunner.run(["history", "export", "1", "--db", db], in: sandbox)
            #expect(export.status == 0)
            let delete = try BinaryRunner.run(["history", "delete", "1", "--yes", "--db", db], in: sandbox)
            #expect(delete.status == 1)
            #expect(delete.stderr.contains("read-only"), "\(delete)")
            let again = try BinaryRunner.run(["play", "--db", db], in: sandbox, stdin: Data("y\n".utf8))
            #expect(again.status == 0)
            #expect(again.errorLines.filter { $0.contains("history") }.count == 1, "\(again)")
        }
    }
}

extension EndToEnd {
    @Suite("Party games, end to end", .serialized)
    struct PartyEndToEndTests {
        @Test func aScriptedThreeTeamGameThroughAPipe() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("game.json")
            let script = "y\ny\nn\nend\ny\nend\ny\ny\ny\nend\n" + "y\nend\nn\nend\nend\n"
            let result = try BinaryRunner.run(
                [
                    "play", "--team", "Red", "--team", "Blue", "--team", "Green", "--turns", "2", "--penalty",
                    "--seed", "11", "--export", export,
                ],
                in: sandbox, stdin: Data(script.utf8))
            #expect(result.status == 0, "\(result)")
            let game = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: export))) as? [String: Any]
            )
            #expect(game["schema"] as? String == "guess.game.v1")
            #expect(game["teams"] as? [String] == ["Red", "Blue", "Green"])
            let turns = try #require(game["turns"] as? [[String: Any]])
            #expect(turns.map { $0["team"] as? String } == ["Red", "Blue", "Green", "Red", "Blue", "Green"])
            #expect(turns.allSatisfy { $0["schema"] as? String == "guess.round.v1" })
            let board = try #require(game["scoreboard"] as? [[String: Any]])
            // Red: 2-1 then 1 = 2 (penalty); Blue: 1 then -1 = 0; Green: 3 then 0 = 3.
            #expect(board.map { $0["team"] as? String } == ["Green", "Red", "Blue"])
            #expect(board.map { $0["score"] as? Int } == [3, 2, 0])
            let words = turns.flatMap { ($0["words"] as? [[String: Any]] ?? []).compactMap { $0["word"] as? String } }
            #expect(Set(words).count == words.count, "a word was repeated within the game")
            #expect(result.stderr.contains("Green wins!"))
            let history = try BinaryRunner.run(["history"], in: sandbox)
            #expect(history.stdout.contains("Green 3, Red 2, Blue 0"), "\(history)")
        }

        @Test func aScriptThatStopsStartsNoEmptyTurnAndShowsTheScoreboardAfterEachTurn() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("game.json")
            let result = try BinaryRunner.run(
                ["play", "--team", "A", "--team", "B", "--turns", "2", "--export", export], in: sandbox,
                stdin: Data("y\nend\ny\ny\nend\n".utf8))
            #expect(result.status == 0, "\(result)")
            let game = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: export))) as? [String: Any]
            )
            let turns = try #require(game["turns"] as? [[String: Any]])
            #expect(turns.map { $0["team"] as? String } == ["A", "B"], "no turn may start once the script has ended")
            #expect(result.lines.count == 2 + 3, "words shown (A: 2, B: 3): \(result.lines)")
            // One scoreboard after A's turn (more input followed), one at the end.
            #expect(result.stderr.components(separatedBy: "Scoreboard").count - 1 == 2, "\(result.stderr)")
        }

        @Test func aTieForFirstGetsExtraTurnsUntilBroken() throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("game.json")
            // A 1, B 1 -> tie; A 1, B 1 -> still tied; A 0, B 1 -> B wins.
            let script = "y\nend\ny\nend\ny\nend\ny\nend\nend\ny\nend\n"
            let result = try BinaryRunner.run(
                ["play", "--team", "A", "--team", "B", "--seed", "2", "--export", export], in: sandbox,
                stdin: Data(script.utf8))
            #expect(result.status == 0, "\(result)")
            let game = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: export))) as? [String: Any]
            )
            let turns = try #require(game["turns"] as? [[String: Any]])
            #expect(turns.map { $0["team"] as? String } == ["A", "B", "A", "B", "A", "B"])
            #expect((game["scoreboard"] as? [[String: Any]])?.first?["team"] as? String == "B")
        }

        @Test func theGameEndsWhenTheSharedDeckRunsOut() throws {
            let sandbox = try Sandbox()
            let bank = try sandbox.write("six.txt", "one\ntwo\nthree\nfour\nfive\nsix\n")
            let export = sandbox.path("game.json")
            let script = String(repeating: "y\n", count: 3) + "end\n" + String(repeating: "y\n", count: 10)
            let result = try BinaryRunner.run(
                ["play", "--bank", bank, "--team", "A", "--team", "B", "--turns", "3", "--export", export],
                in: sandbox, stdin: Data(script.utf8))
            #expect(result.status == 0, "\(result)")
            #expect(result.lines.count == 6)
            #expect(Set(result.lines).count == 6)
            let game = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: export))) as? [String: Any]
            )
            let turns = try #require(game["turns"] as? [[String: Any]])
            #expect(turns.count == 2)
            #expect(turns.last?["ended_by"] as? String == "exhausted")
        }

        @Test func recentlyPlayedWordsComeLast() throws {
            let sandbox = try Sandbox()
            let words = (1...12).map { "word\($0)" }
            let bank = try sandbox.write("twelve.txt", words.joined(separator: "\n") + "\n")
            let first = try BinaryRunner.run(
                ["play", "--bank", bank, "--seed", "1"], in: sandbox, stdin: Data("y\ny\ny\ny\ny\n".utf8))
            let played = Set(first.lines.map { String($0.split(separator: "\t")[0]) })
            #expect(played.count == 6)
            let second = try BinaryRunner.run(
                ["play", "--bank", bank, "--seed", "1"], in: sandbox, stdin: Data("y\ny\ny\ny\ny\n".utf8))
            let next = second.lines.map { String($0.split(separator: "\t")[0]) }
            #expect(next.count == 6)
            #expect(Set(next).isDisjoint(with: played), "fresh words should come before \(played): got \(next)")
            // Same seed without fresh-first draws the same words as the first game.
            let stale = try BinaryRunner.run(
                ["play", "--bank", bank, "--seed", "1", "--no-fresh"], in: sandbox, stdin: Data("y\ny\ny\ny\ny\n".utf8))
            #expect(Set(stale.lines.map { String($0.split(separator: "\t")[0]) }) == played)
        }
    }
}
