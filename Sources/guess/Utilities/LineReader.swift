@preconcurrency import Glibc

/// Reads lines from standard input for a scripted game, keeping what is left over between turns.
final class LineReader {
    private var buffer: [UInt8] = []
    private(set) var lineNumber = 0
    private(set) var ended = false

    /// The next complete line if one is buffered (the last line may lack its newline at the end).
    func nextBufferedLine() -> String? {
        if let newline = buffer.firstIndex(of: 0x0A) {
            let line = buffer[..<newline]
            buffer.removeSubrange(...newline)
            lineNumber += 1
            return String(decoding: line, as: UTF8.self)
        }
        if ended && !buffer.isEmpty {
            let line = buffer
            buffer.removeAll()
            lineNumber += 1
            return String(decoding: line, as: UTF8.self)
        }
        return nil
    }

    /// Whether more input may come: false only once the input has ended with nothing left unread.
    /// Looks at what is already waiting without blocking.
    func mayHaveMore() -> Bool {
        while buffer.isEmpty && !ended {
            var input = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            guard poll(&input, 1, 0) > 0 else { return true }
            fill()
        }
        return !buffer.isEmpty
    }

    /// Reads what is available; marks the end of input when read returns 0.
    func fill() {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = read(0, &chunk, chunk.count)
        if count > 0 {
            buffer += chunk[..<count]
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            ended = true
        }
    }
}
