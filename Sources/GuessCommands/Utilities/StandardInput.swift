@preconcurrency import Glibc
import GuessPlay

/// Standard input as a scripted game reads it: waits end on a line, a signal or (with phones) their inbox.
final class StandardInput: PipeInput {
    private let descriptor: Int32
    private let alsoWaking: Int32

    /// Standard input at `descriptor` (the command context's), its waits also ended by `alsoWaking`
    /// (-1: nothing else).
    init(descriptor: Int32, alsoWaking: Int32 = -1) {
        self.descriptor = descriptor
        self.alsoWaking = alsoWaking
    }

    func isReadable() -> Bool {
        var input = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&input, 1, 0) > 0
    }

    func read(upTo count: Int) -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: count)
        let got = Glibc.read(descriptor, &chunk, count)
        if got > 0 { return Array(chunk[..<got]) }
        if got < 0 && (errno == EINTR || errno == EAGAIN) { return [] }
        return nil
    }

    func waitForInput(seconds: Double?) -> PipeWait {
        switch InputWait.wait(input: descriptor, seconds: seconds, alsoWaking: alsoWaking) {
        case .readable: .readable
        case .timeout, .resized, .suspend: .timeout
        case .signal(let signal): .signal(signal)
        }
    }
}
