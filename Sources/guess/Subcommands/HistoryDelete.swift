import ArgumentParser
import Foundation
import GuessWords

/// `guess history delete ID`: removes a round after asking.
struct HistoryDelete: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a round from the history (asks first unless --yes).")

    @Argument(help: "The round's id (see guess history).")
    var id: Int64

    @Flag(name: .long, help: "Delete without asking.")
    var yes = false

    @OptionGroup var store: StoreOptions

    func execute() throws(GuessError) -> Int32 {
        guard let record = try store.withStore({ store throws(StoreError) in try store.record(id: id) }) else {
            throw GuessError.missingInput(path: "history", reason: "no rounds played yet")
        }
        if !yes {
            Console.prompt(
                "Delete round \(id) (\(record.startedAt.listingText), \(record.bank), \(record.correct) right, \(record.wrong) wrong)? [y/N] ")
            let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
            guard answer == "y" || answer == "yes" else {
                throw GuessError.runtime("round \(id) not deleted")
            }
        }
        _ = try store.withStore { store throws(StoreError) in try store.delete(id: id) }
        print("Deleted round \(id).")
        return 0
    }
}
