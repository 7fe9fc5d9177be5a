import Foundation
import GuessTestSupport
import Testing

/// A list with two themes, taboo words and an entry not for children.
private let themedList = """
    [primary]
    # theme: 动物
    猫
    狗 | 汪汪, 宠物
    # theme: 食物
    苹果
    # family: no
    啤酒 | 喝
    [middle]
    # 主题：动物、Office
    老虎
    """

extension Commands {
    @Suite("Themes: bank themes, --theme, --family, draw.themes")
    struct ThemeCommandTests {
        @Test("bank themes lists each theme with its entries per tier, in English and Chinese")
        func bankThemes() async throws {
            let sandbox = try Sandbox()
            let list = try sandbox.write("themed.txt", themedList)
            let result = try await CommandRunner.run(["bank", "themes", list], in: sandbox)
            #expect(result.status == 0, "\(result)")
            #expect(result.lines.first == "bank: themed.txt")
            #expect(result.lines.dropFirst().first?.split(separator: " ").first == "theme")
            #expect(result.lines.contains { $0.hasPrefix("动物") && $0.hasSuffix(" 3") }, "\(result)")
            // A theme that would drive the terminal is refused, naming its line.
            let hostile = try sandbox.write("hostile.txt", "ok\n# theme: \u{1B}[2Jevil\nx\n")
            let refused = try await CommandRunner.run(["bank", "themes", hostile], in: sandbox)
            #expect(refused.status == 65 && refused.stderr.contains("hostile.txt:2: control character"), "\(refused)")
            #expect(!refused.stderr.contains("\u{1B}"), "the escape sequence reached the terminal")
            let chinese = try await CommandRunner.run(
                ["bank", "themes", list], in: sandbox, environment: ["LANG": "zh_CN.UTF-8"])
            #expect(chinese.lines.dropFirst().first?.hasPrefix("主题") == true, "\(chinese)")
        }

        @Test("draw --theme and --family draw only those entries; an unknown theme exits 64 naming it")
        func drawThemes() async throws {
            let sandbox = try Sandbox()
            let list = try sandbox.write("themed.txt", themedList)
            let animals = try await CommandRunner.run(["draw", "--all", "--bank", list, "--theme", "动物"], in: sandbox)
            #expect(animals.status == 0, "\(animals)")
            #expect(animals.lines.sorted() == ["狗\tprimary", "猫\tprimary", "老虎\tmiddle"])
            let family = try await CommandRunner.run(
                ["draw", "--all", "--bank", list, "--theme", "食物,office", "--family"], in: sandbox)
            #expect(family.lines.sorted() == ["老虎\tmiddle", "苹果\tprimary"], "\(family)")
            let unknown = try await CommandRunner.run(["draw", "--bank", list, "--theme", "植物"], in: sandbox)
            #expect(unknown.status == 64, "\(unknown)")
            #expect(unknown.stderr.contains("植物") && unknown.stderr.contains("动物, 食物, Office"), "\(unknown)")
            for bad in ["", " , ", "a\u{1B}[2J", String(repeating: "x", count: 33)] {
                let refused = try await CommandRunner.run(["draw", "--bank", list, "--theme", bad], in: sandbox)
                #expect(refused.status == 64 && !refused.stderr.contains("\u{1B}"), "\(refused)")
            }
            try sandbox.write(to: sandbox.userConfig, "[draw]\nthemes = [\"食物\"]\nfamily = true\n")
            let configured = try await CommandRunner.run(["draw", "--all", "--bank", list], in: sandbox)
            #expect(configured.lines == ["苹果\tprimary"], "\(configured)")
        }

        @Test("bank show --list shows themes, the family mark and taboo words as a list writes them")
        func bankShowList() async throws {
            let sandbox = try Sandbox()
            let list = try sandbox.write("themed.txt", themedList)
            let result = try await CommandRunner.run(["bank", "show", list, "--list", "--theme", "食物"], in: sandbox)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.hasSuffix("\n[primary]\n# theme: 食物\n苹果\n# family: no\n啤酒 | 喝\n"), "\(result)")
        }

        @Test("the shell completion offers the themes of the bank named, after a comma too")
        func completion() async throws {
            let sandbox = try Sandbox()
            let list = try sandbox.write("themed.txt", themedList)
            func offered(_ typed: String) async throws -> RunResult {
                let words = ["guess", "draw", "--bank", list, "--theme", typed]
                return try await CommandRunner.run(
                    ["---completion", "draw", "--", "--theme", "5", String(typed.count)] + words, in: sandbox)
            }
            let all = try await offered("")
            #expect(all.lines == ["动物", "食物", "Office"], "\(all)")
            let second = try await offered("动物,o")
            #expect(second.lines == ["动物,Office"], "\(second)")
        }

        @Test("a round played with --theme keeps its themes: history show, --theme filters, exports")
        func themesInHistory() async throws {
            let sandbox = try Sandbox()
            let list = try sandbox.write("themed.txt", themedList)
            let db = sandbox.path("h.sqlite")
            let themed = try await CommandRunner.run(
                ["play", "--db", db, "--bank", list, "--theme", "office,动物", "--family", "--seed", "1"], in: sandbox,
                stdin: Data("y\n".utf8))
            #expect(themed.status == 0, "\(themed)")
            let plain = try await CommandRunner.run(
                ["play", "--db", db, "--bank", list, "--seed", "1"], in: sandbox, stdin: Data("y\n".utf8))
            #expect(plain.status == 0, "\(plain)")
            let shown = try await CommandRunner.run(["history", "show", "1", "--db", db], in: sandbox)
            #expect(shown.lines.dropFirst().first == "themes Office, 动物; family-friendly entries only", "\(shown)")
            let filtered = try await CommandRunner.run(["history", "--theme", "OFFICE", "--db", db], in: sandbox)
            #expect(filtered.lines.count == 2 && filtered.lines[1].hasPrefix(" 1 "), "\(filtered)")
            let csv = try await CommandRunner.run(
                ["history", "export", "--theme", "动物", "--format", "csv", "--db", db], in: sandbox)
            #expect(csv.lines.count == 3, "\(csv)")
            // themes, family, an empty describer, then the offset from UTC.
            #expect(csv.lines.dropFirst().allSatisfy { $0.contains(",\"Office,动物\",yes,,UTC") }, "\(csv)")
        }

        @Test("a spreadsheet as offices keep it: a title row and a notes column, one note")
        func officeCSV() async throws {
            let sandbox = try Sandbox()
            let csv = try sandbox.write("class.csv", "三年级二班\n词语,难度,备注\n螃蟹,初级,周一\n老师,中等,\n")
            let result = try await CommandRunner.run(["draw", "--all", "--bank", csv, "--seed", "1"], in: sandbox)
            #expect(result.status == 0, "\(result)")
            #expect(result.lines.sorted() == ["老师\tmiddle", "螃蟹\tprimary"])
            #expect(
                result.stderr == "class.csv:2: header row found; the row above it skipped as a title\n"
                    + "class.csv:2: column '备注' not read (read: word, tier, theme, taboo, family, reading, gloss)\n",
                "\(result)")
        }
    }
}
