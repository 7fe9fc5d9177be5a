import GuessText

/// The host's actions over the running game, one name each, the same on every surface: the terminal's keys
/// and questions, the host's remote (a phone) and the pipe. `Documentation/Playing.md`'s key table, the
/// remote's buttons and the pipe's words say these names; `HostActionTests` holds every surface to this table.
///
/// - start the turn: starts the turn that waits; on a party game's recap, starts the next turn at once
///   (there is no card left to close in between); on "play again?", plays again. Never ends anything.
/// - end the turn: the turn in play ends now (recorded as `ended`); a party game goes on with the next team.
/// - end the game: during play it asks first where a host can answer (terminal, remote) and then ends the
///   turn and the game; between turns it ends the game at once. The final scoreboard follows.
/// - pause, more time: as their names say, during play.
package enum HostAction: String, CaseIterable, Sendable {
    /// Start the turn (or the next one, from the recap).
    case startTurn
    /// Pause or resume the clock.
    case pause
    /// Add the rules' extra seconds to the turn in play.
    case moreTime
    /// End the turn in play; the game goes on.
    case endTurn
    /// End the game (asks first during play where someone can answer).
    case endGame

    /// The engine command every surface sends for this action.
    package var command: GameCommand {
        switch self {
        case .startTurn: .confirm
        case .pause: .pause
        case .moreTime: .moreTime
        case .endTurn: .endTurn
        case .endGame: .quit
        }
    }

    /// The terminal's default keys for this action, as the key table and the key help write them.
    package var terminalKeys: [String] {
        switch self {
        case .startTurn: ["Enter"]
        case .pause: ["space", "p"]
        case .moreTime: ["m"]
        case .endTurn: ["e"]
        case .endGame: ["q"]
        }
    }

    /// The pipe's words for this action (one line each), the first being the one the docs give.
    package var pipeWords: [String] {
        switch self {
        case .startTurn: ["start"]
        case .pause: ["pause", "p"]
        case .moreTime: ["more"]
        case .endTurn: ["end"]
        case .endGame: ["quit", "q"]
        }
    }

    /// The action's one name, as the key help, the remote's buttons and the docs say it.
    package func name(_ strings: Strings) -> String {
        switch self {
        case .startTurn: strings.pick("start the turn", "开始本回合")
        case .pause: strings.pick("pause", "暂停")
        case .moreTime: strings.pick("more time", "加时")
        case .endTurn: strings.pick("end the turn", "结束本回合")
        case .endGame: strings.pick("end the game", "结束游戏")
        }
    }
}
