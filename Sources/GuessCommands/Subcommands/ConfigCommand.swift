import ArgumentParser

/// `guess config`: where the configuration comes from, what is in effect, a starter file.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show the configuration's files and effective settings, or write a starter file.",
        subcommands: [ConfigPath.self, ConfigShow.self, ConfigInit.self],
        defaultSubcommand: ConfigShow.self
    )
}
