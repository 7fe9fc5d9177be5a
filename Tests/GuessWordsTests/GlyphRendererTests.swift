import Foundation
import Testing

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

    @Test func theSubsetCoversTheRangesTheBanksAndTheInterface() {
        var missing: [String] = []
        for value in UInt32(0x4E00)...0x9FFF where font.glyph(forScalar: Unicode.Scalar(value)!) == nil {
            missing.append(String(value, radix: 16))
        }
        for value in [0x20, 0x41, 0x7E, 0xA9, 0xFF, 0x3001, 0x300A, 0xFF01, 0xFF10] as [UInt32]
        where font.glyph(forScalar: Unicode.Scalar(value)!) == nil {
            missing.append(String(value, radix: 16))
        }
        for name in ShippedBanks.names {
            for line in ShippedBanks.contents(of: name)!.split(separator: "\n")
            where !line.hasPrefix("#") && !line.hasPrefix("[") {
                for character in line where font.glyph(for: character) == nil && character != " " {
                    missing.append("\(name): \(character)")
                }
            }
        }
        for strings in [Strings(.en), Strings(.zhHans), Strings(.zhHant)] {
            for text in [strings.timesUp, strings.paused, strings.gameOver, strings.tie, strings.getReady] {
                #expect(GlyphRenderer().canDraw(text), "\(text)")
            }
        }
        #expect(missing.isEmpty, "no glyph for \(missing.prefix(20))")
    }

    /// The committed subset is Unifont unaltered: every glyph it holds is the same line in Debian's
    /// unifont.hex (checked when that file is installed; `make setup` installs it).
    @Test func theSubsetMatchesDebiansUnifont() throws {
        let systemPath = "/usr/share/unifont/unifont.hex"
        guard let system = try? String(contentsOfFile: systemPath, encoding: .utf8) else {
            print("GlyphFontTests: \(systemPath) is missing; install Debian's unifont (make setup) to compare")
            return
        }
        var reference: [Substring: Substring] = [:]
        for line in system.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            reference[line[..<colon]] = line[line.index(after: colon)...]
        }
        let subset = EmbeddedFiles.contents["glyphs/unifont"] ?? ""
        var previous = -1
        var count = 0
        for line in subset.split(separator: "\n") {
            let parts = line.split(separator: ":")
            try #require(parts.count == 2, "malformed line \(line)")
            let code = try #require(Int(parts[0], radix: 16))
            #expect(code > previous, "out of order at \(parts[0])")
            previous = code
            #expect(reference[parts[0]] == parts[1], "U+\(parts[0]) differs from \(systemPath)")
            count += 1
        }
        #expect(count == font.glyphCount)
        #expect(count > 21_000)
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
        // A long Latin word is never broken: smaller instead.
        let word = renderer.render("hippopotamus", width: 60, height: 30)
        #expect(word.style == .quadrants)
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

    @Test func displayBigIsASetting() throws {
        var config = GameConfig()
        #expect(config.big == .auto)
        try config.apply(toml: "[display]\nbig = \"off\"\n", file: "user.toml")
        #expect(config.big == .off)
        #expect(throws: ConfigError.self) { try config.apply(toml: "[display]\nbig = \"huge\"\n", file: "user.toml") }
    }
}
