@preconcurrency import Glibc
import Synchronization

/// The signal that arrived last (0: none), set by the handler and taken by the loops.
private let pendingSignal = Atomic<Int32>(0)
/// The write end of the self-pipe; the handler writes a byte so that a waiting `poll` wakes at once.
nonisolated(unsafe) private var wakeWriteEnd: Int32 = -1

/// Catches SIGINT, SIGTERM, SIGHUP and SIGWINCH without doing anything unsafe in the handler: it stores
/// the number and wakes the loop through a pipe. The loops then restore the terminal, keep the round and
/// exit with 128 + the signal.
enum SignalTrap {
    /// The read end of the wake-up pipe, for `poll`.
    nonisolated(unsafe) private(set) static var wakeFileDescriptor: Int32 = -1

    /// The signals that end a round.
    static let ending: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers (once); with `suspendable`, Ctrl-Z (SIGTSTP) is caught too, so that a game in
    /// the terminal can put the terminal back before it stops.
    static func install(suspendable: Bool = false) {
        if suspendable { catchSuspend() }
        guard wakeFileDescriptor < 0 else { return }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for descriptor in ends {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        wakeFileDescriptor = ends[0]
        wakeWriteEnd = ends[1]
        trap(ending + [SIGWINCH])
    }

    /// Catches SIGTSTP (again, after a suspension let it through).
    static func catchSuspend() { trap([SIGTSTP]) }

    /// Sends `signals` to the handler: it stores the number and wakes the loop. No SA_RESTART, so a
    /// waiting poll or read returns EINTR.
    private static func trap(_ signals: [Int32]) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            pendingSignal.store(signal, ordering: .sequentiallyConsistent)
            var byte: UInt8 = 1
            _ = write(wakeWriteEnd, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        for signal in signals { sigaction(signal, &action, nil) }
    }

    /// Stops the process as Ctrl-Z would have, returning when it is continued (fg).
    static func stopNow() {
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        catchSuspend()
    }

    /// Takes the pending signal, if any, and drains the wake-up pipe.
    static func take() -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeFileDescriptor, &buffer, buffer.count) > 0 {}
        let signal = pendingSignal.exchange(0, ordering: .sequentiallyConsistent)
        return signal == 0 ? nil : signal
    }
}
