import ArgumentParser
import Foundation
import GuessGame
import GuessHistory
import GuessScreens
import GuessText

/// `guess history show [ID]`: a whole game — every turn's recap, then the scoreboard and the winner.
struct HistoryShow: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a game: every turn's recap, the scoreboard and the winner (default: the latest).")

    @Argument(help: "The game's id (see guess history); default: the latest game.")
    var id: Int64?

    @OptionGroup var store: StoreOptions

    func execute() throws(GuessError) -> Int32 {
        let display = Console.display(try ConfigFiles.load(explicit: nil))
        let found = try store.withStore { store throws(StoreError) in try store.game(id: id) }
        guard let found, let game = found.value else {
            if let id {
                throw GuessError.missingInput(
                    path: "history", reason: LocalizedText("no game with id \(id) in the history", "历史记录中没有第 \(id) 局"))
            }
            throw GuessError.missingInput(path: "history", reason: LocalizedText("no games played yet", "还没有玩过任何一局"))
        }
        print(Self.render(game, strings: display.strings, paint: display.paint), terminator: "")
        return 0
    }

    /// The text of `history show`: everything read from the store is made safe for a terminal.
    static func render(_ game: StoredGame, strings: Strings, paint: Paint) -> String {
        let listing = game.listing
        let seconds = Set(game.turns.map(\.seconds))
        var out =
            strings.gameHeading(
                id: game.id, date: game.startedAt.listingText, banks: HistoryListText.banks(listing, strings: strings),
                seconds: seconds.count == 1 ? seconds.first : nil) + "\n"
        if let first = game.turns.first, !first.themes.isEmpty || first.family {
            out += strings.themesFilter(
                first.themes.map { OutsideText.forTerminal($0, limit: 40) }, family: first.family)
            out += "\n"
        }
        let outcome = game.outcome
        guard let party = outcome.party else {
            for turn in game.turns {
                out += "\n" + RecapText.render(turn.madeSafe, strings: strings, width: 80, colour: paint.enabled)
            }
            return out
        }
        // A game won by score shows no count of turns: its turns are only a cap.
        let turnsEach = party.turnsShown > 0 ? game.turnsPerTeam : nil
        out += strings.gameTeams(party.teams.map { OutsideText.forTerminal($0) }, turnsEach: turnsEach) + "\n"
        for (number, turn) in game.turns.enumerated() {
            out += "\n" + strings.turnTitle(number + 1) + "\n"
            out += RecapText.render(turn.madeSafe, strings: strings, width: 80, colour: paint.enabled)
        }
        out += "\n" + ScoreboardText.render(party, strings: strings, paint: paint)
        var ending = outcome.ending
        switch ending {
        case .won(let team): ending = .won(team: OutsideText.forTerminal(team))
        case .tied(let teams): ending = .tied(teams: teams.map { OutsideText.forTerminal($0) })
        default: break
        }
        out += strings.endingLine(ending) + "\n"
        return out
    }
}

extension RoundRecord {
    /// The record with its words, team and bank made safe for a terminal (`OutsideText.forTerminal`).
    var madeSafe: RoundRecord {
        var safe = self
        safe.team = team.map { OutsideText.forTerminal($0) }
        safe.bank = OutsideText.forTerminal(bank)
        safe.words = words.map { word in
            var copy = word
            copy.word = OutsideText.forTerminal(word.word)
            return copy
        }
        return safe
    }
}
