import ArgumentParser

/// `guess players`: the players the stored games name, and merging a misspelt name into the right one.
struct PlayersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "players",
        abstract: "List the players your games name (as the league counts them), merge a misspelt name, undo a merge.",
        subcommands: [PlayersList.self, PlayersMerge.self, PlayersUnmerge.self],
        defaultSubcommand: PlayersList.self
    )
}
