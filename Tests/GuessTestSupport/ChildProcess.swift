import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The one way the tests start a process: `posix_spawn`, so the child has its own pid (no intermediate
/// process), a clean signal mask and default dispositions (test threads may block or ignore signals, and
/// a child that inherited a blocked SIGCHLD would leave a shell's `wait` hanging), no descriptor but 0, 1
/// and 2 (so concurrently running tests never hold each other's pipes open), and every wait bounded.
package final class ChildProcess {
    /// The child's pid.
    package let pid: pid_t
    /// How it ended, once `wait` (or `isRunning`) saw it.
    package private(set) var exit: ChildExit?
    /// Signalled by a waiting thread when the child has ended (it is still to be reaped).
    private let ended = DispatchSemaphore(value: 0)

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
    private typealias AddChangeDirectory =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?) -> Int32

    /// Starts `executable arguments` (an absolute path, no search) with exactly `environment`, in
    /// `directory` (default: the test's), with the three standard descriptors given.
    package init(
        executable: String, arguments: [String], environment: [String: String], directory: String? = nil,
        stdin: Int32, stdout: Int32, stderr: Int32
    ) throws {
        ChildProcess.ignoreBrokenPipes
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
        } else {
            let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            for name in open { if let fd = Int32(name), fd > 2 { posix_spawn_file_actions_addclose(&actions, fd) } }
        }
        if let directory {
            guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else {
                throw HarnessError("this C library cannot start a child in another directory (glibc 2.29 or later can)")
            }
            _ = unsafeBitCast(symbol, to: AddChangeDirectory.self)(&actions, directory)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw HarnessError("cannot start \(executable): \(String(cString: strerror(result)))")
        }
        pid = child
        // Blocks until the child ends without reaping it (WNOWAIT), so that `wait` sleeps on an event,
        // not a polling loop, and the pid stays ours until this object reaps it.
        let ended = self.ended
        let waiter = Thread { [child] in
            var info = siginfo_t()
            while waitid(P_PID, id_t(child), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
            ended.signal()
        }
        waiter.name = "guess-test-child-\(child)"
        waiter.start()
    }

    deinit {
        if exit == nil {
            _ = kill(pid, SIGKILL)
            _ = reap(blocking: true)
        }
    }

    /// SIGPIPE would kill the whole test run when a child exits before reading what a test writes.
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// Waits up to `timeout` seconds for the child to end. At the deadline the child is killed and the
    /// result is `.timedOut`.
    @discardableResult
    package func wait(timeout: Double) -> ChildExit {
        if let exit { return exit }
        if ended.wait(timeout: .now() + max(0, timeout)) == .success, let exit = reap(blocking: true) {
            return exit
        }
        if let exit = reap(blocking: false) { return exit }
        _ = kill(pid, SIGKILL)
        _ = reap(blocking: true)
        exit = .timedOut
        return .timedOut
    }

    /// Runs `executable arguments` to its end (killed at `timeout` seconds) and returns how it ended.
    /// Standard input is `input`, written from a thread of its own and then closed (so a child that reads
    /// nothing, or more than a pipe holds, never stalls the test), or /dev/null when nil; standard output
    /// and error go to the descriptors given (files, so that a large output cannot fill a pipe).
    package static func run(
        executable: String, arguments: [String], environment: [String: String], directory: String? = nil,
        input: [UInt8]?, stdout: Int32, stderr: Int32, timeout: Double
    ) throws -> ChildExit {
        var ends: [Int32] = [-1, -1]
        if input != nil {
            (ends[0], ends[1]) = try makePipe()
        } else {
            ends[0] = open("/dev/null", O_RDONLY | O_CLOEXEC)
            guard ends[0] >= 0 else { throw HarnessError("cannot open /dev/null") }
        }
        let child: ChildProcess
        do {
            defer { close(ends[0]) }
            child = try ChildProcess(
                executable: executable, arguments: arguments, environment: environment, directory: directory,
                stdin: ends[0], stdout: stdout, stderr: stderr)
        } catch {
            if ends[1] >= 0 { close(ends[1]) }
            throw error
        }
        if let input {
            let writeEnd = ends[1]
            let feeder = Thread {
                var rest = input[...]
                while !rest.isEmpty {
                    let written = rest.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                    if written < 0 && errno == EINTR { continue }
                    if written <= 0 { break }  // the child closed its end (EPIPE): it read all it wanted
                    rest = rest.dropFirst(written)
                }
                close(writeEnd)
            }
            feeder.name = "guess-test-input"
            feeder.start()
        }
        return child.wait(timeout: timeout)
    }

    /// A pipe whose ends are closed on exec (children get only what they are given as 0, 1 and 2).
    package static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw HarnessError("pipe failed: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Whether the child is still running.
    package var isRunning: Bool { exit == nil && reap(blocking: false) == nil }

    /// Sends `signal` to the child (nothing once it has been reaped: its pid may belong to another).
    package func send(_ signal: Int32) { if exit == nil { _ = kill(pid, signal) } }

    private func reap(blocking: Bool) -> ChildExit? {
        if let exit { return exit }
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if result == 0 { return nil }
            if result < 0 {
                if errno == EINTR { continue }
                exit = .timedOut
                return exit
            }
            break
        }
        let ended: ChildExit = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        exit = ended
        return ended
    }
}
