@preconcurrency import Glibc
import Synchronization

/// Signals that arrived and were not yet taken, one bit each, set by the handler and taken by the loops.
private let pendingSignals = Atomic<UInt64>(0)
/// The write end of the self-pipe; the handler writes a byte so that a waiting `poll` wakes at once.
nonisolated(unsafe) private var wakeWriteEnd: Int32 = -1

/// Catches the signals that would end the program, and SIGWINCH, without doing anything unsafe in the
/// handler: it records the signal in a set (so none is lost when several arrive before the loop runs),
/// wakes the loop through a pipe and leaves errno as it found it. The loops then restore the terminal,
/// keep the round, and the command ends by re-raising the signal with its default action.
enum SignalTrap {
    /// The read end of the wake-up pipe, for `poll`.
    nonisolated(unsafe) private(set) static var wakeFileDescriptor: Int32 = -1

    /// The signals whose default action ends the process, caught so that the round is kept and the
    /// terminal restored first: Ctrl-C, Ctrl-\, kill, a closed terminal, and the rest.
    static let ending: [Int32] = [
        SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
        SIGPOLL, SIGPWR,
    ]

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

    /// Sends `signals` to the handler. SA_RESTART keeps ordinary reads and writes from failing with EINTR;
    /// `poll` is never restarted, and the wake-up pipe ends it anyway.
    private static func trap(_ signals: [Int32]) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            let savedErrno = errno
            pendingSignals.bitwiseOr(UInt64(1) << UInt64(signal), ordering: .sequentiallyConsistent)
            var byte: UInt8 = 1
            _ = write(wakeWriteEnd, &byte, 1)
            errno = savedErrno
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        for signal in signals { sigaction(signal, &action, nil) }
    }

    /// Stops the process as Ctrl-Z would have, returning when it is continued (fg).
    static func stopNow() {
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        catchSuspend()
    }

    /// Takes one pending signal, if any: one that ends the program before a resize or Ctrl-Z. The wake-up
    /// pipe is drained only once nothing is left pending.
    static func take() -> Int32? {
        let pending = pendingSignals.load(ordering: .sequentiallyConsistent)
        guard pending != 0 else {
            drain()
            return nil
        }
        let preferred =
            ending.first { pending & (UInt64(1) << UInt64($0)) != 0 }
            ?? Int32(pending.trailingZeroBitCount)
        let rest = pendingSignals.bitwiseAnd(~(UInt64(1) << UInt64(preferred)), ordering: .sequentiallyConsistent)
            .newValue
        if rest == 0 { drain() }
        return preferred
    }

    /// Takes a pending signal that would end the program (Ctrl-C, kill…), if any, leaving a resize or
    /// Ctrl-Z for the loop.
    static func takeEnding() -> Int32? {
        let pending = pendingSignals.load(ordering: .sequentiallyConsistent)
        guard let signal = ending.first(where: { pending & (UInt64(1) << UInt64($0)) != 0 }) else { return nil }
        pendingSignals.bitwiseAnd(~(UInt64(1) << UInt64(signal)), ordering: .sequentiallyConsistent)
        return signal
    }

    private static func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeFileDescriptor, &buffer, buffer.count) > 0 {}
    }

    /// Ends the process with `signal`'s default action (after the terminal was restored and the round
    /// kept), so the parent sees death by that signal; returns only for a signal that does not end it.
    static func reraise(_ signal: Int32) {
        guard ending.contains(signal) else { return }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, signal)
        sigprocmask(SIG_UNBLOCK, &mask, nil)
        if signal == SIGQUIT || signal == SIGXCPU || signal == SIGXFSZ {
            // Their default action also dumps core; no one wants a core file from Ctrl-\.
            var limit = rlimit(rlim_cur: 0, rlim_max: 0)
            setrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
        }
        raise(signal)
    }
}
