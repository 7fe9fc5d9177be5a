import Foundation
import GuessTestSupport
import GuessWords
import Testing

private let tierNames = Set(Tier.allCases.map(\.name))

/// A small list with entries in several tiers (7 entries).
private let smallList = """
    # a small list
    lead line
    [primary]
    螃蟹
    kite
    [middle]
    班主任
    [complex]
    低头思故乡
    [custom]
    TCP
    360杀毒
    """

private let smallEntries = [
    "lead line\tcustom", "螃蟹\tprimary", "kite\tprimary", "班主任\tmiddle", "低头思故乡\tcomplex",
    "TCP\tcustom", "360杀毒\tcustom",
]

/// Entries per tier of a shipped bank, read through the library (its compact form, which CompactBankTests
/// holds equal to the parsed text).
private func shippedCounts(_ name: String) -> [Int] {
    ShippedBanks.bank(named: name)!.countsByTier
}

extension Commands {
    @Suite("guess draw")
    struct DrawCommandTests {
        @Test("draw -n 5 --seed 7 is repeatable and prints WORD<TAB>TIER lines")
        func seededDrawRepeats() async throws {
            let first = try await CommandRunner.run("draw", "-n", "5", "--seed", "7")
            let second = try await CommandRunner.run("draw", "-n", "5", "--seed", "7")
            #expect(first.status == 0, "\(first)")
            #expect(first.stdout == second.stdout)
            #expect(first.lines.count == 5, "\(first)")
            #expect(first.stderr.isEmpty, "\(first)")
            for line in first.lines {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                #expect(fields.count == 2, "\(line)")
                #expect(!(fields.first ?? "").isEmpty)
                #expect(tierNames.contains(String(fields.last ?? "")), "\(line)")
            }
            #expect(Set(first.lines).count == 5)
            let other = try await CommandRunner.run("draw", "-n", "5", "--seed", "8")
            #expect(other.stdout != first.stdout)
            // The default bank is zh-Hans.
            #expect(first.lines.contains { $0.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF } })
        }

        @Test("without -n one word is drawn")
        func oneWordByDefault() async throws {
            let result = try await CommandRunner.run("draw", "--seed", "1")
            #expect(result.status == 0)
            #expect(result.lines.count == 1)
        }

        @Test("--all on a small --bank file prints every entry exactly once")
        func drawAllPrintsEveryEntry() async throws {
            let sandbox = try Sandbox()
            let list = try sandbox.write("small.txt", smallList)
            let result = try await CommandRunner.run(["draw", "--all", "--bank", list, "--seed", "3"], in: sandbox)
            #expect(result.status == 0, "\(result)")
            #expect(result.lines.sorted() == smallEntries.sorted())
            #expect(result.stderr.isEmpty)
            // Another seed: the same entries in another order.
            let again = try await CommandRunner.run(["draw", "--all", "--bank", list, "--seed", "4"], in: sandbox)
            #expect(again.lines.sorted() == smallEntries.sorted())
            // --tier sends header-less lines elsewhere.
            let tiered = try await CommandRunner.run(
                ["draw", "--all", "--bank", list, "--tier", "senior"], in: sandbox)
            #expect(tiered.lines.contains("lead line\tsenior"))
        }

        @Test("--words adds a list to the bank in use; CSV lists work")
        func wordsAddsToTheBank() async throws {
            let sandbox = try Sandbox()
            let list = try sandbox.write("small.txt", smallList)
            let csv = try sandbox.write("more.csv", "word,tier\n\"salt, pepper\",primary\nmoon,\n")
            let result = try await CommandRunner.run(["draw", "--all", "--bank", list, "--words", csv], in: sandbox)
            #expect(result.status == 0, "\(result)")
            #expect(result.lines.sorted() == (smallEntries + ["salt, pepper\tprimary", "moon\tcustom"]).sorted())
            // Added to the shipped default bank as its custom tier (the shipped custom tier is left out).
            let total = shippedCounts("zh-Hans").reduce(0, +) - shippedCounts("zh-Hans")[Tier.custom.rawValue]
            let shipped = try await CommandRunner.run(["draw", "--all", "--words", csv], in: sandbox)
            #expect(shipped.status == 0)
            #expect(shipped.lines.count == total + 2)
            #expect(shipped.lines.contains("moon\tcustom"))
        }

