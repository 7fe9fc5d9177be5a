import ArgumentParser
import Foundation
import GuessWords

/// `guess history export`: stored rounds as JSON (`guess.round.v1` objects), CSV or Markdown.
struct HistoryExport: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export rounds as JSON, CSV or Markdown.",
        discussion: """
            JSON is an array of guess.round.v1 objects, each the same as guess play --export wrote for \
            that round. Without -o the export goes to standard output; with -o it is written atomically.
            """
    )

    @Argument(help: "Round ids (see guess history).")
    var ids: [Int64] = []

    @Flag(name: .long, help: "Export every finished round.")
    var all = false

    @Option(name: .long, help: ArgumentHelp("json, csv or md (default: from -o's extension, else json).", valueName: "FORMAT"), completion: .list(["json", "csv", "md"]))
    var format: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE instead of standard output.", valueName: "FILE"), completion: .file(extensions: ["json", "csv", "md"]))
    var output: String?

    @OptionGroup var store: StoreOptions

    mutating func validate() throws {
        if ids.isEmpty && !all { throw ValidationError("name round ids, or --all") }
        if !ids.isEmpty && all { throw ValidationError("give either round ids or --all, not both") }
        if let format, ExportFormat(rawValue: format) == nil { throw ValidationError("--format must be json, csv or md") }
    }

    func execute() throws(GuessError) -> Int32 {
        let chosen = format.flatMap(ExportFormat.init(rawValue:)) ?? output.flatMap(ExportFormat.forPath) ?? .json
        let protected = HistoryStore.protectedPaths(explicit: store.db)
        if let output { try Files.checkWritable(output, protecting: protected) }
        let records = try store.withStore { store throws(StoreError) -> [RoundRecord] in
            all ? try store.allRecords() : try ids.map { id throws(StoreError) in try store.record(id: id) }
        } ?? []
        if records.isEmpty && !ids.isEmpty {
            throw GuessError.missingInput(path: "history", reason: "no rounds played yet")
        }
        let data = RoundExporter.export(records, as: chosen)
        if let output {
            try Files.writeSafely(data, to: output, protecting: protected)
        } else {
            data.withUnsafeBytes { Console.output($0) }
        }
        return 0
    }
}
