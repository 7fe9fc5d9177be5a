import Foundation

/// What one run of a `guess` command produced (the binary spawned, or a command run in-process).
package struct RunResult: Sendable, CustomStringConvertible {
    /// The exit status, or the signal number when `signal` is true.
    package var status: Int32
    /// Whether the process was killed by a signal (then `status` is the signal).
    package var signalled: Bool
    /// Whether the run was stopped because it took longer than its timeout.
    package var timedOut: Bool
    /// Everything written to standard output.
    package var stdoutData: Data
    /// Everything written to standard error.
    package var stderrData: Data

    /// A result as a run left it.
    package init(status: Int32, signalled: Bool, timedOut: Bool, stdoutData: Data, stderrData: Data) {
        self.status = status
        self.signalled = signalled
        self.timedOut = timedOut
        self.stdoutData = stdoutData
        self.stderrData = stderrData
    }

    /// Standard output as text.
    package var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    /// Standard error as text.
    package var stderr: String { String(decoding: stderrData, as: UTF8.self) }
    /// Standard output split into lines (no trailing empty line).
    package var lines: [String] { Self.lines(of: stdout) }
    /// Standard error split into lines (no trailing empty line).
    package var errorLines: [String] { Self.lines(of: stderr) }

    /// For test failure messages.
    package var description: String {
        "exit \(signalled ? "signal " : "")\(status)\(timedOut ? " (timed out)" : "")\n"
            + "--- stdout (\(stdoutData.count) bytes) ---\n\(stdout.prefix(2000))\n--- stderr ---\n\(stderr.prefix(2000))"
    }

    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
