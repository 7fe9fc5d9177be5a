import Foundation
import GuessText
import GuessWords

extension GameConfig {
    /// The value of setting `key` (one of `knownKeys`) written as TOML, or nil for an unknown key.
    package func tomlValue(of key: String) -> String? {
        let quoted = Self.tomlString
        if key.hasPrefix("draw.weights."), let tier = Tier(named: String(key.dropFirst("draw.weights.".count))) {
            return TierWeights.format(weights[tier])
        }
        switch key {
        case "round.seconds": return String(roundSeconds)
        case "round.warning_seconds": return String(warningSeconds)
        case "round.lead_in_seconds": return String(leadInSeconds)
        case "round.bell": return String(bell)
        case "round.sound": return quoted(sound.rawValue)
        case "round.volume": return String(volume)
        case "round.on_exhausted": return quoted(onExhausted.rawValue)
        case "round.passes": return String(passes)
        case "round.pass_penalty": return String(passPenalty)
        case "round.add_seconds": return String(addSeconds)
        case "round.max_added_seconds": return String(maxAddedSeconds)
        case "draw.bank": return quoted(bank)
        case "draw.themes": return "[" + themes.map(quoted).joined(separator: ", ") + "]"
        case "draw.family": return String(family)
        case "display.colour": return quoted(colour.rawValue)
        case "display.language": return quoted(language.rawValue)
        case "display.big": return quoted(big.rawValue)
        case "display.reading": return quoted(reading.rawValue)
        case "party.teams": return "[" + teams.map(quoted).joined(separator: ", ") + "]"
        case "party.turns": return String(turns)
        case "party.penalty": return String(penalty)
        case "party.tie_break": return String(tieBreak)
        case "party.to": return String(targetScore)
        case "party.fresh_games": return String(freshGames)
        case "party.serve": return quoted(serve?.description ?? "")
        case "party.trusted_proxies": return "[" + trustedProxies.entries.map(quoted).joined(separator: ", ") + "]"
        case "party.word_on": return quoted(wordOn.rawValue)
        case "party.max_players": return String(maxPlayers)
        case "party.league": return quoted(league ?? "")
        case "history.enabled": return String(history)
        default: return nil
        }
    }

    /// `text` as a TOML basic string: quotes and backslashes escaped, and every character that could
    /// drive a terminal (`OutsideText.isEscaped`: controls, DEL, C1, invisible format characters) and the tab written as
    /// an escape (`\n`, `\t`, `\u001B`), so the result is valid TOML on one line and safe to print.
    package static func tomlString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{8}": result += "\\b"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\u{C}": result += "\\f"
            case "\r": result += "\\r"
            default:
                if OutsideText.isEscaped(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Every setting as TOML, table by table, each with a comment saying where it was set (`file:line`, or
    /// `Config/default.toml`): what `guess config show` prints. The text is valid TOML that gives back
    /// these settings, and holds no character that could drive a terminal.
    package var showText: String { showText(under: nil) }

    /// `showText`, with `draw.bank` as `play` uses it under an interface in `language`: the bank, and why —
    /// the layer that set it, or the language's default (zh-Hant under a zh-Hant interface).
    package func showText(under language: Language?) -> String {
        var text = ""
        var table = ""
        var rows: [[String]] = []
        for key in Self.knownKeys {
            let parts = key.split(separator: ".")
            let section = parts.dropLast().joined(separator: ".")
            if section != table {
                if !rows.isEmpty { text += TextTable.render(rows) }
                rows.removeAll()
                text += (table.isEmpty ? "" : "\n") + "[\(section)]\n"
                table = section
            }
            var origin = origins[key] ?? GameConfig.shippedFile
            var value = tomlValue(of: key) ?? "?"
            if key == "draw.bank", let language {
                let used = defaultBank(under: language)
                if used != bank {
                    value = Self.tomlString(used)
                    origin =
                        "the default bank of display.language \(language.rawValue) (Config/default.toml says \(bank))"
                }
            }
            rows.append([String(parts.last ?? "") + " = " + value, "# " + OutsideText.forTerminal(origin)])
        }
        if !rows.isEmpty { text += TextTable.render(rows) }
        return text
    }

    /// A commented starter file for the user's configuration: the shipped defaults with every setting
    /// commented out, so that the file changes nothing until a line is uncommented.
    package static var starterText: String {
        var lines = ["# guess: your configuration. Uncomment a setting to change it; see `guess config show`.", ""]
        for line in shippedDefaultText.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("[") {
                lines.append(String(line))
            } else {
                lines.append("# " + line)
            }
        }
        return lines.joined(separator: "\n")
    }
}
