@preconcurrency import Glibc
import GuessRoom
import Synchronization

/// Commands from the phones, waiting for the game loop: the server's threads post them, the loop takes
/// them. Posting writes a byte to a pipe that the game's wait for input polls beside standard input and the signals, so
/// a tap wakes the loop at once and the engine stays on the loop's thread.
package final class PhoneInbox: Sendable {
    /// An action with the connection it came from (the hub says who that connection is when the loop
    /// takes it, so a phone that lost its player in between can no longer act as it).
    package struct Request: Sendable {
        /// What the phone asked.
        package var action: PhoneAction
        /// The connection it came from.
        package var connection: Int
        /// The action's `n` (a word of the turn to correct, a team), when it has one.
        package var argument: Int? = nil
    }

    private let pending = Mutex<[Request]>([])
    /// The pipe's read end, for `poll`.
    package let wakeFileDescriptor: Int32
    /// The pipe's write end. Both ends stay open as long as the inbox does: a server thread that still holds
    /// the inbox after the game closed it (a connection that ends late wakes it) writes into this pipe, never
    /// into whatever file a closed descriptor's number was given to next (an export, the history store, a
    /// phone's socket).
    let writeEnd: Int32
    /// Whether the game closed the inbox: nothing wakes it any more.
    private let closed = Atomic(false)
    /// At most this many requests wait; more are dropped (a flood from a phone cannot grow memory).
    package static let capacity = 256

    /// An inbox with its wake-up pipe; nil when no pipe can be made.
    package init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for descriptor in ends {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        wakeFileDescriptor = ends[0]
        writeEnd = ends[1]
    }

    /// Posts `request` from any thread and wakes the loop.
    func post(_ request: Request) {
        let accepted = pending.withLock { queue in
            guard queue.count < Self.capacity else { return false }
            queue.append(request)
            return true
        }
        guard accepted else { return }
        wake()
    }

    /// Wakes the loop without a request (the room changed: a phone joined or left).
    func wake() {
        guard !closed.load(ordering: .acquiring) else { return }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)  // a full pipe already wakes the loop
    }

    /// Every request posted so far, oldest first (on the loop's thread).
    package func take() -> [Request] {
        pending.withLock { queue in
            defer { queue.removeAll() }
            return queue
        }
    }

    /// Stops waking the loop (once the game is over); the pipe is closed with the inbox.
    package func close() {
        closed.store(true, ordering: .releasing)
    }

    deinit {
        _ = Glibc.close(writeEnd)
        _ = Glibc.close(wakeFileDescriptor)
    }
}
