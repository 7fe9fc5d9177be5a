import Foundation
import GuessWordsTestSupport
import Testing

@testable import GuessScreens
@testable import GuessText
@testable import GuessWords

@Suite("Glyph font")
struct GlyphFontTests {
    let font = GlyphFont.unifont

    @Test func knownGlyphsDecode() throws {
        let letter = try #require(font.glyph(for: "A"))
        #expect(letter.width == 8)
        // Unifont 0041: 0000000018242442427E424242420000; row 9 is the crossbar 7E.
        #expect(letter.rows[4] == 0x1800 && letter.rows[9] == 0x7E00 && letter.rows[15] == 0)
        #expect(letter.isInked(x: 1, y: 9) && !letter.isInked(x: 0, y: 9) && !letter.isInked(x: 8, y: 9))
        let one = try #require(font.glyph(for: "一"))
        #expect(one.width == 16)
        #expect(one.rows[7] == 0xFFFE)
        #expect(one.inkedColumns == 0...14)
        let parsed = try #require(Glyph(hex: Array("0000000018242442427E424242420000".utf8)))
        #expect(parsed == letter)
        #expect(Glyph(hex: Array("12".utf8)) == nil)
    }

    @Test func controlsAndMissingCharactersHaveNoGlyph() {
        #expect(font.glyph(for: "\u{01}") == nil)
        #expect(font.glyph(for: "\u{85}") == nil)
        #expect(font.glyph(for: "한") == nil)  // Hangul is not in the subset
        #expect(font.glyph(for: "😀") == nil)
        #expect(font.glyph(for: "e\u{301}") == nil)  // two scalars
        #expect(font.glyph(for: "\u{E000}") == nil)  // private use
    }

    @Test func theSubsetCoversTheRangesTheBanksAndTheInterface() throws {
        // Every glyph lookup in U+4E00-U+9FFF is checked through the font by GlyphRendererTests
        // (everyIdeographHasAWideGlyph); here, against the subset's own list of code points.
        let codes = try UnifontSubset.codes()
        var missing: [String] = []
        for value in UInt32(0x4E00)...0x9FFF where !codes.contains(value) {
            missing.append(String(value, radix: 16))
        }
        for value in [0x20, 0x41, 0x7E, 0xA9, 0xFF, 0x3001, 0x300A, 0xFF01, 0xFF10] as [UInt32]
        where font.glyph(forScalar: Unicode.Scalar(value)!) == nil {
            missing.append(String(value, radix: 16))
        }
        // Every character of every entry line of every bank, each distinct one looked up once.
        for name in ShippedBanks.names {
            let multiScalar = ShippedBankFixtures.multiScalarCharacters(of: name)
            #expect(
                multiScalar.isEmpty, "\(name): characters of several scalars have no glyph: \(multiScalar.prefix(20))")
            for scalar in try #require(ShippedBankFixtures.entryScalars[name])
            where scalar != " " && font.glyph(forScalar: scalar) == nil {
                missing.append("\(name): \(scalar)")
            }
        }
        for strings in [Strings(.en), Strings(.zhHans), Strings(.zhHant)] {
            for text in [strings.timesUp, strings.paused, strings.gameOver, strings.tie, strings.getReady] {
                #expect(GlyphRenderer().canDraw(text), "\(text)")
            }
        }
        #expect(missing.isEmpty, "no glyph for \(missing.prefix(20))")
    }

    @Test("the banks' characters are read from their bytes as a plain scan of their lines reads them")
    func entryScalarsAreEveryCharacter() throws {
        let text = "# comment ☃\n[primary]\ncat | é\n\n落井下石\n𝄞 x\n[senior]\n# ß\nÿ,a\n"
        var plain: [Unicode.Scalar] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("[") {
            for scalar in line.unicodeScalars where !plain.contains(scalar) { plain.append(scalar) }
        }
        #expect(ShippedBankFixtures.distinctEntryScalars(of: text) == plain)
        #expect(plain.count == 14 && !plain.contains("☃") && !plain.contains("ß"))
        // The English bank, small enough to scan character by character here.
        let english = try #require(ShippedBanks.contents(of: "en"))
        var characters = Set<Character>()
        for line in english.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("[") {
            characters.formUnion(line)
        }
        let scalars = try #require(ShippedBankFixtures.entryScalars["en"])
        #expect(Set(scalars.map(Character.init)) == characters)
        #expect(scalars.count == characters.count)
    }

    /// The committed subset is Unifont unaltered: every glyph it holds is the same line in Debian's
    /// unifont.hex (checked when that file is installed; `make setup` installs it).
    @Test func theSubsetMatchesDebiansUnifont() throws {
        let systemPath = "/usr/share/unifont/unifont.hex"
        guard let system = FileManager.default.contents(atPath: systemPath) else {
            print("GlyphFontTests: \(systemPath) is missing; install Debian's unifont (make setup) to compare")
            return
        }
        let reference = [UInt8](system)
        var glyphOf: [UInt32: Range<Int>] = [:]
        for line in try UnifontSubset.lines(of: reference, name: systemPath) { glyphOf[line.code] = line.glyph }
        let subset = UnifontSubset.bytes
        let lines = try UnifontSubset.lines(of: subset, name: "the subset")
        var differing: [String] = []
        var previous: UInt32?
        for line in lines {
            #expect(previous.map { line.code > $0 } ?? true, "out of order at U+\(String(line.code, radix: 16))")
            previous = line.code
            let same = glyphOf[line.code].map { UnifontSubset.equal(subset[line.glyph], reference[$0]) } ?? false
            if !same { differing.append(String(line.code, radix: 16, uppercase: true)) }
        }
        #expect(differing.isEmpty, "\(differing.count) glyphs differ from \(systemPath): \(differing.prefix(20))")
        #expect(lines.count == font.glyphCount)
        #expect(lines.count > 21_000)
    }
}

