import Foundation

extension GameConfig {
    /// The value of setting `key` (one of `knownKeys`) written as TOML, or nil for an unknown key.
    public func tomlValue(of key: String) -> String? {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
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
        case "draw.bank": return quoted(bank)
        case "display.colour": return quoted(colour.rawValue)
        case "display.language": return quoted(language.rawValue)
        case "display.big": return quoted(big.rawValue)
        case "party.teams": return "[" + teams.map(quoted).joined(separator: ", ") + "]"
        case "party.turns": return String(turns)
        case "party.penalty": return String(penalty)
        case "party.tie_break": return String(tieBreak)
        case "party.fresh_games": return String(freshGames)
        case "party.serve": return quoted(serve?.description ?? "")
        case "party.word_on": return quoted(wordOn.rawValue)
        case "history.enabled": return String(history)
        default: return nil
        }
    }

    /// A commented starter file for the user's configuration: the shipped defaults with every setting
    /// commented out, so that the file changes nothing until a line is uncommented.
    public static var starterText: String {
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