        @Test("-n beyond the deck prints every entry, says so on stderr, exits 1")
        func runningOut() async throws {
            let sandbox = try Sandbox()
            let list = try sandbox.write("small.txt", smallList)
            let result = try await CommandRunner.run(["draw", "-n", "50", "--bank", list, "--seed", "1"], in: sandbox)
            #expect(result.status == 1, "\(result)")
            #expect(result.lines.sorted() == smallEntries.sorted())
            #expect(result.stderr.contains("ran out"), "\(result)")
            #expect(result.stderr.contains("7 of 50"), "\(result)")
            // Exactly the deck's size is fine.
            let exact = try await CommandRunner.run(["draw", "-n", "7", "--bank", list], in: sandbox)
            #expect(exact.status == 0)
            #expect(exact.lines.count == 7)
        }

        @Test("--weights complex=0 never prints complex")
        func zeroWeight() async throws {
            let counts = shippedCounts("en")
            let result = try await CommandRunner.run(
                "draw", "--all", "--bank", "en", "--weights", "complex=0", "--seed", "11")
            #expect(result.status == 0, "\(result)")
            #expect(!result.lines.contains { $0.hasSuffix("\tcomplex") })
            #expect(result.lines.count == counts.reduce(0, +) - counts[Tier.complex.rawValue])
            #expect(Set(result.lines).count == result.lines.count)
            let onlyPrimary = try await CommandRunner.run("draw", "-n", "40", "--bank", "en", "--weights", "1,0,0,0,0")
            #expect(onlyPrimary.status == 0)
            #expect(onlyPrimary.lines.count == 40)
            #expect(onlyPrimary.lines.allSatisfy { $0.hasSuffix("\tprimary") })
        }

        @Test(
            "a bad --weights is a usage error (64)",
            arguments: ["1,2,3", "complex=-1", "hard=3", "0,0,0,0,0", "1,2,x,4,5", "nan,1,1,1,1", "complex=1,5"])
        func badWeights(weights: String) async throws {
            let result = try await CommandRunner.run("draw", "-n", "3", "--weights", weights)
            #expect(result.status == 64, "\(result)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("--weights"), "\(result)")
        }

        @Test("other usage errors exit 64")
        func usageErrors() async throws {
            for arguments in [
                ["draw", "-n", "3", "--all"], ["draw", "-n", "-1"], ["draw", "--tier", "hardest"], ["draw", "--bogus"],
            ] {
                let result = try await CommandRunner.run(arguments)
                #expect(result.status == 64, "\(arguments): \(result)")
                #expect(result.stdout.isEmpty)
            }
        }

        @Test("a missing --words or --bank file exits 66 naming it")
        func missingList() async throws {
            let sandbox = try Sandbox()
            let words = try await CommandRunner.run(["draw", "--words", "missing.txt"], in: sandbox)
            #expect(words.status == 66, "\(words)")
            #expect(words.stderr.contains("missing.txt"), "\(words)")
            #expect(words.stdout.isEmpty)
            let bank = try await CommandRunner.run(["draw", "--bank", "nowhere/list.csv"], in: sandbox)
            #expect(bank.status == 66, "\(bank)")
            #expect(bank.stderr.contains("nowhere/list.csv"))
            try FileManager.default.createDirectory(
                at: sandbox.work.appendingPathComponent("adir"), withIntermediateDirectories: true)
            let directory = try await CommandRunner.run(["draw", "--words", "adir"], in: sandbox)
            #expect(directory.status == 66, "\(directory)")
            #expect(directory.stderr.contains("adir"))
        }

