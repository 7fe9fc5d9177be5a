import Foundation
import GuessWordsTestSupport
import Testing

@testable import GuessText
@testable import GuessWords

/// GBK (GB18030) bytes of `text`.
private func gbk(_ text: String) throws -> [UInt8] {
    Array(try #require(text.data(using: TextDecoding.gb18030)))
}

@Suite("Word lists: encodings that must agree with the content")
struct ListEncodingTests {
    @Test("a GBK list is still read as GB18030, with a note")
    func gbkList() throws {
        let parsed = parse(bytes: try gbk("螃蟹\n班主任\n落井下石\n"))
        #expect(parsed.texts == ["螃蟹", "班主任", "落井下石"])
        #expect(parsed.diagnostics.map(\.message) == ["read as GB18030 (not UTF-8)"])
    }

    @Test("a file mixing UTF-8 and GBK lines is UTF-8 with its GBK line named, not mojibake")
    func mixedLines() throws {
        let bytes = Array("螃蟹\n".utf8) + (try gbk("班主任\n")) + Array("风筝\n".utf8)
        let parsed = parse(bytes: bytes)
        #expect(parsed.errors.map(\.location.description) == ["t.txt:2"], "\(parsed.diagnostics)")
        #expect(parsed.errors.first?.message.contains("UTF-8") == true)
    }

    @Test("a UTF-16 byte order mark before ASCII text is an error, not CJK garbage")
    func markBeforeASCII() {
        for mark: [UInt8] in [[0xFF, 0xFE], [0xFE, 0xFF]] {
            let parsed = parse(bytes: mark + Array("cat\ndog\n".utf8))
            #expect(parsed.texts.isEmpty)
            #expect(
                parsed.errors.first?.message.contains("byte order mark, but the text is not UTF-16") == true,
                "\(parsed.diagnostics)")
        }
    }

    @Test("a UTF-16 file of odd length is an error, not a dropped byte")
    func oddLength() {
        let parsed = parse(bytes: utf16("cat\ndog\n") + [0x41])
        #expect(parsed.texts.isEmpty)
        #expect(
            parsed.errors.first?.message.contains("not a whole number of characters") == true, "\(parsed.diagnostics)")
    }

    @Test("a UTF-32 byte order mark is read as UTF-32, not as UTF-16")
    func utf32() {
        for littleEndian in [true, false] {
            let scalars = [UInt32(0xFEFF)] + "螃蟹\nkite\n".unicodeScalars.map(\.value)
            let bytes = scalars.flatMap { value -> [UInt8] in
                let little = [
                    UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24),
                ]
                return littleEndian ? little : little.reversed()
            }
            let parsed = parse(bytes: bytes)
            #expect(parsed.texts == ["螃蟹", "kite"], "\(parsed.diagnostics)")
            #expect(parsed.diagnostics.first?.message == "read as UTF-32\(littleEndian ? "LE" : "BE") (not UTF-8)")
        }
    }

    @Test("a NUL byte is named with the first line that holds it")
    func nulLine() {
        let parsed = parse(bytes: Array("cat\nd".utf8) + [0] + Array("g\nfish\0\n".utf8))
        #expect(parsed.errors.map(\.description) == ["t.txt:2: holds NUL bytes: not a text word list"])
    }
}

@Suite("Word lists: invisible characters")
struct InvisibleCharacterTests {
    @Test(
        "direction marks, zero-width spaces and tags in an entry are refused, naming the line",
        arguments: [0x200F, 0x200E, 0x061C, 0x200B, 0x2060, 0xFEFF, 0x00AD, 0xE0041, 0xE007F] as [UInt32])
    func refused(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let parsed = parse("cat\nRe\(Character(scalar))d\n")
        #expect(parsed.texts.isEmpty)
        #expect(parsed.errors.map(\.location.description) == ["t.txt:2"])
        #expect(parsed.errors.first?.message.contains("invisible character U+\(String(format: "%04X", value))") == true)
    }

    @Test("the joiners that emoji and some scripts need are kept")
    func joinersKept() {
        let parsed = parse("👩‍👩‍👧\nمی‌خواهم\n")
        #expect(parsed.errors.isEmpty, "\(parsed.diagnostics)")
        #expect(parsed.texts == ["👩‍👩‍👧", "می‌خواهم"])
    }

    @Test("invisible characters are escaped on the screen")
    func escapedOnScreen() {
        #expect(OutsideText.forTerminal("Re\u{200B}d") == "Re\\u{200B}d")
        #expect(OutsideText.forTerminal("a\u{E0041}b") == "a\\u{E0041}b")
        #expect(OutsideText.needsEscaping("Re\u{200B}d"))
        #expect(!OutsideText.needsEscaping("👩‍👩‍👧"))
    }

    @Test("names that differ only by invisible or compatibility characters are the same name")
    func sameName() {
        #expect(OutsideText.sameName("Red", "Re\u{200B}d"))
        #expect(OutsideText.sameName("Red", "Re\u{200D}d"))
        #expect(OutsideText.sameName("Red", "Ｒｅｄ"))
        #expect(!OutsideText.sameName("Red", "Blue"))
        #expect(OutsideText.hasRepeatedName(["Red", "Blue", "\u{200F}Red"]))
        #expect(!OutsideText.hasRepeatedName(["Red", "Blue"]))
    }
}

@Suite("Word lists: duplicate warnings")
struct DuplicateWarningTests {
    @Test("many copies of one entry give a few named warnings and a count, not one warning each")
    func bounded() {
        let parsed = parse(String(repeating: "cat\n", count: 10_000))
        #expect(parsed.texts == ["cat"])
        #expect(parsed.warnings.count == ListParse.duplicatesNamed + 1)
        let more = 9999 - ListParse.duplicatesNamed
        #expect(
            parsed.warnings.last?.description
                == "t.txt: warning: \(more) more duplicates not named (9999 in all); kept the first of each")
        #expect(
            parsed.warnings.first?.description == "t.txt:2: warning: duplicate 'cat' (first at t.txt:1); kept the first"
        )
    }
}
