import ArgumentParser
import GuessWords

/// A command whose failures all take one path to an exit status: `execute` throws a `GuessError`, which
/// is reported as `guess: message` on standard error and becomes the exit status it maps to.
protocol GuessCommand: ParsableCommand {
    /// Does the command's work and returns its exit status (0 when all went well).
    func execute() throws(GuessError) -> Int32
}

extension GuessCommand {
    /// Runs `execute`, turning its error or non-zero status into the process's exit status.
    func run() throws {
        let status: Int32
        do throws(GuessError) {
            status = try execute()
        } catch {
            throw ExitCode(Console.fail(error))
        }
        if status != 0 { throw ExitCode(status) }
    }
}