        @Test("a bad list exits 65 with file:line: on stderr and nothing on stdout")
        func badList() async throws {
            let sandbox = try Sandbox()
            let bad = try sandbox.write("bad.txt", "fine\n[expert]\nword\n")
            let result = try await CommandRunner.run(["draw", "--all", "--words", bad], in: sandbox)
            #expect(result.status == 65, "\(result)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("bad.txt:2: "), "\(result)")
            #expect(result.stderr.contains("[expert]"))

            let control = try sandbox.write("esc.txt", "ok\nred\u{1B}[31m\n")
            let escaped = try await CommandRunner.run(["draw", "--all", "--bank", control], in: sandbox)
            #expect(escaped.status == 65, "\(escaped)")
            #expect(escaped.stdout.isEmpty)
            #expect(escaped.stderr.contains("esc.txt:2: "))
            #expect(!escaped.stderr.contains("\u{1B}"), "the escape itself must not reach the terminal")

            let csv = try sandbox.write("bad.csv", "word,tier\ncat,primary\ndog,hardest\n")
            let csvResult = try await CommandRunner.run(["draw", "--words", csv], in: sandbox)
            #expect(csvResult.status == 65)
            #expect(csvResult.stderr.contains("bad.csv:3: "), "\(csvResult)")

            let utf = try sandbox.write("latin1.txt", bytes: Array("ok\ncaf".utf8) + [0xE9] + Array("\n".utf8))
            let utfResult = try await CommandRunner.run(["draw", "--words", utf], in: sandbox)
            #expect(utfResult.status == 65)
            #expect(utfResult.stderr.contains("latin1.txt:2: "), "\(utfResult)")
            #expect(utfResult.stdout.isEmpty)

            let empty = try sandbox.write("empty.txt", "# nothing here\n\n")
            let emptyResult = try await CommandRunner.run(["draw", "--words", empty], in: sandbox)
            #expect(emptyResult.status == 65)
            #expect(emptyResult.stderr.contains("empty.txt"))
        }

        @Test("a duplicate warning on stderr names both file:line places; the draw goes on")
        func duplicateWarning() async throws {
            let sandbox = try Sandbox()
            let first = try sandbox.write("a.txt", "cat\ndog\n")
            let second = try sandbox.write("b.txt", "bird\nDog\n")
            let result = try await CommandRunner.run(
                ["draw", "--all", "--bank", first, "--words", second], in: sandbox)
            #expect(result.status == 0, "\(result)")
            #expect(result.lines.sorted() == ["bird\tcustom", "cat\tcustom", "dog\tcustom"])
            #expect(result.stderr.contains("b.txt:2: warning: "), "\(result)")
            #expect(result.stderr.contains("a.txt:2"), "\(result)")
            let same = try sandbox.write("c.txt", "Ｃａｔ\n# x\ncat\n")
            let within = try await CommandRunner.run(["draw", "--all", "--bank", same], in: sandbox)
            #expect(within.status == 0)
            #expect(within.lines == ["Ｃａｔ\tcustom"])
            #expect(within.stderr.contains("c.txt:3: warning: "), "\(within)")
            #expect(within.stderr.contains("c.txt:1"))
        }

        @Test("--config with an unknown key exits 65 naming the key and the file")
        func badConfig() async throws {
            let sandbox = try Sandbox()
            let config = try sandbox.write("cfg.toml", "[round]\nseconds = 60\nsecnds = 5\n")
            let result = try await CommandRunner.run(["draw", "--config", config], in: sandbox)
            #expect(result.status == 65, "\(result)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("cfg.toml:3"), "\(result)")
            #expect(result.stderr.contains("round.secnds"), "\(result)")

            let range = try sandbox.write("range.toml", "[round]\nseconds = 0\n")
            let rangeResult = try await CommandRunner.run(["draw", "--config", range], in: sandbox)
            #expect(rangeResult.status == 65)
            #expect(rangeResult.stderr.contains("range.toml:2"))
            #expect(rangeResult.stderr.contains("round.seconds"))

            let zero = try sandbox.write(
                "zero.toml", "[draw.weights]\nprimary = 0\nmiddle = 0\nsenior = 0\ncomplex = 0\ncustom = 0\n")
            let zeroResult = try await CommandRunner.run(["draw", "--config", zero], in: sandbox)
            #expect(zeroResult.status == 65)
            #expect(zeroResult.stderr.contains("zero.toml"))
            #expect(zeroResult.stderr.contains("draw.weights"))

            let type = try sandbox.write("type.toml", "[draw.weights]\ncomplex = \"lots\"\n")
            let typeResult = try await CommandRunner.run(["bank", "show", "--config", type], in: sandbox)
            #expect(typeResult.status == 65)
            #expect(typeResult.stderr.contains("type.toml:2"))
            #expect(typeResult.stderr.contains("draw.weights.complex"))
        }

