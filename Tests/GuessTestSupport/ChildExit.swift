/// How a child process ended.
package enum ChildExit: Equatable, Sendable, CustomStringConvertible {
    /// It called exit with this status.
    case exited(Int32)
    /// A signal killed it.
    case signalled(Int32)
    /// It was still running at the deadline (it has been killed since).
    case timedOut

    /// For failure messages.
    package var description: String {
        switch self {
        case .exited(let status): "exit \(status)"
        case .signalled(let signal): "killed by signal \(signal)"
        case .timedOut: "still running at the deadline (killed)"
        }
    }
}
