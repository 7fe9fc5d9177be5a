import Foundation
import GRDB
import GuessWords

/// Which games and rounds `guess history`, `guess stats` and `guess history export` look at: a team that
/// played, a bank played (a whole label, or one of the lists a `+`-joined label names), games and rounds
/// started since a time.
struct HistoryFilter: Equatable {
    /// Only rounds this team played (games in which it played a turn).
    var team: String?
    /// Only rounds on this bank.
    var bank: String?
    /// Only games and rounds started at or after this time.
    var since: Date?

    /// Whether it keeps everything.
    var isEmpty: Bool { team == nil && bank == nil && since == nil }

    /// The SQL condition on a round aliased `alias` (`1` when nothing is filtered), and its arguments.
    func roundCondition(_ alias: String = "r") -> (sql: String, arguments: StatementArguments) {
        var clauses: [String] = []
        var arguments = StatementArguments()
        if let team {
            clauses.append("\(alias).team = ?")
            arguments += [team]
        }
        if let bank {
            clauses.append("(\(alias).bank = ? OR instr('+' || \(alias).bank || '+', '+' || ? || '+') > 0)")
            arguments += [bank, bank]
        }
        if let since {
            clauses.append("\(alias).started_at >= ?")
            arguments += [RoundRecord.timestamp(since)]
        }
        return (clauses.isEmpty ? "1" : clauses.joined(separator: " AND "), arguments)
    }

    /// Parses `--since`: an ISO date (`2026-11-01`, the start of that day here) or a time back from `now`
    /// (`7d`, `12h`, `2w`); nil when it is neither.
    static func parseSince(_ text: String, now: Date = Date(), timeZone: TimeZone = .current) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let unit = trimmed.last, let amount = Int(trimmed.dropLast()), amount >= 0, amount <= 100_000 {
            let hours: Int? = switch unit {
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
