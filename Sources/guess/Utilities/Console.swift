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
struct OutputBuffer: ~Copyable {
    private let capacity = 1 << 17
    private let storage: UnsafeMutablePointer<UInt8>
    private var count = 0

    init() { storage = .allocate(capacity: capacity) }

    deinit { storage.deallocate() }

    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        if count + buffer.count > capacity { flush() }
        guard let source = buffer.baseAddress else { return }
        if buffer.count > capacity {
            Self.write(UnsafeRawBufferPointer(buffer))
            return
        }
        (storage + count).update(from: source, count: buffer.count)
        count += buffer.count
    }

    mutating func flush() {
        Self.write(UnsafeRawBufferPointer(start: storage, count: count))
        count = 0
    }

    private static func write(_ raw: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < raw.count {
            let written = Glibc.write(1, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
