import Foundation
import GuessTestSupport
import Testing

@testable import GuessRoom
@testable import GuessServer
@testable import GuessText
@testable import GuessWords

/// The package's root, from this file's place in it.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The literal parts of the Swift string literals in `source` (the text between quotes and
/// interpolations, escapes resolved), as Tools/hant/swift_literals.py reads them; comments skipped.
func swiftLiteralParts(_ source: String) -> [String] { swiftLiterals(source).parts }

/// The literal parts of `source` and the interpolations that hold a Chinese literal written as a plain
/// literal (`\(flag ? "行" : "列")`: taken as a `String`, so never converted; `as ChineseText` is meant).
func swiftLiterals(_ source: String) -> (parts: [String], plainChineseInInterpolation: [String]) {
    let characters = Array(source)
    var parts: [String] = []
    var plainChinese: [String] = []
    var index = 0

    func starts(_ text: String, at position: Int) -> Bool {
        // Compared character by character, without copying (this runs for every character of a source).
        var position = position
        for wanted in text {
            guard position < characters.count, characters[position] == wanted else { return false }
            position += 1
        }
        return true
    }

    func code(untilClose: Bool) {
        var depth = 0
        while index < characters.count {
            let character = characters[index]
            if starts("//", at: index) {
                while index < characters.count && characters[index] != "\n" { index += 1 }
            } else if starts("/*", at: index) {
                var nesting = 0
                while index < characters.count {
                    if starts("/*", at: index) {
                        nesting += 1
                        index += 2
                    } else if starts("*/", at: index) {
                        nesting -= 1
                        index += 2
                        if nesting == 0 { break }
                    } else {
                        index += 1
                    }
                }
            } else if character == "\""
                || (character == "#" && characters[index...].first(where: { $0 != "#" }) == "\"")
            {
                string()
            } else if character == "(" {
                depth += 1
                index += 1
            } else if character == ")" {
                index += 1
                if depth == 0 && untilClose { return }
                depth -= 1
            } else {
                index += 1
            }
        }
    }

    func string() {
        var hashes = 0
        while characters[index] == "#" {
            hashes += 1
            index += 1
        }
        let multiline = starts("\"\"\"", at: index)
        index += multiline ? 3 : 1
        let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        var text = ""
        while index < characters.count {
            if starts(closing, at: index) {
                index += closing.count
                break
            }
            if starts(escape, at: index) {
                let after = index + escape.count
                let marker = after < characters.count ? characters[after] : " "
                if marker == "(" {
                    parts.append(text)
                    text = ""
                    index = after + 1
                    let (start, found) = (index, parts.count)
                    code(untilClose: true)
                    let expression = String(characters[start..<max(start, index - 1)])
                    if parts[found...].contains(where: holdsChineseInterfaceText),
                        !["ChineseText", "LocalizedText", "pick(", "chinese("].contains(where: expression.contains)
                    {
                        plainChinese.append(expression)
                    }
                    continue
                }
                if marker == "u", starts("{", at: after + 1),
                    let end = characters[after...].firstIndex(of: "}"),
                    let value = UInt32(String(characters[(after + 2)..<end]), radix: 16),
                    let scalar = Unicode.Scalar(value)
                {
                    text.unicodeScalars.append(scalar)
                    index = end + 1
                    continue
                }
                if marker == "\n" && multiline {
                    index = after + 1
                    continue
                }
                let escapes: [Character: String] = ["n": "\n", "t": "\t", "r": "\r", "0": "\0"]
                text += escapes[marker] ?? String(marker)
                index = after + 1
                continue
            }
            text.append(characters[index])
            index += 1
        }
        if multiline { text = text.trimmingCharacters(in: CharacterSet(charactersIn: "\n")) }
        parts.append(text)
    }

    code(untilClose: false)
    return (parts, plainChinese)
}

