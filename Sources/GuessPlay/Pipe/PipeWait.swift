/// What came while a scripted game waited for a line.
package enum PipeWait: Equatable, Sendable {
    /// Input can be read.
    case readable
    /// Nothing came in time (or something else woke the wait, such as a phone's tap).
    case timeout
    /// A signal that ends the game.
    case signal(Int32)
}
