import ArgumentParser
import Foundation
import GuessGame
import GuessHistory
import GuessScreens
import GuessText

/// `guess history delete ID`: removes a whole game (every turn) after asking.
struct HistoryDelete: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a game, every turn of it, from the history (asks first unless --yes).")

    @Argument(help: "The game's id (see guess history).")
    var id: Int64

    @Flag(name: .long, help: "Delete without asking.")
    var yes = false

    @OptionGroup var store: StoreOptions

    func execute() throws(GuessError) -> Int32 {
        let strings = Console.display(try ConfigFiles.load(explicit: nil)).strings
        guard let opened = try store.openExisting(.write) else {
            throw GuessError.missingInput(path: "history", reason: LocalizedText("no games played yet", "还没有玩过任何一局"))
        }
        let game: StoredGame?
        do throws(StoreError) {
            let reading = try opened.game(id: id)
            game = reading.value
            _ = StoreOptions.report(reading.skipped, of: opened)
        } catch {
            throw GuessError(error, storePath: opened.path)
        }
        if !yes {
            let listing = game?.listing
            let description =
                listing.map { listing in
                    [
                        listing.startedAt.listingText, HistoryListText.banks(listing, strings: strings),
                        HistoryListText.outcome(listing, strings: strings),
                    ].joined(separator: strings.listSeparator)
                } ?? "?"
            Console.prompt(strings.confirmDelete(id: id, description: description))
            let answer = Console.readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
            guard answer == "y" || answer == "yes" else {
                throw GuessError.runtime(LocalizedText("game \(id) not deleted", "第 \(id) 局未删除"))
            }
        }
        do throws(StoreError) {
            try opened.deleteGame(id: id)
            // The store's own file holds everything again (the write-ahead log folded in).
            try opened.close()
        } catch {
            throw GuessError(error, storePath: opened.path)
        }
        print(strings.deleted(id: id))
        return 0
    }
}
