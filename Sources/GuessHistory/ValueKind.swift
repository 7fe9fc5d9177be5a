import GuessWords

/// The kinds of value a column of the store can hold, as a problem names them.
package enum ValueKind: Equatable, Sendable {
    /// SQL NULL.
    case nothing
    /// An integer.
    case wholeNumber
    /// A number (integer or real).
    case number
    /// Text.
    case text
    /// Bytes that are not text.
    case blob
    /// A row id.
    case id
}
