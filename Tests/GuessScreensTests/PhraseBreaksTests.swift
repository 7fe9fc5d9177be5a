import Foundation
import Testing

@testable import GuessScreens
@testable import GuessText

/// Line breaks by meaning (#46): the rule (`PhraseBreaks`) on idioms, 歇后语 and lines of verse, and the
/// terminal's big glyphs following it (the phone's card is checked in Chromium, phones_test.py).
@Suite("Line breaks by meaning")
struct PhraseBreaksTests {
    static let renderer = GlyphRenderer()
    static let samples = [
        "一朝被蛇咬十年怕井绳", "八仙过海各显神通", "泥菩萨过江，自身难保", "丈母娘看女婿——越看越喜欢", "白日依山尽黄河入海流",
        "两个黄鹂鸣翠柳一行白鹭上青天", "落井下石", "一不做二不休", "飞流直下三千尺", "生当作人杰",
    ]

    @Test("two lines of verse 5+5: 一朝被蛇咬 / 十年怕井绳, then 2+3 each")
    func fivePlusFive() {
        #expect(PhraseBreaks.parts(of: "一朝被蛇咬十年怕井绳") == [["一朝", "被蛇咬"], ["十年", "怕井绳"]])
        #expect(PhraseBreaks.levels(in: "一朝被蛇咬十年怕井绳") == [5: 1, 2: 2, 7: 2])
        #expect(PhraseBreaks.parts(of: "白日依山尽黄河入海流") == [["白日", "依山尽"], ["黄河", "入海流"]])
    }

    @Test("two idioms 4+4: 八仙过海 / 各显神通, then 2+2 each; one idiom 2+2")
    func fourPlusFour() {
        #expect(PhraseBreaks.parts(of: "八仙过海各显神通") == [["八仙", "过海"], ["各显", "神通"]])
        #expect(PhraseBreaks.parts(of: "落井下石") == [["落井"], ["下石"]])
        #expect(PhraseBreaks.parts(of: "一不做二不休") == [["一不做"], ["二不休"]])
    }

    @Test("two lines of verse 7+7, then 4+3 each")
    func sevenPlusSeven() {
        #expect(PhraseBreaks.parts(of: "两个黄鹂鸣翠柳一行白鹭上青天") == [["两个黄鹂", "鸣翠柳"], ["一行白鹭", "上青天"]])
        #expect(PhraseBreaks.parts(of: "飞流直下三千尺") == [["飞流", "直下"], ["三千尺"]])
    }

    @Test("a 歇后语 breaks at its comma or dash, the mark kept with the first part")
    func xiehouyu() throws {
        let comma = try #require(PhraseBreaks.parts(of: "泥菩萨过江，自身难保"))
        #expect(comma.map { $0.joined() } == ["泥菩萨过江，", "自身难保"])
        #expect(PhraseBreaks.levels(in: "泥菩萨过江，自身难保")[6] == 1)
        let dash = try #require(PhraseBreaks.parts(of: "丈母娘看女婿——越看越喜欢"))
        #expect(dash.map { $0.joined() } == ["丈母娘看女婿——", "越看越喜欢"])
    }

    @Test("never a character alone, and nothing for English or short words")
    func neverAlone() {
        for text in Self.samples {
            let parts = PhraseBreaks.parts(of: text) ?? []
            #expect(parts.flatMap { $0 }.joined() == text, "\(text)")
            for piece in parts.flatMap({ $0 }) + parts.map({ $0.joined() }) {
                #expect(piece.filter(PhraseBreaks.isHan).count >= 2, "\(text): \(piece)")
            }
        }
        for text in ["supercalifragilisticexpialidocious", "hello, world", "ice cream", "小笼包", "熊猫", ""] {
            #expect(PhraseBreaks.parts(of: text) == nil, "\(text)")
        }
    }

    @Test("the terminal's big glyphs break 一朝被蛇咬十年怕井绳 and 八仙过海各显神通 at their halves, then theirs")
    func bigGlyphs() {
        // Five glyphs are 83 columns at scale 1, ten 168: two lines of five at 100 columns.
        #expect(Self.renderer.layout("一朝被蛇咬十年怕井绳", width: 100, height: 17).lines == ["一朝被蛇咬", "十年怕井绳"])
        // Room for three glyphs a line: the halves' halves, 2+3 and 2+3.
        #expect(
            Self.renderer.layout("一朝被蛇咬十年怕井绳", width: 60, height: 40).lines == ["一朝", "被蛇咬", "十年", "怕井绳"])
        #expect(Self.renderer.layout("八仙过海各显神通", width: 80, height: 24).lines == ["八仙过海", "各显神通"])
        #expect(Self.renderer.layout("八仙过海各显神通", width: 60, height: 40).lines == ["八仙", "过海", "各显", "神通"])
        #expect(Self.renderer.layout("泥菩萨过江，自身难保", width: 100, height: 24).lines == ["泥菩萨过江，", "自身难保"])
        #expect(
            Self.renderer.layout("两个黄鹂鸣翠柳一行白鹭上青天", width: 130, height: 24).lines == ["两个黄鹂鸣翠柳", "一行白鹭上青天"])
    }

    @Test("in the terminal no line of big glyphs is a character alone, at any size")
    func noCharacterAloneInTheTerminal() {
        for text in Self.samples {
            for width in stride(from: 30, through: 200, by: 10) {
                for height in [8, 17, 24, 40, 60] {
                    let layout = Self.renderer.layout(text, width: width, height: height)
                    guard layout.style != .plainText, layout.lines.count > 1 else { continue }
                    for line in layout.lines {
                        #expect(
                            line.filter(PhraseBreaks.isHan).count >= 2, "\(text) at \(width)x\(height): \(layout.lines)"
                        )
                    }
                }
            }
        }
    }
}
