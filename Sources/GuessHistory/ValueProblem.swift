import GRDB
import GuessWords

/// Why a value read from the store cannot be used (the row it is in is skipped).
package enum ValueProblem: Error, Equatable, Sendable {
    /// The column is NULL where a value of `expected` kind belongs.
    case empty(column: String, expected: ValueKind)
    /// The column holds a `found` where a value of `expected` kind belongs.
    case wrongType(column: String, found: ValueKind, expected: ValueKind)
    /// The column holds a number outside the range guess writes (`value` as SQLite prints it).
    case outOfRange(column: String, value: String)
    /// The column holds `text`, which is not a time.
    case notATime(column: String, text: String)
    /// The column holds `text`, a name guess does not know (a tier, a result, how a round ended).
    case unknownName(column: String, text: String)

    /// The kind of a stored value.
    static func kind(of value: DatabaseValue) -> ValueKind {
        switch value.storage {
        case .null: .nothing
        case .int64: .wholeNumber
        case .double: .number
        case .string: .text
        case .blob: .blob
        }
    }
}
