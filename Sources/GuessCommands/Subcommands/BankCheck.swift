import ArgumentParser
import GuessText
import GuessWords

/// `guess bank check`: validates word lists without playing them.
struct BankCheck: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check word lists: print every problem as FILE:LINE: MESSAGE.",
        discussion: "Exit status: 0 when every list is valid, 65 when one is not, 66 when one cannot be read."
    )

    @Argument(
        help: ArgumentHelp(
            "Word lists: .txt, .csv, .tsv or .xlsx (text in UTF-8, UTF-16 with a byte order mark, or GBK/GB18030).",
            valueName: "FILE"), completion: Completions.wordLists)
    var files: [String]

    @Option(
        name: .long, help: ArgumentHelp("Tier for entries before any [tier] header.", valueName: "TIER"),
        completion: Completions.tiers)
    var tier: String = "custom"

    mutating func validate() throws {
        if files.isEmpty { throw ValidationError(Console.strings.nameAListToCheck) }
        if Tier(named: tier) == nil {
            throw ValidationError(Console.strings.unknownTierOption(OutsideText.forTerminal(tier), option: "--tier"))
        }
    }

    func execute() throws(GuessError) -> Int32 {
        var status: Int32 = 0
        for file in files {
            do throws(GuessError) {
                var builder = WordBankBuilder()
                var diagnostics = try builder.add(
                    source: file, format: .forPath(file), defaultTier: Tier(named: tier) ?? .custom
                ) { (bytes: inout [UInt8]) throws(GuessError) in try BoundedFileReader.append(file, to: &bytes) }
                // A row skipped as a footnote is worth a look: said as a warning here.
                for index in diagnostics.indices where diagnostics[index].isFootnote {
                    diagnostics[index].severity = .warning
                }
                if !diagnostics.contains(where: { $0.severity == .error }) {
                    diagnostics += ReadingCheck.warnings(in: builder.bank)
                }
                Console.report(diagnostics)
                if diagnostics.contains(where: { $0.severity == .error }) {
                    Console.error(Console.strings.listRejected(OutsideText.forTerminal(file)))
                    status = max(status, 65)
                } else {
                    print(
                        Console.strings.listOK(
                            OutsideText.forTerminal(file), entries: builder.bank.count,
                            countsByTier: builder.bank.countsByTier))
                }
            } catch {
                status = max(status, Console.fail(error))
            }
        }
        return status
    }
}
