import Foundation
import GuessGame
import GuessText

/// The scoreboard as text lines: rank, team, score, turns.
package enum ScoreboardText {
    /// The table, winner first (the first row in bold); team names are shown escaped.
    package static func render(_ game: PartyGame, strings: Strings, paint: Paint) -> String {
        var rows: [[String]] = [["#", strings.teamColumn, strings.scoreColumn, strings.turnsColumn]]
        var rank = 0
        var previous: Int?
        for (index, entry) in game.scoreboard.enumerated() {
            if entry.score != previous { rank = index + 1 }
            previous = entry.score
            rows.append([
                String(rank), OutsideText.forTerminal(entry.team), String(entry.score),
                String(game.turnsPlayed(by: entry.team)),
            ])
        }
        let table = TextTable.render(rows, rightAligned: [0, 2, 3])
        var lines = table.split(separator: "\n").map(String.init)
        if lines.count > 1 { lines[1] = paint.bold(lines[1]) }
        return paint.bold(strings.scoreboard) + "\n" + lines.joined(separator: "\n") + "\n"
    }

    /// The end of a party game as lines: the scoreboard, then how it ended as the game's outcome says
    /// (`GameOutcome`, as the history says it): the winner or the teams tied for first, or why no one won.
    package static func finalLines(_ game: PartyGame, ending: GameEnding, strings: Strings, paint: Paint) -> [String] {
        var lines = render(game, strings: strings, paint: paint).split(separator: "\n").map(String.init)
        switch ending {
        // The winner as `history show` names it: one line, one function (`Strings.endingLine`).
        case .won(let team): lines.append(paint.bold(strings.endingLine(.won(team: OutsideText.forTerminal(team)))))
        case .tied(let teams):
            lines.append(paint.bold(strings.endingLine(.tied(teams: teams.map { OutsideText.forTerminal($0) }))))
        case .playing: break
        case .played, .endedEarly, .interrupted, .unfinished: lines.append(strings.endingLine(ending))
        }
        return lines
    }
}
