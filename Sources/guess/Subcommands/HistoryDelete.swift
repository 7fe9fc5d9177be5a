import ArgumentParser
import Foundation
import GuessWords

/// `guess history delete ID`: removes a round after asking.
struct HistoryDelete: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a round from the history (asks first unless --yes).")

    @Argument(help: "The round's id (see guess history).")
    var id: Int64

    @Flag(name: .long, help: "Delete without asking.")
    var yes = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        do throws(GuessError) {
            guard let opened = try store.openExisting() else {
                throw GuessError.missingInput(path: "history", reason: "no rounds played yet")
            }
            let record: RoundRecord
            do throws(StoreError) {
                record = try opened.record(id: id)
            } catch {
                throw GuessError.missingInput(path: opened.path, reason: error.localizedDescription)
            }
            if !yes {
                FileHandle.standardError.write(Data(
                    "Delete round \(id) (\(record.startedAt.listingText), \(record.bank), \(record.correct) right, \(record.wrong) wrong)? [y/N] ".utf8))
                let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
                guard answer == "y" || answer == "yes" else {
                    throw GuessError.runtime("round \(id) not deleted")
                }
            }
            do throws(StoreError) {
                try opened.delete(id: id)
            } catch {
                throw GuessError.runtime(error.localizedDescription)
            }
            print("Deleted round \(id).")
        } catch {
            throw ExitCode(Console.fail(error))
        }
    }
}
