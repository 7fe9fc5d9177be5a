import ArgumentParser

/// `guess history`: the games kept in the history store.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract:
            "List, show, report, delete, export, resume and back up the games you played (a single round is a game of one turn).",
        subcommands: [
            HistoryList.self, HistoryShow.self, HistoryReport.self, HistoryDelete.self, HistoryExport.self,
            HistoryResume.self,
            HistoryBackup.self,
        ],
        defaultSubcommand: HistoryList.self
    )
}
