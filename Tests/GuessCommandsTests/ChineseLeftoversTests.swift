import Foundation
import GuessTestSupport
import Testing

// The zh leftovers of #18: a sheet's `row 2`, `[primary]` in `bank show --list`, `(1.5 s)` after the
// fastest word, `红队 获胜！`, and a turn ended with `end` reported as quit. Each screen is checked with
// `chineseScreenProblems` (the same check the Chinese interface scan now makes).
extension Commands {
    @Suite("Chinese screens: full-width brackets, no stray spaces, Chinese rows and sections")
    struct ChineseLeftoversTests {
        private func run(_ arguments: [String], in sandbox: Sandbox, stdin: String? = nil) async throws -> String {
            let result = try await CommandRunner.run(arguments, in: sandbox, stdin: stdin.map { Data($0.utf8) })
            let all = result.stdout + "\n" + result.stderr
            let problems = chineseScreenProblems(in: all.replacingOccurrences(of: sandbox.root.path, with: ""))
            #expect(problems.isEmpty, "`guess \(arguments.joined(separator: " "))`: \(problems)\n\(all)")
            return all
        }

        @Test("lists, sections, the fastest word, the winner and an ended turn read as Chinese")
        func leftovers() async throws {
            let sandbox = try Sandbox()
            try sandbox.write(to: sandbox.userConfig, "[display]\nlanguage = \"zh-Hans\"\n")
            try sandbox.write("bad.csv", "word,tier\n苹果,nope\n")
            let check = try await run(["bank", "check", "bad.csv"], in: sandbox)
            #expect(check.contains("bad.csv:2："), "\(check)")
            let listed = try await run(["bank", "show", "zh-Hans", "--list"], in: sandbox)
            #expect(listed.contains("\n[初级]\n"), "\(String(listed.prefix(400)))")

            let db = sandbox.path("h.sqlite")
            let played = try await run(
                ["play", "--db", db, "--bank", "zh-Hans", "--team", "红队", "--team", "蓝队", "--seconds", "60"],
                in: sandbox, stdin: "y\nend\nn\nend\n")
            #expect(played.contains("获胜：红队"), "\(played)")
            #expect(played.contains("（提前结束）"), "`end` ends a turn, not the game\n\(played)")
            let shown = try await run(["history", "show", "1", "--db", db], in: sandbox)
            #expect(shown.contains("最快：") && shown.contains(" 秒）"), "\(shown)")
        }
    }
}
