import Foundation

/// Where a phrase breaks across lines by its meaning (#46): the one rule for the phone's card, the board's
/// page and the terminal's big glyphs.
///
/// - A 歇后语 (or any phrase with a dash or a comma inside) breaks after its dash or comma, the mark kept at
///   the end of the first part: 泥菩萨过江，/自身难保, 丈母娘看女婿——/越看越喜欢.
/// - A run of four or more Han characters breaks at its halves: an idiom 2+2, two idioms 4+4
///   (八仙过海/各显神通), two lines of verse 5+5 and 7+7 (一朝被蛇咬/十年怕井绳); an odd run at its caesura, a
///   five-character line 2+3 (白日/依山尽), a seven-character one 4+3 (飞流直下/三千尺), longer ones the longer
///   half first.
/// - Each half breaks again by the same rule while it has four characters or more, one level down: a
///   narrow screen takes the halves first, then their halves. A part of two or three characters never breaks,
///   so no break the rule gives leaves a single character alone on a line.
///
/// Text with no Han run of four (English, a short word) has no meaning breaks: it breaks as before, at spaces
/// and syllables, or shrinks.
public enum PhraseBreaks {
    /// Marks after which a phrase breaks first (the comma of a 歇后语 or of two lines of verse).
    static let commas: Set<Character> = ["，", ",", "；", ";", "：", ":", "、"]
    /// Dashes: a 歇后语's two parts stand either side of a run of them; the run stays with the first part.
    static let dashes: Set<Character> = ["—", "–", "―", "⸺", "～", "~"]

    /// The places `text` breaks by meaning: for each, the offset of the character that would start the new
    /// line (counted in `Character`s of `text`) and its level, 1 for the strongest (the halves, the comma),
    /// 2 for the halves' halves, and so on. Empty when the text has none.
    public static func levels(in text: String) -> [Int: Int] {
        let characters = Array(text)
        var result: [Int: Int] = [:]
        guard characters.contains(where: isHan) else { return result }
        // The marks first: after a comma or a run of dashes, before what follows it.
        var cuts: [Int] = []
        for index in characters.indices.dropFirst() {
            let previous = characters[index - 1]
            let current = characters[index]
            let afterMark = commas.contains(previous) || (dashes.contains(previous) && !dashes.contains(current))
            if afterMark && !commas.contains(current) && !dashes.contains(current) { cuts.append(index) }
        }
        for cut in cuts { result[cut] = 1 }
        // Each part's Han run (its marks left off) splits at its halves, a level below the marks.
        let depth = cuts.isEmpty ? 1 : 2
        let bounds = [0] + cuts + [characters.count]
        for (start, end) in zip(bounds, bounds.dropFirst()) {
            var last = end
            while last > start && (commas.contains(characters[last - 1]) || dashes.contains(characters[last - 1])) {
                last -= 1
            }
            guard characters[start..<last].allSatisfy(isHan) else { continue }
            split(start..<last, depth: depth, into: &result)
        }
        return result
    }

    /// `text` cut at its breaks of level 1 into parts, each cut at its breaks of level 2 (the deeper ones
    /// stay inside); nil when the text has no meaning breaks. 一朝被蛇咬十年怕井绳 is [[一朝, 被蛇咬], [十年, 怕井绳]]; 落井下石 [[落井], [下石]].
    public static func parts(of text: String) -> [[String]]? {
        let levels = levels(in: text)
        guard !levels.isEmpty else { return nil }
        let characters = Array(text)
        var parts: [[String]] = []
        var line: [String] = []
        var piece = ""
        for (index, character) in characters.enumerated() {
            if let level = levels[index], level <= 2 {
                line.append(piece)
                piece = ""
                if level == 1 {
                    parts.append(line)
                    line = []
                }
            }
            piece.append(character)
        }
        line.append(piece)
        parts.append(line)
        return parts
    }

    /// Whether `character` is a Han character (an ideograph of any CJK block).
    public static func isHan(_ character: Character) -> Bool {
        character.unicodeScalars.count == 1 && character.unicodeScalars.first?.properties.isIdeographic == true
    }

    /// Where a run of `count` Han characters breaks into halves: even, in the middle; five 2+3 and seven 4+3
    /// (the caesura of a line of verse); any other odd count the longer half first.
    static func half(_ count: Int) -> Int {
        switch count {
        case 5: 2
        case 7: 4
        default: (count + 1) / 2
        }
    }

    private static func split(_ run: Range<Int>, depth: Int, into result: inout [Int: Int]) {
        guard run.count >= 4 else { return }
        let middle = run.lowerBound + half(run.count)
        result[middle] = min(result[middle] ?? depth, depth)
        split(run.lowerBound..<middle, depth: depth + 1, into: &result)
        split(middle..<run.upperBound, depth: depth + 1, into: &result)
    }
}
