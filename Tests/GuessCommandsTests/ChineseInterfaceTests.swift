import Foundation
import GRDB
import GuessTestSupport
import GuessWords
import Testing

/// English words of the interface: none may be left on a Chinese screen.
private let englishInterfaceWords = [
    "right", "wrong", "turn", "turns", "scoreboard", "score", "team", "teams", "wins", "winner", "tie", "rejected",
    "entries", "entry", "tier", "tiers", "share", "weight", "round", "rounds", "error", "errors", "warning", "file",
    "missing", "cannot", "unknown", "interrupted", "total", "totals", "bank", "games", "game", "played", "history",
    "export", "failed", "duplicate", "kept", "section", "sections", "over", "quit", "default", "ok", "such",
    "accuracy", "fastest", "hardest", "words", "key", "known", "expected", "found", "shipped", "deleted", "yet",
    "date", "result", "ended", "by", "answers", "minute", "time", "row", "rows", "line", "lines",
]

/// `text` without what is rightly not interface text: file paths and names, the pipe's word lines
/// (`WORD<TAB>TIER`, machine-readable, their tier in English), command and option names, dotted config
/// keys, the section names a list may use, the shipped banks' names, and the usage synopsis and option
/// help a usage error quotes from ArgumentParser (`用法：`, `说明：`; `--help` is English, as README says).
func interfaceText(_ text: String, sandbox: Sandbox) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.removeAll { $0.contains("\t") || $0.hasPrefix("用法：") || $0.hasPrefix("说明：") }
    var cleaned = lines.joined(separator: "\n").replacingOccurrences(of: sandbox.root.path, with: "")
    let patterns = [
        #"[\w./-]+\.(txt|toml|sqlite|csv|json)"#,  // file names
        #"'guess [^']*'"#,  // a command quoted whole (`更多说明见 'guess history show --help'`)
        #"<[A-Za-z-]+>"#,  // ArgumentParser's value placeholders (`<FILE>`)
        #"--[a-z-]+"#,  // options
        #"\bguess\b"#,  // the command
        #"\b[a-z_]+(\.[a-z_]+)+\b"#,  // dotted config keys
        #"\b(primary|middle|senior|complex|custom)\b"#,  // the sections a list may use
        #"\b(en|zh-Hans)\b"#,  // shipped banks
    ]
    for pattern in patterns {
        cleaned = cleaned.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
    }
    return cleaned
}

/// The English interface words found in `text`, whole words, any case.
func englishWords(in text: String) -> [String] {
    let words = text.lowercased().components(separatedBy: CharacterSet.letters.inverted).filter { !$0.isEmpty }
    return words.filter(englishInterfaceWords.contains)
}

extension Commands {
    @Suite("Chinese interface: no English word left under display.language = zh-Hans")
    struct ChineseInterfaceTests {
        private func chineseSandbox() throws -> Sandbox {
            let sandbox = try Sandbox()
            try sandbox.write(to: sandbox.userConfig, "[display]\nlanguage = \"zh-Hans\"\n")
            return sandbox
        }

        /// Runs `arguments` and returns standard output and error together, checked for English words.
        private func expectChinese(
            _ arguments: [String], in sandbox: Sandbox, stdin: String? = nil, status: Int32? = nil,
            contains expected: [String] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) async throws {
            let result = try await CommandRunner.run(arguments, in: sandbox, stdin: stdin.map { Data($0.utf8) })
            if let status { #expect(result.status == status, "\(result)", sourceLocation: sourceLocation) }
            let all = result.stdout + "\n" + result.stderr
            #expect(!all.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, sourceLocation: sourceLocation)
            let left = englishWords(in: interfaceText(all, sandbox: sandbox))
            #expect(
                left.isEmpty, "English left in `guess \(arguments.joined(separator: " "))`: \(left)\n\(all)",
                sourceLocation: sourceLocation)
            let problems = chineseScreenProblems(in: all.replacingOccurrences(of: sandbox.root.path, with: ""))
            #expect(
                problems.isEmpty, "Not Chinese in `guess \(arguments.joined(separator: " "))`: \(problems)\n\(all)",
                sourceLocation: sourceLocation)
            for text in expected {
                #expect(all.contains(text), "\(text) missing from\n\(all)", sourceLocation: sourceLocation)
            }
        }

