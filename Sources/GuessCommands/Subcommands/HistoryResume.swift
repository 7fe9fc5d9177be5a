import ArgumentParser
import GuessText

/// `guess history resume ID`: continues party game ID, cut short by a closed lid, a signal, a crash or
/// the end of input, as `guess play --resume` continues the latest such game.
struct HistoryResume: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "resume",
        abstract: "Continue a party game cut short (closed lid, SIGHUP, crash) with its teams, scores and words.",
        discussion: "The same as guess play --resume, for game ID; give other play options after --, e.g. -- --big off."
    )

    @Argument(help: "The game's id (see guess history).")
    var id: Int64

    @Flag(name: .long, help: "Start each turn without waiting for Enter.")
    var yes = false

    @OptionGroup var store: StoreOptions

    @Argument(parsing: .postTerminator, help: "Options of guess play (sound, big letters, phones, export).")
    var playOptions: [String] = []

    func execute() throws(GuessError) -> Int32 {
        // What follows `--` is guess play's own options, parsed (and checked) as play parses them.
        var play: Play
        do {
            play = try Play.parse(playOptions)
        } catch {
            throw .usage(LocalizedText(stringLiteral: Play.message(for: error)))
        }
        play.resumeGame = id
        play.yes = play.yes || yes
        if let db = store.db { play.store.db = db }
        return try play.execute()
    }
}
