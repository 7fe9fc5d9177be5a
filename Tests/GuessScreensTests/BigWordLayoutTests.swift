import Foundation
import Testing

@testable import GuessScreens
@testable import GuessText

/// Where the big word breaks and how large it is drawn: the layout decisions, checked in-process at the
/// sizes a party plays at (80x24 laptop, 100x30, 200x60 projector).
@Suite("Big word layout")
struct BigWordLayoutTests {
    static let renderer = GlyphRenderer()
    static let xiehouyu = "丈母娘看女婿——越看越喜欢"
    static let longWord = "supercalifragilisticexpialidocious"
    static let phrase = "the quick brown fox jumps over the lazy dog and runs far away"

    /// The round screen's layout for `word` in play at `width` x `height`.
    static func screen(_ word: String, width: Int, height: Int) -> RoundScreen.Layout {
        ScreenSnapshotTests.wordLayout(word, width: width, height: height)
    }

    @Test func aXiehouyuAt200x60IsTwoBalancedLinesBrokenAtTheDashAndLargerThanTheSmallestSize() {
        let layout = Self.screen(Self.xiehouyu, width: 200, height: 60)
        #expect(layout.bodyText == ["丈母娘看女婿——", "越看越喜欢"])
        #expect(layout.bodyStyle > .halfBlocks(scale: 1), "\(layout.bodyStyle)")
        // The two lines of glyphs fill most of the width: no half screen left empty.
        #expect(layout.bodyColumns >= 150, "\(layout.bodyColumns)")
        let text = layout.lines.joined(separator: "\n")
        #expect(!text.contains("╭"), "not small boxed text")
    }

    @Test func theXiehouyuBreaksAtItsDashAtEverySize() {
        for (width, height) in [(80, 24), (100, 30), (200, 60)] {
            let layout = Self.screen(Self.xiehouyu, width: width, height: height)
            #expect(layout.bodyStyle != .plainText, "\(width)x\(height)")
            #expect(layout.bodyText.joined() == Self.xiehouyu, "\(width)x\(height): \(layout.bodyText)")
            #expect(layout.bodyText.first?.hasSuffix("——") == true, "\(width)x\(height): \(layout.bodyText)")
        }
    }

    @Test func theLargestFittingSizeWinsIncludingTheSizesBetweenWholeScales() {
        // 落井下石 is 66 pixels wide and 16 tall: 1.5 times is 99 columns and 12 rows, 1.75 times 116 by 14.
        #expect(Self.renderer.layout("落井下石", width: 100, height: 12).style == .halfBlocks(quarters: 6))
        #expect(Self.renderer.layout("落井下石", width: 116, height: 14).style == .halfBlocks(quarters: 7))
        #expect(Self.renderer.layout("落井下石", width: 115, height: 14).style == .halfBlocks(quarters: 6))
        let drawn = Self.renderer.render("落井下石", width: 100, height: 12)
        #expect(drawn.height == 12 && drawn.width == 99)
        // A word's size only grows with the room it has.
        var previous = BigText.Style.plainText
        for width in stride(from: 20, through: 240, by: 4) {
            let style = Self.renderer.style(of: "落井下石", width: width, height: 60)
            #expect(style >= previous, "\(width)")
            previous = style
        }
    }

    @Test func idiomsBreakBetweenTheirHalves() {
        // 一不做二不休 at 80x24: three and three, never 4+2.
        let six = Self.screen("一不做二不休", width: 80, height: 24)
        #expect(six.bodyText == ["一不做", "二不休"], "\(six.bodyText)")
        // A four-character idiom on two lines: 2+2, never 3+1.
        let four = Self.renderer.layout("落井下石", width: 40, height: 20)
        #expect(four.lines == ["落井", "下石"])
        #expect(four.style == .halfBlocks(scale: 1))
        // Seven characters (a line of verse): 4+3.
        #expect(Self.renderer.layout("飞流直下三千尺", width: 80, height: 17).lines == ["飞流直下", "三千尺"])
        // Two idioms side by side: four and four.
        #expect(Self.renderer.layout("画蛇添足守株待兔", width: 80, height: 24).lines == ["画蛇添足", "守株待兔"])
    }

