import Foundation
import GuessTestSupport
import Synchronization
import Testing

@testable import GuessCommands

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `guess` commands in this process, each in a `CommandContext` of its own: its arguments parsed as
/// the binary parses them, its environment the sandbox's, its standard input bytes from a file, its
/// output collected in memory, its working directory its own (the command runs on a thread of its own
/// that stops sharing the process's working directory, `unshare(CLONE_FS)`), and no signal handlers
/// installed. What the binary adds around a command (the process's exit, a re-raised signal) is left to
/// the end-to-end smoke tests.
enum CommandRunner {
    /// The package's root directory, from this file's location (Tests/GuessCommandsTests/CommandRunner.swift).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `guess arguments` in `sandbox` (a fresh one when nil), as `BinaryRunner.run` runs the binary.
    ///
    /// - Parameters:
    ///   - environment: variables added to (or replacing) the sandbox's environment.
    ///   - removing: variables taken out of the environment.
    ///   - stdin: bytes on standard input, which then ends; nil: /dev/null.
    ///   - directory: the working directory; default: the sandbox's `work/`.
    ///   - timeout: seconds the test waits before giving the run up (the result then says `timedOut`).
    static func run(
        _ arguments: [String], in sandbox: Sandbox? = nil, environment: [String: String] = [:],
        removing: Set<String> = [], stdin: Data? = nil, directory: URL? = nil, timeout: TimeInterval = 120
    ) async throws -> RunResult {
        guard environment["TZ"] == nil else {
            throw HarnessError("TZ: the time zone is the process's, not a command's; run the binary (BinaryRunner)")
        }
        let sandbox = try sandbox ?? Sandbox()
        var variables = sandbox.environment.merging(environment) { $1 }
        for name in removing { variables[name] = nil }
        let input = try inputDescriptor(stdin, in: sandbox)
        defer { close(input) }
        let output = Collected()
        let errors = Collected()
        let context = CommandContext(
            environment: variables, inputDescriptor: input, writeOutput: output.append, writeError: errors.append,
            inputIsTerminal: false, outputIsTerminal: false, catchesSignals: false)
        let status = Mutex<Int32?>(nil)
        let workingDirectory = (directory ?? sandbox.work).path
        // The test awaits the command without holding a thread of Swift's cooperative pool: the command runs on
        // a thread of its own, and the first of its end and the timeout resumes the test.
        let finished = RunEnd()
        let thread = Thread {
            defer { finished.end(timedOut: false) }
            guard unshareWorkingDirectory() == 0, chdir(workingDirectory) == 0 else {
                errors.note("runner: cannot work in \(workingDirectory): \(String(cString: strerror(errno)))")
                status.withLock { $0 = 125 }
                return
            }
            let result = CommandContext.$current.withValue(context) { Guess.run(arguments: arguments) }
            status.withLock { $0 = result }
        }
        thread.stackSize = 16 << 20
        let timedOut = await withCheckedContinuation { continuation in
            finished.onEnd { continuation.resume(returning: $0) }
            thread.start()
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { finished.end(timedOut: true) }
        }
        return RunResult(
            status: status.withLock { $0 } ?? SIGKILL, signalled: timedOut, timedOut: timedOut,
            stdoutData: output.data, stderrData: errors.data)
    }

    /// Runs `guess arguments` in a fresh sandbox.
    static func run(_ arguments: String...) async throws -> RunResult {
        try await run(arguments)
    }

    /// `unshare(CLONE_FS)` for the calling thread: from then on its working directory is its own. Glibc
    /// declares it only for C's `_GNU_SOURCE`, so it is looked up by name.
    private static func unshareWorkingDirectory() -> Int32 {
        typealias Unshare = @convention(c) (Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "unshare") else { return -1 }
        let cloneFileSystemInformation: Int32 = 0x200  // CLONE_FS, <linux/sched.h>
        return unsafeBitCast(symbol, to: Unshare.self)(cloneFileSystemInformation)
    }

    /// A descriptor reading `bytes` and then the end (a file in the sandbox), or /dev/null.
    private static func inputDescriptor(_ bytes: Data?, in sandbox: Sandbox) throws -> Int32 {
        guard let bytes else { return open("/dev/null", O_RDONLY | O_CLOEXEC) }
        let path = sandbox.root.appendingPathComponent("stdin-\(UUID().uuidString)").path
        try bytes.write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CocoaError(.fileReadUnknown) }
        return descriptor
    }
}

/// Bytes a command wrote to one of its streams.
private final class Collected: Sendable {
    private let bytes = Mutex<[UInt8]>([])

    /// Takes a write; never fails.
    func append(_ raw: UnsafeRawBufferPointer) -> Int32? {
        bytes.withLock { $0.append(contentsOf: raw) }
        return nil
    }

    /// Adds a line of the runner's own.
    func note(_ line: String) { bytes.withLock { $0.append(contentsOf: Array((line + "\n").utf8)) } }

    /// Everything written so far.
    var data: Data { Data(bytes.withLock { $0 }) }
}

/// The commands' tests, in-process: each run has a context of its own, so they run beside each other.
@Suite("Commands, in-process", .tags(.large))
enum Commands {}

/// The end of a command's run, told once: by the command's thread as it returns, or by the timeout.
private final class RunEnd: Sendable {
    private let state = Mutex<(ended: Bool?, waiter: (@Sendable (Bool) -> Void)?)>((nil, nil))

    /// Calls `waiter` with whether the run timed out, once it ended (at once if it has).
    func onEnd(_ waiter: @escaping @Sendable (Bool) -> Void) {
        let ended: Bool? = state.withLock { state in
            if state.ended == nil { state.waiter = waiter }
            return state.ended
        }
        if let ended { waiter(ended) }
    }

    /// The run ended (`timedOut`: by the timeout); only the first end counts.
    func end(timedOut: Bool) {
        let waiter: (@Sendable (Bool) -> Void)? = state.withLock { state in
            guard state.ended == nil else { return nil }
            state.ended = timedOut
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?(timedOut)
    }
}
