import ArgumentParser
import Foundation
import GuessGame
import GuessHistory
import GuessScreens
import GuessText

/// `guess players merge NAME --into RIGHT`: NAME (a misspelling) counts as RIGHT from now on, in every
/// table; recorded in the store with its number, which `guess players unmerge` takes to undo it.
struct PlayersMerge: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge", abstract: "Count a misspelt player's name as the right one (undo: guess players unmerge)."
    )

    @Argument(help: ArgumentHelp("The misspelt name, as a game names it.", valueName: "NAME"))
    var name: String

    @Option(name: .long, help: ArgumentHelp("The right name.", valueName: "NAME"))
    var into: String

    @OptionGroup var store: StoreOptions

    mutating func validate() throws {
        for (option, value) in [("NAME", name), ("--into", into)] {
            if OutsideText.nameKey(value).isEmpty { throw ValidationError(Console.strings.needsName(option)) }
            if OutsideText.needsEscaping(value) || value.count > TeamLineup.nameLimit {
                throw ValidationError(
                    Console.strings.holdsControlCharacters(option, OutsideText.forTerminal(value, limit: 60)))
            }
        }
    }

    func execute() throws(GuessError) -> Int32 {
        let strings = Console.display(try ConfigFiles.load(explicit: nil)).strings
        let name = name.trimmingCharacters(in: .whitespaces)
        let into = into.trimmingCharacters(in: .whitespaces)
        guard let opened = try store.openExisting(.write) else {
            throw GuessError.missingInput(path: "history", reason: LocalizedText("no games played yet", "还没有玩过任何一局"))
        }
        defer { try? opened.close() }
        let names: PlayerNames
        let known: [String]
        do throws(StoreError) {
            names = PlayerNames(merges: try opened.playerMerges())
            known = PlayerRoster.of(try opened.allGames().value, names: PlayerNames()).flatMap(\.spellings)
        } catch {
            throw GuessError(error, storePath: opened.path)
        }
        if names.key(name) == names.key(into) {
            throw GuessError.usage(
                LocalizedText(
                    "\(OutsideText.forTerminal(name)) already counts as \(OutsideText.forTerminal(into))",
                    "\(OutsideText.forTerminal(name)) 已经计为 \(OutsideText.forTerminal(into))"))
        }
        guard known.contains(where: { PlayerNames.folded($0) == PlayerNames.folded(name) }) else {
            throw GuessError.missingInput(
                path: "history",
                reason: LocalizedText(
                    "no game names the player \(OutsideText.forTerminal(name)) (see guess players)",
                    "没有对局写有队员 \(OutsideText.forTerminal(name))（见 guess players）"))
        }
        let id: Int64
        do throws(StoreError) {
            id = try opened.mergePlayer(name, into: into, at: Date())
        } catch {
            throw GuessError(error, storePath: opened.path)
        }
        print(strings.merged(OutsideText.forTerminal(name), into: OutsideText.forTerminal(into), id: id))
        return 0
    }
}
