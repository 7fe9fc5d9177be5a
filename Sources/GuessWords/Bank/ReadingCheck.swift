import Foundation
import GuessText

/// What `guess bank check` says about a list's readings: a reading in the wrong script for the list's
/// language, and a reading whose syllables do not match the entry's Chinese characters (warnings: the
/// list still plays).
public enum ReadingCheck {
    /// How many readings are named one by one before the rest are counted.
    static let named = 20

    /// Warnings about the readings of `bank`'s entries.
    public static func warnings(in bank: WordBank) -> [Diagnostic] {
        guard bank.hasDetails else { return [] }
        let expected = bank.language.flatMap(ReadingKind.of)
        var found: [Diagnostic] = []
        var more = 0
        for index in 0..<bank.count {
            let reading = bank.reading(at: index)
            if reading.isEmpty { continue }
            // An entry without Chinese characters (Wi-Fi) reads as it is written: nothing to check.
            let characters = syllables(of: bank.text(at: index))
            if characters.han == 0 { continue }
            var problem: LocalizedText?
            if let expected, !expected.fits(reading) {
                problem = Strings.readingScript(expected: expected)
            } else {
                let syllables = reading.split(separator: " ").count { $0.contains { $0.isLetter || $0.isNumber } }
                if syllables != characters.all {
                    problem = Strings.readingSyllables(syllables, characters: characters.all)
                }
            }
            guard let problem else { continue }
            if found.count < named {
                found.append(Diagnostic(bank.location(at: index), problem, severity: .warning))
            } else {
                more += 1
            }
        }
        if more > 0 {
            found.append(
                Diagnostic(
                    SourceLocation(file: bank.sourceNames.first ?? "", line: 0),
                    LocalizedText("\(more) more readings to check", "另有 \(more) 个读音需要检查"), severity: .warning))
        }
        return found
    }

    /// How many syllables `entry` should read as: its Chinese characters, plus one for each run of
    /// Latin letters or digits (`卡拉OK` is kǎ lā OK, `T恤` T xù); and its Chinese characters alone.
    static func syllables(of entry: String) -> (all: Int, han: Int) {
        var han = 0
        var runs = 0
        var inRun = false
        for scalar in entry.unicodeScalars {
            let alphanumeric = scalar.isASCII && scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            if alphanumeric && !inRun { runs += 1 }
            inRun = alphanumeric
            if isHan(scalar) { han += 1 }
        }
        return (han + runs, han)
    }

    /// Whether `scalar` is a Chinese character (the CJK Unified Ideographs and their extensions).
    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x3134F, 0xF900...0xFAFF: true
        default: false
        }
    }
}
