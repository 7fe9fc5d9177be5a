import ArgumentParser
import Foundation
import GuessHistory
import GuessText
import GuessWords

/// `--team`, `--since`, `--bank` and `--theme`, shared by `guess history`, `guess history export` and `guess stats`.
/// A bad value is a usage error naming the option.
struct HistoryFilterOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp("Only games in which this team played (stats: only its turns).", valueName: "NAME"))
    var team: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Only games since DATE: 2026-11-01 (local), or 12h, 7d, 2w ago.", valueName: "DATE"))
    var since: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Only rounds on this bank (its name, or one of the lists it joined).", valueName: "NAME"))
    var bank: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Only rounds drawn from one of these themes (comma-separated).", valueName: "THEME,…"))
    var theme: [String] = []

    mutating func validate() throws {
        try DeckOptions.checkThemes(theme)
        if let team {
            if team.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError(Console.strings.needsName("--team"))
            }
            if OutsideText.needsEscaping(team) {
                throw ValidationError(Console.strings.holdsControlCharacters("--team", OutsideText.forTerminal(team)))
            }
        }
        if let bank {
            if bank.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError(Console.strings.needsName("--bank"))
            }
            if OutsideText.needsEscaping(bank) {
                throw ValidationError(Console.strings.holdsControlCharacters("--bank", OutsideText.forTerminal(bank)))
            }
        }
        if let since, HistoryFilter.parseSince(since) == nil {
            throw ValidationError(Console.strings.badSince(OutsideText.forTerminal(since)))
        }
    }

    /// The filter these options ask for.
    var filter: HistoryFilter {
        HistoryFilter(
            team: team.map { $0.trimmingCharacters(in: .whitespaces) },
            bank: bank.map { $0.trimmingCharacters(in: .whitespaces) },
            since: since.flatMap { HistoryFilter.parseSince($0) }, themes: theme.flatMap(ThemeName.split))
    }
}
