import ArgumentParser
import Foundation
import GuessGame
import GuessHistory
import GuessScreens
import GuessText

/// `guess stats`: totals, a per-team table, accuracy per tier, hardest and fastest words, the trend.
struct StatsCommand: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract:
            "Totals, per team and per describer, accuracy per tier, hardest and fastest words, and the trend of recent rounds."
    )

    @Option(name: .customLong("min-plays"), help: "Plays a word needs before it can be listed among the hardest.")
    var minimumPlays = 3

    @Option(name: .long, help: "Recent rounds in the trend sparkline (answers per minute).")
    var trend = 20

    @Flag(
        name: .customLong("include-scripted"),
        help: "Count the rounds played through a pipe (scripts, tests) too; they are left out by default.")
    var includeScripted = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "One player's turns as describer over every game: words, accuracy, pace, quickest words.",
            valueName: "NAME"))
    var player: String?

    @OptionGroup var filters: HistoryFilterOptions

    @OptionGroup var store: StoreOptions

    mutating func validate() throws {
        if minimumPlays < 1 { throw ValidationError(Console.strings.mustBeAtLeast("--min-plays", 1)) }
        if trend < 1 { throw ValidationError(Console.strings.mustBeAtLeast("--trend", 1)) }
    }

    func execute() throws(GuessError) -> Int32 {
        let filter = filters.filter
        let display = Console.display(try ConfigFiles.load(explicit: nil))
        if let player {
            let read = try store.withStore { store throws(StoreError) in
                let games = try store.allGames(filter: filter)
                let names = PlayerNames(merges: try store.playerMerges())
                return StoreReading((games.value, names), skipped: games.skipped)
            }
            let (games, names) = read?.value ?? ([], PlayerNames())
            // The player as the room and the league fold names (case, width, look-alike letters; merges followed).
            let stats = PlayerStats.of(games, player: player, includeScripted: includeScripted, key: names.key)
            print(PlayerStatsText.render(stats, strings: display.strings, paint: display.paint), terminator: "")
            return 0
        }
        var report =
            try store.withStore { store throws(StoreError) in
                try store.stats(
                    filter: filter, minimumPlays: minimumPlays, trendRounds: trend, includeScripted: includeScripted)
            }?.value ?? StatsReport()
        report.isFiltered = !filter.isEmpty
        print(
            StatsText.render(report, language: display.strings.language, colour: display.paint.enabled), terminator: "")
        if report.rounds > 0 {
            let describers =
                try store.withStore { store throws(StoreError) in try store.describerStats(filter: filter) }?.value
                ?? []
            print(
                DescriberStatsText.render(describers, strings: display.strings, paint: display.paint), terminator: "")
        }
        return 0
    }
}
