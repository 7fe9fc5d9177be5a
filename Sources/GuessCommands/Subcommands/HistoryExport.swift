import ArgumentParser
import Foundation
import GuessGame
import GuessHistory
import GuessText

/// `guess history export`: stored games' rounds as JSON (`guess.round.v1` objects), CSV or Markdown, or
/// with `--games` whole games (`guess.game.v1`).
struct HistoryExport: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export games as JSON, CSV or Markdown, or the words they showed as an Anki deck or a study list.",
        discussion: """
            JSON is an array of guess.round.v1 objects, every round of the games named (a party game's \
            turns each), each the same as guess play --export wrote for that round; with --games, an array \
            of guess.game.v1 objects. Without -o the export goes to standard output; with -o it is written \
            atomically. Rows that cannot be read are left out and named on standard error (exit 65). \
            --format apkg (needs -o) writes the words the games showed as an Anki package, one note per word \
            (word, reading, gloss, clues, tier, theme; tagged with the game, the bank and right, missed or \
            passed), each with a GUID of its word so that importing a later deck updates known words; \
            --format tsv writes the same as tab-separated lines (word, reading, gloss first, as Pleco reads them).
            """
    )

    @Argument(help: "Game ids (see guess history).")
    var ids: [Int64] = []

    @Flag(name: .long, help: "Export every game (the filters choose which, when given).")
    var all = false

    @Flag(name: .long, help: "Export whole games (guess.game.v1) instead of their rounds.")
    var games = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "json, csv, md, apkg or tsv (default: from -o's extension, else json).", valueName: "FORMAT"),
        completion: .list(["json", "csv", "md", "apkg", "tsv"]))
    var format: String?

    @Option(
        name: .shortAndLong, help: ArgumentHelp("Write to FILE instead of standard output.", valueName: "FILE"),
        completion: .file(extensions: ["json", "csv", "md", "apkg", "tsv"]))
    var output: String?

    @Flag(
        name: .customLong("no-bom"),
        help: "Write CSV without the UTF-8 byte order mark (for tools that dislike it).")
    var noBOM = false

    @OptionGroup var filters: HistoryFilterOptions

    @OptionGroup var store: StoreOptions

    mutating func validate() throws {
        let filtered = !filters.filter.isEmpty
        if ids.isEmpty && !all && !filtered { throw ValidationError(Console.strings.nameGamesToExport) }
        if !ids.isEmpty && (all || filtered) { throw ValidationError(Console.strings.idsOrAllNotBoth) }
        if let format, ExportFormat(rawValue: format) == nil && StudyFormat(rawValue: format) == nil {
            throw ValidationError(Console.strings.mustBeOneOf("--format", ["json", "csv", "md", "apkg", "tsv"]))
        }
        if studyFormat == .apkg && output == nil { throw ValidationError(Console.strings.apkgNeedsOutput) }
    }

    func execute() throws(GuessError) -> Int32 {
        if let studyFormat { return try exportStudy(as: studyFormat) }
        let chosen = format.flatMap(ExportFormat.init(rawValue:)) ?? output.flatMap(ExportFormat.forPath) ?? .json
        let protected = CommandContext.current.protectedPaths(explicit: store.db)
        if let output { try ExportWriter.checkWritable(output, protecting: protected) }
        let filter = filters.filter
        let found = try store.withStore { store throws(StoreError) -> StoreReading<[StoredGame]> in
            ids.isEmpty ? try store.allGames(filter: filter) : try store.games(ids: ids)
        }
        guard let found else {
            if !ids.isEmpty {
                throw GuessError.missingInput(
                    path: "history", reason: LocalizedText("no games played yet", "还没有玩过任何一局"))
            }
            export([], as: chosen).withUnsafeBytes { Console.output($0) }
            return 0
        }
        let data = export(found.value, as: chosen)
        if let output {
            try ExportWriter.writeSafely(data, to: output, protecting: protected)
        } else {
            data.withUnsafeBytes { Console.output($0) }
        }
        return found.skipped > 0 ? GuessError.badData("").exitCode : 0
    }

    private func export(_ stored: [StoredGame], as format: ExportFormat) -> Data {
        if games && format == .json { return RoundExporter.json(stored.map(\.record)) }
        return RoundExporter.export(
            stored.flatMap(\.turns), as: format,
            options: ExportOptions(byteOrderMark: !noBOM, language: Console.strings.language))
    }

    /// The study format asked for: `--format apkg|tsv`, or without `--format` the extension of `-o`.
    private var studyFormat: StudyFormat? {
        if let format { return StudyFormat(rawValue: format) }
        return output.flatMap(StudyFormat.forPath)
    }

    /// The words the games showed, as an Anki package or a study list.
    private func exportStudy(as format: StudyFormat) throws(GuessError) -> Int32 {
        let protected = CommandContext.current.protectedPaths(explicit: store.db)
        if let output { try ExportWriter.checkWritable(output, protecting: protected) }
        let filter = filters.filter
        let found = try store.withStore { store throws(StoreError) -> StoreReading<[StoredGame]> in
            ids.isEmpty ? try store.allGames(filter: filter) : try store.games(ids: ids)
        }
        if found == nil && !ids.isEmpty {
            throw GuessError.missingInput(path: "history", reason: LocalizedText("no games played yet", "还没有玩过任何一局"))
        }
        let stored = found?.value ?? []
        let notes = StudyDeck.notes(of: stored, lookup: ShippedWords().lookup)
        let title = stored.map { "\($0.id)" }.joined(separator: " ")
        let data = try StudyExport.data(notes, as: format, title: "game " + title)
        if let output {
            try ExportWriter.writeSafely(data, to: output, protecting: protected)
        } else {
            data.withUnsafeBytes { Console.output($0) }
        }
        return (found?.skipped ?? 0) > 0 ? GuessError.badData("").exitCode : 0
    }
}
