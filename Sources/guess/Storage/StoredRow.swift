import Foundation
import GRDB
import GuessWords

/// A row read back from the store, decoded defensively: a value of the wrong type (a text where a number
/// belongs, a blob that is not UTF-8 where text belongs) never traps, as GRDB's typed subscripts do; it
/// yields a placeholder and is noted in `problems`, so the caller can skip or mark what it belongs to.
struct StoredRow {
    private let row: Row
    /// What did not decode, one phrase each (`column correct holds text where a number belongs`).
    private(set) var problems: [String] = []

    init(_ row: Row) { self.row = row }

    /// Whether every value asked for so far decoded.
    var isReadable: Bool { problems.isEmpty }

    private func value(_ column: String) -> DatabaseValue { row[column] as DatabaseValue? ?? .null }

    /// A kind of value, named in both languages.
    private typealias Kind = (english: String, chinese: String)
    /// What a whole-number column holds.
    private static let wholeNumber: Kind = ("a whole number", "整数")
    /// What a number column holds.
    private static let number: Kind = ("a number", "数字")
    /// What a text column holds.
    private static let text: Kind = ("text", "文字")

    private mutating func decode<T: DatabaseValueConvertible>(_ column: String, _ kind: Kind, nullable: Bool) -> T? {
        let raw = value(column)
        if raw.isNull {
            if !nullable {
                problems.append(Console.strings.pick(
                    "column \(column) is empty where \(kind.english) belongs", "列 \(column) 为空，应为\(kind.chinese)"))
            }
            return nil
        }
        guard let decoded = T.fromDatabaseValue(raw) else {
            let found = Self.describe(raw)
            problems.append(Console.strings.pick(
                "column \(column) holds \(found.english) where \(kind.english) belongs",
                "列 \(column) 存的是\(found.chinese)，应为\(kind.chinese)"))
            return nil
        }
        return decoded
    }

    /// A whole number (0 when it does not decode).
    mutating func int(_ column: String) -> Int { decode(column, Self.wholeNumber, nullable: false) ?? 0 }
    /// A whole number or NULL.
    mutating func optionalInt(_ column: String) -> Int? { decode(column, Self.wholeNumber, nullable: true) }
    /// A 64-bit id (0 when it does not decode).
    mutating func id(_ column: String) -> Int64 { decode(column, ("an id", "编号"), nullable: false) ?? 0 }
    /// A number (0 when it does not decode).
    mutating func double(_ column: String) -> Double { decode(column, Self.number, nullable: false) ?? 0 }
    /// A number or NULL.
    mutating func optionalDouble(_ column: String) -> Double? { decode(column, Self.number, nullable: true) }
    /// A text ("" when it does not decode).
    mutating func text(_ column: String) -> String { decode(column, Self.text, nullable: false) ?? "" }
    /// A text or NULL.
    mutating func optionalText(_ column: String) -> String? { decode(column, Self.text, nullable: true) }

    /// A timestamp as the store writes them (ISO 8601 UTC with milliseconds).
    mutating func date(_ column: String) -> Date {
        let text = text(column)
        guard let date = RoundRecord.parseTimestamp(text) else {
            if isReadable {
                let shown = OutsideText.forTerminal(text, limit: 40)
                problems.append(Console.strings.pick(
                    "column \(column) holds '\(shown)', not a time", "列 \(column) 存的是“\(shown)”，不是时间"))
            }
            return Date(timeIntervalSince1970: 0)
        }
        return date
    }

    /// A value of a text-backed enumeration; nil (and a problem) for an unknown text.
    mutating func named<T: RawRepresentable>(_ column: String, as type: T.Type) -> T? where T.RawValue == String {
        guard let text = optionalText(column) else { return nil }
        guard let value = T(rawValue: text) else {
            let shown = OutsideText.forTerminal(text, limit: 40)
            problems.append(Console.strings.pick(
                "column \(column) holds '\(shown)', which guess does not know", "列 \(column) 存的是“\(shown)”，guess 不认识"))
            return nil
        }
        return value
    }

    private static func describe(_ value: DatabaseValue) -> Kind {
        switch value.storage {
        case .null: ("nothing", "空值")
        case .int64: wholeNumber
        case .double: number
        case .string: text
        case .blob: ("a blob", "二进制数据")
        }
    }
}
