import Foundation

/// What a phone asks of the game, one WebSocket message each: `{"do":"right"}`. Anything else (too long,
/// not JSON, an unknown action) is no action at all, and the server counts it against the connection.
public enum PhoneAction: String, CaseIterable, Sendable {
    /// The word was guessed.
    case right
    /// The word was missed.
    case wrong
    /// Take the last answer back.
    case undo
    /// Skip the word without counting it wrong (nothing past the turn's passes).
    case pass
    /// The describer said a taboo word: it counts as wrong.
    case taboo
    /// Start the turn that waits, or close the card on screen (time's up, the final scoreboard).
    case start
    /// Pause or resume the clock.
    case pause
    /// End the game (asks first where the terminal asks).
    case quit
    /// Yes to the question on screen (quit?).
    case yes
    /// No to the question on screen.
    case no
    /// End this turn now; a party game goes on with the next team.
    case endTurn
    /// Add the game's extra seconds (`round.add_seconds`) to the turn in play.
    case moreTime

    /// The largest message accepted, in bytes.
    public static let maximumMessageBytes = 64

    /// The action `message` asks for, or nil when it is not a valid message.
    public init?(message: String) {
        guard message.utf8.count <= Self.maximumMessageBytes,
            let object = try? JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any],
            object.count == 1, let name = object["do"] as? String, let action = PhoneAction(rawValue: name)
        else { return nil }
        self = action
    }

    /// The message that asks for this action.
    public var message: String { #"{"do":"\#(rawValue)"}"# }

    /// What this action means for the engine when `role` asks for it in `phase`, or nil when that role may
    /// not ask it there (a describer cannot start a turn by tapping right, a board cannot answer at all).
    public func command(for role: PhoneRole, in phase: GamePhase) -> GameCommand? {
        switch self {
        case .right, .wrong, .undo, .pass, .taboo:
            guard role.mayAnswer, phase == .playing(.none) else { return nil }
            switch self {
            case .right: return .right
            case .wrong: return .wrong
            case .pass: return .pass
            case .taboo: return .taboo
            default: return .undo
            }
        case .start:
            guard role.mayRunGame else { return nil }
            switch phase {
            case .awaitingTurn, .timesUp, .showingRecap, .showingFinalScoreboard: return .confirm
            case .askingToPlayAgain: return .yes
            default: return nil
            }
        case .pause:
            guard role.mayRunGame, phase == .playing(.none) else { return nil }
            return .pause
        case .quit:
            guard role.mayRunGame, phase != .playing(.quitQuestion) else { return nil }
            return .quit
        case .yes, .no:
            guard role.mayRunGame, phase == .playing(.quitQuestion) else { return nil }
            return self == .yes ? .yes : .otherKey
        case .endTurn:
            guard role.mayRunGame, case .playing(.none) = phase else { return nil }
            return .endTurn
        case .moreTime:
            guard role.mayRunGame, case .playing(.none) = phase else { return nil }
            return .moreTime
        }
    }
}
