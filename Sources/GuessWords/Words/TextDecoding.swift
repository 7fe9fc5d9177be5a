import Foundation

/// Turns a list's bytes into UTF-8: UTF-8 as it is, UTF-16 with a byte order mark (Notepad's "Unicode",
/// Excel's "Unicode text"), and GB18030 (which covers GBK, what Chinese Windows and Excel write) when
/// it decodes cleanly. Foundation does the decoding.
enum TextDecoding {
    /// What was found.
    enum Outcome: Equatable {
        /// Valid UTF-8 (or nothing better): parse the bytes as they are.
        case utf8
        /// Another encoding, named, and the text in UTF-8.
        case decoded(encoding: String, utf8: [UInt8])
    }

    /// GB18030-2000, as Foundation numbers it on Linux (kCFStringEncodingGB_18030_2000).
    static let gb18030 = String.Encoding(rawValue: 0x8000_0632)

    /// Decides how to read `bytes`: UTF-16 when they start with its byte order mark, else UTF-8 when
    /// they are valid UTF-8, else GB18030 when that yields text without controls, replacement or private
    /// use characters; otherwise `.utf8`, and the parser reports where the UTF-8 goes wrong.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        if bytes.count >= 2 && (bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let name = bytes[0] == 0xFF ? "UTF-16LE" : "UTF-16BE"
            if let text = String(data: Data(buffer: bytes), encoding: .utf16) { return .decoded(encoding: name, utf8: Array(text.utf8)) }
            return .utf8
        }
        if isValidUTF8(bytes) { return .utf8 }
        if let text = String(data: Data(buffer: bytes), encoding: gb18030), isClean(text) {
            return .decoded(encoding: "GB18030", utf8: Array(text.utf8))
        }
        return .utf8
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

    /// Whether `bytes` are well-formed UTF-8 (no overlong forms, surrogates or values past U+10FFFF).
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var offset = 0
        while offset < count {
            let lead = base[offset]
            if lead < 0x80 {
                offset += SimpleText.asciiPrefixLength(UnsafeBufferPointer(start: base + offset, count: count - offset))
                continue
            }
            // Most of a CJK list: three bytes whose lead (E1 to EF but ED) allows any continuation byte.
            if lead &- 0xE1 < 0x0F && lead != 0xED && offset + 2 < count
                && base[offset + 1] & 0xC0 == 0x80 && base[offset + 2] & 0xC0 == 0x80 {
                offset += 3
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return false
            }
            guard offset + length <= count, (low...high).contains(base[offset + 1]) else { return false }
            for next in (offset + 2)..<(offset + length) where base[next] & 0xC0 != 0x80 { return false }
            offset += length
        }
        return true
    }
}
