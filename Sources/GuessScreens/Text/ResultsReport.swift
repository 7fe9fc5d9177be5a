import Foundation
import GuessGame
import GuessText

/// The results of games (`GameResults`) as one self-contained HTML file: inline CSS and SVG charts drawn
/// here (no script, nothing fetched), in the interface's language, one A4 page per game when printed.
/// Every chart's point and bar carries its value in a `data-value` attribute, every chart can be read
/// without colour (each team's line has its own dash and marker and is named at its end), and every text
/// from the store is bounded, made safe as for a terminal, then escaped.
package enum ResultsReport {
    /// The comment on the report's second line, by which an export file is told from any other.
    package static let marker = RoundExporter.reportMarker

    /// The report of `games` in the language of `strings`; `dateText` writes a game's start; `leagues`
    /// gives, by a game's position in `games`, what it did to its league (a game that counts).
    package static func html(
        _ games: [GameResults], strings: Strings, dateText: (Date) -> String, leagues: [Int: LeagueResult] = [:]
    ) -> String {
        let title =
            games.count == 1
            ? strings.resultsTitle(id: games[0].gameID, date: dateText(games[0].startedAt))
            : "guess"
        var out = "<!DOCTYPE html>\n\(marker)\n<html lang=\"\(strings.language.rawValue)\">\n<head>\n"
        out += "<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>\(escape(title))</title>\n<style>\n\(style)</style>\n</head>\n<body>\n"
        for (index, game) in games.enumerated() {
            out += section(game, key: index, strings: strings, dateText: dateText, league: leagues[index])
        }
        out += "<footer>\(escape(strings.resultsFooter))</footer>\n</body>\n</html>\n"
        return out
    }

    /// Text for HTML: `&`, `<`, `>`, quotes escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// Text from the store (a team, a player, a word): bounded, made safe, escaped.
    static func outside(_ text: String, limit: Int = 40) -> String {
        escape(OutsideText.forTerminal(text, limit: limit))
    }

    /// A team's name as shown: a single round's one team is named as such.
    static func team(_ name: String, _ strings: Strings) -> String {
        name.isEmpty ? escape(strings.resultsSingleRound) : outside(name)
    }

    /// A number for an attribute or a chart, without the locale's separators.
    package static func number(_ value: Double, digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

    private static func section(
        _ game: GameResults, key: Int, strings: Strings, dateText: (Date) -> String, league: LeagueResult?
    ) -> String {
        var out = "<section class=\"game\" data-game=\"\(game.gameID)\" data-turns=\"\(game.turns.count)\">\n"
        out += "<h1>\(escape(strings.resultsTitle(id: game.gameID, date: dateText(game.startedAt))))</h1>\n"
        out += "<p class=\"ending\" data-ending=\"\(game.ending.name)\">\(escape(endingLine(game, strings)))</p>\n"
        out += podium(game, strings)
        if let league { out += leagueTable(league, strings) }
        out += "<h2>\(escape(strings.resultsScoreByTurn))</h2>\n" + ScoreChart.svg(game, strings: strings)
        out += "<div class=\"pair\">\n<div>\n<h2>\(escape(strings.resultsDescribers))</h2>\n"
        out += DescriberChart.svg(game.describers, strings: strings, key: key) + "</div>\n"
        out += moments(game, strings) + "</div>\n"
        out += turnsTable(game, strings)
        out += "</section>\n"
        return out
    }

    /// How the game ended, as `history show`'s last line says it (a single round: its score and end).
    package static func endingLine(_ game: GameResults, _ strings: Strings) -> String {
        guard game.isParty else {
            return strings.resultsRoundLine(
                score: game.standings.first?.score ?? 0, ending: strings.ending(game.ending))
        }
        switch game.ending {
        case .won(let team): return strings.endingLine(.won(team: OutsideText.forTerminal(team, limit: 40)))
        case .tied(let teams):
            return strings.endingLine(.tied(teams: teams.map { OutsideText.forTerminal($0, limit: 40) }))
        default: return strings.endingLine(game.ending)
        }
    }

    private static func podium(_ game: GameResults, _ strings: Strings) -> String {
        var out = "<h2 class=\"print-hidden\">\(escape(strings.resultsPodium))</h2>\n<ol class=\"podium\">\n"
        for standing in game.standings {
            let winner = game.winners.contains(standing.team)
            let kind = standing.place <= 3 ? "place-\(standing.place)" : "off-podium"
            out += "<li class=\"\(kind)\(winner ? " winner" : "")\" data-place=\"\(standing.place)\" "
            out += "data-team=\"\(outside(standing.team))\" data-score=\"\(standing.score)\">"
            out += "<span class=\"rank\">\(escape(strings.resultsPlace(standing.place)))</span>"
            out += "<span class=\"team\">\(team(standing.team, strings))</span>"
            out += "<span class=\"score\">\(escape(strings.resultsPoints(standing.score)))</span></li>\n"
        }
        return out + "</ol>\n"
    }

    private static func moments(_ game: GameResults, _ strings: Strings) -> String {
        var out = "<div class=\"moments\">\n<h2>\(escape(strings.resultsMoments))</h2>\n<dl>\n"
        for moment in momentTexts(game, strings) {
            out += "<dt>\(escape(moment.label))</dt>\n"
            if let value = moment.value {
                out += "<dd data-moment=\"\(moment.kind)\" data-value=\"\(value)\"><strong>\(escape(moment.headline))"
                out += "</strong> · \(escape(moment.detail))</dd>\n"
            } else {
                out += "<dd>\(escape(strings.resultsNoMoment))</dd>\n"
            }
        }
        return out + "</dl>\n</div>\n"
    }

    /// One moment as words: what it is (`fastest`, `run`, `missed`), its label, its value (nil when it did
    /// not happen), its headline (the word, or the run's length) and the rest (names bounded and made safe).
    package struct MomentText: Equatable, Sendable {
        /// What the moment is: `fastest`, `run` or `missed`.
        package var kind: String
        /// Its label in the interface's language.
        package var label: String
        /// Its value; nil when it did not happen.
        package var value: String?
        /// Its headline: the word, or the run's length.
        package var headline = ""
        /// The rest: the names, bounded and made safe.
        package var detail = ""
    }

    /// The game's moments as the report and the board say them.
    package static func momentTexts(_ game: GameResults, _ strings: Strings) -> [MomentText] {
        var fastest = MomentText(kind: "fastest", label: strings.resultsFastest)
        if let word = game.fastestWord {
            fastest.value = number(word.seconds)
            fastest.headline = OutsideText.forTerminal(word.word, limit: 40)
            fastest.detail =
                strings.resultsSeconds(word.seconds) + " · " + who(word.team, word.describer, word.turn, strings)
        }
        var run = MomentText(kind: "run", label: strings.resultsLongestRun)
        if let longest = game.longestRun {
            run.value = "\(longest.words.count)"
            run.headline = strings.resultsInARow(longest.words.count)
            run.detail =
                longest.words.prefix(8).map { OutsideText.forTerminal($0, limit: 20) }.joined(
                    separator: strings.listSeparator) + (longest.words.count > 8 ? "…" : "") + " · "
                + who(longest.team, longest.describer, longest.turn, strings)
        }
        var missed = MomentText(kind: "missed", label: strings.resultsMostMissed)
        if let word = game.mostMissed {
            missed.value = "\(word.teams.count)"
            missed.headline = OutsideText.forTerminal(word.word, limit: 40)
            missed.detail = strings.resultsMissedBy(
                word.teams.map { $0.isEmpty ? strings.resultsSingleRound : OutsideText.forTerminal($0, limit: 40) })
        }
        return [fastest, run, missed]
    }

    private static func who(_ team: String, _ describer: String?, _ turn: Int, _ strings: Strings) -> String {
        strings.resultsWho(
            team: team.isEmpty ? "" : OutsideText.forTerminal(team, limit: 40),
            describer: describer.map { OutsideText.forTerminal($0, limit: 40) }, turn: turn)
    }

    /// The league's table of the game's players: their rating before and after it, and the change.
    private static func leagueTable(_ league: LeagueResult, _ strings: Strings) -> String {
        let name = league.league.map { OutsideText.forTerminal($0, limit: LeagueName.limit) }
        var out = "<div class=\"league\">\n<h2>\(escape(strings.leagueRatingsTitle(name)))</h2>\n<table>\n"
        out += "<thead><tr><th>\(escape(strings.playerColumn))</th><th>\(escape(strings.ratingColumn))</th>"
        out += "<th>\(escape(strings.lastChangeColumn))</th></tr></thead>\n<tbody>\n"
        for change in league.changes {
            out +=
                "<tr data-player=\"\(outside(change.name))\" data-before=\"\(number(change.before.ordinal, digits: 6))\" "
            out += "data-after=\"\(number(change.after.ordinal, digits: 6))\"><td>\(outside(change.name))</td>"
            out +=
                "<td>\(LeagueText.oneDecimal(change.before.ordinal)) → \(LeagueText.oneDecimal(change.after.ordinal))</td>"
            out += "<td>\(LeagueText.signed(change.after.ordinal - change.before.ordinal))</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n</div>\n"
    }

    private static func turnsTable(_ game: GameResults, _ strings: Strings) -> String {
        // A long game's table is left off the printed page, which keeps its one page (`history show` has it).
        var out = "<div class=\"turns\(game.turns.count > 10 ? " long" : "")\">\n"
        out += "<h2>\(escape(strings.resultsTurns))</h2>\n<table>\n<thead><tr>"
        let columns = [
            strings.resultsTurnColumn, strings.teamColumn, strings.resultsDescriberColumn, strings.right,
            strings.wrong, strings.resultsPassedColumn, strings.resultsPointsColumn, strings.resultsNoteColumn,
        ]
        out += columns.map { "<th>\(escape($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for turn in game.turns {
            var notes: [String] = []
            if turn.isTieBreak { notes.append(strings.resultsTieBreak) }
            if turn.corrected { notes.append(strings.resultsCorrected) }
            if turn.endedBy == .quit { notes.append(strings.resultsEndedEarly) }
            out +=
                "<tr data-turn=\"\(turn.number)\" data-team=\"\(outside(turn.team))\" data-correct=\"\(turn.correct)\" "
            out += "data-wrong=\"\(turn.wrong)\" data-passed=\"\(turn.passed)\" data-points=\"\(turn.points)\""
            out += "\(turn.isTieBreak ? " class=\"tie-break\"" : "")>"
            out += "<td>\(turn.number)</td><td>\(team(turn.team, strings))</td>"
            out += "<td>\(turn.describer.map { outside($0) } ?? "")</td>"
            out += "<td>\(turn.correct)</td><td>\(turn.wrong)</td><td>\(turn.passed)</td><td>\(turn.points)</td>"
            out += "<td>\(escape(notes.joined(separator: strings.listSeparator)))</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n</div>\n"
    }

    /// The report's style: large on a screen, one A4 page per game in print, legible without colour.
    static let style = """
        :root { color-scheme: light; }
        body { font-family: system-ui, "Noto Sans", "Noto Sans CJK SC", sans-serif; margin: 0 auto; max-width: 960px;
          padding: 16px; color: #111; background: #fff; font-size: 16px; }
        h1 { font-size: 1.6em; margin: 0 0 4px; }
        .game + .game { border-top: 3px double #111; margin-top: 32px; padding-top: 16px; }
        h2 { font-size: 1.05em; margin: 14px 0 4px; }
        .ending { font-size: 1.25em; font-weight: 700; margin: 0 0 8px; }
        .podium { list-style: none; display: flex; flex-wrap: wrap; gap: 8px; padding: 0; margin: 0;
          align-items: flex-end; }
        .podium li { border: 2px solid #111; padding: 6px 12px; display: flex; flex-direction: column;
          min-width: 120px; }
        .podium .place-1 { min-height: 84px; border-width: 4px; }
        .podium .place-2 { min-height: 66px; }
        .podium .place-3 { min-height: 52px; border-style: dashed; }
        .podium .off-podium { border-style: dotted; min-width: 80px; font-size: 0.85em; }
        .podium .winner { background: #fff3c4; }
        .podium .rank { font-weight: 700; }
        .podium .team { font-size: 1.2em; font-weight: 700; }
        svg { width: 100%; height: auto; display: block; }
        svg text { font-size: 13px; fill: #111; }
        .pair { display: grid; grid-template-columns: 3fr 2fr; gap: 16px; }
        dl { margin: 0; } dt { font-weight: 700; margin-top: 6px; } dd { margin: 0; }
        table { border-collapse: collapse; width: 100%; font-size: 0.9em; }
        th, td { border-bottom: 1px solid #999; padding: 2px 6px; text-align: left; }
        tr.tie-break td { font-style: italic; }
        .league table { width: auto; min-width: 50%; }
        footer { color: #555; font-size: 0.8em; margin-top: 12px; }
        @page { size: A4; margin: 10mm; }
        @media print {
          body { max-width: none; padding: 0; font-size: 10pt; }
          .game + .game { border-top: none; margin-top: 0; padding-top: 0; }
          .game { break-after: page; page-break-after: always; height: 272mm; overflow: hidden; }
          .game:last-of-type { break-after: auto; page-break-after: auto; }
          .turns.long, .print-hidden, footer { display: none; }
          .podium li { min-height: 0; }
          .podium .winner { background: none; }
        }

        """
}
