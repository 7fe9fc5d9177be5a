import ArgumentParser
import GuessText

/// A command whose failures all take one path to an exit status: `execute` throws a `GuessError`, which
/// is reported as `guess: message` on standard error and becomes the exit status it maps to.
protocol GuessCommand: ParsableCommand {
    /// Does the command's work and returns its exit status (0 when all went well).
    func execute() throws(GuessError) -> Int32
}

extension GuessCommand {
    /// Runs `execute`, turning its error or non-zero status into the process's exit status. Output lost on
    /// standard output makes a success a failure (exit 1). A status of 128 + N, after a signal N ended
    /// the command (the terminal already restored, the round kept), is left as that signal's default
    /// action, so a shell loop around `guess` stops on Ctrl-C.
    func run() throws {
        var status: Int32
        do throws(GuessError) {
            status = try execute()
        } catch {
            status = Console.fail(error)
        }
        if let lost = Console.lostOutputMessage {
            Console.error(lost)
            if status == 0 { status = 1 }
        }
        if status > 128 && CommandContext.current.catchesSignals { SignalTrap.reraise(status - 128) }
        if status != 0 { throw ExitCode(status) }
    }
}
