import ArgumentParser
import GuessText
import GuessWords

/// `guess bank list`: the shipped banks with their entries per tier.
struct BankList: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the shipped banks with their entries per tier.")

    @Option(name: .long, help: ArgumentHelp("A configuration file (to mark the configured bank).", valueName: "FILE"))
    var config: String?

    func execute() throws(GuessError) -> Int32 {
        let configuration = try ConfigFiles.load(explicit: config)
        let strings = Console.strings
        var rows: [[String]] = [[strings.bankColumn] + Tier.allCases.map(strings.tier) + [strings.total, ""]]
        for name in ShippedBanks.names {
            let counts = ShippedBanks.countsByTier(of: name) ?? Tier.allCases.map { _ in 0 }
            rows.append(
                [name] + counts.map(String.init) + [
                    String(counts.reduce(0, +)),
                    name == configuration.defaultBank(under: strings.language) ? strings.defaultMarker : "",
                ])
        }
        print(TextTable.render(rows, rightAligned: Set(1...6)), terminator: "")
        return 0
    }
}
