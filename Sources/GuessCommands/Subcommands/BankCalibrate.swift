import ArgumentParser
import Foundation
import GuessHistory
import GuessText
import GuessWords

/// `guess bank calibrate`: the entries whose accuracy in the history sits far from their tier's, with the
/// tier they play like; `--apply FILE` writes them as a list in those tiers for the host to keep.
struct BankCalibrate: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "List the entries that play far easier or harder than their tier, from the history.",
        discussion: """
            An entry answered at least --min-plays times (default \(Calibration.minimumPlays)) is listed when \
            its accuracy is more than two binomial standard errors from its tier's, with the difficulty tier \
            whose accuracy is nearest its own. Rounds played through a pipe are not counted. --apply FILE \
            writes those entries as a word list under [tier] headers (a new file, or one this command wrote \
            before; any other file is left as it is).
            """
    )

    @Argument(
        help: ArgumentHelp(
            "A shipped bank (en, zh-Hans) or a word list file; default: the configured bank.", valueName: "NAME|FILE"))
    var bank: String?

    @Option(name: .customLong("min-plays"), help: "Answers an entry needs before it is judged.")
    var minimumPlays = Calibration.minimumPlays

    @Option(
        name: .long, help: ArgumentHelp("Write the moves as a word list to FILE.", valueName: "FILE"),
        completion: .file(extensions: ["txt"]))
    var apply: String?

    @OptionGroup var deck: DeckOptions

    @OptionGroup var store: StoreOptions

    mutating func validate() throws {
        if minimumPlays < 1 { throw ValidationError(Console.strings.mustBeAtLeast("--min-plays", 1)) }
    }

    func execute() throws(GuessError) -> Int32 {
        var options = deck
        if let bank { options.bank = bank }
        let configuration = try options.loadConfig()
        let loaded = try options.loadBank(configuration)
        let protected = CommandContext.current.protectedPaths(explicit: store.db)
        if let apply { try ExportWriter.checkWritable(apply, protecting: protected) }
        // Only entries still in the bank, in the tier they have there now.
        var current: [String: Tier] = [:]
        for index in 0..<loaded.bank.count { current[loaded.bank.text(at: index)] = loaded.bank.tier(at: index) }
        let plays =
            try store.withStore { store throws(StoreError) in
                StoreReading(try store.wordPlays(bank: loaded.label))
            }?.value ?? []
        let calibration = Calibration(plays.filter { current[$0.word] == $0.tier }, minimumPlays: minimumPlays)
        let strings = Console.strings
        print(strings.bankLine(OutsideText.forTerminal(loaded.label)))
        print(strings.calibrationSummary(calibration, minimumPlays: minimumPlays))
        guard !calibration.moves.isEmpty else { return 0 }
        var rows = [strings.calibrationColumns]
        for move in calibration.moves {
            rows.append([
                OutsideText.forTerminal(move.entry.word, limit: 40), strings.tier(move.entry.tier),
                String(move.entry.plays), Self.percent(move.entry.accuracy), Self.percent(move.tierAccuracy),
                strings.tier(move.playsLike),
            ])
        }
        print(TextTable.render(rows, rightAligned: [2, 3, 4]), terminator: "")
        if let apply {
            let date = Date().formatted(.iso8601.year().month().day())
            try ExportWriter.writeSafely(
                Data(calibration.listText(bank: loaded.label, date: date).utf8), to: apply, protecting: protected)
            print(strings.calibrationWritten(OutsideText.forTerminal(apply), entries: calibration.moves.count))
        }
        return 0
    }

    private static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded()))%" }
}
