import ArgumentParser
import GuessText
import GuessWords

/// `guess bank themes`: each theme of a bank with its entries per tier.
struct BankThemes: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes",
        abstract: "List a bank's themes with their entries per tier.",
        discussion: """
            Themes come from the lists: `# theme:` lines in a text list, a theme column in CSV and .xlsx. \
            Play them with `guess play --theme NAME,NAME` (case and width do not matter).
            """
    )

    @Argument(
        help: ArgumentHelp(
            "A shipped bank (en, zh-Hans) or a word list file; default: the configured bank.", valueName: "NAME|FILE"),
        completion: Completions.banks)
    var bank: String?

    @OptionGroup var deck: DeckOptions

    func execute() throws(GuessError) -> Int32 {
        var options = deck
        if let bank { options.bank = bank }
        let configuration = try options.loadConfig()
        let loaded = try options.loadBank(configuration, filtered: false)
        let strings = Console.strings
        print(strings.bankLine(OutsideText.forTerminal(loaded.label)))
        let themes = loaded.bank.themeCounts
        guard !themes.isEmpty else {
            print(strings.noThemes)
            return 0
        }
        var rows: [[String]] = [[strings.themeColumn] + Tier.allCases.map(strings.tier) + [strings.total]]
        for theme in themes {
            rows.append(
                [OutsideText.forTerminal(theme.name, limit: 40)] + theme.entriesByTier.map(String.init) + [
                    String(theme.total)
                ])
        }
        print(TextTable.render(rows, rightAligned: Set(1...Tier.allCases.count + 1)), terminator: "")
        return 0
    }
}
