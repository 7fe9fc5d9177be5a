import Foundation
import GuessText

/// One line of a scripted game: `guess play` with standard input that is not a terminal.
package enum PipeCommand: Equatable, Sendable {
    /// `y` or `right`: the word was guessed.
    case right
    /// `n` or `wrong`: missed.
    case wrong
    /// `s` or `pass`: skipped, not counted wrong.
    case pass
    /// `t` or `taboo`: the describer said a taboo word.
    case taboo
    /// `more`: add `GameRules.addSeconds` to the turn.
    case more
    /// `fix N right|wrong|pass`: change the mark of word N (from 1) of the turn that just ended.
    case fix(word: Int, result: WordResult)
    /// `fix N`: step the mark of word N (from 1) of the turn that just ended one place along the game's
    /// correction cycle, right → wrong → pass → right, as the correction card and the phones do.
    case cycle(word: Int)
    /// `bonus TEAM`: between turns, a point more for the team named (as the host's `+`).
    case bonus(team: String)
    /// `penalty TEAM`: between turns, a point less for the team named (as the host's `-`).
    case penalty(team: String)
    /// `u` or `undo`: take the last answer back.
    case undo
    /// `p` or `pause`: pause or resume.
    case pause
    /// `q` or `quit`: end the game (`HostAction.endGame`; the pipe is not asked first).
    case quit
    /// `end`: end this turn; a party game goes on with the next (`HostAction.endTurn`).
    case endTurn
    /// `start`: start the turn that waits, or the next one from a recap (`HostAction.startTurn`).
    case start
    /// A blank line: nothing.
    case blank
    /// Anything else, as typed.
    case unknown(String)

    /// The command a line asks for; case and surrounding white space do not matter.
    package init(line: String) {
        if let points = Self.points(line) {
            self = points
            return
        }
        let text = line.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if let action = HostAction.allCases.first(where: { $0.pipeWords.contains(text) }) {
            self = Self(hostAction: action)
            return
        }
        switch text {
        case "": self = .blank
        case "y", "right": self = .right
        case "n", "wrong": self = .wrong
        case "u", "undo": self = .undo
        case "s", "pass": self = .pass
        case "t", "taboo": self = .taboo
        case let text where text.hasPrefix("fix"):
            self = Self.fix(text) ?? .unknown(line)
        default: self = .unknown(line)
        }
    }

    /// `fix N right|wrong|pass` (also `y`, `n`, `s`, `t`/`taboo`) or `fix N` alone, N a whole number
    /// from 1; nil otherwise.
    private static func fix(_ text: String) -> PipeCommand? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard parts.count == 2 || parts.count == 3, parts[0] == "fix", parts[1].count <= 9,
            let number = Int(parts[1]), number >= 1
        else {
            return nil
        }
        guard parts.count == 3 else { return .cycle(word: number) }
        let results: [String: WordResult] = [
            "right": .correct, "y": .correct, "correct": .correct, "wrong": .wrong, "n": .wrong,
            "pass": .passed, "s": .passed, "passed": .passed, "taboo": .taboo, "t": .taboo,
        ]
        return results[String(parts[2])].map { .fix(word: number, result: $0) }
    }

    /// `bonus TEAM` or `penalty TEAM` (the keyword in any case, the team as typed, trimmed); nil otherwise.
    private static func points(_ line: String) -> PipeCommand? {
        let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let space = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return nil }
        let team = text[space...].trimmingCharacters(in: .whitespaces)
        guard !team.isEmpty else { return nil }
        switch text[..<space].lowercased() {
        case "bonus": return .bonus(team: team)
        case "penalty": return .penalty(team: team)
        default: return nil
        }
    }

    /// The line of a host action, as the table every surface shares names it (`HostAction.pipeWords`).
    package init(hostAction: HostAction) {
        switch hostAction {
        case .startTurn: self = .start
        case .pause: self = .pause
        case .moreTime: self = .more
        case .endTurn: self = .endTurn
        case .endGame: self = .quit
        }
    }

    /// The host action this line asks for, or nil for an answer, a correction, points or another line.
    package var hostAction: HostAction? {
        switch self {
        case .start: .startTurn
        case .pause: .pause
        case .more: .moreTime
        case .endTurn: .endTurn
        case .quit: .endGame
        default: nil
        }
    }

    /// Whether the line belongs between turns (a correction or points), taken before the next turn starts.
    package var isBetweenTurns: Bool {
        switch self {
        case .fix, .cycle, .bonus, .penalty: true
        default: false
        }
    }

    /// The message for an unknown line number `number`, with the line shown escaped and cut short.
    package static func unknownMessage(_ line: String, number: Int, strings: Strings = Strings(.en)) -> String {
        let shown = OutsideText.forTerminal(line.trimmingCharacters(in: .whitespacesAndNewlines), limit: 32)
        return strings.unknownPipeCommand(shown, line: number)
    }
}

extension PipeCommand {
    /// What the line asks of `engine`: as `gameCommand`, with `fix N` stepped from the word's mark in the
    /// turn that just ended and `bonus`/`penalty` given to the team of the game named so (names compare
    /// as `OutsideText.sameName`). Nil for a blank or unknown line and for a team the game does not have.
    /// With no turn to correct, or no such word, `fix N` asks a correction the engine refuses (so the
    /// front end says the line was ignored, as for `fix N right`); points at the wrong time likewise.
    package func gameCommand(engine: GameEngine) -> GameCommand? {
        switch self {
        case .cycle(let word):
            guard let turn = engine.correctableTurn, turn.words.indices.contains(word - 1) else {
                return .correct([WordCorrection(position: word - 1, result: .correct)])
            }
            let next = CorrectionDraft.mark(after: turn.words[word - 1].result)
            return .correct([WordCorrection(position: word - 1, result: next)])
        case .bonus(let name), .penalty(let name):
            guard let team = engine.party?.teams.first(where: { OutsideText.sameName($0, name) }) else { return nil }
            return .adjust(team: team, points: self == .bonus(team: name) ? 1 : -1)
        default:
            return gameCommand
        }
    }

    /// What the line asks of the engine, as far as the line alone tells: nil for a blank or unknown line,
    /// and for `fix N`, `bonus` and `penalty`, which need the game (`gameCommand(engine:)`). `q` ends the
    /// game, `end` only the turn.
    package var gameCommand: GameCommand? {
        switch self {
        case .right: .right
        case .wrong: .wrong
        case .undo: .undo
        case .pause, .quit, .endTurn, .start, .more: hostAction?.command
        case .pass: .pass
        case .taboo: .taboo
        case .fix(let word, let result): .correct([WordCorrection(position: word - 1, result: result)])
        case .blank, .unknown, .cycle, .bonus, .penalty: nil
        }
    }
}