        @Test("a missing --config file exits 66")
        func missingConfig() async throws {
            let result = try await CommandRunner.run("draw", "--config", "no-such.toml")
            #expect(result.status == 66, "\(result)")
            #expect(result.stderr.contains("no-such.toml"))
            #expect(result.stdout.isEmpty)
        }

        @Test("the user config at $XDG_CONFIG_HOME/guess/config.toml is honoured; --config overrides it")
        func userConfig() async throws {
            let sandbox = try Sandbox()
            let before = try await CommandRunner.run(["bank", "show"], in: sandbox)
            #expect(before.lines.first == "bank: zh-Hans", "\(before)")

            try sandbox.write(to: sandbox.userConfig, "[draw]\nbank = \"en\"\n")
            let show = try await CommandRunner.run(["bank", "show"], in: sandbox)
            #expect(show.status == 0, "\(show)")
            #expect(show.lines.first == "bank: en", "\(show)")
            let all = try await CommandRunner.run(["draw", "--all", "--seed", "2"], in: sandbox)
            #expect(all.status == 0)
            #expect(all.lines.count == shippedCounts("en").reduce(0, +))
            #expect(all.lines.contains("cat\tprimary"))
            let list = try await CommandRunner.run(["bank", "list"], in: sandbox)
            #expect(list.lines.contains { $0.hasPrefix("en ") && $0.hasSuffix("(default)") }, "\(list)")

            let explicit = try sandbox.write("zh.toml", "[draw]\nbank = \"zh-Hans\"\n")
            let overridden = try await CommandRunner.run(["bank", "show", "--config", explicit], in: sandbox)
            #expect(overridden.lines.first == "bank: zh-Hans", "\(overridden)")
            // A flag beats both.
            let flag = try await CommandRunner.run(["bank", "show", "--config", explicit, "en"], in: sandbox)
            #expect(flag.lines.first == "bank: en")

            // A broken user config is reported with its path.
            try sandbox.write(to: sandbox.userConfig, "[draw]\nbank = 5\n")
            let broken = try await CommandRunner.run(["draw"], in: sandbox)
            #expect(broken.status == 65)
            #expect(broken.stderr.contains(sandbox.userConfig.path + ":2"), "\(broken)")
            #expect(broken.stderr.contains("draw.bank"))
        }
    }
}

extension Commands {
    @Suite("guess bank")
    struct BankCommandTests {
        @Test("bank list shows both shipped banks with their entries per tier")
        func list() async throws {
            let result = try await CommandRunner.run("bank", "list")
            #expect(result.status == 0, "\(result)")
            let header = try #require(result.lines.first)
            for name in ["bank", "primary", "middle", "senior", "complex", "custom", "total"] {
                #expect(header.contains(name))
            }
            for bank in ["en", "zh-Hans"] {
                let counts = shippedCounts(bank)
                let line = result.lines.first { $0.hasPrefix(bank + " ") }
                let numbers = line?.split(separator: " ").dropFirst().prefix(6).compactMap { Int($0) }
                #expect(numbers == counts + [counts.reduce(0, +)], "\(String(describing: line))")
            }
            #expect(result.lines.contains { $0.hasPrefix("zh-Hans") && $0.hasSuffix("(default)") })
        }