/// The committed Unifont subset's lines, read from its bytes once for the suites that check it.
private enum UnifontSubset {
    /// The subset's text as bytes.
    static let bytes = Array((GuessScreens.EmbeddedFiles.contents["glyphs/unifont"] ?? "").utf8)

    /// One line of a Unifont hex file: its code point and where its glyph's hex digits are.
    struct Line {
        var code: UInt32
        var glyph: Range<Int>
    }

    /// A line that is not `CODE:GLYPH` (its number and the file).
    struct Malformed: Error, CustomStringConvertible {
        var line: Int
        var name: String
        var description: String { "\(name): malformed line \(line)" }
    }

    /// The code points the subset holds.
    static func codes() throws -> Set<UInt32> {
        Set(try lines(of: bytes, name: "the subset").map(\.code))
    }

    /// The lines of hex text `bytes` (`CODE:GLYPH`, CODE in hex digits, GLYPH anything but a colon),
    /// blank lines skipped. Only CODE is read byte by byte; the rest of a line is skipped with memchr.
    static func lines(of bytes: [UInt8], name: String) throws -> [Line] {
        try bytes.withUnsafeBufferPointer { buffer throws -> [Line] in
            guard let base = buffer.baseAddress else { return [] }
            var lines: [Line] = []
            var start = 0
            var number = 0
            while start < buffer.count {
                number += 1
                let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
                let end = newline.map { UnsafeRawPointer(base).distance(to: $0) } ?? buffer.count
                defer { start = end + 1 }
                if end == start { continue }
                var colon = start
                var code: UInt32 = 0
                while colon < end && colon - start < 8, let digit = Glyph.hexValue(buffer[colon]) {
                    code = code << 4 | UInt32(digit)
                    colon += 1
                }
                guard colon > start, colon + 1 < end, buffer[colon] == UInt8(ascii: ":"),
                    memchr(base + colon + 1, Int32(UInt8(ascii: ":")), end - colon - 1) == nil
                else { throw Malformed(line: number, name: name) }
                lines.append(Line(code: code, glyph: (colon + 1)..<end))
            }
            return lines
        }
    }

