import Foundation
import GuessTestSupport
import Testing

/// `guess league` and `guess players` in-process (issue 45): games played through a pipe, which count, the
/// table as text and JSON, leagues apart, names folded as the room folds them, a merge and its undo, bad
/// input refused with a usage error.
extension Commands {
    @Suite("League and players")
    struct LeagueCommandTests {
        private static func play(
            _ teams: [String], _ script: String, league: String? = nil, turns: Int = 1, db: String, in sandbox: Sandbox
        ) async throws {
            var arguments = [
                "play", "--seconds", "30", "--bank", "en", "--seed", "5", "--turns", "\(turns)", "--db", db,
            ]
            for team in teams { arguments += ["--team", team] }
            if let league { arguments += ["--league", league] }
            let run = try await CommandRunner.run(arguments, in: sandbox, stdin: Data(script.utf8))
            #expect(run.status == 0, "\(run)")
        }

        private static func json(_ arguments: [String], in sandbox: Sandbox) async throws -> [String: Any] {
            let run = try await CommandRunner.run(arguments, in: sandbox)
            #expect(run.status == 0, "\(run)")
            return try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        }

        private static func players(_ document: [String: Any]) -> [String: [String: Any]] {
            let lines = document["players"] as? [[String: Any]] ?? []
            return Dictionary(lines.map { (($0["player"] as? String) ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        }

        @Test("games played out count, an early end and a single round do not; names fold; leagues apart")
        func table() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            try await Self.play(["Red=Ann,Bo", "Blue=Cy"], "y\ny\nend\ny\nend\n", db: db, in: sandbox)
            // "ANN" is Ann; Bo moved to Blue.
            try await Self.play(["Red=ANN", "Blue=Cy,Bo"], "end\ny\nend\n", db: db, in: sandbox)
            // Ended early: q in Blue's first turn, Red's second not played.
            try await Self.play(["Red=Ann", "Blue=Cy"], "y\nend\nq\n", turns: 2, db: db, in: sandbox)
            try await Self.play([], "y\ny\n", db: db, in: sandbox)  // a single round
            try await Self.play(["A=Di", "B=Ed"], "y\nend\nend\n", league: "office", db: db, in: sandbox)

            let left = try await CommandRunner.run(["league", "--db", db], in: sandbox)
            #expect(left.status == 0 && left.stdout.contains("2 scripted games"), "\(left)")
            let document = try await Self.json(
                ["league", "--format", "json", "--include-scripted", "--db", db], in: sandbox)
            #expect(document["schema"] as? String == "guess.league.v1")
            #expect(document["games"] as? [Int] == [1, 2])
            let players = Self.players(document)
            #expect(Set(players.keys) == ["ANN", "Bo", "Cy"], "\(players.keys)")
            #expect(players["ANN"]?["games"] as? Int == 2)
            #expect(players["Bo"]?["games"] as? Int == 2)
            let sigma = try #require(players["Cy"]?["sigma"] as? Double)
            let mu = try #require(players["Cy"]?["mu"] as? Double)
            #expect(abs((players["Cy"]?["ordinal"] as? Double ?? 0) - (mu - 3 * sigma)) < 1e-12)

            let office = try await Self.json(
                ["league", "office", "--format", "json", "--include-scripted", "--db", db], in: sandbox)
            #expect(Set(Self.players(office).keys) == ["Di", "Ed"])
            let text = try await CommandRunner.run(["league", "OFFICE", "--include-scripted", "--db", db], in: sandbox)
            #expect(text.stdout.contains("League OFFICE (1 game)") && text.stdout.contains("Di"), "\(text)")
        }

        @Test("the game's last lines give its players' ratings before and after it, in its league")
        func closingLines() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let first = try await CommandRunner.run(
                ["play", "--bank", "en", "--team", "Red=Ann", "--team", "Blue=Cy", "--league", "office", "--db", db],
                in: sandbox, stdin: Data("y\nend\nend\n".utf8))
            #expect(first.stderr.contains("League office ratings (guess league office):"), "\(first)")
            let document = try await Self.json(
                ["league", "office", "--format", "json", "--include-scripted", "--db", db], in: sandbox)
            let ann = try #require(Self.players(document)["Ann"]?["ordinal"] as? Double)
            let shown = String(format: "%.1f", ann)
            #expect(first.errorLines.contains { $0.hasPrefix("  Ann") && $0.contains("0.0 → \(shown)") }, "\(first)")
            let unfinished = try await CommandRunner.run(
                ["play", "--bank", "en", "--team", "Red=Ann", "--team", "Blue=Cy", "--turns", "2", "--db", db],
                in: sandbox, stdin: Data("y\nend\nq\n".utf8))
            #expect(!unfinished.stderr.contains("ratings"), "\(unfinished)")
            let single = try await CommandRunner.run(
                ["play", "--bank", "en", "--db", db], in: sandbox, stdin: Data("y\n".utf8))
            #expect(!single.stderr.contains("ratings"), "\(single)")
        }

        @Test("the results report holds the league table of the game's players; a game that does not count none")
        func report() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let page = sandbox.path("night.html")
            let played = try await CommandRunner.run(
                ["play", "--bank", "en", "--team", "Red=Ann", "--team", "Blue=Cy", "--db", db, "--report", page],
                in: sandbox, stdin: Data("y\nend\nend\n".utf8))
            #expect(played.status == 0, "\(played)")
            let html = try String(contentsOfFile: page, encoding: .utf8)
            #expect(html.contains("<div class=\"league\">") && html.contains("data-player=\"Ann\""), "\(html)")
            try await Self.play(["Red=Ann", "Blue=Cy"], "y\nend\nq\n", turns: 2, db: db, in: sandbox)
            let stored = try await CommandRunner.run(["history", "report", "1", "2", "--db", db], in: sandbox)
            #expect(stored.status == 0, "\(stored)")
            let sections = stored.stdout.components(separatedBy: "<section class=\"game\"").dropFirst()
            #expect(sections.count == 2)
            #expect(sections.first?.contains("data-player=\"Cy\"") == true)
            #expect(sections.last?.contains("class=\"league\"") == false)
        }

