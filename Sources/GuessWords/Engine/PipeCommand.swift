import Foundation

/// One line of a scripted game: `guess play` with standard input that is not a terminal.
public enum PipeCommand: Equatable, Sendable {
    /// `y` or `right`: the word was guessed.
    case right
    /// `n` or `wrong`: missed or passed.
    case wrong
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
        default: self = .unknown(line)
        }
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
        case .blank, .unknown: nil
        }
    }
}
