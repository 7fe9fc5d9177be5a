import Foundation
import Testing

@testable import GuessRoom

/// Names compared as people read them (issue 33): look-alikes, case and width are the same name;
/// invisible characters, blanks and runs of combining marks are no name.
@Suite("Names as people read them")
struct NameLikenessTests {
    @Test("Cyrillic, Greek, full-width and case look-alikes of Ann are Ann; other names are not")
    func lookAlikes() {
        for like in ["Аnn", "ann", "ANN", "Ａｎｎ", "Αnn", "аnn", "Ann ", "𝐀𝐧𝐧"] {
            #expect(NameLikeness.alike("Ann", like), "\(like.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(NameLikeness.alike("Ivan", "ivan"))
        #expect(NameLikeness.alike("Ivan", "Ӏvan"), "Cyrillic palochka reads as l, as I does")
        #expect(NameLikeness.alike("Tom", "Torn"), "rn reads as m (TR39)")
        #expect(NameLikeness.alike("Mary Ann", "Mary  Ann"))
        #expect(NameLikeness.alike("Pοlly", "Polly"), "Greek omicron")
        for other in ["Anna", "Bob", "Amm", "An", "Mary", "安"] {
            #expect(!NameLikeness.alike("Ann", other), "\(other)")
        }
        #expect(!NameLikeness.alike("小王", "小李"))
    }

    @Test("look-alikes from every script, not only Latin, Cyrillic and Greek: Cherokee, Armenian, Lisu, Coptic")
    func everyScript() {
        #expect(NameLikeness.alike("Ann", "\u{13AA}nn"), "Cherokee Ꭺ")
        #expect(NameLikeness.alike("Olive", "\u{0555}live"), "Armenian Օ")
        #expect(NameLikeness.alike("Ann", "\u{A4EE}nn"), "Lisu ꓮ")
        #expect(NameLikeness.alike("Olive", "\u{2C9E}live"), "Coptic Ⲟ")
        #expect(NameLikeness.alike("Bob", "\u{13F4}ob"), "Cherokee Ᏼ")
        // Real names of other scripts stay apart from each other.
        for (first, second) in [("小王", "小玉"), ("김민수", "김민준"), ("Олег", "Оксана"), ("王一", "王二")] {
            #expect(!NameLikeness.alike(first, second), "\(first) \(second)")
        }
    }

    @Test("invisible characters, blanks that are no space and combining-mark runs are refused")
    func unreadable() {
        #expect(!NameLikeness.isReadable("Ann\u{2800}"), "a braille blank")
        #expect(!NameLikeness.isReadable("Ann\u{200B}"), "a zero-width space")
        #expect(!NameLikeness.isReadable("An\u{200D}n"), "a joiner between Latin letters")
        #expect(!NameLikeness.isReadable("Ann\u{00A0}Lee"), "a no-break space")
        #expect(!NameLikeness.isReadable("Ann\u{3164}"), "a Hangul filler")
        #expect(!NameLikeness.isReadable("Ann\u{202E}"), "a direction override")
        #expect(!NameLikeness.isReadable("Ann" + String(repeating: "\u{0301}", count: 79)))
        #expect(!NameLikeness.isReadable("A" + String(repeating: "\u{0308}", count: 5)), "Ä under four more")
        #expect(NameLikeness.isReadable("A" + String(repeating: "\u{0308}", count: 4)), "Ä under three more")
        for fine in [
            "Ann", "Mary Ann", "Zoë", "Zoe\u{0308}", "José", "小王", "Ñandú", "Nguyễn", "น้ำ", "क़्", "👩\u{200D}👩\u{200D}👧",
            "❤\u{FE0F}", "نی\u{200C}ما",
        ] {
            #expect(NameLikeness.isReadable(fine), "\(fine)")
        }
    }

    @Test("the committed look-alike table is what Tools/names/make_confusables.py writes")
    func tableIsGenerated() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("Tools/names/make_confusables.py").path, "--check"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let written = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "make python-tools installs confusable-homoglyphs")
        let committed = try Data(
            contentsOf: root.appendingPathComponent("Sources/GuessRoom/Names/NameConfusables.swift"))
        #expect(written == committed, "run `make name-confusables` and commit the table")
        #expect(NameLikeness.prototypes.count > 400)
    }
}