        @Test("the scan finds English: the same commands in English are caught")
        func scanCatchesEnglish() async throws {
            let sandbox = try Sandbox()
            let result = try await CommandRunner.run(["bank", "show", "en"], in: sandbox)
            #expect(englishWords(in: interfaceText(result.stdout, sandbox: sandbox)).contains("entries"), "\(result)")
        }

        @Test("bank list and bank show")
        func bankScreens() async throws {
            let sandbox = try chineseSandbox()
            try await expectChinese(
                ["bank", "list"], in: sandbox, status: 0, contains: ["初级", "中级", "高级", "复杂", "自定义", "合计"])
            try await expectChinese(["bank", "show", "en"], in: sandbox, status: 0, contains: ["词库：en", "占比"])
        }

        @Test("bank check: a good list, a list with a duplicate, a rejected list")
        func bankCheck() async throws {
            let sandbox = try chineseSandbox()
            try sandbox.write("good.txt", "[primary]\n苹果\n香蕉\n")
            try sandbox.write("dup.txt", "苹果\n苹果\n")
            try sandbox.write("bad.txt", "[nope]\n苹果\n坏\u{7}词\n")
            try await expectChinese(
                ["bank", "check", "good.txt"], in: sandbox, status: 0, contains: ["good.txt：通过，共 2 条（初级 2、"])
            try await expectChinese(["bank", "check", "dup.txt"], in: sandbox, status: 0, contains: ["警告："])
            try await expectChinese(["bank", "check", "bad.txt"], in: sandbox, status: 65, contains: ["bad.txt：未通过"])
            try await expectChinese(["bank", "check", "missing.txt"], in: sandbox, status: 66)
        }

        @Test("errors: a missing --bank file, a bad config key, a value out of range, a negative weight")
        func errors() async throws {
            let sandbox = try chineseSandbox()
            try await expectChinese(["draw", "--bank", "missing.txt"], in: sandbox, status: 66, contains: ["文件不存在"])
            try sandbox.write("bad.toml", "[round]\nnope = 1\n")
            try await expectChinese(["draw", "--config", "bad.toml"], in: sandbox, status: 65, contains: ["未知的设置项"])
            try sandbox.write("range.toml", "[round]\nseconds = 0\n")
            try await expectChinese(
                ["draw", "--config", "range.toml"], in: sandbox, status: 65, contains: ["必须在 1 到 86400 之间"])
            try sandbox.write("weights.toml", "[draw.weights]\nprimary = -1\n")
            try await expectChinese(["draw", "--config", "weights.toml"], in: sandbox, status: 65, contains: ["不能为负"])
        }

