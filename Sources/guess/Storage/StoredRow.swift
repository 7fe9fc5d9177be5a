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

    private mutating func decode<T: DatabaseValueConvertible>(_ column: String, _ kind: String, nullable: Bool) -> T? {
        let raw = value(column)
        if raw.isNull {
            if !nullable { problems.append("column \(column) is empty where \(kind) belongs") }
            return nil
        }
        guard let decoded = T.fromDatabaseValue(raw) else {
            problems.append("column \(column) holds \(Self.describe(raw)) where \(kind) belongs")
            return nil
        }
        return decoded
    }

    /// A whole number (0 when it does not decode).
    mutating func int(_ column: String) -> Int { decode(column, "a whole number", nullable: false) ?? 0 }
    /// A whole number or NULL.
    mutating func optionalInt(_ column: String) -> Int? { decode(column, "a whole number", nullable: true) }
    /// A 64-bit id (0 when it does not decode).
    mutating func id(_ column: String) -> Int64 { decode(column, "an id", nullable: false) ?? 0 }
    /// A number (0 when it does not decode).
    mutating func double(_ column: String) -> Double { decode(column, "a number", nullable: false) ?? 0 }
    /// A number or NULL.
    mutating func optionalDouble(_ column: String) -> Double? { decode(column, "a number", nullable: true) }
    /// A text ("" when it does not decode).
    mutating func text(_ column: String) -> String { decode(column, "text", nullable: false) ?? "" }
    /// A text or NULL.
    mutating func optionalText(_ column: String) -> String? { decode(column, "text", nullable: true) }

    /// A timestamp as the store writes them (ISO 8601 UTC with milliseconds).
    mutating func date(_ column: String) -> Date {
        let text = text(column)
        guard let date = RoundRecord.parseTimestamp(text) else {
            if isReadable { problems.append("column \(column) holds '\(OutsideText.forTerminal(text, limit: 40))', not a time") }
            return Date(timeIntervalSince1970: 0)
        }
        return date
    }

    /// A value of a text-backed enumeration; nil (and a problem) for an unknown text.
    mutating func named<T: RawRepresentable>(_ column: String, as type: T.Type) -> T? where T.RawValue == String {
        guard let text = optionalText(column) else { return nil }
        guard let value = T(rawValue: text) else {
            problems.append("column \(column) holds '\(OutsideText.forTerminal(text, limit: 40))', which guess does not know")
            return nil
        }
        return value
    }

    private static func describe(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: "nothing"
        case .int64: "a whole number"
        case .double: "a number"
        case .string: "text"
        case .blob: "a blob"
        }
    }
}
