import ArgumentParser
import GuessHistory
import GuessScreens
import GuessText

/// `guess history list` (the default): games newest first, one line each.
struct HistoryList: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract:
            "List games, newest first: id, date, teams and scores (a single round: right and wrong), bank, how it ended."
    )

    @Option(name: .long, help: "How many games to list (0 lists nothing).")
    var limit = 20

    @Flag(name: .long, help: "List every game.")
    var all = false

    @OptionGroup var filters: HistoryFilterOptions

    @OptionGroup var store: StoreOptions

    mutating func validate() throws {
        if limit < 0 { throw ValidationError(Console.strings.mustBeAtLeast("--limit", 0)) }
    }

    func execute() throws(GuessError) -> Int32 {
        let strings = Console.display(try ConfigFiles.load(explicit: nil)).strings
        let filter = filters.filter
        let games =
            try store.withStore { store throws(StoreError) in
                try store.listGames(limit: all ? nil : limit, filter: filter)
            }?.value ?? []
        guard !games.isEmpty else {
            if all || limit > 0 { print(filter.isEmpty ? strings.noGamesYet : strings.nothingMatches) }
            return 0
        }
        print(HistoryListText.render(games, strings: strings, dateText: \.listingText), terminator: "")
        return 0
    }
}
