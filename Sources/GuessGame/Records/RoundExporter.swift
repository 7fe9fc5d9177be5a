import Foundation
import GuessText

/// Turns round records into export files.
package enum RoundExporter {
    /// One round as `guess.round.v1` JSON (pretty-printed, keys in schema order).
    package static func json(_ record: RoundRecord) -> Data {
        encode(record)
    }

    /// Several rounds as a JSON array of `guess.round.v1` objects.
    package static func json(_ records: [RoundRecord]) -> Data {
        encode(records)
    }

    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding these plain values cannot fail.
        var data = (try? encoder.encode(value)) ?? Data("null".utf8)
        data.append(0x0A)
        return data
    }

    /// The CSV header of a round export.
    package static let csvHeader = [
        "round_started_at", "team", "word", "tier", "result", "shown_at", "answered_at", "scripted", "themes",
        "family", "describer", "utc_offset",
    ]

    /// The columns every CSV export guess wrote starts with (older ones have these alone).
    static let csvHeaderStart = ["round_started_at", "team", "word", "tier", "result", "shown_at", "answered_at"]

    /// The UTF-8 byte order mark a CSV export starts with: Excel on a Chinese Windows reads UTF-8
    /// without it as GBK.
    package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Rounds as CSV (RFC 4180, `\n` line ends): a header, then one row per word. The round's start is
    /// written as a spreadsheet reads a time, in `timeZone`'s local time to the second
    /// (`2026-11-23 22:58:30`), with the offset from UTC in the last column, `utc_offset` (`UTC+08:00`);
    /// `scripted` is `yes` for a round played through a pipe; `describer` is empty unless the team named
    /// its players. No byte order mark: see `export(_:as:options:)`.
    package static func csv(_ records: [RoundRecord], timeZone: TimeZone = .current) -> Data {
        var text = CSVRecordWriter.record(csvHeader) + "\n"
        for record in records {
            let started = RoundRecord.spreadsheetTime(record.startedAt, timeZone: timeZone)
            for word in record.words {
                text +=
                    CSVRecordWriter.record([
                        started.local, spreadsheetSafe(record.team ?? ""), spreadsheetSafe(word.word), word.tier.name,
                        word.result.rawValue,
                        format(word.shownAt), word.answeredAt.map(format) ?? "", record.scripted ? "yes" : "no",
                        spreadsheetSafe(record.themes.joined(separator: ",")), record.family ? "yes" : "no",
                        spreadsheetSafe(record.describer ?? ""), started.offset,
                    ]) + "\n"
            }
        }
        return Data(text.utf8)
    }

    /// `text` as a CSV cell a spreadsheet will not run: a cell that begins with `=`, `+`, `-`, `@`, a tab or
    /// a carriage return would be read as a formula, so it gets a leading `'` (OWASP's advice for CSV
    /// injection). JSON exports keep the raw text.
    package static func spreadsheetSafe(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) else {
            return text
        }
        return "'" + text
    }

    /// Rounds as Markdown in the language of `strings`: a heading and a table per round (the heading's time
    /// stays ISO 8601 UTC, as `ExportRecognition` reads it).
    package static func markdown(_ records: [RoundRecord], strings: Strings = Strings(.en)) -> Data {
        var text = ""
        for record in records {
            let team = record.team.map { " — \(markdownEscaped($0))" } ?? ""
            text += "## \(RoundRecord.timestamp(record.startedAt))\(team)\n\n"
            text +=
                strings.markdownRoundLine(
                    bank: markdownEscaped(record.bank), seconds: record.seconds, ending: record.endedBy,
                    right: record.correct, wrong: record.wrong) + "\n\n"
            text += strings.markdownTableHead + "\n|---:|---|---|---|---:|---:|\n"
            for (number, word) in record.words.enumerated() {
                let tier = word.tier.localizedName.text(strings.language)
                text +=
                    "| \(number + 1) | \(markdownEscaped(word.word)) | \(tier) | \(strings.markdownResult(word.result)) | "
                text += "\(format(word.shownAt)) | \(word.answeredAt.map(format) ?? "") |\n"
            }
            text += "\n"
        }
        return Data(text.utf8)
    }

    /// `text` safe in a Markdown table cell or heading: backslashes and Markdown punctuation are escaped
    /// with a backslash, `|` too (so every row keeps its columns), and `<`, `>`, `&` become entities (so
    /// nothing renders as a tag, a link or an autolink).
    package static func markdownEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\\", "|", "[", "]", "(", ")", "`", "*", "_", "#", "!", "~": escaped += "\\" + String(character)
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Rounds in `format`; a CSV starts with the byte order mark unless `options` say not to.
    package static func export(
        _ records: [RoundRecord], as format: ExportFormat, options: ExportOptions = ExportOptions()
    ) -> Data {
        switch format {
        case .json: json(records)
        case .csv: (options.byteOrderMark ? Data(byteOrderMark) : Data()) + csv(records, timeZone: options.timeZone)
        case .md: markdown(records, strings: Strings(options.language))
        }
    }

    static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }
}
