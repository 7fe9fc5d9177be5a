import Testing

@testable import GuessText

@Suite("DisplayWidth and TextTable")
struct DisplayWidthTests {
    @Test func widths() {
        #expect(DisplayWidth.of("a") == 1)
        #expect(DisplayWidth.of("hello") == 5)
        #expect(DisplayWidth.of("猫") == 2)
        #expect(DisplayWidth.of("螃蟹") == 4)
        #expect(DisplayWidth.of("中文abc") == 7)
        #expect(DisplayWidth.of("한국") == 4)
        #expect(DisplayWidth.of("かな") == 4)
        #expect(DisplayWidth.of("Ｃａｔ") == 6)
        #expect(DisplayWidth.of("，。") == 4)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func combiningMarks() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("cafe\u{301}") == 4)
        #expect(DisplayWidth.of(Character("\u{301}")) == 0)
        #expect(DisplayWidth.of("\u{20DD}") == 0)
        #expect(DisplayWidth.of("字\u{301}") == 2)
    }

    @Test func controlsAndEmoji() {
        #expect(DisplayWidth.of("\u{1B}") == 0)
        #expect(DisplayWidth.of("\u{9B}") == 0)
        #expect(DisplayWidth.of("🦀") == 2)
        #expect(DisplayWidth.of("❤\u{FE0F}") == 2)
    }

    @Test func padAndTruncate() {
        #expect(DisplayWidth.pad("猫", to: 4) == "猫  ")
        #expect(DisplayWidth.pad("猫", to: 4, right: true) == "  猫")
        #expect(DisplayWidth.pad("toolong", to: 3) == "toolong")
        #expect(DisplayWidth.truncate("abcdef", to: 4) == "abc…")
        #expect(DisplayWidth.truncate("abc", to: 3) == "abc")
        #expect(DisplayWidth.truncate("螃蟹螃蟹", to: 5) == "螃蟹…")
        #expect(DisplayWidth.of(DisplayWidth.truncate("螃蟹螃蟹", to: 5)) <= 5)
        #expect(DisplayWidth.truncate("abc", to: 0) == "")
    }

    @Test func tableAlignsByDisplayWidth() {
        let rows = [["bank", "entries", "note"], ["螃蟹", "12", "x"], ["cat", "7", "中文"], ["放风筝啊", "1000", ""]]
        let table = TextTable.render(rows, rightAligned: [1])
        #expect(
            table == """
                bank      entries  note
                螃蟹           12  x
                cat             7  中文
                放风筝啊     1000

                """)
        // Every column starts at the same display column on every line.
        let lines = table.split(separator: "\n").map(String.init)
        func column(of cell: String, in line: String) -> Int {
            DisplayWidth.of(String(line[..<line.range(of: cell)!.lowerBound]))
        }
        #expect(column(of: "note", in: lines[0]) == column(of: "x", in: lines[1]))
        #expect(column(of: "note", in: lines[0]) == column(of: "中文", in: lines[2]))
        #expect(
            column(of: "12", in: lines[1]) + 2 == column(of: "entries", in: lines[0]) + 7)
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
        // The right-aligned column ends at the same display column on every line.
        let ends = zip(lines, ["entries", "12", "7", "1000"]).map { column(of: $1, in: $0) + DisplayWidth.of($1) }
        #expect(Set(ends).count == 1, "right edges \(ends)")
    }
}
