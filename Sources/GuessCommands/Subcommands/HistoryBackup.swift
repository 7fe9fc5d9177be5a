import ArgumentParser
import Foundation
import GuessHistory
import GuessText

/// `guess history backup FILE`: a consistent copy of the store, made with SQLite's online backup while
/// games may be played, checked, and put in place only over an earlier backup (or a missing file).
struct HistoryBackup: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract:
            "Copy the history store to FILE (SQLite's online backup, checked); replaces only an earlier backup.")

    @Argument(
        help: ArgumentHelp(
            "The copy to write: a new file, or an earlier backup (any other file is refused, untouched).",
            valueName: "FILE"),
        completion: .file())
    var file: String

    @OptionGroup var store: StoreOptions

    mutating func validate() throws {
        if file.isEmpty { throw ValidationError(Console.strings.needsName("FILE")) }
    }

    func execute() throws(GuessError) -> Int32 {
        let strings = Console.display(try ConfigFiles.load(explicit: nil)).strings
        guard let opened = try store.openExisting(.read) else {
            throw GuessError.missingInput(path: "history", reason: LocalizedText("no games played yet", "还没有玩过任何一局"))
        }
        let games: Int
        do throws(StoreError) {
            games = try opened.backup(to: file)
        } catch {
            throw GuessError(error, storePath: opened.path)
        }
        let shown = OutsideText.forTerminal(file, limit: 200)
        print(
            LocalizedText(
                "Backed up \(games) game\(games == 1 ? "" : "s") to \(shown) (checked)",
                "已将 \(games) 局备份到 \(shown)（已校验）"
            ).text(strings.language))
        return 0
    }
}
