import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Collects what a descriptor delivers, on a background thread, until end of file, an error (EIO from a
/// pty master) or `stop()`. Waiters are woken as bytes arrive, so a wait costs no polling and ends as
/// soon as its condition holds.
package final class OutputCollector: @unchecked Sendable {
    private let condition = NSCondition()
    private var collected: [UInt8] = []
    private var ended = false
    private var stopRequested = false
    private let descriptor: Int32

    /// Starts reading `descriptor` (which the caller keeps and closes after `stop()`).
    package init(descriptor: Int32) {
        self.descriptor = descriptor
        let thread = Thread { [self] in self.run() }
        thread.name = "guess-test-output"
        thread.start()
    }

    private func run() {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while !locked({ stopRequested }) {
            // A short poll timeout, only so that `stop()` is seen; data wakes the poll at once.
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, 50)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 { break }
            if ready == 0 { continue }
            let count = read(descriptor, &chunk, chunk.count)
            if count > 0 {
                locked { collected += chunk[..<count] }
                condition.broadcast()
            } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                break
            }
        }
        locked { ended = true }
        condition.broadcast()
    }

    private func locked<Value>(_ body: () -> Value) -> Value {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    /// Everything read so far.
    package var bytes: [UInt8] { locked { collected } }
    /// How many bytes were read so far (a mark for `bytes(since:)`).
    package var count: Int { locked { collected.count } }
    /// What was read after `mark`.
    package func bytes(since mark: Int) -> [UInt8] { locked { Array(collected[min(mark, collected.count)...]) } }
    /// Whether the reading thread has finished.
    package var isFinished: Bool { locked { ended } }

    /// Waits until `condition` holds for the bytes read so far, or `timeout` seconds pass; returns
    /// whether it held. The condition is checked again whenever bytes arrive.
    package func wait(timeout: Double, until satisfied: ([UInt8]) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !satisfied(collected) {
            if ended || !condition.wait(until: deadline) { return satisfied(collected) }
        }
        return true
    }

    /// Waits (bounded) for end of file; returns whether it came.
    @discardableResult
    package func waitForEnd(timeout: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !ended {
            if !condition.wait(until: deadline) { return ended }
        }
        return true
    }

    /// Ends the thread (bounded wait).
    package func stop() {
        locked { stopRequested = true }
        waitForEnd(timeout: 2)
    }
}