        @Test("bank show en lists shares summing to 100%")
        func show() async throws {
            for extra in [[], ["--weights", "complex=0"], ["--weights", "1,2,3,4,5"]] {
                let result = try await CommandRunner.run(["bank", "show", "en"] + extra)
                #expect(result.status == 0, "\(result)")
                #expect(result.lines.first == "bank: en")
                let shares = result.lines.compactMap { line -> Double? in
                    guard let last = line.split(separator: " ").last, last.hasSuffix("%") else { return nil }
                    return Double(last.dropLast())
                }
                #expect(shares.count == 5, "\(result)")
                #expect(abs(shares.reduce(0, +) - 100) < 0.25, "\(shares)")
                if extra == ["--weights", "complex=0"] { #expect(shares.count == 5 && shares[3] == 0) }
            }
            // The shipped bank has no custom tier (custom is the host's list): its 30% is shared out,
            // 20:20:20:10 becoming 28.6%, 28.6%, 28.6%, 14.3%.
            let standard = try await CommandRunner.run("bank", "show", "en")
            #expect(standard.stdout.contains("28.6%") && standard.stdout.contains("14.3%"), "\(standard)")
        }

        @Test("bank show on a file redistributes the share of empty tiers")
        func showFile() async throws {
            let sandbox = try Sandbox()
            let list = try sandbox.write("two.txt", "[primary]\na\n[custom]\nb\n")
            let result = try await CommandRunner.run(["bank", "show", list], in: sandbox)
            #expect(result.status == 0, "\(result)")
            // primary 20 and custom 30 of 50: 40% and 60%.
            #expect(result.lines.contains { $0.hasPrefix("primary") && $0.hasSuffix("40.0%") }, "\(result)")
            #expect(result.lines.contains { $0.hasPrefix("custom") && $0.hasSuffix("60.0%") }, "\(result)")
            #expect(result.lines.contains { $0.hasPrefix("middle") && $0.hasSuffix(" 0.0%") }, "\(result)")
        }

        @Test("bank check: 0 when valid, 65 when not, 66 when missing")
        func check() async throws {
            let sandbox = try Sandbox()
            let good = try sandbox.write("good.txt", "[primary]\ncat\ndog\n")
            let goodCSV = try sandbox.write("good.csv", "word,tier\nsun,primary\n")
            let bad = try sandbox.write("bad.txt", "ok\nway too \u{1B}[2J\n")

            let valid = try await CommandRunner.run(["bank", "check", good, goodCSV], in: sandbox)
            #expect(valid.status == 0, "\(valid)")
            #expect(valid.lines.count == 2)
            #expect(valid.stdout.contains("good.txt: ok, 2 entries"))
            #expect(valid.stderr.isEmpty)

            let invalid = try await CommandRunner.run(["bank", "check", good, bad], in: sandbox)
            #expect(invalid.status == 65, "\(invalid)")
            #expect(invalid.stderr.contains("bad.txt:2: "), "\(invalid)")
            #expect(invalid.stdout.contains("good.txt: ok"))
            #expect(!invalid.stdout.contains("bad.txt: ok"))

            let missing = try await CommandRunner.run(["bank", "check", "absent.txt"], in: sandbox)
            #expect(missing.status == 66, "\(missing)")
            #expect(missing.stderr.contains("absent.txt"))

            try FileManager.default.createDirectory(
                at: sandbox.work.appendingPathComponent("folder"), withIntermediateDirectories: true)
            let directory = try await CommandRunner.run(["bank", "check", "folder"], in: sandbox)
            #expect(directory.status == 66)

            let warnings = try sandbox.write("dups.txt", "cat\nCAT\n")
            let warned = try await CommandRunner.run(["bank", "check", warnings], in: sandbox)
            #expect(warned.status == 0, "duplicates are warnings, not errors: \(warned)")
            #expect(warned.stderr.contains("dups.txt:2: warning: "))
            #expect(warned.stderr.contains("dups.txt:1"))

            let none = try await CommandRunner.run(["bank", "check"], in: sandbox)
            #expect(none.status == 64)
        }

        @Test("the shipped bank files in Wordbanks/ check clean")
        func shippedFilesCheckClean() async throws {
            let root = CommandRunner.packageRoot
            let files = ["en", "zh-Hans"].map { root.appendingPathComponent("Wordbanks/\($0).txt").path }
            let result = try await CommandRunner.run(["bank", "check"] + files)
            #expect(result.status == 0, "\(result)")
            #expect(result.stderr.isEmpty, "\(result)")
            #expect(result.lines.count == 2 && result.lines.allSatisfy { $0.contains(": ok, ") }, "\(result)")
        }
    }
}

@Suite("word lists as people keep them")
struct ListFormatCommandTests {
    /// 苹果 / [高级] / 画蛇添足 in GBK.
    let gbk: [UInt8] = [
        0xC6, 0xBB, 0xB9, 0xFB, 0x0A, 0x5B, 0xB8, 0xDF, 0xBC, 0xB6, 0x5D, 0x0A, 0xBB, 0xAD, 0xC9, 0xDF, 0xCC, 0xED,
        0xD7, 0xE3, 0x0A,
    ]

