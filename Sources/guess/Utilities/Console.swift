import Foundation
import GuessWords

#if canImport(Glibc)
    import Glibc
#endif

/// Writing to the standard streams.
enum Console {
    /// Writes a line to standard error.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Writes text to standard output at once, unbuffered (the round screen, pipe-mode word lines).
    static func output(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(1, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// How many diagnostics of each kind are printed before the rest are summed up in one line.
    static let diagnosticLimit = 20

    /// Prints diagnostics to standard error, errors first, at most `diagnosticLimit` of each severity.
    static func report(_ diagnostics: [Diagnostic]) {
        for severity in [Diagnostic.Severity.error, .warning] {
            let matching = diagnostics.filter { $0.severity == severity }
            for diagnostic in matching.prefix(diagnosticLimit) { error(diagnostic.description) }
            if matching.count > diagnosticLimit {
                let kind = severity == .error ? "errors" : "warnings"
                error("... and \(matching.count - diagnosticLimit) more \(kind)")
            }
        }
    }

    /// Reports a failure as `guess: message` and returns the exit code to leave with.
    static func fail(_ failure: GuessError) -> ExitCodeValue {
        error("guess: \(failure.localizedDescription)")
        return failure.exitCode
    }

    typealias ExitCodeValue = Int32
}

/// A buffered writer on standard output for large outputs such as `guess draw --all`.
struct OutputBuffer {
    private var bytes: [UInt8] = []
    private let limit = 1 << 16

    init() { bytes.reserveCapacity(limit + 256) }

    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
        if bytes.count >= limit { flush() }
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= limit { flush() }
    }

    mutating func flush() {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(1, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