        @Test("usage errors: the parser's and the commands' own, with ArgumentParser's frame translated")
        func usageErrors() async throws {
            let sandbox = try chineseSandbox()
            try await expectChinese(
                ["stats", "--bogus"], in: sandbox, status: 64, contains: ["错误：不认识的选项 '--bogus'", "用法：guess stats"])
            try await expectChinese(
                ["stats", "--tem", "x"], in: sandbox, status: 64, contains: ["不认识的选项 '--tem'，是不是要用 '--team'？"])
            try await expectChinese(["stats", "--min-plays"], in: sandbox, status: 64, contains: ["缺少值"])
            try await expectChinese(
                ["play", "--seconds", "abc"], in: sandbox, status: 64,
                contains: ["的值 'abc' 无效", "更多说明见 'guess play --help'。"])
            try await expectChinese(["history", "show", "1", "2"], in: sandbox, status: 64, contains: ["多余的参数 '2'"])
            try await expectChinese(["bank", "check"], in: sandbox, status: 64, contains: ["缺少参数"])
            try await expectChinese(
                ["stats", "--min-plays", "0"], in: sandbox, status: 64, contains: ["--min-plays 至少为 1"])
            try await expectChinese(
                ["play", "--seconds", "0"], in: sandbox, status: 64, contains: ["--seconds 须在 1 到 86400 之间"])
            try await expectChinese(["draw", "-n", "1", "--all"], in: sandbox, status: 64, contains: ["只能选一个"])
            try await expectChinese(["draw", "--tier", "nope"], in: sandbox, status: 64, contains: ["难度“nope”不存在"])
            try await expectChinese(["draw", "--weights", "1,2"], in: sandbox, status: 64, contains: ["应有 5 个权重"])
            try await expectChinese(["history", "export"], in: sandbox, status: 64, contains: ["请给出局号"])
            try await expectChinese(["history", "--since", "someday"], in: sandbox, status: 64, contains: ["既不是日期"])
            try await expectChinese(
                ["play", "--team", "A", "--team", "A"], in: sandbox, status: 64, contains: ["名字都要不同"])
            try await expectChinese(["play", "--export", "out.bin"], in: sandbox, status: 64, contains: ["看不出"])
            // Typed text reaches the terminal made visible, in a usage error too.
            let hostile = try await CommandRunner.run(["stats", "--\u{1B}]0;owned\u{7}"], in: sandbox)
            #expect(
                hostile.status == 64 && !hostile.stderr.contains("\u{1B}") && !hostile.stderr.contains("\u{7}"),
                "\(hostile)")
        }

        @Test("a damaged store: rows skipped and a store moved aside are told in Chinese")
        func damagedStore() async throws {
            let sandbox = try chineseSandbox()
            let db = sandbox.path("h.sqlite")
            try await expectChinese(["play", "--db", db, "--seed", "4"], in: sandbox, stdin: "y\n", status: 0)
            try DatabaseQueue(path: db).writeNow { try $0.execute(sql: "UPDATE round SET correct = 'lots'") }
            try await expectChinese(
                ["history", "--db", db], in: sandbox, status: 0, contains: ["第 1 局第 1 回合已跳过：列 correct 存的是文字，应为整数"])
            // Only the default store is moved aside when it is not a database (`--db` names are refused).
            let garbage = sandbox.dataHome.appendingPathComponent("guess/history.sqlite")
            try FileManager.default.createDirectory(
                at: garbage.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("not a database\n".utf8).write(to: garbage)
            try await expectChinese(["play"], in: sandbox, stdin: "y\n", status: 0, contains: ["已损坏：已将它移到"])
        }

        @Test("a party game through a pipe, then history and stats")
        func partyThroughAPipe() async throws {
            let sandbox = try chineseSandbox()
            let db = sandbox.path("h.sqlite")
            try await expectChinese(
                [
                    "play", "--team", "红队", "--team", "蓝队", "--seconds", "30", "--lead-in", "0", "--db", db, "--seed",
                    "4",
                ],
                in: sandbox, stdin: "y\nn\nend\ny\nend\n", status: 0,
                // Tied after every turn, the tie-break turn not played when the input ended: no winner yet, as
                // the history says too (the game can be resumed).
                contains: ["红队 · 第 1 回合（本队 1/1）", "红队：答对 1，答错 1（", "记分板", "无胜者：比赛因信号或输入结束而中断"])
            try await expectChinese(["history", "--db", db], in: sandbox, status: 0, contains: ["红队 1、蓝队 1"])
            try await expectChinese(["history", "show", "--db", db], in: sandbox, status: 0)
            try await expectChinese(["stats", "--db", db], in: sandbox, status: 0)
            try await expectChinese(
                ["history", "show", "99", "--db", db], in: sandbox, status: 66, contains: ["第 99 局"])
        }

        @Test("a single round through a pipe, with an unknown line")
        func singleRound() async throws {
            let sandbox = try chineseSandbox()
            try await expectChinese(
                ["play", "--seconds", "30", "--lead-in", "0", "--no-history"], in: sandbox, stdin: "y\nzz\n", status: 0,
                contains: ["本回合结束（输入结束）：答对 1，答错 0", "未知命令"])
        }

        @Test("auto under LANG=zh_CN.UTF-8 speaks Chinese too")
        func autoUnderAChineseLocale() async throws {
            let sandbox = try Sandbox()
            let result = try await CommandRunner.run(
                ["bank", "check", "missing.txt"], in: sandbox, environment: ["LANG": "zh_CN.UTF-8"])
            #expect(result.status == 66)
            #expect(result.stderr == "guess: missing.txt：文件不存在\n", "\(result)")
        }
    }
}
