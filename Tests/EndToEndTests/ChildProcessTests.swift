import Foundation
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `script` with /bin/sh through the tests' one spawner; output is thrown away.
private func shell(_ script: String, timeout: Double = 10) throws -> ChildExit {
    let null = open("/dev/null", O_RDWR | O_CLOEXEC)
    defer { close(null) }
    return try ChildProcess.run(
        executable: "/bin/sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"], input: nil,
        stdout: null, stderr: null, timeout: timeout)
}

extension EndToEnd {
    /// The spawner every end-to-end test goes through (GuessTestSupport's `ChildProcess`).
    @Suite("The tests' spawner")
    struct ChildProcessTests {
        @Test("a shell's wait returns although the test's thread blocks SIGCHLD: the child's mask is clean")
        func cleanSignalMask() throws {
            var blocked = sigset_t()
            sigemptyset(&blocked)
            sigaddset(&blocked, SIGCHLD)
            var previous = sigset_t()
            pthread_sigmask(SIG_BLOCK, &blocked, &previous)
            defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
            // Foundation's Process passed the blocked SIGCHLD on, and the FIFO export test hung here for 60 s.
            #expect(try shell("sleep 0.1 & wait; exit 7", timeout: 20) == .exited(7))
        }

        @Test("a signal the test process ignores has its default action in the child")
        func defaultDispositions() throws {
            // The test process ignores SIGPIPE (a child that exits before reading must not end the run).
            _ = signal(SIGPIPE, SIG_IGN)
            #expect(try shell("kill -PIPE $$; exit 0") == .signalled(SIGPIPE))
        }

        @Test("standard input is fed and closed; a child that outlives its deadline is killed")
        func inputAndDeadline() throws {
            let null = open("/dev/null", O_RDWR | O_CLOEXEC)
            defer { close(null) }
            let fed = try ChildProcess.run(
                executable: "/bin/sh", arguments: ["-c", "read line; [ \"$line\" = hello ] && exit 3"],
                environment: [:], input: Array("hello\n".utf8), stdout: null, stderr: null, timeout: 10)
            #expect(fed == .exited(3))
            #expect(try shell("exec sleep 30", timeout: 0.2) == .timedOut)
        }

        @Test("a child starts in the directory asked for")
        func directory() throws {
            let sandbox = try Sandbox()
            let result = try ProgramRunner.run("/bin/pwd", [], in: sandbox, directory: sandbox.home)
            #expect(result.status == 0 && !result.signalled, "\(result)")
            #expect(result.stdout == sandbox.home.resolvingSymlinksInPath().path + "\n", "\(result)")
        }
    }
}
