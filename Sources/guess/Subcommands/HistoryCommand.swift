import ArgumentParser

/// `guess history`: the rounds kept in the history store.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List, show, delete and export the rounds you played.",
        subcommands: [HistoryList.self, HistoryShow.self, HistoryDelete.self, HistoryExport.self],
        defaultSubcommand: HistoryList.self
    )
}
