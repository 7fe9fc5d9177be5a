import Foundation
import GuessGame
import GuessText

/// `guess history` as text in the interface language: one line per game, newest first — its id, date,
/// teams with their scores (a single round: its right and wrong), bank and how it ended. Team names and
/// bank labels come from the store and are shown escaped.
package enum HistoryListText {
    /// The listing; `dateText` formats when a game started.
    package static func render(_ games: [GameListing], strings: Strings, dateText: (Date) -> String) -> String {
        var rows: [[String]] = [
            [
                strings.idColumn, strings.dateColumn, strings.outcomeColumn, strings.bankColumn, strings.endedByColumn,
            ]
        ]
        for game in games {
            let outcome = game.outcome
            rows.append([
                String(game.gameID), dateText(game.startedAt), result(game, outcome, strings: strings),
                banks(game, strings: strings), strings.ending(outcome.ending),
            ])
        }
        return TextTable.render(rows, rightAligned: [0])
    }

    /// A game's result cell: teams and scores, winner first, or a single round's counts.
    package static func outcome(_ game: GameListing, strings: Strings) -> String {
        result(game, game.outcome, strings: strings)
    }

    private static func result(_ game: GameListing, _ outcome: GameOutcome, strings: Strings) -> String {
        guard outcome.party != nil else {
            let round = game.rounds.first
            return strings.rightAndWrong(round?.correct ?? 0, round?.wrong ?? 0)
        }
        return strings.teamScores(outcome.scoreboard.map { (OutsideText.forTerminal($0.team, limit: 24), $0.score) })
    }

    /// The banks of a game, made safe and joined.
    package static func banks(_ game: GameListing, strings: Strings) -> String {
        game.banks.map { OutsideText.forTerminal($0, limit: 40) }.joined(separator: strings.listSeparator)
    }
}
