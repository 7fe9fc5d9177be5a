import Foundation
import GuessTestSupport
import GuessWordsTestSupport
import Testing

@testable import GuessScreens
@testable import GuessText
@testable import GuessWords

@Suite("Traditional Chinese interface (zh-Hant)")
struct TraditionalChineseTests {
    let hant = Strings(.zhHant)

    @Test("auto picks zh-Hant under zh_TW, zh_HK and a Hant locale, zh-Hans under other zh locales")
    func autoDetection() {
        let cases: [([String: String], Language)] = [
            (["LANG": "zh_TW.UTF-8"], .zhHant),
            (["LANG": "zh_HK.UTF-8"], .zhHant),
            (["LANG": "zh_MO"], .zhHant),
            (["LC_ALL": "zh_TW.UTF-8", "LANG": "zh_CN.UTF-8"], .zhHant),
            (["LC_MESSAGES": "zh_HK.Big5-HKSCS", "LANG": "en_US.UTF-8"], .zhHant),
            (["LANG": "zh_Hant_SG.UTF-8"], .zhHant),
            (["LANG": "zh_CN.UTF-8"], .zhHans),
            (["LANG": "zh_SG.UTF-8"], .zhHans),
            (["LANG": "zh"], .zhHans),
            (["LC_ALL": "en_US.UTF-8", "LANG": "zh_TW.UTF-8"], .en),
            (["LANG": "C.UTF-8"], .en),
        ]
        for (environment, expected) in cases {
            #expect(Language.resolve(.auto, environment: environment) == expected, "\(environment)")
        }
        #expect(Language.resolve(.zhHant, environment: ["LANG": "en_US.UTF-8"]) == .zhHant)
        #expect(Language.resolve(.zhHans, environment: ["LANG": "zh_TW.UTF-8"]) == .zhHans)
        #expect(LanguageSetting(rawValue: "zh-Hant") == .zhHant)
    }