        @Test("a misspelt name merged counts as the right one; the merge is listed and can be undone")
        func mergeAndUndo() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            try await Self.play(["Red=Ann", "Blue=Cy"], "y\nend\nend\n", db: db, in: sandbox)
            try await Self.play(["Red=Anne", "Blue=Cy"], "y\nend\nend\n", db: db, in: sandbox)
            let before = Self.players(
                try await Self.json(["league", "--format", "json", "--include-scripted", "--db", db], in: sandbox))
            #expect(Set(before.keys) == ["Ann", "Anne", "Cy"])

            let merged = try await CommandRunner.run(
                ["players", "merge", "Anne", "--into", "Ann", "--db", db], in: sandbox)
            #expect(merged.status == 0 && merged.stdout.contains("Anne now counts as Ann (merge 1"), "\(merged)")
            let after = Self.players(
                try await Self.json(["league", "--format", "json", "--include-scripted", "--db", db], in: sandbox))
            #expect(Set(after.keys) == ["Ann", "Cy"] && after["Ann"]?["games"] as? Int == 2, "\(after.keys)")
            let listed = try await CommandRunner.run(["players", "--db", db], in: sandbox)
            #expect(listed.stdout.contains("Anne → Ann"), "\(listed)")

            let again = try await CommandRunner.run(
                ["players", "merge", "ANNE", "--into", "ann", "--db", db], in: sandbox)
            #expect(again.status == 64, "\(again)")
            let unknown = try await CommandRunner.run(
                ["players", "merge", "Zed", "--into", "Ann", "--db", db], in: sandbox)
            #expect(unknown.status == 66, "\(unknown)")

            let undone = try await CommandRunner.run(["players", "unmerge", "1", "--db", db], in: sandbox)
            #expect(undone.status == 0, "\(undone)")
            let twice = try await CommandRunner.run(["players", "unmerge", "1", "--db", db], in: sandbox)
            #expect(twice.status == 66, "\(twice)")
            let restored = Self.players(
                try await Self.json(["league", "--format", "json", "--include-scripted", "--db", db], in: sandbox))
            #expect(Set(restored.keys) == ["Ann", "Anne", "Cy"])
            let listedAgain = try await CommandRunner.run(["players", "--db", db], in: sandbox)
            #expect(listedAgain.stdout.contains("Anne → Ann (undone)"), "\(listedAgain)")
        }

        @Test("bad input: a bad format or league name is a usage error; no store is an empty league")
        func badInput() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("none.sqlite")
            #expect(try await CommandRunner.run(["league", "--format", "xml", "--db", db], in: sandbox).status == 64)
            let control = try await CommandRunner.run(["league", "a\u{1B}b", "--db", db], in: sandbox)
            #expect(control.status == 64 && control.stderr.contains("league"), "\(control)")
            let long = try await CommandRunner.run(
                ["play", "--league", String(repeating: "x", count: 41), "--no-history"], in: sandbox, stdin: Data())
            #expect(long.status == 64, "\(long)")
            let empty = try await CommandRunner.run(["league", "--db", db], in: sandbox)
            #expect(empty.status == 0 && empty.stdout.contains("No game counts"), "\(empty)")
            let config = sandbox.path("bad.toml")
            try "[party]\nleague = \"a\\u0007\"\n".write(toFile: config, atomically: true, encoding: .utf8)
            let badConfig = try await CommandRunner.run(
                ["play", "--config", config, "--no-history"], in: sandbox, stdin: Data())
            #expect(badConfig.status == 65 && badConfig.stderr.contains("party.league"), "\(badConfig)")
        }
    }
}