    @Test("bank check and draw --bank read GBK (GB18030) and UTF-16 lists, with one note each")
    func encodings() async throws {
        let sandbox = try Sandbox()
        let gb = try sandbox.write("class.txt", bytes: gbk)
        let check = try await CommandRunner.run(["bank", "check", gb], in: sandbox)
        #expect(check.status == 0, "\(check)")
        #expect(
            check.stdout.contains("class.txt: ok, 2 entries (primary 0, middle 0, senior 1, complex 0, custom 1)"),
            "\(check)")
        #expect(check.stderr == "class.txt: read as GB18030 (not UTF-8)\n", "\(check)")
        let draw = try await CommandRunner.run(["draw", "--all", "--bank", gb, "--seed", "1"], in: sandbox)
        #expect(draw.status == 0, "\(draw)")
        #expect(draw.lines.sorted() == ["画蛇添足\tsenior", "苹果\tcustom"])
        #expect(draw.stderr == "class.txt: read as GB18030 (not UTF-8)\n")

        var units: [UInt8] = [0xFF, 0xFE]
        for unit in "word\ttier\r\ngiraffe\tprimary\r\n苹果\t初级\r\n".utf16 {
            units += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let unicode = try sandbox.write("unicode.tsv", bytes: units)
        let drawn = try await CommandRunner.run(["draw", "--all", "--bank", unicode, "--seed", "1"], in: sandbox)
        #expect(drawn.status == 0, "\(drawn)")
        #expect(drawn.lines.sorted() == ["giraffe\tprimary", "苹果\tprimary"])
        #expect(drawn.stderr == "unicode.tsv: read as UTF-16LE (not UTF-8)\n")
    }

    @Test("a list in no known encoding: exit 65, the line, and how to convert it")
    func unknownEncoding() async throws {
        let sandbox = try Sandbox()
        let bad = try sandbox.write("bad.txt", bytes: Array("ok\n".utf8) + [0x66, 0xFF, 0x0A])
        let result = try await CommandRunner.run(["bank", "check", bad], in: sandbox)
        #expect(result.status == 65, "\(result)")
        #expect(result.stderr.contains("bad.txt:2: not valid UTF-8"), "\(result)")
        #expect(result.stderr.contains("iconv -f GBK -t UTF-8 bad.txt"), "\(result)")
        let draw = try await CommandRunner.run(["draw", "--bank", bad], in: sandbox)
        #expect(draw.status == 65 && draw.stdout.isEmpty, "\(draw)")
    }

    @Test("Excel CSV: semicolons, tabs, Chinese headers, a BOM and CRLF")
    func separators() async throws {
        let sandbox = try Sandbox()
        let semicolons = try sandbox.write("excel.csv", "\u{FEFF}word;tier\r\ngiraffe;primary\r\nkite;middle\r\n")
        let chinese = try sandbox.write("zh.csv", "词语,难度\n苹果,初级\n落井下石,高级\n")
        let tabs = try sandbox.write("t.tsv", "词条\t等级\n班主任\t中等\n")
        let check = try await CommandRunner.run(["bank", "check", semicolons, chinese, tabs], in: sandbox)
        #expect(check.status == 0, "\(check)")
        #expect(check.stderr.isEmpty, "\(check)")
        #expect(
            check.lines == [
                "excel.csv: ok, 2 entries (primary 1, middle 1, senior 0, complex 0, custom 0)",
                "zh.csv: ok, 2 entries (primary 1, middle 0, senior 1, complex 0, custom 0)",
                "t.tsv: ok, 1 entries (primary 0, middle 1, senior 0, complex 0, custom 0)",
            ])
        let draw = try await CommandRunner.run(["draw", "--all", "--bank", semicolons, "--seed", "3"], in: sandbox)
        #expect(draw.lines.sorted() == ["giraffe\tprimary", "kite\tmiddle"], "\(draw)")
    }

    @Test(".xlsx: the first sheet, a header, rows in messages")
    func workbooks() async throws {
        let sandbox = try Sandbox()
        let good = try sandbox.write(
            "list.xlsx",
            bytes: try WorkbookFixture.workbook([["词语", "难度"], ["苹果", "初级"], ["kite", "middle"], ["sun"]]))
        let check = try await CommandRunner.run(["bank", "check", good], in: sandbox)
        #expect(check.status == 0, "\(check)")
        #expect(
            check.stdout == "list.xlsx: ok, 3 entries (primary 1, middle 1, senior 0, complex 0, custom 1)\n",
            "\(check)")
        let draw = try await CommandRunner.run(["draw", "--all", "--bank", good, "--seed", "1"], in: sandbox)
        #expect(draw.status == 0, "\(draw)")
        #expect(draw.lines.sorted() == ["kite\tmiddle", "sun\tcustom", "苹果\tprimary"])

