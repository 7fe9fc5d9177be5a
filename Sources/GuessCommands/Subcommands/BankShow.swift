import ArgumentParser
import Foundation
import GuessText
import GuessWords

/// `guess bank show`: a bank's entries per tier and each tier's effective share of the draw.
struct BankShow: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a bank's entries per tier and each tier's share of the draw.",
        discussion: """
            The share is the chance that the first draw comes from the tier: its weight over the weights \
            of the tiers that have entries. An empty tier's share goes to the others in proportion. Lists \
            added with --words are a group of their own, drawn with the custom tier's weight against the \
            bank's tiers (a last row gives their share); their own tiers share those draws. \
            With --list the entries follow, grouped by tier under [tier] headers, in the order read, as a \
            list would write them: `# theme:` and `# family:` lines where they change, `# reading:` and \
            `# gloss:` lines before the entries that have them, taboo words after `|`. \
            --theme and --family show only the entries a game with them would draw.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "A shipped bank (en, hsk, zh-Hans, zh-Hant) or a word list file; default: the configured bank.",
            valueName: "NAME|FILE"))
    var bank: String?

    @Flag(name: .long, help: "Also print every entry, grouped by tier.")
    var list = false

    @OptionGroup var deck: DeckOptions

    func execute() throws(GuessError) -> Int32 {
        var options = deck
        if let bank { options.bank = bank }
        let configuration = try options.loadConfig()
        let effective = try options.effectiveWeights(configuration)
        let loaded = try options.loadBank(configuration)
        let counts = loaded.bank.countsByTier
        let shares = BankLoader.shares(of: loaded.bank, weights: effective)
        let strings = Console.strings
        var rows: [[String]] = [[strings.tierColumn, strings.entriesColumn, strings.weightColumn, strings.shareColumn]]
        for tier in Tier.allCases {
            rows.append([
                strings.tier(tier), String(counts[tier.rawValue]), TierWeights.format(effective[tier]),
                String(format: "%.1f%%", shares[tier.rawValue] * 100),
            ])
        }
        rows.append([strings.total, String(loaded.bank.count), "", ""])
        if loaded.bank.hasHostLists {
            // The host's lists are a group of their own: their share of the draws, whatever their tiers.
            let host = (0..<loaded.bank.count).count(where: loaded.bank.isHostEntry)
            rows.append([
                strings.pick("--words lists", "--words 词表"), String(host), TierWeights.format(effective[.custom]),
                String(format: "%.1f%%", BankLoader.hostShare(of: loaded.bank, weights: effective) * 100),
            ])
        }
        print(strings.bankLine(OutsideText.forTerminal(loaded.label)))
        print(TextTable.render(rows, rightAligned: [1, 2, 3]), terminator: "")
        if list { printEntries(of: loaded.bank) }
        return 0
    }

    /// Every entry of `bank` under its tier's `[tier]` header, tiers in order, entries in the order read,
    /// with its themes and family mark as directives where they change and its taboo words after `|`.
    private func printEntries(of bank: WordBank) {
        var byTier = [[Int]](repeating: [], count: Tier.allCases.count)
        for index in 0..<bank.count { byTier[bank.tier(at: index).rawValue].append(index) }
        var text = bank.language.map { "\n# language: \($0.rawValue)\n" } ?? ""
        for tier in Tier.allCases where !byTier[tier.rawValue].isEmpty {
            // The section header in the interface's language: both read back as a list.
            text += "\n[\(Console.strings.tier(tier))]\n"
            var themes: [String] = []
            var familyFriendly = true
            for index in byTier[tier.rawValue] {
                let word = bank.word(at: index)
                if word.themes != themes {
                    themes = word.themes
                    text += "# theme: " + themes.map { OutsideText.forTerminal($0) }.joined(separator: ", ") + "\n"
                }
                if word.isFamilyFriendly != familyFriendly {
                    familyFriendly = word.isFamilyFriendly
                    text += familyFriendly ? "# family: yes\n" : "# family: no\n"
                }
                if !word.reading.isEmpty { text += "# reading: " + OutsideText.forTerminal(word.reading) + "\n" }
                if !word.gloss.isEmpty { text += "# gloss: " + OutsideText.forTerminal(word.gloss) + "\n" }
                // A bar in a word or a taboo word is written `\|`, as the list reader reads it back.
                text +=
                    ListLine.text(
                        word: OutsideText.forTerminal(word.text), taboo: word.taboo.map { OutsideText.forTerminal($0) })
                    + "\n"
            }
        }
        print(text, terminator: "")
    }
}
