import Foundation
import GuessText

/// Turns a list's bytes into UTF-8: UTF-8 as it is; UTF-16 and UTF-32 with a byte order mark (Notepad's
/// "Unicode", Excel's "Unicode text") when the content agrees with the mark; GB18030 (which covers GBK,
/// what Chinese Windows and Excel write) only when the text is not UTF-8 at all and reads as Chinese.
/// Foundation does the decoding.
enum TextDecoding {
    /// What was found.
    enum Outcome: Equatable {
        /// UTF-8 (or nothing better): parse the bytes as they are; the parser names lines that are not UTF-8.
        case utf8
        /// Another encoding, named, and the text in UTF-8.
        case decoded(encoding: String, utf8: [UInt8])
        /// The file claims an encoding (a byte order mark) that its content does not have.
        case refused(LocalizedText)
    }

    /// GB18030-2000, as Foundation numbers it on Linux (kCFStringEncodingGB_18030_2000).
    static let gb18030 = String.Encoding(rawValue: 0x8000_0632)

    /// Decides how to read `bytes`.
    static func decode(_ bytes: ArraySlice<UInt8>) -> Outcome {
        if let marked = decodeMarked(bytes) { return marked }
        // Checked in place (a String would copy the whole list first).
        if (try? UTF8Span(validating: bytes.span)) != nil { return .utf8 }
        // Not UTF-8: GB18030 only when no line that holds more than ASCII is valid UTF-8 (but for a few,
        // one in twenty: GBK text can happen to form valid UTF-8), and the decoded text is clean and mostly
        // Chinese. A file that mixes UTF-8 and GBK lines is read as UTF-8, its other lines named.
        var validLines = 0
        var invalidLines = 0
        for line in bytes.split(separator: 0x0A) where line.contains(where: { $0 >= 0x80 }) {
            if String(validating: line, as: UTF8.self) != nil { validLines += 1 } else { invalidLines += 1 }
        }
        guard validLines * 20 <= invalidLines,
            let text = String(data: Data(bytes), encoding: gb18030), isClean(text), isMostlyChinese(text)
        else { return .utf8 }
        return .decoded(encoding: "GB18030", utf8: Array(text.utf8))
    }

    /// UTF-32 or UTF-16 when `bytes` start with their byte order mark; nil when they start with none.
    private static func decodeMarked(_ bytes: ArraySlice<UInt8>) -> Outcome? {
        let marks: [(mark: [UInt8], name: String, encoding: String.Encoding, unit: Int)] = [
            ([0xFF, 0xFE, 0x00, 0x00], "UTF-32LE", .utf32LittleEndian, 4),
            ([0x00, 0x00, 0xFE, 0xFF], "UTF-32BE", .utf32BigEndian, 4),
            ([0xFF, 0xFE], "UTF-16LE", .utf16LittleEndian, 2),
            ([0xFE, 0xFF], "UTF-16BE", .utf16BigEndian, 2),
        ]
        guard let found = marks.first(where: { bytes.starts(with: $0.mark) }) else { return nil }
        let content = bytes.dropFirst(found.mark.count)
        if content.count % found.unit != 0 {
            return .refused(
                LocalizedText(
                    "a \(found.name) file (it starts with that byte order mark) whose length is not a whole number of characters: cut short? Save it again",
                    "这是 \(found.name) 文件（以其字节顺序标记开头），但长度不是整数个字符：文件不完整？请重新保存"))
        }
        // Line ends in UTF-16 and UTF-32 come with zero bytes: ASCII text after the mark has none.
        let agrees = !content.contains(0x0A) || content.contains(0)
        guard agrees, let text = String(data: Data(content), encoding: found.encoding), isClean(text) else {
            return .refused(
                LocalizedText(
                    "starts with a \(found.name) byte order mark, but the text is not \(found.name): save it again as UTF-8",
                    "以 \(found.name) 字节顺序标记开头，但内容不是 \(found.name)：请重新存为 UTF-8"))
        }
        return .decoded(encoding: found.name, utf8: Array(text.utf8))
    }

    /// Whether decoded text looks like a word list rather than bytes misread: no control characters but
    /// line ends and tabs, no replacement characters and no private use characters.
    static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: false
            case 0x00..<0x20, 0x7F..<0xA0, 0xFFFD, 0xE000...0xF8FF: true
            default: false
            }
        }
    }

    /// Whether most of the characters of `text` that are not ASCII are Chinese (CJK ideographs,
    /// punctuation and full-width forms).
    static func isMostlyChinese(_ text: String) -> Bool {
        var chinese = 0
        var other = 0
        for scalar in text.unicodeScalars where !scalar.isASCII {
            switch scalar.value {
            case 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x323AF:
                chinese += 1
            default: other += 1
            }
        }
        return chinese > other
    }
}
