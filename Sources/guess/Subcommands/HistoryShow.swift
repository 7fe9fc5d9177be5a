import ArgumentParser
import Foundation
import GuessWords

/// `guess history show ID`: the recap of a stored round.
struct HistoryShow: GuessCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the recap of a round.")

    @Argument(help: "The round's id (see guess history).")
    var id: Int64

    @OptionGroup var store: StoreOptions

    func execute() throws(GuessError) -> Int32 {
        guard let record = try store.withStore({ store throws(StoreError) in try store.record(id: id) }) else {
            throw GuessError.missingInput(path: "history", reason: "no rounds played yet")
        }
        let display = Console.display(try Files.loadConfig(explicit: nil))
        print("round \(id) · \(record.startedAt.listingText) · \(record.bank) · \(record.seconds) s")
        print(RecapText.render(record, strings: display.strings, width: 80, colour: display.paint.enabled), terminator: "")
        return 0
    }
}
