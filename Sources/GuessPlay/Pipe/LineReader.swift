import GuessText

/// Reads lines from standard input for a scripted game, keeping what is left over between turns.
///
/// A line is at most `lineLimit` bytes: a longer one (`cat /dev/zero | guess play`) ends the input, and
/// `problem` names it (exit 65). Each byte is looked at once for a line break, however the line arrives.
final class LineReader {
    private let input: PipeInput
    /// The longest line a command may take: far above any command, far below what never ends.
    static let lineLimit = 4 << 10

    private var buffer: [UInt8] = []
    /// Where the next line starts in `buffer` (lines before it were taken; dropped when it grows).
    private var start = 0
    /// How far `buffer` was searched for a line break since `start`.
    private var scanned = 0
    private(set) var lineNumber = 0
    private(set) var ended = false
    /// Why the input ended early, if it did: a line longer than `lineLimit`.
    private(set) var problem: GuessError?

    /// A reader of the lines of `input`.
    init(_ input: PipeInput) { self.input = input }

    /// The next complete line if one is buffered (the last line may lack its newline at the end).
    func nextBufferedLine() -> String? {
        if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
            return take(upTo: newline, skipping: 1)
        }
        scanned = buffer.count
        if ended && start < buffer.count {
            return take(upTo: buffer.count, skipping: 0)
        }
        return nil
    }

    /// Whether more input may come: false only once the input has ended with nothing left unread.
    /// Looks at what is already waiting without blocking.
    func mayHaveMore() -> Bool {
        while start == buffer.count && !ended {
            guard input.isReadable() else { return true }
            fill()
        }
        return start < buffer.count
    }

    /// Waits up to `seconds` for input or a signal.
    func wait(seconds: Double?) -> PipeWait { input.waitForInput(seconds: seconds) }

    /// Reads what is available; marks the end of input when read returns 0, or when the line still open
    /// grows past `lineLimit` (then `problem` says so and what was read of it is dropped).
    func fill() {
        guard !ended else { return }
        if start > 0 {
            buffer.removeSubrange(..<start)
            scanned -= start
            start = 0
        }
        guard let chunk = input.read(upTo: 4096) else {
            ended = true
            return
        }
        if !chunk.isEmpty {
            buffer += chunk
            // The first line starts at 0 and has no break before `scanned`.
            if (buffer[scanned...].firstIndex(of: 0x0A) ?? buffer.count) > Self.lineLimit {
                let number = lineNumber + 1
                problem = .badData(
                    LocalizedText(
                        "standard input, line \(number): longer than \(Self.lineLimit >> 10) KiB: not a command; the game stopped there",
                        "标准输入第 \(number) 行：超过 \(Self.lineLimit >> 10) KiB，不是命令；游戏就此停止"))
                buffer.removeAll()
                scanned = 0
                ended = true
            }
        }
    }

    /// The line from `start` to `end`, then moves past it and `skipping` bytes (its line break).
    private func take(upTo end: Int, skipping: Int) -> String {
        let line = String(decoding: buffer[start..<end], as: UTF8.self)
        start = end + skipping
        scanned = start
        lineNumber += 1
        return line
    }
}
