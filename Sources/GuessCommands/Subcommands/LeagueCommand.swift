import ArgumentParser
import Foundation
import GuessGame
import GuessHistory
import GuessScreens
import GuessText

/// `guess league [NAME]`: the players of a league ranked by their rating (Weng-Lin, Plackett-Luce), with
/// games played, the rating's trend and the change at their last game.
struct LeagueCommand: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "league",
        abstract: "Players ranked by rating over the league's games: games played, trend, change at the last game.",
        discussion: """
            A game counts when it was played out (won or tied) by two teams or more that name players (--team \
            'Red=Ann,Bo', or the describers phones chose); a single round, a game ended early or abandoned does \
            not. Games played with --league NAME (or party.league in config.toml) form league NAME; the others \
            form the league shown without a NAME. The rating is mu - 3 sigma of the Weng-Lin model in its \
            Plackett-Luce form, with openskill's defaults; teams rank by their final scores, a tie shares a rank.
            """)

    @Argument(help: ArgumentHelp("The league (default: the games played without one).", valueName: "NAME"))
    var name: String?

    @Option(name: .long, help: ArgumentHelp("text (a table) or json (with mu and sigma).", valueName: "FORMAT"))
    var format = "text"

    @Flag(
        name: .customLong("include-scripted"),
        help: "Count the games played through a pipe (scripts, tests) too; they are left out by default.")
    var includeScripted = false

    @OptionGroup var filters: HistoryFilterOptions

    @OptionGroup var store: StoreOptions

    mutating func validate() throws {
        if format != "text" && format != "json" {
            throw ValidationError(Console.strings.mustBeOneOf("--format", ["text", "json"]))
        }
        if let name, LeagueName.checked(name) == nil {
            throw ValidationError(Console.strings.badLeagueName(OutsideText.forTerminal(name, limit: 60)))
        }
    }

    func execute() throws(GuessError) -> Int32 {
        let league = name.flatMap(LeagueName.checked)
        let reading =
            try store.withStore { store throws(StoreError) in
                try store.league(league, filter: filters.filter, includeScripted: includeScripted)
            }?.value ?? LeagueReading(table: LeagueTable.of([], key: { $0 }), games: [], scriptedLeftOut: 0)
        if format == "json" {
            LeagueText.json(reading.table, league: league).withUnsafeBytes { Console.output($0) }
            return 0
        }
        let display = Console.display(try ConfigFiles.load(explicit: nil))
        print(
            LeagueText.render(
                reading.table, league: league, scriptedLeftOut: reading.scriptedLeftOut, strings: display.strings,
                paint: display.paint), terminator: "")
        return 0
    }
}
