import ArgumentParser
import Foundation
import GuessGame
import GuessHistory
import GuessScreens
import GuessText

/// `guess history report [ID…] [-o FILE]`: the results of games (the podium, the score after each turn,
/// the describers, the moments, the turns) as one self-contained HTML file that prints on one A4 page a game.
struct HistoryReport: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a game's results as one HTML page to share or print (default: the latest game).",
        discussion: """
            The page holds the podium, the winner, each team's score after every turn, each describer's \
            words and pace, and the moments of the game, with inline charts: no script, nothing fetched, \
            one A4 page a game when printed. Without -o it goes to standard output; with -o it is written \
            atomically, replacing only an earlier export or report.
            """
    )

    @Argument(help: "Game ids (see guess history); default: the latest game.")
    var ids: [Int64] = []

    @Option(
        name: .shortAndLong, help: ArgumentHelp("Write to FILE instead of standard output.", valueName: "FILE"),
        completion: .file(extensions: ["html"]))
    var output: String?

    @OptionGroup var store: StoreOptions

    func execute() throws(GuessError) -> Int32 {
        let display = Console.display(try ConfigFiles.load(explicit: nil))
        let protected = CommandContext.current.protectedPaths(explicit: store.db)
        if let output { try ExportWriter.checkWritable(output, protecting: protected) }
        let chosen: [Int64?] = ids.isEmpty ? [nil] : ids.map { $0 }
        let found = try store.withStore { store throws(StoreError) -> StoreReading<[StoredGame?]> in
            var reading = StoreReading<[StoredGame?]>([])
            for id in chosen {
                let one = try store.game(id: id)
                reading.value.append(one.value)
                reading.skipped += one.skipped
            }
            return reading
        }
        guard let found, !found.value.isEmpty else { throw Self.missing(nil) }
        var games: [StoredGame] = []
        for (id, game) in zip(chosen, found.value) {
            guard let game else { throw Self.missing(id) }
            games.append(game)
        }
        let leagues = LeagueLines.results(of: games, db: store.db)
        let data = Data(Self.render(games, strings: display.strings, leagues: leagues).utf8)
        if let output {
            try ExportWriter.writeSafely(data, to: output, protecting: protected)
        } else {
            data.withUnsafeBytes { Console.output($0) }
        }
        return found.skipped > 0 ? GuessError.badData("").exitCode : 0
    }

    /// The report of `games`, as `play --report` writes it too.
    static func render(_ games: [StoredGame], strings: Strings, leagues: [Int: LeagueResult] = [:]) -> String {
        ResultsReport.html(games.map(GameResults.of), strings: strings, dateText: \.listingText, leagues: leagues)
    }

    private static func missing(_ id: Int64?) -> GuessError {
        if let id {
            return .missingInput(
                path: "history", reason: LocalizedText("no game with id \(id) in the history", "历史记录中没有第 \(id) 局"))
        }
        return .missingInput(path: "history", reason: LocalizedText("no games played yet", "还没有玩过任何一局"))
    }
}
