import Foundation

/// `guess history` as text: a table of rounds, newest first, the turns of a party game grouped under a
/// `── game N` line. Team names and bank labels come from outside and are shown escaped.
public enum HistoryListText {
    /// The listing; `dateText` formats when a round started.
    public static func render(_ listings: [RoundListing], dateText: (Date) -> String) -> String {
        var rows: [[String]] = [["id", "date", "bank", "team", "seconds", "right", "wrong", "ended by"]]
        var gameLines: [Int: String] = [:]
        for game in GameListing.group(listings) {
            if game.isParty {
                let teams = game.teams.map { OutsideText.forTerminal($0) }.joined(separator: ", ")
                gameLines[rows.count] = "game \(game.gameID): \(game.rounds.count) turns" + (teams.isEmpty ? "" : " (\(teams))")
            }
            for round in game.rounds {
                rows.append([
                    String(round.id), dateText(round.startedAt), OutsideText.forTerminal(round.bank),
                    OutsideText.forTerminal(round.team ?? ""), String(round.seconds), String(round.correct),
                    String(round.wrong), round.endedBy?.rawValue ?? "playing",
                ])
            }
        }
        var output = ""
        let lines = TextTable.render(rows, rightAligned: [0, 4, 5, 6]).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where !(index == lines.count - 1 && line.isEmpty) {
            if let game = gameLines[index] { output += "── \(game)\n" }
            output += line + "\n"
        }
        return output
    }
}
