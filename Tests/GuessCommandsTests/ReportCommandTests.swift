import Foundation
import GuessTestSupport
import Testing

extension Commands {
    /// `guess history report` and `guess play --report` (#37): the results as one HTML page.
    @Suite("Results report: history report and play --report")
    struct ReportCommandTests {
        /// Three teams through a pipe, their players named: A 2 (Ann described), B 1, C 1 (B and C share
        /// second place), A wins.
        static func playThreeTeams(_ sandbox: Sandbox, db: String, extra: [String] = []) async throws -> RunResult {
            try await CommandRunner.run(
                [
                    "play", "--team", "A=Ann,Al", "--team", "B=Bo", "--team", "C=Cy", "--db", db, "--seconds", "30",
                    "--lead-in", "0",
                ] + extra,
                in: sandbox, stdin: Data("y\ny\nn\nend\ny\nn\nend\ny\nend\n".utf8))
        }

        /// The values of attribute `name` in `html`, in order.
        static func values(_ name: String, in html: String) -> [String] {
            let pattern = try! NSRegularExpression(pattern: " \(name)=\"([^\"]*)\"")
            return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap { match in
                Range(match.range(at: 1), in: html).map { String(html[$0]) }
            }
        }

        @Test("play --report writes the page history report writes, with the winner history show names")
        func playAndHistoryAgree() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let played = try await Self.playThreeTeams(
                sandbox, db: db, extra: ["--report", sandbox.path("night.html")])
            #expect(played.status == 0, "\(played)")
            let written = try String(contentsOfFile: sandbox.path("night.html"), encoding: .utf8)
            let report = try await CommandRunner.run(["history", "report", "--db", db], in: sandbox)
            #expect(report.status == 0, "\(report)")
            #expect(report.stdout.hasPrefix("<!DOCTYPE html>\n<!-- guess.report.v1 -->\n<html lang=\"en\">"))
            // The same results as the store gives (times aside, which the store keeps to the millisecond).
            for name in ["data-place", "data-score", "data-team", "data-correct", "data-wrong", "data-ending"] {
                #expect(Self.values(name, in: written) == Self.values(name, in: report.stdout), "\(name)")
            }
            let show = try await CommandRunner.run(["history", "show", "--db", db], in: sandbox)
            let winnerLine = try #require(show.lines.last { !$0.isEmpty })
            #expect(winnerLine == "Winner: A")
            #expect(report.stdout.contains("data-ending=\"won\">Winner: A</p>"))
            #expect(Self.values("data-place", in: report.stdout) == ["1", "2", "2"])
            #expect(Self.values("data-score", in: report.stdout) == ["2", "1", "1"])
            // The scoreboard and every turn's counts are the export's.
            let export = try await CommandRunner.run(["history", "export", "--games", "1", "--db", db], in: sandbox)
            let games = try #require(try JSONSerialization.jsonObject(with: export.stdoutData) as? [[String: Any]])
            let board = try #require(games.first?["scoreboard"] as? [[String: Any]])
            #expect(board.map { "\($0["score"] ?? "")" } == Self.values("data-score", in: report.stdout))
            let turns = try #require(games.first?["turns"] as? [[String: Any]])
            #expect(turns.map { "\($0["correct"] ?? "")" } == Self.values("data-correct", in: report.stdout))
            #expect(turns.map { "\($0["wrong"] ?? "")" } == Self.values("data-wrong", in: report.stdout))
            #expect(Self.values("data-player", in: report.stdout).contains("Ann"))
        }

