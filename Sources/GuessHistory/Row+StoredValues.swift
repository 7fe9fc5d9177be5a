import Foundation
import GRDB
import GuessGame
import GuessWords

/// Strict reading of the values guess writes, for the record types' initializers. Each value is taken as
/// GRDB stored it (`Row.decode(DatabaseValue.self, forColumn:)`) and checked for its kind and range: a
/// text where a number belongs, a blob where text belongs, a number out of the range guess writes (a
/// count above `Int32.max`, a time of 1e300 seconds) throws a `ValueProblem` naming the column, and the
/// record is skipped. (Decoding straight to `Int` would let SQLite turn a text into 0.)
extension Row {
    /// The largest count guess writes (right or wrong answers, turns, seconds, positions).
    static let largestCount = Int64(Int32.max)
    /// The largest number of seconds guess writes for a time within a round.
    static let largestSeconds = 1e9

    private func stored(_ column: String) -> DatabaseValue {
        (try? decode(DatabaseValue.self, forColumn: column)) ?? .null
    }

    /// A whole number in `0...largestCount` (nil for NULL when `optional`).
    private func count(_ column: String, optional: Bool) throws(ValueProblem) -> Int? {
        let value = stored(column)
        switch value.storage {
        case .null:
            if optional { return nil }
            throw .empty(column: column, expected: .wholeNumber)
        case .int64(let number):
            guard (0...Self.largestCount).contains(number) else {
                throw .outOfRange(column: column, value: String(number))
            }
            return Int(number)
        case .double(let number):
            guard number.isFinite, number.rounded(.towardZero) == number,
                (0...Double(Self.largestCount)).contains(number)
            else { throw .outOfRange(column: column, value: "\(number)") }
            return Int(number)
        case .string, .blob:
            throw .wrongType(column: column, found: ValueProblem.kind(of: value), expected: .wholeNumber)
        }
    }

    /// A count (see `largestCount`).
    func count(_ column: String) throws(ValueProblem) -> Int { try count(column, optional: false) ?? 0 }
    /// A count or NULL.
    func optionalCount(_ column: String) throws(ValueProblem) -> Int? { try count(column, optional: true) }

    /// A row id.
    func id(_ column: String) throws(ValueProblem) -> Int64 {
        let value = stored(column)
        guard case .int64(let id) = value.storage else {
            if value.isNull { throw .empty(column: column, expected: .id) }
            throw .wrongType(column: column, found: ValueProblem.kind(of: value), expected: .id)
        }
        return id
    }

    /// Seconds within a round, in `0...largestSeconds` (nil for NULL when `optional`).
    private func seconds(_ column: String, optional: Bool) throws(ValueProblem) -> Double? {
        let value = stored(column)
        let number: Double
        switch value.storage {
        case .null:
            if optional { return nil }
            throw .empty(column: column, expected: .number)
        case .int64(let whole): number = Double(whole)
        case .double(let real): number = real
        case .string, .blob: throw .wrongType(column: column, found: ValueProblem.kind(of: value), expected: .number)
        }
        guard number.isFinite, (0...Self.largestSeconds).contains(number) else {
            throw .outOfRange(column: column, value: "\(number)")
        }
        return number
    }

    /// Seconds within a round.
    func seconds(_ column: String) throws(ValueProblem) -> Double { try seconds(column, optional: false) ?? 0 }
    /// Seconds within a round, or NULL.
    func optionalSeconds(_ column: String) throws(ValueProblem) -> Double? { try seconds(column, optional: true) }

    /// A text or NULL (a blob is not text).
    func optionalText(_ column: String) throws(ValueProblem) -> String? {
        let value = stored(column)
        switch value.storage {
        case .null: return nil
        case .string(let text): return text
        default: throw .wrongType(column: column, found: ValueProblem.kind(of: value), expected: .text)
        }
    }

    /// A text.
    func text(_ column: String) throws(ValueProblem) -> String {
        guard let text = try optionalText(column) else { throw .empty(column: column, expected: .text) }
        return text
    }

    /// A time as the store writes them (ISO 8601 UTC with milliseconds).
    func time(_ column: String) throws(ValueProblem) -> Date {
        let text = try text(column)
        guard let date = RoundRecord.parseTimestamp(text) else {
            throw .notATime(column: column, text: String(text.prefix(200)))
        }
        return date
    }

    /// A value of a text-backed enumeration, or NULL.
    func optionalName<T: RawRepresentable>(_ column: String, as type: T.Type) throws(ValueProblem) -> T?
    where T.RawValue == String {
        guard let text = try optionalText(column) else { return nil }
        guard let value = T(rawValue: text) else { throw .unknownName(column: column, text: String(text.prefix(200))) }
        return value
    }

    /// A value of a text-backed enumeration.
    func name<T: RawRepresentable>(_ column: String, as type: T.Type) throws(ValueProblem) -> T
    where T.RawValue == String {
        guard let value = try optionalName(column, as: type) else { throw .empty(column: column, expected: .text) }
        return value
    }

    /// A tier by the name the store writes (or its Chinese name).
    func tier(_ column: String) throws(ValueProblem) -> Tier {
        let text = try text(column)
        guard let tier = Tier(named: text) else { throw .unknownName(column: column, text: String(text.prefix(200))) }
        return tier
    }
}
