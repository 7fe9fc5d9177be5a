import Foundation
import GuessConfig
import GuessText
import GuessWords

#if canImport(Glibc)
    import Glibc
#endif

/// Writing to the standard streams. Every write of this executable goes through here (`print` too, see
/// below): a failed write never crashes the program; a write to standard output that fails for any reason
/// but a reader that went away (EPIPE) is remembered, and the command then fails with exit 1.
enum Console {
    /// The interface language of messages on standard error: the user's configuration's when it loads
    /// (else the environment's `auto`: LC_ALL, LC_MESSAGES, LANG), then the loaded configuration's once a
    /// command has loaded it (`speak`). Errors met before or while loading use what is known by then.
    /// Kept per run (`CommandContext`).
    static var strings: Strings {
        let context = CommandContext.current
        if let known = context.state.strings { return known }
        let setting = ConfigFiles.user?.language ?? .auto
        let strings = Strings(Language.resolve(setting, environment: context.environment))
        context.state.strings = strings
        return strings
    }

    /// Speaks the language of `config` from now on.
    static func speak(_ config: GameConfig) {
        let context = CommandContext.current
        context.state.strings = Strings(Language.resolve(config.language, environment: context.environment))
    }

    /// The error of the first write to standard output that failed (not counting a broken pipe).
    static var lostOutput: Int32? { CommandContext.current.state.lostOutput }

    /// Writes a line to standard error; if even that fails, there is nobody left to tell. Messages quote
    /// outside text (file names, entries, commands typed), so every control character but the line break
    /// is written out visibly: nothing on standard error can drive the terminal.
    static func error(_ line: String) {
        let safe = line.split(separator: "\n", omittingEmptySubsequences: false)
            .map { OutsideText.forTerminal(String($0)) }.joined(separator: "\n")
        writeError(safe + "\n")
    }

    /// Writes `line` to standard error from the left edge of the terminal's line, clearing what stood there
    /// (a prompt the line replaces), as `error` does otherwise.
    static func errorAtLineStart(_ line: String) {
        writeError("\r\u{1B}[K" + OutsideText.forTerminal(line) + "\n")
    }

    /// Writes a question to standard error, without a newline (the answer is typed after it).
    static func prompt(_ text: String) {
        writeError(text)
    }

    /// Writes `text` to standard error, as it is.
    private static func writeError(_ text: String) {
        let write = CommandContext.current.writeError
        Array(text.utf8).withUnsafeBytes { _ = write($0) }
    }

    /// The longest answer `readLine` reads.
    static let answerLengthLimit = 1024

    /// Reads one line from standard input (a question's answer), without its line break; nil at the end
    /// of input before any byte. Read a byte at a time, so that nothing after the line is taken; a line
    /// longer than `answerLengthLimit` is cut there (so input that never ends costs bounded time).
    static func readLine() -> String? {
        let descriptor = CommandContext.current.inputDescriptor
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while line.count < answerLengthLimit {
            let got = read(descriptor, &byte, 1)
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            if byte == 0x0A { break }
            line.append(byte)
        }
        return String(decoding: line, as: UTF8.self)
    }

    /// Writes text to standard output at once, unbuffered (the round screen, pipe-mode word lines).
    static func output(_ text: String) {
        Array(text.utf8).withUnsafeBytes { output($0) }
    }

    /// Writes bytes to standard output, all of them (retrying after interruptions).
    static func output(_ raw: UnsafeRawBufferPointer) {
        let context = CommandContext.current
        if let failure = context.writeOutput(raw), failure != EPIPE { context.state.noteLostOutput(failure) }
    }

    /// Writes every byte to `descriptor`; returns the error that stopped it, or nil.
    static func writeAll(_ descriptor: Int32, _ raw: UnsafeRawBufferPointer) -> Int32? {
        guard let base = raw.baseAddress else { return nil }
        var offset = 0
        while offset < raw.count {
            let written = write(descriptor, base + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// The message for lost output, if standard output failed.
    static var lostOutputMessage: String? {
        lostOutput.map {
            "guess: " + strings.pick("standard output could not be written", "无法写入标准输出") + strings.colon
                + String(cString: strerror($0))
        }
    }

    /// How many diagnostics of each kind are printed before the rest are summed up in one line.
    static let diagnosticLimit = 20

    /// Prints diagnostics to standard error: notes (how a list was read), errors, then warnings, at most
    /// `diagnosticLimit` of each severity.
    static func report(_ diagnostics: [Diagnostic]) {
        for severity in [Diagnostic.Severity.note, .error, .warning] {
            let matching = diagnostics.filter { $0.severity == severity }
            for diagnostic in matching.prefix(diagnosticLimit) { error(diagnostic.localized(strings)) }
            if matching.count > diagnosticLimit {
                let more = matching.count - diagnosticLimit
                let kind = severity == .error ? "errors" : severity == .warning ? "warnings" : "notes"
                let chineseKind: ChineseText = severity == .error ? "错误" : severity == .warning ? "警告" : "说明"
                error(strings.pick("... and \(more) more \(kind)", "……另有 \(more) 条\(chineseKind)"))
            }
        }
    }

    /// Reports a failure as `guess: message` and returns the exit code to leave with.
    static func fail(_ failure: GuessError) -> Int32 {
        error("guess: \(failure.localized(strings))")
        return failure.exitCode
    }

    /// The interface language and whether standard output gets colour, from the config and environment.
    static func display(_ config: GameConfig) -> (strings: Strings, paint: Paint) {
        let context = CommandContext.current
        let colour = Paint.shouldColour(
            mode: config.colour, environment: context.environment, isTerminal: context.outputIsTerminal)
        return (Strings(Language.resolve(config.language, environment: context.environment)), Paint(enabled: colour))
    }
}

/// `print` in this executable writes through `Console.output`, so that a full disk or a closed terminal
/// on standard output is noticed (and never crashes) wherever the text comes from.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    Console.output(items.map { "\($0)" }.joined(separator: separator) + terminator)
}
