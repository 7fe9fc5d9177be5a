import ArgumentParser
import GuessWords

/// `guess history list` (the default): rounds newest first, the turns of a party game grouped.
struct HistoryList: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List rounds, newest first; the turns of a party game are grouped.")

    @Option(name: .long, help: "How many rounds to list.")
    var limit = 20

    @Flag(name: .long, help: "List every round.")
    var all = false

    @OptionGroup var store: StoreOptions

    func execute() throws(GuessError) -> Int32 {
        let listings = try store.withStore { store throws(StoreError) in try store.listRounds(limit: all ? nil : limit) } ?? []
        guard !listings.isEmpty else {
            print("No rounds played yet. Start one with: guess play")
            return 0
        }
        print(HistoryListText.render(listings, dateText: \.listingText), terminator: "")
        return 0
    }
}
