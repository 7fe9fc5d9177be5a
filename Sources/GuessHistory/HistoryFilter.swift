import Foundation
import GRDB
import GuessGame
import GuessWords

/// Which games and rounds `guess history`, `guess stats` and `guess history export` look at: a team that
/// played, a bank played (a whole label, or one of the lists a `+`-joined label names), games and rounds
/// started since a time.
package struct HistoryFilter: Equatable, Sendable {
    /// Only rounds this team played (games in which it played a turn).
    package var team: String?
    /// Only rounds on this bank.
    package var bank: String?
    /// Only games and rounds started at or after this time.
    package var since: Date?
    /// Only rounds drawn from one of these themes (`--theme`; names matched as `ThemeName.key` does).
    package var themes: [String] = []

    /// A filter; with no arguments, one that keeps everything.
    package init(team: String? = nil, bank: String? = nil, since: Date? = nil, themes: [String] = []) {
        self.team = team
        self.bank = bank
        self.since = since
        self.themes = themes
    }

    /// Whether it keeps everything.
    package var isEmpty: Bool { team == nil && bank == nil && since == nil && themes.isEmpty }

    /// The condition on a round of table alias `round` (true when nothing is filtered), built with the
    /// query interface: every value is an argument.
    func condition(on round: TableAlias<Void>) -> SQLExpression {
        var conditions: [SQLExpression] = []
        if let team { conditions.append(round[Column("team")] == team) }
        if let bank {
            // The whole label, or one of the lists a `+`-joined label names.
            let label = round[Column("bank")]
            conditions.append(
                label == bank || SQL("instr('+' || \(label) || '+', '+' || \(bank) || '+') > 0").sqlExpression)
        }
        if let since { conditions.append(round[Column("started_at")] >= RoundRecord.timestamp(since)) }
        if !themes.isEmpty {
            // Stored names are as the bank spells them; SQLite's lower() folds ASCII case, and the names
            // asked for are folded fully (width too) here.
            let keys = themes.map(ThemeName.key)
            let stored = round[Column("themes")]
            conditions.append(
                SQL(
                    "EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(\(stored)) THEN \(stored) END) WHERE lower(value) IN \(keys))"
                ).sqlExpression)
        }
        return conditions.joined(operator: .and)
    }

    /// Parses `--since`: an ISO date (`2026-11-01`, the start of that day here) or a time back from `now`
    /// (`7d`, `12h`, `2w`); nil when it is neither.
    package static func parseSince(_ text: String, now: Date = Date(), timeZone: TimeZone = .current) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let unit = trimmed.last, let amount = Int(trimmed.dropLast()), amount >= 0, amount <= 100_000 {
            let hours: Int? =
                switch unit {
                case "h": 1
                case "d": 24
                case "w": 24 * 7
                default: nil
                }
            if let hours { return now.addingTimeInterval(-Double(amount * hours) * 3600) }
        }
        let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: year, month: month, day: day)
        guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else { return nil }
        return date
    }
}
