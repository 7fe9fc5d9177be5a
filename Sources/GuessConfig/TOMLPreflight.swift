import Foundation
import GuessText

/// A linear scan of a configuration's text before the TOML parser sees it, for what the parser cannot
/// take: it recurses once per part of a dotted key and per level of nesting (a key of 150,000 parts
/// overflowed the stack), and it reads the text as a C string (a NUL byte silently ended the file).
///
/// The scan knows just enough TOML to tell keys from strings and comments: dots inside quoted keys,
/// strings and comments are not counted; a float or a time in a value counts as a key of two parts.
enum TOMLPreflight {
    /// The most parts a dotted key may have (guess's own keys have three).
    static let maximumKeyParts = 32
    /// The deepest nesting of arrays and inline tables (guess's own settings nest one level).
    static let maximumNesting = 32

    /// A problem found in `text`: its 1-based line and what is wrong.
    struct Problem: Error, Equatable {
        /// The 1-based line.
        var line: Int
        /// What is wrong, in both languages.
        var message: LocalizedText
    }

    private enum State {
        case code, comment, basic, literal, multilineBasic, multilineLiteral
    }

    /// Throws the first NUL byte, overlong dotted key or overdeep nesting in `text`, with its line.
    static func check(_ text: String) throws(Problem) {
        let bytes = Array(text.utf8)
        var state = State.code
        var line = 1
        var dots = 0
        var nesting = 0
        var index = 0
        func starts(_ quote: UInt8, times: Int, at position: Int) -> Bool {
            position + times <= bytes.count && bytes[position..<(position + times)].allSatisfy { $0 == quote }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0 {
                throw Problem(
                    line: line,
                    message: LocalizedText(
                        "holds a NUL byte: not a text configuration", "含有 NUL 字节，不是文本配置文件"))
            }
            if byte == UInt8(ascii: "\n") { line += 1 }
            switch state {
            case .code:
                switch byte {
                case UInt8(ascii: "#"): state = .comment
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    let multiline = starts(byte, times: 3, at: index)
                    state =
                        byte == UInt8(ascii: "\"")
                        ? (multiline ? .multilineBasic : .basic) : (multiline ? .multilineLiteral : .literal)
                    if multiline { index += 2 }
                case UInt8(ascii: "."):
                    dots += 1
                    if dots >= maximumKeyParts {
                        throw Problem(
                            line: line,
                            message: LocalizedText(
                                "a dotted key of more than \(maximumKeyParts) parts: not a configuration of guess",
                                "点分键超过 \(maximumKeyParts) 段，不是 guess 的配置"))
                    }
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    dots = 0
                    nesting += 1
                    if nesting > maximumNesting {
                        throw Problem(
                            line: line,
                            message: LocalizedText(
                                "arrays or tables nested more than \(maximumNesting) deep: not a configuration of guess",
                                "数组或表嵌套超过 \(maximumNesting) 层，不是 guess 的配置"))
                    }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    dots = 0
                    nesting = max(0, nesting - 1)
                case UInt8(ascii: "\n"), UInt8(ascii: "="), UInt8(ascii: ","): dots = 0
                default: break
                }
            case .comment:
                if byte == UInt8(ascii: "\n") {
                    state = .code
                    dots = 0
                }
            case .basic, .multilineBasic:
                if byte == UInt8(ascii: "\\") {
                    // The escaped byte is skipped, but a line it ends is still counted.
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                } else if state == .basic, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") {
                    state = .code
                } else if state == .multilineBasic, starts(UInt8(ascii: "\""), times: 3, at: index) {
                    index = closingEnd(of: UInt8(ascii: "\""), in: bytes, from: index) - 1
                    state = .code
                }
            case .literal, .multilineLiteral:
                if state == .literal, byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\n") {
                    state = .code
                } else if state == .multilineLiteral, starts(UInt8(ascii: "'"), times: 3, at: index) {
                    index = closingEnd(of: UInt8(ascii: "'"), in: bytes, from: index) - 1
                    state = .code
                }
            }
            index += 1
        }
    }

    /// Past the quotes that close a multi-line string at `start`: three, or up to five when the string's
    /// content ends in one or two quotes (`""""x"""""` is allowed).
    private static func closingEnd(of quote: UInt8, in bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] == quote, end - start < 5 { end += 1 }
        return end
    }
}