    /// Whether two runs of bytes are the same.
    static func equal(_ one: ArraySlice<UInt8>, _ other: ArraySlice<UInt8>) -> Bool {
        one.count == other.count
            && one.withUnsafeBytes { first in
                other.withUnsafeBytes { memcmp(first.baseAddress!, $0.baseAddress!, first.count) == 0 }
            }
    }
}

@Suite("Glyph renderer")
struct GlyphRendererTests {
    let renderer = GlyphRenderer()

    @Test func halfAndQuadrantBlocksMapPixelsToCells() {
        let picture = Bitmap(picture: ["#  #", "## #", "#"])
        #expect(picture.halfBlockLines == ["█▄ █", "▀   "])
        #expect(picture.quadrantLines == ["▙▐", "▘ "])
        #expect(Bitmap(picture: ["# ", " #"]).quadrantLines == ["▚"])
        #expect(Bitmap(picture: [" #", "# "]).quadrantLines == ["▞"])
        #expect(picture.scaled(by: 2).halfBlockLines == ["██    ██", "████  ██", "██      "])
    }

    @Test func anIdiomAtScaleOneIsItsTrimmedGlyphsTwoPixelsApart() {
        let big = renderer.render("落井下石", width: 80, height: 10)
        #expect(big.style == .halfBlocks(scale: 1))
        // Four glyphs trimmed to the 15 columns CJK glyphs ink, with 2 pixels between them.
        #expect(big.width == 4 * 15 + 3 * 2)
        #expect(big.height == 8)
        #expect(Set(big.lines.map(\.count)).count == 1)
    }

    @Test func theLargestScaleThatFitsWins() {
        // 落井下石 inks all 16 rows: 8 terminal rows at scale 1, 16 at scale 2.
        #expect(renderer.render("落井下石", width: 132, height: 16).style == .halfBlocks(scale: 2))
        // A column or a row short of scale 2: the size between, 1.75 (116 columns, 14 rows).
        #expect(renderer.render("落井下石", width: 131, height: 16).style == .halfBlocks(quarters: 7))
        #expect(renderer.render("落井下石", width: 132, height: 15).style == .halfBlocks(quarters: 7))
        #expect(renderer.render("落井下石", width: 115, height: 13).style == .halfBlocks(quarters: 6))
        #expect(renderer.render("落井下石", width: 66, height: 8).style == .halfBlocks(scale: 1))
        // At 200x60 one line reaches scale 3; its two halves on two lines, 3.5.
        #expect(renderer.render("落井下石", width: 200, height: 60).style == .halfBlocks(quarters: 14))
        #expect(renderer.render("落井下石", width: 200, height: 60).text == ["落井", "下石"])
        #expect(renderer.render("落井下石", width: 200, height: 30).style == .halfBlocks(scale: 3))
        // Too narrow for half blocks: quadrants, half the columns, the same rows.
        let narrow = renderer.render("落井下石", width: 40, height: 8)
        #expect(narrow.style == .quadrants)
        #expect(narrow.width == 33 && narrow.height == 8)
        // Nothing fits: plain text, spread out.
        let plain = renderer.render("落井下石", width: 20, height: 4)
        #expect(plain.style == .plainText)
        #expect(plain.lines == ["落 井 下 石"])
    }

    @Test func scalingIsUniform() throws {
        let one = try #require(renderer.render("螃蟹", style: .halfBlocks(scale: 1), width: 200))
        let three = try #require(renderer.render("螃蟹", style: .halfBlocks(scale: 3), width: 200))
        #expect(three.width == 3 * one.width)
        #expect(one.height == 8 && three.height == 24)  // 螃蟹 inks all 16 rows
    }

