import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program (the `guess` binary, a shell around it, the sqlite3 tool) in a sandbox, capturing its
/// output and exit status.
package enum ProgramRunner {
    /// Runs `binary arguments` in `sandbox` (a fresh one when nil; its `work/` the working directory unless
    /// `directory` says), through the one spawner of the tests (`ChildProcess`: a clean signal mask, default dispositions, every wait bounded).
    package static func run(
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
        guard out >= 0, err >= 0 else { throw HarnessError("cannot create \(outPath)") }

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
}