        @Test("-o writes the file, writes over an earlier report, and never over a file that is not one")
        func safeWriting() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            #expect(try await Self.playThreeTeams(sandbox, db: db).status == 0)
            let path = sandbox.path("r.html")
            for _ in 0..<2 {
                let run = try await CommandRunner.run(["history", "report", "1", "-o", path, "--db", db], in: sandbox)
                #expect(run.status == 0 && run.stdout.isEmpty, "\(run)")
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8).contains("guess.report.v1"))
            let notes = sandbox.path("notes.html")
            try Data("<p>mine</p>".utf8).write(to: URL(fileURLWithPath: notes))
            let refused = try await CommandRunner.run(["history", "report", "-o", notes, "--db", db], in: sandbox)
            #expect(refused.status == 64, "\(refused)")
            #expect(try String(contentsOfFile: notes, encoding: .utf8) == "<p>mine</p>")
            let before = try await Self.playThreeTeams(sandbox, db: db, extra: ["--report", notes])
            #expect(before.status == 64, "refused before anything is played: \(before)")
            let missing = try await CommandRunner.run(["history", "report", "9", "--db", db], in: sandbox)
            #expect(missing.status != 0 && missing.stdout.isEmpty, "\(missing)")
        }

        @Test("names from outside are escaped; the page speaks Chinese under a Chinese locale")
        func escapedAndChinese() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let played = try await CommandRunner.run(
                ["play", "--team", "<b>红</b>", "--team", "蓝", "--db", db, "--seconds", "30", "--lead-in", "0"],
                in: sandbox, stdin: Data("y\nend\nn\nend\n".utf8))
            #expect(played.status == 0, "\(played)")
            let report = try await CommandRunner.run(
                ["history", "report", "--db", db], in: sandbox, environment: ["LANG": "zh_CN.UTF-8"])
            #expect(report.status == 0, "\(report)")
            #expect(!report.stdout.contains("<b>"))
            #expect(report.stdout.contains("&lt;b&gt;红&lt;/b&gt;"))
            #expect(report.stdout.contains("<html lang=\"zh-Hans\">"))
            #expect(report.stdout.contains("获胜：&lt;b&gt;红&lt;/b&gt;"))
        }

        @Test("stats --player: a player's turns as describer over every game")
        func playerStats() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            for _ in 0..<2 { #expect(try await Self.playThreeTeams(sandbox, db: db).status == 0) }
            let stats = try await CommandRunner.run(
                ["stats", "--player", "Ann", "--include-scripted", "--db", db], in: sandbox)
            #expect(stats.status == 0, "\(stats)")
            #expect(stats.lines.first == "Ann as describer", "\(stats)")
            #expect(stats.stdout.contains("games 2 · turns 2 · words shown 8"), "\(stats)")
            #expect(stats.stdout.contains("right 4 · wrong 2 · passed 0 · accuracy 67%"), "\(stats)")
            #expect(stats.stdout.contains("Quickest words"), "\(stats)")
            let scriptsLeftOut = try await CommandRunner.run(["stats", "--player", "Ann", "--db", db], in: sandbox)
            #expect(scriptsLeftOut.stdout.hasPrefix("Ann described no turn"), "\(scriptsLeftOut)")
            // The hint fits phone players too: no --team advice, the players command instead (#46).
            #expect(scriptsLeftOut.stdout.contains("guess players lists everyone who did"), "\(scriptsLeftOut)")
            // The name folded as the room and the league fold it: case, width, look-alike letters (#46).
            for spelling in ["ann", "ＡＮＮ", "\u{410}nn"] {
                let folded = try await CommandRunner.run(
                    ["stats", "--player", spelling, "--include-scripted", "--db", db], in: sandbox)
                #expect(folded.stdout.contains("games 2 · turns 2 · words shown 8"), "\(spelling): \(folded)")
            }
        }

        @Test("a single round's report has one team, named as the round")
        func singleRound() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let played = try await CommandRunner.run(
                ["play", "--db", db, "--seed", "4", "--report", sandbox.path("one.html")], in: sandbox,
                stdin: Data("y\nn\ny\n".utf8))
            #expect(played.status == 0, "\(played)")
            let page = try String(contentsOfFile: sandbox.path("one.html"), encoding: .utf8)
            #expect(Self.values("data-place", in: page) == ["1"])
            #expect(Self.values("data-score", in: page) == ["2"])
            #expect(page.contains("This round"))
        }
    }
}
