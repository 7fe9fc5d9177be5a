import Foundation
import GuessText

/// Why an entry was refused.
enum EntryProblem: Error, Equatable, CustomStringConvertible {
    case invalidUTF8
    case controlCharacter(UInt32)
    /// A zero-width, direction or tag character (Unicode format characters): invisible on screen, it would
    /// make an entry look like another or reorder what the terminal shows.
    case invisibleCharacter(UInt32)
    case tooLong(Int)
    /// A text-list line `| a`: taboo words after a bar with no entry before it.
    case tabooWithoutEntry

    var description: String { text.english }

    /// The description in both languages.
    var text: LocalizedText {
        switch self {
        case .invalidUTF8:
            LocalizedText("not valid UTF-8 (save the list as UTF-8)", "不是有效的 UTF-8（请把词表存为 UTF-8）")
        case .controlCharacter(let scalar):
            LocalizedText(
                "control character U+\(Self.hex(scalar)) in an entry (escape sequences are not allowed)",
                "词条中有控制字符 U+\(Self.hex(scalar))（不允许转义序列）")
        case .invisibleCharacter(let scalar):
            LocalizedText(
                "invisible character U+\(Self.hex(scalar)) in an entry (a zero-width, direction or tag mark): delete it",
                "词条中有不可见字符 U+\(Self.hex(scalar))（零宽、方向或标签符号）：请删除")
        case .tabooWithoutEntry:
            LocalizedText(
                "taboo words after '|' but no entry before it (write the entry first: word | taboo, taboo)",
                "“|”后有禁用词，但前面没有词条（先写词条：词语 | 禁用词，禁用词）")
        case .tooLong(let length):
            LocalizedText(
                "entry is \(length) characters long; the limit is \(maximumEntryLength)",
                "词条长 \(length) 个字符，上限为 \(maximumEntryLength)")
        }
    }

    private static func hex(_ scalar: UInt32) -> String { String(format: "%04X", scalar) }
}
