/// A failure of the test harness itself (a pipe or a spawn that failed, a missing binary), not of the
/// program under test.
package struct HarnessError: Error, CustomStringConvertible {
    /// What went wrong.
    package var description: String

    /// An error saying `description`.
    package init(_ description: String) { self.description = description }
}
