import Foundation

/// One line of a scripted game: `guess play` with standard input that is not a terminal.
public enum PipeCommand: Equatable, Sendable {
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
    /// `u` or `undo`: take the last answer back.
    case undo
    /// `p` or `pause`: pause or resume.
    case pause
    /// `q` or `quit`: end the round and, in a party game, the game.
    case quit
    /// `end`: end this turn; the next one starts at once.
    case endTurn
    /// A blank line: nothing.
    case blank
    /// Anything else, as typed.
    case unknown(String)

    /// The command a line asks for; case and surrounding white space do not matter.
    public init(line: String) {
        switch line.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
        case "": self = .blank
        case "y", "right": self = .right
        case "n", "wrong": self = .wrong
        case "u", "undo": self = .undo
        case "p", "pause": self = .pause
        case "q", "quit": self = .quit
        case "end": self = .endTurn
        case "s", "pass": self = .pass
        case "t", "taboo": self = .taboo
        case "more": self = .more
        case let text where text.hasPrefix("fix"):
            self = Self.fix(text) ?? .unknown(line)
        default: self = .unknown(line)
        }
    }

    /// `fix N right|wrong|pass` (also `y`, `n`, `s`, `t`/`taboo`), N a whole number from 1; nil otherwise.
    private static func fix(_ text: String) -> PipeCommand? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard parts.count == 3, parts[0] == "fix", parts[1].count <= 9, let number = Int(parts[1]), number >= 1 else {
            return nil
        }
        let results: [String: WordResult] = [
            "right": .correct, "y": .correct, "correct": .correct, "wrong": .wrong, "n": .wrong,
            "pass": .passed, "s": .passed, "passed": .passed, "taboo": .taboo, "t": .taboo,
        ]
        return results[String(parts[2])].map { .fix(word: number, result: $0) }
    }

    /// The message for an unknown line number `number`, with the line shown escaped and cut short.
    public static func unknownMessage(_ line: String, number: Int, strings: Strings = Strings(.en)) -> String {
        let shown = OutsideText.forTerminal(line.trimmingCharacters(in: .whitespacesAndNewlines), limit: 32)
        return strings.unknownPipeCommand(shown, line: number)
    }
}

extension PipeCommand {
    /// What the line asks of the engine: nil for a blank or unknown line. `q` ends the game, `end` only
    /// the turn.
    public var gameCommand: GameCommand? {
        switch self {
        case .right: .right
        case .wrong: .wrong
        case .undo: .undo
        case .pause: .pause
        case .quit: .quit
        case .endTurn: .endTurn
        case .pass: .pass
        case .taboo: .taboo
        case .more: .moreTime
        case .fix(let word, let result): .correct([WordCorrection(position: word - 1, result: result)])
        case .blank, .unknown: nil
        }
    }
}
