import ArgumentParser
import Foundation
import GuessHistory
import GuessScreens
import GuessText

/// `guess players unmerge ID`: undoes merge ID (`guess players` lists them); the merge stays listed, undone.
struct PlayersUnmerge: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "unmerge", abstract: "Undo a merge of player names (its number: see guess players).")

    @Argument(help: "The merge's number.")
    var id: Int64

    @OptionGroup var store: StoreOptions

    func execute() throws(GuessError) -> Int32 {
        let strings = Console.display(try ConfigFiles.load(explicit: nil)).strings
        guard let opened = try store.openExisting(.write) else {
            throw GuessError.missingInput(path: "history", reason: LocalizedText("no games played yet", "还没有玩过任何一局"))
        }
        defer { try? opened.close() }
        let undone: Bool
        do throws(StoreError) {
            undone = try opened.undoMerge(id, at: Date())
        } catch {
            throw GuessError(error, storePath: opened.path)
        }
        guard undone else {
            throw GuessError.missingInput(
                path: "history", reason: LocalizedText("no merge \(id) in force", "没有生效中的合并 \(id)"))
        }
        print(strings.unmerged(id))
        return 0
    }
}
