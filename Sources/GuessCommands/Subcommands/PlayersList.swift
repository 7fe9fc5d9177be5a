import ArgumentParser
import Foundation
import GuessGame
import GuessHistory
import GuessScreens
import GuessText

/// `guess players list`: each player once (names folded as the room folds them, merges applied), with the
/// other ways their name was written and the games that name them; then the merges.
struct PlayersList: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "The players your games name, each once, and the merges made.")

    @OptionGroup var store: StoreOptions

    func execute() throws(GuessError) -> Int32 {
        let display = Console.display(try ConfigFiles.load(explicit: nil))
        let strings = display.strings
        let found = try store.withStore { store throws(StoreError) -> StoreReading<([StoredGame], [PlayerMerge])> in
            let games = try store.allGames()
            return StoreReading((games.value, try store.playerMerges()), skipped: games.skipped)
        }
        let (games, merges) = found?.value ?? ([], [])
        let players = PlayerRoster.of(games, names: PlayerNames(merges: merges))
        guard !players.isEmpty else {
            print(strings.noPlayersYet)
            return 0
        }
        var rows = [[strings.playerColumn, strings.gamesColumn, strings.spellingsColumn]]
        for player in players {
            rows.append([
                OutsideText.forTerminal(player.name, limit: TeamLineup.nameLimit), String(player.games),
                player.spellings.filter { $0 != player.name }.map { OutsideText.forTerminal($0, limit: 40) }
                    .joined(separator: strings.listSeparator),
            ])
        }
        print(TextTable.render(rows, rightAligned: [1]), terminator: "")
        if !merges.isEmpty {
            var mergeRows = [[strings.mergeColumn, ""]]
            for merge in merges {
                mergeRows.append([
                    String(merge.id),
                    strings.mergeLine(
                        OutsideText.forTerminal(merge.name, limit: 40),
                        into: OutsideText.forTerminal(merge.into, limit: 40),
                        undone: merge.undoneAt != nil),
                ])
            }
            print("\n" + display.paint.bold(strings.mergesHeading))
            print(TextTable.render(mergeRows, rightAligned: [0]), terminator: "")
        }
        return 0
    }
}