    @Test("the interface's own text is Traditional; names, words and files stay as typed")
    func userTextStaysAsTyped() {
        #expect(hant.gameWinners(["发财队"]) == "獲勝：发财队")
        #expect(hant.gameWinners(["发财队", "后台组"]) == "並列第一：发财队、后台组")
        #expect(hant.partyIntro(teams: ["发财队"], turnsEach: 2) == "團隊賽：发财队 · 每隊 2 回合")
        #expect(
            hant.turnResult(team: "发财队", correct: 1, wrong: 2, endedBy: .quit) == "发财队：答對 1，答錯 2（退出）")
        #expect(hant.turnHeading(team: "发财队", game: 3, turn: 1, of: 2, tieBreak: false) == "发财队 · 第 3 回合（本隊 1/2）")
        #expect(hant.listRejected("词表.txt") == "词表.txt：未通過")
        #expect(hant.unknownPipeCommand("后面", line: 3) == "第 3 行：未知命令「后面」（y、n、s、t、u、p、more、q、end、fix）")
        // The same calls in Simplified are unchanged.
        #expect(Strings(.zhHans).gameWinners(["发财队"]) == "获胜：发财队")
        #expect(Strings(.zhHans).unknownPipeCommand("zz", line: 3) == "第 3 行：未知命令“zz”（y、n、s、t、u、p、more、q、end、fix）")
    }

    @Test("messages: literal parts converted, values kept, nested interface text converted")
    func messages() {
        let missing = GuessError.missingInput(path: "发.txt", reason: LocalizedText("no such file", "文件不存在"))
        #expect(missing.localized(hant) == "发.txt：檔案不存在")
        #expect(missing.localized(Strings(.zhHans)) == "发.txt：文件不存在")
        #expect(missing.errorDescription == "发.txt: no such file")
        // A literal inside an interpolation is interface text too.
        #expect(WorkbookProblem.beyondSheet("XFE1", isRow: false).text.text(.zhHant).hasPrefix("儲存格 XFE1 超出"))
        // A row is 列 in Taiwan (a column 欄).
        #expect(WorkbookProblem.beyondSheet("2000000", isRow: true).text.text(.zhHant).hasPrefix("列 2000000 超出"))
        // A LocalizedText interpolated brings its own Traditional.
        #expect(ForeignDocument.pdf.notAList.text(.zhHant) == "這是PDF 文件，不是詞表；請另存為 .xlsx、.csv 或 .txt")
        #expect(WeightsError.negative(.senior, -1).text.text(.zhHant).hasPrefix("高級的權重不能為負"))
        #expect(hant.unknownTierOption("发", option: "--tier").contains("初級、中級、高級、複雜、自訂"))
        let joined = LocalizedText("a", "配置文件") + LocalizedText(": b", "：") + LocalizedText(" c", "词表")
        #expect(joined.text(.zhHant) == "設定檔：詞表" && joined.text(.zhHans) == "配置文件：词表" && joined.english == "a: b c")
        #expect(LocalizedText { $0.listsRejected(2) }.text(.zhHant) == "有 2 個詞表被拒絕")
    }

    @Test("ArgumentParser's usage errors are framed in Traditional Chinese")
    func usageReport() {
        let report =
            "Error: Unknown option '--发'\nUsage: guess stats [--db <db>]\n  See 'guess stats --help' for more information."
        #expect(
            hant.usageReport(report)
                == "錯誤：不認識的選項 '--发'\n用法：guess stats [--db <db>]\n  更多說明見 'guess stats --help'。")
    }

    @Test("the help, the cards' headlines and the tier names are Traditional; lists may use them")
    func screens() {
        #expect(hant.helpLines.first == "按鍵（立即生效，不必按Enter鍵）：")
        #expect(hant.timesUp == "時間到" && hant.gameOver == "遊戲結束" && hant.getReady == "準備")
        #expect(Tier.allCases.map { hant.tier($0) } == ["初級", "中級", "高級", "複雜", "自訂"])
        #expect(Tier(named: "高級") == .senior && Tier(named: "複雜") == .complex && Tier(named: "自訂") == .custom)
        #expect(Tier(named: "高级") == .senior)
        for text in hant.helpLines + [hant.keyHelpLine, hant.confirmQuit, hant.playAgain, hant.noWinner] {
            #expect(text.filter(simplifiedOnlyCharacters.contains).isEmpty, "\(text)")
        }
    }

    @Test("the big-glyph subset draws every character of the zh-Hant bank and the Traditional interface text")
    func glyphsCoverTraditional() throws {
        let font = GlyphFont.unifont
        // Each distinct character of the bank's entry lines, looked up once (none is several scalars).
        #expect(ShippedBankFixtures.multiScalarCharacters(of: "zh-Hant").isEmpty)
        var missing = Set<Character>()
        for scalar in try #require(ShippedBankFixtures.entryScalars["zh-Hant"])
        where scalar != " " && font.glyph(forScalar: scalar) == nil {
            missing.insert(Character(scalar))
        }
        // The interface's Chinese (box-drawing rules such as `── 第 1 回合 ──` are never drawn big).
        for text in HantTable.entries.values {
            missing.formUnion(
                text.filter { $0.unicodeScalars.allSatisfy { $0.value >= 0x3000 } && font.glyph(for: $0) == nil })
        }
        #expect(missing.isEmpty, "no glyph for \(String(missing))")
        #expect(GlyphRenderer().canDraw("蠟炬成灰淚始乾"))
    }

    /// The zh-Hans entries the zh-Hant bank leaves out, things Taiwan does not have (Tools/banks/hant-local.txt,
    /// lines `ENTRY | drop | reason`).
    func droppedInTaiwan() throws -> Set<String> {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Tools/banks/hant-local.txt"), encoding: .utf8)
        var dropped = Set<String>()
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if fields.count == 3 && fields[1] == "drop" { dropped.insert(fields[0]) }
        }
        return dropped
    }

    /// The zh-Hans entries zh-Hant plays in another tier (Tools/banks/hant-local.txt, `词 | tier complex | why`).
    func retieredInTaiwan() throws -> [String: Tier] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Tools/banks/hant-local.txt"), encoding: .utf8)
        var moved: [String: Tier] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if fields.count == 3, fields[1].hasPrefix("tier "), let tier = Tier(named: fields[1].dropFirst(5)) {
                moved[fields[0]] = tier
            }
        }
        return moved
    }

    /// The moves of Tools/banks/hant-taiwan-tiers.txt (`條目 | tier | reason (FROM in zh-Hans…)`): the tier each
    /// moved entry leaves and the one it goes to; lines that keep an entry's tier name none.
    func movedForTaiwan() throws -> [(Tier, Tier)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(
            contentsOf: root.appendingPathComponent("Tools/banks/hant-taiwan-tiers.txt"), encoding: .utf8)
        var moves: [(Tier, Tier)] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "|", maxSplits: 2).map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 3, let to = Tier(named: Substring(fields[1])),
                let marker = fields[2].range(of: " in zh-Hans"),
                let word = fields[2][..<marker.lowerBound].split(whereSeparator: { !$0.isLetter }).last,
                let from = Tier(named: word)
            else { continue }
            moves.append((from, to))
        }
        return moves
    }

    /// The entries only zh-Hant has, Taiwan's own (Tools/banks/hant-taiwan.txt, the entry first on each line).
    func taiwansOwn() throws -> Set<String> {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Tools/banks/hant-taiwan.txt"), encoding: .utf8)
        return Set(
            text.split(separator: "\n").filter { !$0.hasPrefix("#") && $0.contains("|") }.map {
                String($0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces))
            })
    }

    @Test(
        "the zh-Hant bank is zh-Hans converted: the same entries, Taiwan's re-tiered ones moved, none Simplified, and Taiwan's own"
    )
    func bankMirrorsSimplified() throws {
        func load(_ name: String) throws -> WordBank {
            let parsed = try ShippedBankFixtures.parsed(name)
            #expect(parsed.diagnostics.isEmpty)
            return parsed.bank
        }
        let simplified = try load("zh-Hans")
        let traditional = try load("zh-Hant")
        // Less the entries Taiwan has no use for (五险一金, 春晚 …), each listed by hand.
        let dropped = try droppedInTaiwan()
        let kept = simplified.words.filter { !dropped.contains($0.text) }
        #expect(!dropped.isEmpty && kept.count == simplified.words.count - dropped.count)
        // Plus Taiwan's own entries (滷肉飯, 夜市's neighbours), each listed by hand too.
        let own = try taiwansOwn()
        let converted = traditional.words.filter { !own.contains($0.text) }
        #expect(own.count >= 50 && converted.count == traditional.words.count - own.count)
        #expect(converted.count == kept.count)
        // Each tier holds zh-Hans's entries less those Taiwan re-tiers (hant-local.txt's `| tier X |` lines:
        // 快板 is a Mainland school art), which move to the tier named.
        let retiered = try retieredInTaiwan()
        var expected = Dictionary(grouping: kept, by: \.tier).mapValues(\.count)
        for (text, tier) in retiered {
            guard let from = kept.first(where: { $0.text == text })?.tier else {
                Issue.record("hant-local.txt re-tiers \(text), which zh-Hans does not have")
                continue
            }
            expected[from, default: 0] -= 1
            expected[tier, default: 0] += 1
        }
        // And Taiwan's own tiers for Taiwan's own things (hant-taiwan-tiers.txt, zh-Hant forms): a moved line
        // says the tier it leaves, `(middle in zh-Hans`, `(for …, senior in zh-Hans)`.
        for (from, to) in try movedForTaiwan() {
            expected[from, default: 0] -= 1
            expected[to, default: 0] += 1
        }
        #expect(!retiered.isEmpty && Dictionary(grouping: converted, by: \.tier).mapValues(\.count) == expected)
        let left = traditional.words.filter { $0.text.contains(where: simplifiedOnlyCharacters.contains) }
        #expect(left.isEmpty, "\(left.prefix(10).map(\.text))")
        // Reviewed corrections (Tools/banks/hant-review.txt) over what s2twp gives.
        let texts = Set(traditional.words.map(\.text))
        #expect(texts.isSuperset(of: ["餅乾", "一乾二淨", "千鈞一髮", "麵條", "面試", "當機", "葡萄乾", "披頭散髮"]))
        #expect(!texts.contains("餅幹") && !texts.contains("一幹二淨"))
        // Taiwan's words, titles and fixed slips (Tools/banks/hant-review.txt), not the mainland's.
        #expect(texts.isSuperset(of: ["馬鈴薯", "公車", "機車", "優格", "冷氣", "星際大戰", "神隱少女", "包羅萬象"]))
        #expect(texts.isDisjoint(with: ["土豆", "公交車", "摩托車", "酸奶", "星球大戰", "千與千尋", "包羅永珍", "春晚"]))
    }
}
