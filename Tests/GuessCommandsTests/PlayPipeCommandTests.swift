import Foundation
import GuessGame
import GuessTestSupport
import GuessWords
import Testing

/// Runs `guess play arguments` in-process with `lines` on standard input, which then ends, in `sandbox`
/// with a history store of its own (kept out of it with `--no-history`).
private func playPiped(_ arguments: [String], _ lines: String, in sandbox: Sandbox) async throws -> RunResult {
    try await CommandRunner.run(
        ["play"] + PlayFiles.historyArguments + arguments, in: sandbox, environment: PlayFiles.environment(sandbox),
        stdin: Data(lines.utf8))
}

/// A word line `WORD<TAB>TIER`.
private func split(_ line: String) -> (word: String, tier: String)? {
    let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty else { return nil }
    return (String(parts[0]), String(parts[1]))
}

private let tierNames = Set(Tier.allCases.map(\.name))

/// `guess play` with commands piped in, one a line, run in-process: the words printed, the exports, the
/// ways a round ends by its input. A round left to its clock with input held open, and signals, run the
/// binary (Tests/EndToEndTests/PlayPipeTests.swift).
extension Commands {
    @Suite("guess play through a pipe, in-process")
    struct PlayPipeCommandTests {
        @Test("lines y/n/u/p/q: every word printed (undo prints it again), JSON export in order with results")
        func commandsAndJSONExport() async throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.json")
            // w1 right; w2 wrong; undo (w3 goes back, w2 returns); w2 wrong; pause, resume; w4 right; quit on w5.
            let run = try await playPiped(
                ["--seed", "7", "--bank", "en", "--seconds", "60", "--export", export], "y\nn\nu\nn\np\np\ny\nq\n",
                in: sandbox)
            #expect(run.status == 0 && !run.signalled, "\(run)")

            let lines = run.lines
            try #require(lines.count == 6, "expected 6 word lines, got \(lines)\n\(run)")
            let shown = try lines.map { line in try #require(split(line), "not WORD<TAB>TIER: \(line)") }
            for entry in shown { #expect(tierNames.contains(entry.tier), "unknown tier in \(entry)") }
            #expect(lines[3] == lines[1], "undo must print the returned word again")

            let json = try PlayFiles.json(export)
            #expect(json["schema"] as? String == "guess.round.v1")
            #expect(json["ended_by"] as? String == "quit")
            #expect(json["correct"] as? Int == 2)
            #expect(json["wrong"] as? Int == 1)
            #expect(json["seconds"] as? Int == 60)
            #expect(json["seed"] as? Int == 7)
            #expect(json["bank"] as? String == "en")
            let started = try #require(json["started_at"] as? String)
            #expect(started.hasSuffix("Z") && started.contains("T"), "started_at \(started) is not ISO 8601 UTC")
            let elapsed = try #require(json["elapsed"] as? Double)
            // A quit round's time played lies within its 60 s (else it would have ended by time): a property of
            // the record, not a bound on how fast this machine runs it.
            #expect(elapsed >= 0 && elapsed <= 60)

            let words = PlayFiles.words(json)
            // The withdrawn word (line 3) is no longer part of the round.
            let expected = [
                (shown[0], "correct"), (shown[1], "wrong"), (shown[4], "correct"), (shown[5], "unanswered"),
            ]
            try #require(words.count == expected.count, "words: \(words)")
            for (word, (line, result)) in zip(words, expected) {
                #expect(word["word"] as? String == line.word)
                #expect(word["tier"] as? String == line.tier)
                #expect(word["result"] as? String == result, "\(word)")
                #expect(word["shown_at"] is Double || word["shown_at"] is Int)
                if result == "unanswered" {
                    #expect(word["answered_at"] is NSNull, "\(word)")
                } else {
                    #expect(word["answered_at"] is Double || word["answered_at"] is Int, "\(word)")
                }
            }
            #expect(run.stderr.contains("round over (quit): 2 right, 1 wrong"), "\(run)")
        }

        @Test("the same --seed shows the same words")
        func seedRepeats() async throws {
            var outputs: [[String]] = []
            for _ in 0..<2 {
                // A sandbox each: a shared history store would make the second game prefer fresh words.
                let sandbox = try Sandbox()
                let run = try await playPiped(["--seed", "42", "--seconds", "60"], "y\nn\ny\nn\nq\n", in: sandbox)
                #expect(run.status == 0, "\(run)")
                outputs.append(run.lines)
            }
            #expect(outputs[0].count == 5)
            #expect(outputs[0] == outputs[1])
        }

        @Test("end of input ends the round as eof")
        func endOfInput() async throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.json")
            let run = try await playPiped(["--seconds", "60", "--export", export], "y\n", in: sandbox)
            #expect(run.status == 0, "\(run)")
            let json = try PlayFiles.json(export)
            #expect(json["ended_by"] as? String == "eof")
            #expect(json["correct"] as? Int == 1)
            #expect(json["wrong"] as? Int == 0)
            #expect(PlayFiles.words(json).count == 2)
            #expect(run.lines.count == 2)
        }