/// Whether `part` holds a character the zh-Hant table converts (as swift_literals.is_interface_character).
func holdsChineseInterfaceText(_ part: String) -> Bool {
    part.unicodeScalars.contains {
        (0x3000...0x303F).contains($0.value) || (0x3400...0x9FFF).contains($0.value)
            || (0xFF00...0xFFEF).contains($0.value) || [0x2018, 0x2019, 0x201C, 0x201D].contains($0.value)
    }
}

/// The double-quoted strings of a JavaScript source (the phones' page), as swift_literals.script_parts.
func scriptStrings(_ source: String) -> [String] {
    let pattern = try! NSRegularExpression(pattern: #""((?:[^"\\\n]|\\.)*)""#)
    let range = NSRange(source.startIndex..., in: source)
    return pattern.matches(in: source, range: range).compactMap {
        Range($0.range(at: 1), in: source).map { String(source[$0]) }
    }
}

@Suite("zh-Hant interface table")
struct HantTableTests {
    /// The phones' scripts (Pages/*.js), by name.
    static func scripts() throws -> [(path: String, text: String)] {
        let pages = packageRoot.appendingPathComponent("Pages")
        return try FileManager.default.contentsOfDirectory(atPath: pages.path).filter { $0.hasSuffix(".js") }.sorted()
            .map { ($0, try String(contentsOf: pages.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// A Swift source of the package and what `swiftLiterals` reads in it.
    struct Source: Sendable {
        /// Its path under Sources/.
        var path: String
        /// Its literal parts (`swiftLiteralParts`).
        var parts: [String]
        /// Its plain Chinese literals inside interpolations (`swiftLiterals`).
        var plainChineseInInterpolation: [String]
    }

    /// Sources/ could not be listed.
    struct Unlisted: Error {}

    /// Every Swift source of the package but the generated table, read once for the tests that look
    /// at them (reading a source's literals is slow in a debug build).
    static let sourcesRead: Result<[Source], any Error> = Result {
        let sources = packageRoot.appendingPathComponent("Sources")
        guard let enumerator = FileManager.default.enumerator(atPath: sources.path) else { throw Unlisted() }
        var found: [Source] = []
        for case let path as String in enumerator
        where path.hasSuffix(".swift") && !path.hasSuffix("HantTable+Entries.swift") {
            let literals = swiftLiterals(
                try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8))
            found.append(
                Source(
                    path: path, parts: literals.parts, plainChineseInInterpolation: literals.plainChineseInInterpolation
                ))
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Every Swift source of the package but the generated table, with its literals (see `sourcesRead`).
    static func sources() throws -> [Source] { try sourcesRead.get() }

    @Test("the source reader finds literal parts the way make_table.py does")
    func readsLiteralParts() {
        let source = #"""
            // "注释" is skipped
            let a = pick("x \(n) y", "第 \(turn)/\(total) 回合")  /* "也跳过" */
            let b = "\(flag ? "行" : "单元格") \(reference)超出"
            let c = #"原样\n"#, d = "换\n行\u{3001}"
            """#
        #expect(
            swiftLiteralParts(source).filter(holdsChineseInterfaceText) == [
                "第 ", " 回合", "行", "单元格", "超出", "原样\\n", "换\n行、",
            ])
    }

    @Test("every Chinese literal part under Sources/ has a zh-Hant entry (else: make hant-strings)")
    func everyLiteralHasAnEntry() throws {
        var missing: [String] = []
        for source in try Self.sources() {
            for part in source.parts where holdsChineseInterfaceText(part) && HantTable.entries[part] == nil {
                missing.append("\(source.path): \(part.debugDescription)")
            }
        }
        for (path, text) in try Self.scripts() {
            for part in scriptStrings(text) where holdsChineseInterfaceText(part) && HantTable.entries[part] == nil {
                missing.append("Pages/\(path): \(part.debugDescription)")
            }
        }
        #expect(
            missing.isEmpty,
            """
            \(missing.count) Chinese text(s) have no Traditional Chinese entry; run `make hant-strings` \
            (Tools/hant/make_table.py) and review the diff of HantTable+Entries.swift:
            \(missing.prefix(30).joined(separator: "\n"))
            """)
    }

    @Test("a Chinese literal inside an interpolation is written as ChineseText (else it stays Simplified)")
    func nestedLiteralsAreTyped() throws {
        #expect(swiftLiterals(#"x("\(a ? "行" : "列") b")"#).plainChineseInInterpolation == [#"a ? "行" : "列""#])
        #expect(swiftLiterals(#"x("\(a ? "行" : "列" as ChineseText) b")"#).plainChineseInInterpolation.isEmpty)
        var found: [String] = []
        for source in try Self.sources() {
            // Full-width punctuation alone reads the same in both scripts (`"\($0)："`).
            for expression in source.plainChineseInInterpolation
            where swiftLiteralParts(expression).contains(where: { $0.contains(where: \.isHanCharacter) }) {
                found.append("\(source.path): \\(\(expression))")
            }
        }
        #expect(found.isEmpty, "write these literals `as ChineseText`:\n\(found.joined(separator: "\n"))")
    }

    @Test("no table entry leaves a Simplified-only character, and every entry is used by some source")
    func entriesAreTraditional() throws {
        #expect(simplifiedOnlyCharacters.count > 2000)
        for (simplified, traditional) in HantTable.entries {
            let left = traditional.filter(simplifiedOnlyCharacters.contains)
            #expect(left.isEmpty, "\(simplified) → \(traditional): \(left)")
        }
        let used = Set(
            try Self.sources().flatMap(\.parts)
                + Self.scripts().flatMap { scriptStrings($0.text) })
        let stale = HantTable.entries.keys.filter { !used.contains($0) }
        #expect(stale.isEmpty, "entries no source has (make hant-strings drops them): \(stale.prefix(10))")
    }

    @Test("the phones' script writes its Chinese in double quotes, and a zh-Hant page carries their Traditional")
    func phonePages() throws {
        for (path, text) in try Self.scripts() {
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                var rest = String(line)
                for string in scriptStrings(rest) { rest = rest.replacingOccurrences(of: "\"\(string)\"", with: "") }
                let outside = rest.filter { $0.isHanCharacter }
                #expect(outside.isEmpty, "Pages/\(path): Chinese outside double quotes: \(line)")
            }
        }
        var generator = SplitMix64(seed: 1)
        let code = RoomCode(using: &generator)
        let page = PhonePages.page(role: nil, language: .zhHant, code: code)
        #expect(page.contains(#"lang="zh-Hant""#) && page.contains("&quot;观众&quot;:&quot;觀眾&quot;"))
        // Every Chinese text of the script is carried with its Traditional, and nothing else is.
        let attribute = try #require(
            page.split(separator: #"data-hant=""#).dropFirst().first?.split(separator: "\"").first)
        let json = attribute.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        let carried = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
        for (path, text) in try Self.scripts() {
            for part in scriptStrings(text) where holdsChineseInterfaceText(part) {
                #expect(carried[part] != nil && carried[part] == HantTable.entries[part], "Pages/\(path): \(part)")
            }
        }
        #expect(carried.allSatisfy { HantTable.entries[$0.key] == $0.value })
        #expect(PhonePages.page(role: nil, language: .zhHans, code: code).contains(#"data-hant="""#))
        #expect(PhonePages.noSuchRoom(language: .zhHant).contains("沒有這個房間"))
    }

    @Test("the reviewed corrections are in the table")
    func reviewedCorrections() {
        let strings = Strings(.zhHant)
        #expect(strings.timesUpHint == "按任意鍵查看本回合回顧")
        #expect(strings.keyHelpLine.hasSuffix("? 說明") && strings.paceColumn == "加權速度")
        #expect(strings.tier(.custom) == "自訂" && strings.tier(.senior) == "高級")
        #expect(strings.unknownPipeCommand("zz", line: 2) == "第 2 行：未知命令「zz」（y、n、s、t、u、p、more、q、end、fix）")
    }
}

extension Character {
    /// Whether this is a CJK ideograph.
    fileprivate var isHanCharacter: Bool {
        unicodeScalars.first.map { (0x3400...0x9FFF).contains($0.value) } ?? false
    }
}
