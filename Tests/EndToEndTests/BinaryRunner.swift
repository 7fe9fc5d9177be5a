import Foundation
import GuessTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

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
        return try ProgramRunner.run(
            binary, arguments, in: sandbox, environment: environment, removing: removing, stdin: stdin,
            directory: directory, timeout: timeout)
    }

    /// Runs `guess arguments` in a fresh sandbox.
    static func run(_ arguments: String...) throws -> RunResult {
        try run(arguments)
    }
}

/// The suites that run the binary (smoke tests of each surface; the commands themselves are tested
/// in-process, Tests/GuessCommandsTests) live under three lanes. Each lane runs its tests one after another; the
/// lanes run beside each other, so that the rounds which wait for their clock (a pseudo-terminal, a sound
/// server) overlap the tests that only cost processor time, and no two timed rounds of a lane compete.
///
/// This lane (`make lane-binary`): help, a pipe, signals, exports through devices, games at once.
@Suite("End to end", .serialized, .tags(.large))
enum EndToEnd {}

/// The lane of rounds played in a pseudo-terminal (the screen, keys, signals, projector mode).
@Suite("End to end, in a terminal", .serialized, .tags(.large))
enum EndToEndInTerminal {}

/// The lane of rounds played against a real PulseAudio server of their own.
@Suite("End to end, with sound", .serialized, .tags(.large))
enum EndToEndWithSound {}
