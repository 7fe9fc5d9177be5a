import Foundation
import GuessGame

/// What a phone asks of the game, one WebSocket message each: `{"do":"right"}`. Anything else (too long,
/// not JSON, an unknown action) is no action at all, and the server counts it against the connection.
public enum PhoneAction: String, CaseIterable, Sendable, Codable {
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
    /// Start the turn (`HostAction.startTurn`): the turn that waits, the next one from a recap, another
    /// round from "play again?"; after time's up, the recap first.
    case start
    /// Pause or resume the clock.
    case pause
    /// End the game (`HostAction.endGame`; during play the remote is asked first).
    case quit
    /// Yes to the question on screen (quit?).
    case yes
    /// No to the question on screen.
    case no
    /// End this turn now; a party game goes on with the next team (`HostAction.endTurn`).
    case endTurn
    /// Add the game's extra seconds (`round.add_seconds`) to the turn in play.
    case moreTime
    /// Between turns, change the mark of word `n` of the turn that just ended one step along the game's
    /// correction cycle, right → wrong → pass → right (`{"do":"fix","n":2}`, from 0), as the terminal's
    /// correction card and the pipe's `fix N` do (`CorrectionDraft.mark(after:step:)`).
    case fix
    /// Between turns, a bonus point for team `n` (in turn order, from 0).
    case bonus
    /// Between turns, a penalty point for team `n`.
    case penalty
    /// The host hands player `n` (in the state's `players`) over: the phone that held the player lets go,
    /// and the next phone that asks for the player gets it.
    case handOver
    /// Before a turn, the host picks player `n` (in the state's `players`, of the team whose turn waits)
    /// to describe it.
    case pickDescriber
    /// The host removes the phone holding player `n` (in the state's `players`): the player is freed (one
    /// who joined from a phone leaves the list), and that phone watches and may not claim again in this game.
    case remove
    /// The host locks the room: no new claims (the phones holding players keep them); guests still watch.
    case lock
    /// The host opens a locked room again.
    case unlock

    /// The largest message accepted, in bytes.
    public static let maximumMessageBytes = 64

    /// The action `message` asks for, or nil when it is not a valid message (or names an argument).
    public init?(message: String) {
        guard let (action, argument) = Self.parse(message), argument == nil else { return nil }
        self = action
    }

    /// The action `message` asks for with its argument `n` when it has one (`{"do":"fix","n":2}`), or nil
    /// when it is not a valid message: too long, not one JSON object, an unknown action, `n` not a whole
    /// number from 0 to 999 or any other key.
    public static func parse(_ message: String) -> (action: PhoneAction, argument: Int?)? {
        let data = Data(message.utf8)
        guard data.count <= Self.maximumMessageBytes,
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            Set(object.keys).isSubset(of: ["do", "n"]),
            let decoded = try? JSONDecoder().decode(Message.self, from: data),
            let action = PhoneAction(rawValue: decoded.do)
        else { return nil }
        if let argument = decoded.n, !(0...999).contains(argument) { return nil }
        return (action, decoded.n)
    }

    /// A message as sent: the action, and the number some actions take (JSON's `true` or `1.5` is not one).
    private struct Message: Decodable {
        var `do`: String
        var n: Int?
    }

    /// The message that asks for this action.
    public var message: String { #"{"do":"\#(rawValue)"}"# }

    /// Whether this action names the word it answers (`{"do":"right","n":3}`: the word's place in the
    /// turn, `PhoneState.wordIndex`).
    public var answersAWord: Bool { self == .right || self == .wrong || self == .pass || self == .taboo }

    /// Whether this action, sent for word `argument` of the turn, came too late: that word is no longer on
    /// the card (answered, undone or the turn ended). Such an answer changes nothing and the phone is told.
    public func isStale(argument: Int?, engine: GameEngine) -> Bool {
        guard answersAWord, let argument else { return false }
        return argument != engine.round?.currentIndex || RoomPhase(engine: engine) != .playing
    }

    /// What this action with `argument` means for `engine` when `role` asks for it (`RoomRules` first): an
    /// answer must name the word on the card; the corrections and points need the turn that just ended and
    /// the teams; the room's own actions (hand-over, picking the describer, removing a phone, locking)
    /// are no engine command.
    public func command(for role: RoomRole, argument: Int?, engine: GameEngine) -> GameCommand? {
        guard RoomRules.allows(role: role, phase: RoomPhase(engine: engine), action: self) else { return nil }
        switch self {
        case .right, .wrong, .pass, .taboo:
            guard let argument, argument == engine.round?.currentIndex else { return nil }
            return command(for: role, in: engine.phase)
        case .handOver, .pickDescriber, .remove, .lock, .unlock:
            return nil
        case .fix:
            guard let position = argument, let turn = engine.correctableTurn,
                turn.words.indices.contains(position)
            else { return nil }
            let next = CorrectionDraft.mark(after: turn.words[position].result)
            return .correct([WordCorrection(position: position, result: next)])
        case .bonus, .penalty:
            guard let index = argument, let party = engine.party, party.teams.indices.contains(index)
            else { return nil }
            return .adjust(team: party.teams[index], points: self == .bonus ? 1 : -1)
        default:
            guard argument == nil else { return nil }
            return command(for: role, in: engine.phase)
        }
    }

    /// What this action means for the engine when `role` asks for it in `phase`, or nil when that role may
    /// not ask it there (a describer cannot start a turn by tapping right, a board cannot answer at all).
    /// Corrections, points and the word an answer names need more than the phase: see
    /// `command(for:argument:engine:)`, which the server uses.
    public func command(for role: RoomRole, in phase: GamePhase) -> GameCommand? {
        let mayRunGame = role == .host
        switch self {
        case .fix, .bonus, .penalty, .handOver, .pickDescriber, .remove, .lock, .unlock:
            return nil
        case .right, .wrong, .undo, .pass, .taboo:
            guard role == .describer || role == .host, phase == .playing(.none) else { return nil }
            switch self {
            case .right: return .right
            case .wrong: return .wrong
            case .pass: return .pass
            case .taboo: return .taboo
            default: return .undo
            }
        case .start:
            guard mayRunGame else { return nil }
            switch phase {
            case .awaitingTurn, .timesUp, .showingRecap: return HostAction.startTurn.command
            case .askingToPlayAgain: return .yes
            default: return nil
            }
        case .pause:
            guard mayRunGame, phase == .playing(.none) else { return nil }
            return HostAction.pause.command
        case .quit:
            let over = phase == .showingFinalScoreboard || phase == .finished
            guard mayRunGame, phase != .playing(.quitQuestion), !over else { return nil }
            return HostAction.endGame.command
        case .yes, .no:
            guard mayRunGame, phase == .playing(.quitQuestion) else { return nil }
            return self == .yes ? .yes : .otherKey
        case .endTurn:
            guard mayRunGame, case .playing(.none) = phase else { return nil }
            return HostAction.endTurn.command
        case .moreTime:
            guard mayRunGame, case .playing(.none) = phase else { return nil }
            return HostAction.moreTime.command
        }
    }
}
