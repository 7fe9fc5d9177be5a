import Foundation
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What one run of the `guess` binary produced.
struct RunResult: Sendable, CustomStringConvertible {
    /// The exit status, or the signal number when `signal` is true.
    var status: Int32
    /// Whether the process was killed by a signal (then `status` is the signal).
    var signalled: Bool
    /// Whether the run was stopped because it took longer than its timeout.
    var timedOut: Bool
    /// Everything written to standard output.
    var stdoutData: Data
    /// Everything written to standard error.
    var stderrData: Data

    /// Standard output as text.
    var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    /// Standard error as text.
    var stderr: String { String(decoding: stderrData, as: UTF8.self) }
    /// Standard output split into lines (no trailing empty line).
    var lines: [String] { Self.lines(of: stdout) }
    /// Standard error split into lines (no trailing empty line).
    var errorLines: [String] { Self.lines(of: stderr) }

    /// For test failure messages.
    var description: String {
        "exit \(signalled ? "signal " : "")\(status)\(timedOut ? " (timed out)" : "")\n"
            + "--- stdout (\(stdoutData.count) bytes) ---\n\(stdout.prefix(2000))\n--- stderr ---\n\(stderr.prefix(2000))"
    }

    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// A fresh temporary directory for one test: `home/`, `config/` (XDG_CONFIG_HOME), `data/`
/// (XDG_DATA_HOME) and `work/` (the working directory of runs). Removed when released.
final class Sandbox {
    /// The sandbox's root directory.
    let root: URL

    /// Creates the directories.
    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("guess-e2e-\(UUID().uuidString)", isDirectory: true)
        for directory in [home, configHome, dataHome, work] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// $HOME for runs.
    var home: URL { root.appendingPathComponent("home", isDirectory: true) }
    /// $XDG_CONFIG_HOME for runs; the user config is `config/guess/config.toml`.
    var configHome: URL { root.appendingPathComponent("config", isDirectory: true) }
    /// $XDG_DATA_HOME for runs.
    var dataHome: URL { root.appendingPathComponent("data", isDirectory: true) }
    /// The working directory for runs: relative paths in arguments resolve here.
    var work: URL { root.appendingPathComponent("work", isDirectory: true) }
    /// Where the binary looks for the user's configuration.
    var userConfig: URL { configHome.appendingPathComponent("guess/config.toml") }

    /// The absolute path of `relativePath` inside the working directory.
    func path(_ relativePath: String) -> String { work.appendingPathComponent(relativePath).path }

    /// Writes `text` to `relativePath` in the working directory (creating folders) and returns
    /// `relativePath`, ready to pass as an argument.
    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        try write(relativePath, bytes: Array(text.utf8))
    }

    /// Writes raw bytes to `relativePath` in the working directory and returns `relativePath`.
    @discardableResult
    func write(_ relativePath: String, bytes: [UInt8]) throws -> String {
        try write(to: work.appendingPathComponent(relativePath), bytes: bytes)
        return relativePath
    }

    /// Writes `text` to an absolute location (such as `userConfig`), creating folders.
    func write(to url: URL, _ text: String) throws { try write(to: url, bytes: Array(text.utf8)) }

    private func write(to url: URL, bytes: [UInt8]) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// The environment runs get: nothing from the test process but a PATH, a UTF-8 locale and the
    /// sandbox's HOME and XDG directories, so no user configuration or history leaks in.
    var environment: [String: String] {
        [
            "HOME": home.path,
            "XDG_CONFIG_HOME": configHome.path,
            "XDG_DATA_HOME": dataHome.path,
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "TERM": "dumb",
        ]
    }
}

/// Errors of the runner itself (not of the binary).
struct BinaryRunnerError: Error, CustomStringConvertible {
    var description: String
}

/// Runs the built `guess` binary, capturing its output and exit status.
///
/// The binary is `$GUESS_BINARY` when set, else `<package root>/.build/debug/guess`.
enum BinaryRunner {
    /// The package's root directory, from this file's location (Tests/EndToEndTests/BinaryRunner.swift).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary under test.
    static var binaryPath: String {
        if let path = ProcessInfo.processInfo.environment["GUESS_BINARY"], !path.isEmpty { return path }
        return packageRoot.appendingPathComponent(".build/debug/guess").path
    }