    @Test func linesBreakAfterACommaAndAtSpaces() {
        let verse = Self.screen("春眠不觉晓，处处闻啼鸟", width: 80, height: 24)
        #expect(verse.bodyText == ["春眠不觉晓，", "处处闻啼鸟"], "\(verse.bodyText)")
        let english = Self.renderer.layout("hello wonderful world", width: 80, height: 24)
        #expect(english.style != .plainText)
        for line in english.lines { #expect(!line.hasSuffix("-") && !line.hasPrefix(" "), "\(english.lines)") }
        #expect(english.lines.joined(separator: " ") == "hello wonderful world")
    }

    @Test func linesAreBalanced() throws {
        // One pixel short of one line: greedy filling would put three words on the first line and "four"
        // alone on the second; the layout balances them.
        let text = "one two three four"
        let whole = try #require(Self.renderer.render(text, style: .halfBlocks(scale: 1), width: 1000)).width
        let word = try #require(Self.renderer.prepare(text))
        let lines = try #require(word.layout(maximumPixels: whole - 1, maximumLines: 3, level: .natural))
        #expect(lines.map { word.text(of: $0) } == ["one two", "three four"])
    }

    @Test func longEnglishStaysInGlyphsAt80x24HyphenatedWhereAWordMustBreak() {
        let word = Self.screen(Self.longWord, width: 80, height: 24)
        #expect(word.bodyStyle == .quadrants, "\(word.bodyStyle)")
        #expect(word.bodyText.count >= 2)
        #expect(word.bodyText.dropLast().allSatisfy { $0.hasSuffix("-") }, "\(word.bodyText)")
        #expect(word.bodyText.map { $0.hasSuffix("-") ? String($0.dropLast()) : $0 }.joined() == Self.longWord)
        // At least two letters on each side of every hyphen.
        for line in word.bodyText { #expect(line.filter(\.isLetter).count >= 2, "\(word.bodyText)") }

        let phrase = Self.screen(Self.phrase, width: 80, height: 24)
        #expect(phrase.bodyStyle != .plainText, "\(phrase.bodyStyle)")
        #expect(phrase.bodyText.joined(separator: " ") == Self.phrase, "whole words: \(phrase.bodyText)")
        let text = phrase.lines.joined(separator: "\n")
        #expect(!text.contains("╭") && !text.contains("fox"), "in glyphs, not small text")
    }

    @Test func aWordIsHyphenatedOnlyWhenWholeItWouldBeInTheSmallestGlyphsOrNotFit() {
        // hippopotamus fits whole in large half blocks at 200 columns: not broken there.
        let wide = Self.renderer.layout("hippopotamus", width: 200, height: 30)
        #expect(wide.style > .quadrants)
        #expect(wide.lines == ["hippopotamus"])
        // At 60 it would fit whole only in quadrants, the smallest glyphs, while a screen too narrow for it
        // whole draws it hyphenated in half blocks: broken, it is drawn at least that large.
        let layout = Self.renderer.layout("hippopotamus", width: 60, height: 30)
        #expect(layout.style > .quadrants)
        #expect(layout.lines.count == 2 && layout.lines[0].hasSuffix("-"), "\(layout.lines)")
        // Only when no size fits it whole does it break.
        let narrow = Self.renderer.layout("hippopotamus", width: 20, height: 30)
        #expect(narrow.style != .plainText)
        #expect(narrow.lines.count >= 2 && narrow.lines[0].hasSuffix("-"), "\(narrow.lines)")
    }

    @Test(
        "a larger screen never draws a word smaller than a smaller screen does (the 45-letter word at 120x40 and 200x60)"
    )
    func largerScreensNeverDrawSmaller() {
        let words = [
            "pneumonoultramicroscopicsilicovolcanoconiosis", "hippopotamus", "supercalifragilistic",
            "Antidisestablishment",
            "extraordinary", "cat",
        ]
        let sizes = [(80, 24), (100, 30), (120, 40), (140, 45), (160, 50), (200, 60), (250, 70)]
        for word in words {
            var previous: BigText.Style?
            for (width, height) in sizes {
                let style = Self.renderer.layout(word, width: width, height: height).style
                if let previous {
                    #expect(!(style < previous), "\(word) at \(width)x\(height): \(style) < \(previous)")
                }
                previous = style
            }
        }
        let small = Self.renderer.layout("pneumonoultramicroscopicsilicovolcanoconiosis", width: 120, height: 40)
        let large = Self.renderer.layout("pneumonoultramicroscopicsilicovolcanoconiosis", width: 200, height: 60)
        #expect(!(large.style < small.style) && large.style > .quadrants, "\(small.style) \(large.style)")
    }

    @Test(arguments: [(80, 24), (100, 30), (200, 60)])
    func everyTestWordIsInGlyphsAndFitsTheScreen(width: Int, height: Int) {
        for word in [Self.xiehouyu, "一不做二不休", Self.longWord, Self.phrase, "落井下石", "TCP handshake"] {
            let layout = Self.screen(word, width: width, height: height)
            #expect(layout.bodyStyle != .plainText, "\(word) at \(width)x\(height)")
            #expect(layout.lines.count == height)
            for line in layout.lines { #expect(DisplayWidth.of(line) <= width, "\(word) at \(width)x\(height)") }
        }
    }
}