        let bad = try sandbox.write(
            "bad.xlsx", bytes: try WorkbookFixture.workbook([["word", "tier"], ["a", "primary"], ["b", "hardest"]]))
        let rejected = try await CommandRunner.run(["bank", "check", bad], in: sandbox)
        #expect(rejected.status == 65, "\(rejected)")
        #expect(rejected.stderr.contains("bad.xlsx:row 3: unknown tier 'hardest'"), "\(rejected)")

        let twice = try sandbox.write("more.txt", "cat\nKITE\n")
        let duplicate = try await CommandRunner.run(["draw", "--all", "--bank", good, "--words", twice], in: sandbox)
        #expect(duplicate.status == 0)
        #expect(
            duplicate.stderr.contains("more.txt:2: warning: duplicate 'KITE' (first at list.xlsx:row 3)"),
            "\(duplicate)")
    }

    @Test(
        "documents that are not lists: exit 65 with what to save them as",
        arguments: [
            ("old.xls", [UInt8]([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0, 0]), "a .xls file cannot be read"),
            ("notes.docx", Array("PK\u{3}\u{4}".utf8), "a .docx file cannot be read"),
            ("words.numbers", Array("PK\u{3}\u{4}".utf8), "a .numbers file cannot be read"),
            ("scan.pdf", Array("%PDF-1.7\n".utf8), "a .pdf file cannot be read"),
            ("fake.xlsx", Array("%PDF-1.7\n".utf8), "this is a PDF document"),
            (
                "renamed.xlsx", [UInt8]([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0, 0]),
                "an old Office document"
            ),
            ("text.xlsx", Array("cat\ndog\n".utf8), "not a ZIP archive"),
        ])
    func unsupported(name: String, bytes: [UInt8], message: String) async throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write(name, bytes: bytes)
        for arguments in [["bank", "check", file], ["draw", "--bank", file]] {
            let result = try await CommandRunner.run(arguments, in: sandbox)
            #expect(result.status == 65, "\(result)")
            #expect(result.stderr.contains("\(name): "), "\(result)")
            #expect(result.stderr.contains(message), "\(result)")
            #expect(result.stderr.contains("save it as .xlsx, .csv or .txt"), "\(result)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("a duplicate of a shipped word names the bank, not a source path")
    func shippedBankNamed() async throws {
        let sandbox = try Sandbox()
        let mine = try sandbox.write("mine.txt", "螃蟹\n")
        let result = try await CommandRunner.run(["draw", "-n", "1", "--words", mine], in: sandbox)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("also in zh-Hans; it plays as this list's"), "\(result)")
        #expect(!result.stderr.contains("Wordbanks/"), "\(result)")
    }

    @Test("bank show --list prints every entry under its tier")
    func showList() async throws {
        let sandbox = try Sandbox()
        let list = try sandbox.write("two.txt", "[custom]\nb\n[primary]\na\nc\n")
        let result = try await CommandRunner.run(["bank", "show", list, "--list"], in: sandbox)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasSuffix("\n[primary]\na\nc\n\n[custom]\nb\n"), "\(result)")
        #expect(result.lines.first == "bank: two.txt")
        let shipped = try await CommandRunner.run("bank", "show", "en", "--list")
        let counts = shippedCounts("en")
        // Entry lines, not the section headers or the `# theme:` and `# family:` directives.
        let entryLines = shipped.lines.drop { !$0.hasPrefix("[") }.filter {
            !$0.isEmpty && !$0.hasPrefix("[") && !$0.hasPrefix("#")
        }
        #expect(entryLines.count == counts.reduce(0, +), "\(shipped.lines.prefix(12))")
        #expect(
            shipped.lines.filter { $0.hasPrefix("[") }
                == Tier.allCases.filter { counts[$0.rawValue] > 0 }.map { "[\($0.name)]" })
        let without = try await CommandRunner.run(["bank", "show", list], in: sandbox)
        #expect(!without.stdout.contains("[primary]"))
    }
}
