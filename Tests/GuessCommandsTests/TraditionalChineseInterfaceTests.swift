import Foundation
import GRDB
import GuessTestSupport
import GuessWords
import Testing

/// The Simplified-only characters (Tools/hant/simplified-only.txt, made by `make hant-strings`).
private let simplifiedOnly: Set<Character> = {
    let url = CommandRunner.packageRoot.appendingPathComponent("Tools/hant/simplified-only.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined())
}()

/// A team name in Simplified Chinese: user text, which a zh-Hant screen shows as typed.
private let simplifiedTeam = "发财队"

extension Commands {
    @Suite("Traditional Chinese interface: no Simplified character, no English word under zh-Hant")
    struct TraditionalChineseInterfaceTests {
        private func hantSandbox() throws -> Sandbox {
            let sandbox = try Sandbox()
            try sandbox.write(to: sandbox.userConfig, "[display]\nlanguage = \"zh-Hant\"\n")
            return sandbox
        }

        /// Runs `arguments` and checks standard output and error together: no English interface word and no
        /// Simplified-only character outside the Simplified team name, and every `expected` text.
        private func expectTraditional(
            _ arguments: [String], in sandbox: Sandbox, stdin: String? = nil, status: Int32? = nil,
            environment: [String: String] = [:], contains expected: [String] = [],
            sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) async throws {
            let result = try await CommandRunner.run(
                arguments, in: sandbox, environment: environment, stdin: stdin.map { Data($0.utf8) })
            if let status { #expect(result.status == status, "\(result)", sourceLocation: sourceLocation) }
            let all = result.stdout + "\n" + result.stderr
            #expect(!all.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, sourceLocation: sourceLocation)
            // A usage error quotes the option's help from ArgumentParser (English, as `--help` is) after 說明：.
            let quoted = all.split(separator: "\n").filter { !$0.hasPrefix("說明：") }.joined(separator: "\n")
            let english = englishWords(in: interfaceText(quoted, sandbox: sandbox))
            #expect(
                english.isEmpty, "English in `guess \(arguments.joined(separator: " "))`: \(english)\n\(all)",
                sourceLocation: sourceLocation)
            let simplified = all.replacingOccurrences(of: simplifiedTeam, with: "").filter(simplifiedOnly.contains)
            #expect(
                simplified.isEmpty, "Simplified in `guess \(arguments.joined(separator: " "))`: \(simplified)\n\(all)",
                sourceLocation: sourceLocation)
            for text in expected {
                #expect(all.contains(text), "\(text) missing from\n\(all)", sourceLocation: sourceLocation)
            }
        }

        @Test("the scan finds Simplified text: the same command under zh-Hans is caught")
        func scanCatchesSimplified() async throws {
            #expect(simplifiedOnly.count > 2000)
            let sandbox = try Sandbox()
            try sandbox.write(to: sandbox.userConfig, "[display]\nlanguage = \"zh-Hans\"\n")
            let result = try await CommandRunner.run(["bank", "list"], in: sandbox)
            #expect(result.stdout.contains(where: simplifiedOnly.contains), "\(result)")
        }

        @Test("bank list, show and check; the zh-Hant bank is the default")
        func bankScreens() async throws {
            let sandbox = try hantSandbox()
            try await expectTraditional(
                ["bank", "list"], in: sandbox, status: 0,
                contains: ["初級", "中級", "高級", "複雜", "自訂", "合計", "zh-Hant", "（預設）"])
            try await expectTraditional(["bank", "show"], in: sandbox, status: 0, contains: ["詞庫：zh-Hant", "佔比"])
            try await expectTraditional(["draw", "-n", "30", "--seed", "7"], in: sandbox, status: 0)
            try sandbox.write("good.txt", "[初級]\n蘋果\n[高級]\n香蕉\n")
            try sandbox.write("bad.txt", "[nope]\n蘋果\n")
            try await expectTraditional(
                ["bank", "check", "good.txt"], in: sandbox, status: 0, contains: ["good.txt：通過，共 2 條（初級 1、"])
            try await expectTraditional(
                ["bank", "check", "bad.txt"], in: sandbox, status: 65, contains: ["bad.txt：未通過"])
            try await expectTraditional(["bank", "check", "missing.txt"], in: sandbox, status: 66, contains: ["檔案不存在"])
        }

        @Test("errors and usage errors, ArgumentParser's frame included")
        func errors() async throws {
            let sandbox = try hantSandbox()
            try sandbox.write("bad.toml", "[round]\nnope = 1\n")
            try await expectTraditional(
                ["draw", "--config", "bad.toml"], in: sandbox, status: 65, contains: ["未知的設定項"])
            try sandbox.write("weights.toml", "[draw.weights]\nprimary = -1\n")
            try await expectTraditional(
                ["draw", "--config", "weights.toml"], in: sandbox, status: 65, contains: ["不能為負"])
            try await expectTraditional(
                ["stats", "--tem", "x"], in: sandbox, status: 64, contains: ["錯誤：不認識的選項 '--tem'，是不是要用 '--team'？"])
            try await expectTraditional(
                ["play", "--seconds", "abc"], in: sandbox, status: 64, contains: ["更多說明見 'guess play --help'。"])
            try await expectTraditional(["draw", "--tier", "nope"], in: sandbox, status: 64, contains: ["難度「nope」不存在"])
            try await expectTraditional(["history", "export"], in: sandbox, status: 64, contains: ["請給出局號"])
        }

        @Test("a party game through a pipe, history and stats: a team named 发财队 stays 发财队")
        func partyThroughAPipe() async throws {
            let sandbox = try hantSandbox()
            let db = sandbox.path("h.sqlite")
            try await expectTraditional(
                [
                    "play", "--team", simplifiedTeam, "--team", "藍隊", "--seconds", "30", "--lead-in", "0", "--db", db,
                    "--seed", "4",
                ],
                in: sandbox, stdin: "y\nn\nzz\nend\ny\nend\n", status: 0,
                contains: ["发财队 · 第 1 回合（本隊 1/1）", "发财队：答對 1，答錯 1（", "記分板", "未知命令「zz」"])
            try await expectTraditional(["history", "--db", db], in: sandbox, status: 0, contains: ["发财队 1、藍隊 1"])
            try await expectTraditional(
                ["history", "show", "--db", db], in: sandbox, status: 0, contains: ["隊伍：发财队、藍隊"])
            try await expectTraditional(
                ["stats", "--include-scripted", "--db", db], in: sandbox, status: 0, contains: ["各隊"])
            try DatabaseQueue(path: db).writeNow { try $0.execute(sql: "UPDATE round SET correct = 'lots'") }
            try await expectTraditional(["history", "--db", db], in: sandbox, status: 0, contains: ["已跳過"])
        }

        @Test("auto under LANG=zh_TW.UTF-8 and LC_ALL=zh_HK.UTF-8 speaks Traditional Chinese")
        func autoUnderATaiwanOrHongKongLocale() async throws {
            let sandbox = try Sandbox()
            for environment in [["LANG": "zh_TW.UTF-8"], ["LC_ALL": "zh_HK.UTF-8", "LANG": "zh_CN.UTF-8"]] {
                let result = try await CommandRunner.run(
                    ["bank", "check", "missing.txt"], in: sandbox, environment: environment)
                #expect(result.status == 66)
                #expect(result.stderr == "guess: missing.txt：檔案不存在\n", "\(environment): \(result)")
            }
            let simplified = try await CommandRunner.run(
                ["bank", "check", "missing.txt"], in: sandbox, environment: ["LANG": "zh_CN.UTF-8"])
            #expect(simplified.stderr == "guess: missing.txt：文件不存在\n", "\(simplified)")
        }
    }
}