    @Test func wrapsBetweenCJKCharactersAndAtSpacesNeverInsideALatinWord() throws {
        #expect(renderer.prepare("落井下石")?.pieces.count == 4)
        #expect(renderer.layout("hello world", width: 40, height: 40).lines == ["hello", "world"])
        #expect(renderer.layout("TIME'S UP", width: 45, height: 40).lines == ["TIME'S", "UP"])
        #expect(renderer.prepare("你好,世界")?.pieces.count == 4)  // the comma stays with 好
        // Seven characters at 80 columns: two lines of half blocks, one blank row between.
        let poem = renderer.render("飞流直下三千尺", width: 80, height: 17)
        #expect(poem.style == .halfBlocks(scale: 1))
        #expect(poem.height == 8 + 1 + 8)
        #expect(poem.lines[8].allSatisfy { $0 == " " })
        // A long Latin word is broken with a hyphen rather than drawn in the smallest glyphs.
        let word = renderer.render("hippopotamus", width: 60, height: 30)
        #expect(word.style > .quadrants)
        #expect(renderer.render("hippopotamus", style: .halfBlocks(scale: 1), width: 60) == nil)
        let phrase = try #require(renderer.render("hello world", style: .halfBlocks(scale: 1), width: 50))
        #expect(phrase.height > 6)  // two lines
    }

    @Test func aMissingGlyphMakesTheWholeWordPlainText() {
        for word in ["한국", "落井😀石", "Crème brûlée\u{301}"] {
            let big = renderer.render(word, width: 200, height: 60)
            #expect(big.style == .plainText, "\(word)")
            #expect(!renderer.canDraw(word))
        }
        #expect(renderer.render("한국", width: 200, height: 60).lines == ["한 국"])
        #expect(renderer.canDraw("Crème brûlée"))
    }

    @Test func everyIdeographHasAWideGlyph() {
        // Speed belongs in `make bench`; here, that every lookup in the range finds a 16-wide glyph.
        for value in UInt32(0x4E00)...0x9FFF {
            let glyph = GlyphFont.unifont.glyph(forScalar: Unicode.Scalar(value)!)
            #expect(glyph?.width == 16, "U+\(String(value, radix: 16, uppercase: true))")
            if glyph?.width != 16 { break }
        }
    }

    @Test func plainTextIsCutOnlyWhenEvenItDoesNotFit() {
        let long = String(repeating: "床前明月光疑是地上霜", count: 3)
        let cut = renderer.render(long, width: 10, height: 2)
        #expect(cut.lines.count == 2)
        #expect(cut.lines[1].hasSuffix("…"))
        #expect(renderer.render("", width: 80, height: 24).style == .plainText)
    }
}

@Suite("Big digits and the clock warning")
struct BigDigitsTests {
    @Test func digitsAreThreeByFiveInHalfBlocks() throws {
        #expect(BigDigits.render("0", scale: 1) == ["█▀█", "█ █", "▀▀▀"])
        #expect(BigDigits.render("1:2", scale: 1) == ["▄█  ▄ ▀▀█", " █  ▄ █▀▀", "▀▀▀   ▀▀▀"])
        #expect(BigDigits.rows(scale: 1) == 3 && BigDigits.rows(scale: 2) == 5)
        #expect(BigDigits.columns("4:59", scale: 2) == 2 * (3 + 1 + 1 + 1 + 3 + 1 + 3))
        let scaled = try #require(BigDigits.render("8", scale: 2))
        #expect(scaled.count == 5 && scaled.allSatisfy { $0.count == 6 })
        #expect(BigDigits.render("1a", scale: 1) == nil)
    }

    @Test func theWarningComesAtTheLesserOfTheSettingAndAQuarterOfTheRound() {
        #expect(ClockWarning.threshold(warningSeconds: 30, roundSeconds: 300) == 30)
        #expect(ClockWarning.threshold(warningSeconds: 30, roundSeconds: 20) == 5)
        #expect(ClockWarning.threshold(warningSeconds: 30, roundSeconds: 10) == 3)
        #expect(ClockWarning.threshold(warningSeconds: 0, roundSeconds: 300) == 0)
        #expect(!ClockWarning.isOn(secondsLeft: 20, warningSeconds: 30, roundSeconds: 20))
        #expect(!ClockWarning.isOn(secondsLeft: 6, warningSeconds: 30, roundSeconds: 20))
        #expect(ClockWarning.isOn(secondsLeft: 5, warningSeconds: 30, roundSeconds: 20))
        #expect(!ClockWarning.isOn(secondsLeft: 0, warningSeconds: 0, roundSeconds: 300))
    }
}
