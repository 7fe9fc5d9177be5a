@preconcurrency import Glibc
import GuessWords

/// Waiting for input, a signal or a timeout on standard input.
enum InputWait {
    enum Outcome {
        case readable
        case timeout
        case signal(Int32)
        case resized
        /// Ctrl-Z: pause what is running, then call `TerminalSession.suspend()`, then redraw.
        case suspend
    }

    /// Waits up to `seconds` (nil: without limit) for `input` (standard input) to be readable or a signal.
    /// `alsoWaking` is a descriptor that also ends the wait when readable (the phones' inbox); what it holds
    /// is drained and the wait ends as a timeout, so that the loop looks at the inbox. -1: none.
    static func wait(input: Int32 = 0, seconds: Double?, alsoWaking alsoWakingFileDescriptor: Int32) -> Outcome {
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: SignalTrap.wakeFileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: alsoWakingFileDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let timeout: Int32 = seconds.map { Int32(max(0, min(86_400_000, ($0 * 1000).rounded(.up)))) } ?? -1
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if ready < 0 || descriptors[1].revents != 0 {
            if let signal = SignalTrap.take() {
                if signal == SIGTSTP { return .suspend }
                return signal == SIGWINCH ? .resized : .signal(signal)
            }
            if ready < 0 { return .timeout }
        }
        if ready == 0 { return .timeout }
        if descriptors[2].revents != 0 {
            var drain = [UInt8](repeating: 0, count: 256)
            _ = read(alsoWakingFileDescriptor, &drain, drain.count)
            if descriptors[0].revents == 0 { return .timeout }
        }
        return descriptors[0].revents != 0 ? .readable : .timeout
    }
}
