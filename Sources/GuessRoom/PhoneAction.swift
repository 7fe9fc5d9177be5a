import Foundation
import GuessGame

/// What a phone asks of the game, one WebSocket message each: `{"do":"right"}`. Anything else (too long,
/// not JSON, an unknown action) is no action at all, and the server counts it against the connection.
package enum PhoneAction: String, CaseIterable, Sendable, Codable {
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
    package static let maximumMessageBytes = 64

    /// The action `message` asks for, or nil when it is not a valid message (or names an argument).
    package init?(message: String) {
        guard let (action, argument) = Self.parse(message), argument == nil else { return nil }
        self = action
    }

    /// The action `message` asks for with its argument `n` when it has one (`{"do":"fix","n":2}`), or nil
    /// when it is not a valid message: too long, not one JSON object, an unknown action, `n` not a whole
    /// number from 0 to 999 or any other key.
    package static func parse(_ message: String) -> (action: PhoneAction, argument: Int?)? {
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
    package var message: String { #"{"do":"\#(rawValue)"}"# }

    /// Whether this action names the word it answers (`{"do":"right","n":3}`: the word's place in the
    /// turn, `PhoneState.wordIndex`).
    package var answersAWord: Bool { self == .right || self == .wrong || self == .pass || self == .taboo }

    /// Whether this action, sent for word `argument` of the turn, came too late: that word is no longer on
    /// the card (answered, undone or the turn ended). Such an answer changes nothing and the phone is told.
    package func isStale(argument: Int?, engine: GameEngine) -> Bool {
        guard answersAWord, let argument else { return false }
        return argument != engine.round?.currentIndex || RoomPhase(engine: engine) != .playing
    }

    /// What this action with `argument` means for `engine` when `role` asks for it: nil unless `RoomRules`
    /// allows it to that role in the game's phase (the rules are there and nowhere else); then the
    /// command it maps to (`command(argument:engine:)`).
    package func command(for role: RoomRole, argument: Int?, engine: GameEngine) -> GameCommand? {
        guard RoomRules.allows(role: role, phase: RoomPhase(engine: engine), action: self) else { return nil }
        return command(argument: argument, engine: engine)
    }

    /// The engine's command for this action once `RoomRules` allowed it, with `argument`: no rule of who
    /// may, only what the action names. An answer must name the word on the card; a correction a word of
    /// the turn that just ended, a point a team; the others take no argument. The room's own actions
    /// (hand-over, picking the describer, removing a phone, locking) are no engine command (the hub does them).
    package func command(argument: Int?, engine: GameEngine) -> GameCommand? {
        switch self {
        case .right, .wrong, .pass, .taboo:
            guard let argument, argument == engine.round?.currentIndex else { return nil }
            return command(in: engine.phase)
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
        case .undo, .start, .pause, .quit, .yes, .no, .endTurn, .moreTime:
            guard argument == nil else { return nil }
            return command(in: engine.phase)
        }
    }

    /// The engine's command this action maps to in `phase`, whoever asks (`RoomRules` says who may, and
    /// when): `start` is the play-again question's yes there and starts the turn elsewhere; the host's
    /// actions are `HostAction`'s commands; nil for the actions that need an argument or the room.
    package func command(in phase: GamePhase) -> GameCommand? {
        switch self {
        case .right: return .right
        case .wrong: return .wrong
        case .pass: return .pass
        case .taboo: return .taboo
        case .undo: return .undo
        case .start: return phase == .askingToPlayAgain ? .yes : HostAction.startTurn.command
        case .pause, .quit, .endTurn, .moreTime: return HostAction(phoneAction: self)?.command
        case .yes: return .yes
        case .no: return .otherKey
        case .fix, .bonus, .penalty, .handOver, .pickDescriber, .remove, .lock, .unlock: return nil
        }
    }
}
