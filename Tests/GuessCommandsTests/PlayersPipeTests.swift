import Foundation
import GuessTestSupport
import Testing

/// Players and resuming through a pipe: the describer named on each turn, a game whose input ran out
/// continued with `--resume` (same game, words held back), dealing with a seed, names refused.
extension Commands {
    @Suite("Players and resume through a pipe")
    struct PlayersPipeTests {
        private static let party = [
            "play", "--team", "红队=小王,小李", "--team", "Blue=Ann", "--turns", "2", "--seconds", "30", "--bank", "en",
            "--seed", "3",
        ]

        @Test("a party game whose input ran out goes on with --resume: same game, next describer, no word twice")
        func resumeThroughAPipe() async throws {
            let sandbox = try Sandbox()
            let db = sandbox.path("h.sqlite")
            let first = try await CommandRunner.run(
                Self.party + ["--db", db], in: sandbox, stdin: Data("y\ny\nend\n".utf8))
            #expect(first.status == 0, "\(first)")
            #expect(first.stderr.contains("红队 (小王 describes) · turn 1 (team turn 1/2)"), "\(first)")

            let resumed = try await CommandRunner.run(
                ["play", "--resume", "--db", db], in: sandbox, stdin: Data("y\nend\ny\nend\ny\nend\n".utf8))
            #expect(resumed.status == 0, "\(resumed)")
            #expect(resumed.stderr.contains("Resuming game 1 after 1 turn: 红队 2, Blue 0"), "\(resumed)")
            #expect(resumed.stderr.contains("Blue (Ann describes) · turn 2 (team turn 1/2)"), "\(resumed)")
            #expect(resumed.stderr.contains("红队 (小李 describes) · turn 3 (team turn 2/2)"), "\(resumed)")
            #expect(resumed.stderr.contains("Blue (Ann describes) · turn 4 (team turn 2/2)"), "\(resumed)")
            let before = Set(first.lines.map { $0.split(separator: "\t")[0] })
            let after = Set(resumed.lines.map { $0.split(separator: "\t")[0] })
            #expect(!after.isEmpty && before.isDisjoint(with: after), "\(before) \(after)")

            let listing = try await CommandRunner.run(["history", "--db", db], in: sandbox)
            #expect(listing.lines.count == 2, "\(listing)")
            let again = try await CommandRunner.run(
                ["play", "--resume", "--db", db], in: sandbox, stdin: Data("y\n".utf8))
            #expect(again.status == 66, "\(again)")
            #expect(again.stderr.contains("no unfinished party game"), "\(again)")
            let byID = try await CommandRunner.run(["history", "resume", "1", "--db", db], in: sandbox)
            #expect(byID.status == 64, "\(byID)")
            #expect(byID.stderr.contains("game 1 is over"), "\(byID)")
            let stats = try await CommandRunner.run(["stats", "--include-scripted", "--db", db], in: sandbox)
            #expect(stats.stdout.contains("By describer"), "\(stats)")
            #expect(stats.stdout.contains("小李"), "\(stats)")
        }

        @Test("--players deals the same teams for the same seed; a player named twice is refused (64)")
        func dealing() async throws {
            let deal = [
                "play", "--players", "a,b,c,d,e", "--teams", "2", "--seed", "11", "--no-history", "--bank", "en",
            ]
            let once = try await CommandRunner.run(deal, stdin: Data())
            let twice = try await CommandRunner.run(deal, stdin: Data())
            let lineups = { (run: RunResult) in run.errorLines.filter { $0.hasPrefix("guess: Team ") } }
            #expect(lineups(once).count == 2, "\(once)")
            #expect(lineups(once) == lineups(twice))
            let repeated = try await CommandRunner.run(["play", "--players", "a,b,a", "--teams", "2"], stdin: Data())
            #expect(repeated.status == 64, "\(repeated)")
            #expect(repeated.stderr.contains("--players: the player 'a' is named twice"), "\(repeated)")
            let noPlayers = try await CommandRunner.run(["play", "--teams", "2"], stdin: Data())
            #expect(noPlayers.status == 64, "\(noPlayers)")
            let nothing = try await CommandRunner.run(["play", "--resume"], stdin: Data())
            #expect(nothing.status == 66, "\(nothing)")
            let chinese = try await CommandRunner.run(
                ["play", "--team", "红队=小王,小李", "--team", "蓝队", "--no-history", "--bank", "zh-Hans"],
                environment: ["LANG": "zh_CN.UTF-8"], stdin: Data("y\nend\n".utf8))
            #expect(chinese.stderr.contains("guess: 红队：小王、小李"), "\(chinese)")
            #expect(chinese.stderr.contains("guess: 红队（小王 描述） · 第 1 回合（本队 1/1）"), "\(chinese)")
            let nothingZh = try await CommandRunner.run(
                ["play", "--resume"], environment: ["LANG": "zh_CN.UTF-8"], stdin: Data())
            #expect(nothingZh.stderr.contains("没有可以继续的未完成团队赛"), "\(nothingZh)")
        }
    }
}
