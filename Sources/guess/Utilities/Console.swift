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
        Array(text.utf8).withUnsafeBytes { output($0) }
    }

    /// Writes bytes to standard output, all of them (retrying after interruptions).
    static func output(_ raw: UnsafeRawBufferPointer) {
        guard let base = raw.baseAddress else { return }
        var offset = 0
        while offset < raw.count {
            let written = write(1, base + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// How many diagnostics of each kind are printed before the rest are summed up in one line.
    static let diagnosticLimit = 20

    /// Prints diagnostics to standard error: notes (how a list was read), errors, then warnings, at most
    /// `diagnosticLimit` of each severity.
    static func report(_ diagnostics: [Diagnostic]) {
        for severity in [Diagnostic.Severity.note, .error, .warning] {
            let matching = diagnostics.filter { $0.severity == severity }
            for diagnostic in matching.prefix(diagnosticLimit) { error(diagnostic.description) }
            if matching.count > diagnosticLimit {
                let kind = severity == .error ? "errors" : severity == .warning ? "warnings" : "notes"
                error("... and \(matching.count - diagnosticLimit) more \(kind)")
            }
        }
    }

    /// Reports a failure as `guess: message` and returns the exit code to leave with.
    static func fail(_ failure: GuessError) -> Int32 {
        error("guess: \(failure.localizedDescription)")
        return failure.exitCode
    }

    /// The interface language and whether standard output gets colour, from the config and environment.
    static func display(_ config: GameConfig) -> (strings: Strings, paint: Paint) {
        let environment = ProcessInfo.processInfo.environment
        let colour = Paint.shouldColour(mode: config.colour, environment: environment, isTerminal: isatty(1) == 1)
        return (Strings(Language.resolve(config.language, environment: environment)), Paint(enabled: colour))
    }
}