    /// Runs `guess arguments` in `sandbox` (a fresh one when nil).
    ///
    /// - Parameters:
    ///   - environment: variables added to (or replacing) the sandbox's environment.
    ///   - removing: variables taken out of the environment.
    ///   - stdin: bytes fed to standard input, which is then closed; nil: /dev/null.
    ///   - directory: the working directory; default: the sandbox's `work/`.
    ///   - timeout: seconds before the process is killed (the result then says `timedOut`).
    static func run(
        _ arguments: [String], in sandbox: Sandbox? = nil, environment: [String: String] = [:],
        removing: Set<String> = [], stdin: Data? = nil, directory: URL? = nil, timeout: TimeInterval = 120
    ) throws -> RunResult {
        let binary = binaryPath
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BinaryRunnerError(
                description: "no guess binary at \(binary): build it first (swift build) or set GUESS_BINARY")
        }
        return try runProgram(
            binary, arguments, in: sandbox, environment: environment, removing: removing, stdin: stdin,
            directory: directory, timeout: timeout)
    }

    /// Runs `binary arguments` the way `run` runs guess (a shell around it, say), through the one spawner
    /// of the tests (`ChildProcess`: a clean signal mask, default dispositions, every wait bounded).
    static func runProgram(
        _ binary: String, _ arguments: [String], in sandbox: Sandbox? = nil, environment: [String: String] = [:],
        removing: Set<String> = [], stdin: Data? = nil, directory: URL? = nil, timeout: TimeInterval = 120
    ) throws -> RunResult {
        let sandbox = try sandbox ?? Sandbox()
        var variables = sandbox.environment.merging(environment) { $1 }
        for name in removing { variables[name] = nil }

        // Output goes to files, not pipes, so a large output can never fill a pipe and stall the child.
        let stamp = UUID().uuidString
        let outPath = sandbox.root.appendingPathComponent("stdout-\(stamp)").path
        let errPath = sandbox.root.appendingPathComponent("stderr-\(stamp)").path
        let out = open(outPath, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let err = open(errPath, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer {
            if out >= 0 { close(out) }
            if err >= 0 { close(err) }
            unlink(outPath)
            unlink(errPath)
        }
        guard out >= 0, err >= 0 else { throw BinaryRunnerError(description: "cannot create \(outPath)") }

        let exit = try ChildProcess.run(
            executable: binary, arguments: arguments, environment: variables,
            directory: (directory ?? sandbox.work).path, input: stdin.map { Array($0) }, stdout: out, stderr: err,
            timeout: timeout)
        let (status, signalled): (Int32, Bool) =
            switch exit {
            case .exited(let status): (status, false)
            case .signalled(let signal): (signal, true)
            case .timedOut: (SIGKILL, true)
            }
        return RunResult(
            status: status, signalled: signalled, timedOut: exit == .timedOut,
            stdoutData: FileManager.default.contents(atPath: outPath) ?? Data(),
            stderrData: FileManager.default.contents(atPath: errPath) ?? Data())
    }

    /// Runs `guess arguments` in a fresh sandbox.
    static func run(_ arguments: String...) throws -> RunResult {
        try run(arguments)
    }
}

/// The suites that run the binary live under three lanes. Each lane runs its tests one after another; the
/// lanes run beside each other, so that the rounds which wait for their clock (a pseudo-terminal, a sound
/// server) overlap the commands that only cost processor time, and no two timed rounds of a lane compete.
///
/// This lane: commands, word lists, the history store and rounds through a pipe.
@Suite("End to end", .serialized, .tags(.large))
enum EndToEnd {}

/// The lane of rounds played in a pseudo-terminal (the screen, keys, signals, projector mode).
@Suite("End to end, in a terminal", .serialized, .tags(.large))
enum EndToEndInTerminal {}

/// The lane of rounds played against a real PulseAudio server of their own.
@Suite("End to end, with sound", .serialized, .tags(.large))
enum EndToEndWithSound {}
