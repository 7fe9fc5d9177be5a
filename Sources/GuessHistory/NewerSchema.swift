/// What shows that a store was written by a newer `guess`.
package enum NewerSchema: Equatable, Sendable {
    /// Its schema version is above the newest this binary knows.
    case version(Int, known: Int)
    /// It records migrations this binary does not know.
    case migrations([String])
}