        @Test("a deck that runs out ends the round as exhausted, before the end of input")
        func deckRunsOut() async throws {
            let sandbox = try Sandbox()
            try sandbox.write("two.txt", "apple\npear\n")
            let export = sandbox.path("round.json")
            let run = try await playPiped(
                ["--seconds", "60", "--bank", sandbox.path("two.txt"), "--export", export], "y\nn\n", in: sandbox)
            #expect(run.status == 0, "\(run)")
            #expect(Set(run.lines) == ["apple\tcustom", "pear\tcustom"], "\(run)")
            let json = try PlayFiles.json(export)
            #expect(json["ended_by"] as? String == "exhausted")
            #expect(json["correct"] as? Int == 1)
            #expect(json["wrong"] as? Int == 1)
        }

        @Test("after quit, later lines do not count; unknown lines are reported")
        func linesAfterTheEnd() async throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("round.json")
            let run = try await playPiped(["--seconds", "60", "--export", export], "y\nbogus\nq\ny\ny\n", in: sandbox)
            #expect(run.status == 0, "\(run)")
            #expect(run.stderr.contains("line 2: unknown command 'bogus'"), "\(run)")
            let json = try PlayFiles.json(export)
            #expect(json["ended_by"] as? String == "quit")
            #expect(json["correct"] as? Int == 1)
            #expect(run.lines.count == 2)
        }

        @Test(
            "CSV export: a header, then one row per word",
            arguments: [
                (file: "round.csv", format: nil as String?),
                (file: "round.data", format: "csv"),
            ])
        func csvExport(file: String, format: String?) async throws {
            let sandbox = try Sandbox()
            let export = sandbox.path(file)
            let run = try await playPiped(
                ["--seed", "5", "--bank", "en", "--seconds", "60", "--export", export]
                    + (format.map { ["--format", $0] } ?? []), "y\nn\nq\n", in: sandbox)
            #expect(run.status == 0, "\(run)")
            let shown = run.lines.compactMap(split)
            try #require(shown.count == 3, "\(run)")

            let bytes = try Data(contentsOf: URL(fileURLWithPath: export))
            #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF], "a CSV export starts with the byte order mark")
            let text = String(decoding: bytes.dropFirst(3), as: UTF8.self)
            let rows = PlayFiles.csvRows(text)
            try #require(rows.count == 4, "CSV:\n\(text)")
            #expect(
                rows[0] == [
                    "round_started_at", "team", "word", "tier", "result", "shown_at", "answered_at", "scripted",
                    "themes", "family", "describer", "utc_offset",
                ])
            for (row, (line, result)) in zip(rows.dropFirst(), zip(shown, ["correct", "wrong", "unanswered"])) {
                try #require(row.count == 12, "row \(row)")
                #expect(
                    RoundRecord.parseTimestamp(row[0].replacingOccurrences(of: " ", with: "T") + row[11].dropFirst(3))
                        != nil,
                    "\(row[0]) \(row[11])")
                #expect(row[7] == "yes", "a piped round is scripted")
                #expect(row[1] == "")
                #expect(row[2] == line.word)
                #expect(row[3] == line.tier)
                #expect(row[4] == result)
                #expect(Double(row[5]) != nil, "shown_at \(row[5])")
                #expect(result == "unanswered" ? row[6] == "" : Double(row[6]) != nil, "answered_at \(row[6])")
            }
        }

        @Test("an export path that cannot be written fails before any word is shown")
        func unwritableExport() async throws {
            let sandbox = try Sandbox()
            let export = sandbox.path("missing/directory/round.json")
            // A round that started anyway would print a word and end by the end of input, with 0.
            let run = try await playPiped(["--seconds", "30", "--export", export], "", in: sandbox)
            #expect(run.status == 66, "a missing directory is missing input\n\(run)")
            #expect(run.stdout.isEmpty, "a word was printed:\n\(run)")
            #expect(run.stderr.contains("missing/directory"), "\(run)")
            #expect(!FileManager.default.fileExists(atPath: export))
        }

        @Test("a word list that cannot be used exits 65 before the round", arguments: ["--words", "--bank"])
        func badWordList(option: String) async throws {
            let sandbox = try Sandbox()
            try sandbox.write("bad.txt", "[bogus]\nsomething\n")
            let run = try await playPiped(["--seconds", "30", option, sandbox.path("bad.txt")], "", in: sandbox)
            #expect(run.status == 65, "\(run)")
            #expect(run.stdout.isEmpty, "\(run)")
            #expect(run.stderr.contains("bad.txt:1"), "\(run)")
        }
    }
}
