import ArgumentParser
import Foundation
import GuessVersion

/// `guess`: a terminal party game after 你话我猜. One player describes the word on screen, teammates
/// guess, the host marks each word right or wrong.
package struct Guess: ParsableCommand {
    /// An empty root command (ArgumentParser builds it; its subcommands do the work).
    package init() {}

    /// The root command: its subcommands, version and exit statuses. `play` is the default subcommand only
    /// for a command line that names none (`guess`, `guess --bank en`): ArgumentParser builds the default's
    /// whole set of options at every parse to see whether it takes all that follows, a fifth of `guess draw
    /// -n 1`'s start in a debug build, which validates every set it builds (issue 43).
    package static var configuration: CommandConfiguration {
        namesSubcommand ? withoutDefault : withPlayAsDefault
    }

    private static let withPlayAsDefault = rootConfiguration(defaultSubcommand: Play.self)
    private static let withoutDefault = rootConfiguration(defaultSubcommand: nil)
    /// Whether the command line being parsed starts with a subcommand's name.
    @TaskLocal private static var namesSubcommand = false

    private static func rootConfiguration(defaultSubcommand: (any ParsableCommand.Type)?) -> CommandConfiguration {
        CommandConfiguration(
            commandName: "guess",
            abstract: "A terminal party game: one player describes the word, teammates guess (你话我猜).",
            discussion: """
                Exit status: 0 ok, 1 runtime failure, 64 usage, 65 bad data, 66 missing input, 128+signal.
                """,
            version: GuessVersion.text,
            subcommands: [
                Play.self, Draw.self, BankCommand.self, HistoryCommand.self, StatsCommand.self, LeagueCommand.self,
                PlayersCommand.self, ConfigCommand.self,
            ],
            defaultSubcommand: defaultSubcommand
        )
    }
}

extension Guess {
    /// Runs the command line and leaves with its exit status.
    package static func main() {
        Foundation.exit(run(arguments: Array(CommandLine.arguments.dropFirst())))
    }

    /// Parses `arguments` and runs the command in the current `CommandContext`; returns the exit status.
    /// A usage error is reported in the interface language (ArgumentParser's frame and common messages
    /// translated) with anything typed in it made visible: 64. Help, the version and completion scripts
    /// are written through `Console` (1 when standard output cannot take them); the commands' own exit
    /// statuses pass through.
    package static func run(arguments: [String]) -> Int32 {
        // `guess --version` alone is answered before ArgumentParser builds the tree of commands, which
        // makes every command and reflects on its options: two thirds of the version's start (issue 44).
        // ArgumentParser answers it with the same text (CommandLineTests compares the two).
        if arguments == ["--version"] { return printed(configuration.version) }
        let named = arguments.first.map { first in
            withoutDefault.subcommands.contains { $0._commandName == first || $0.configuration.aliases.contains(first) }
        }
        do {
            try $namesSubcommand.withValue(named ?? false) {
                var command = try parseAsRoot(arguments)
                try command.run()
            }
            return 0
        } catch {
            let status = exitCode(for: error)
            let report = fullMessage(for: error)
            if status == .success { return printed(report) }
            if !report.isEmpty { Console.error(Console.strings.usageReport(report)) }
            return status.rawValue
        }
    }

    /// Writes help, the version or a completion script through `Console`, so that a failed write is
    /// noticed: 0, or 1 when standard output could not take it.
    private static func printed(_ report: String) -> Int32 {
        if !report.isEmpty { print(report) }
        if let lost = Console.lostOutputMessage {
            Console.error(lost)
            return ExitCode.failure.rawValue
        }
        return 0
    }
}
