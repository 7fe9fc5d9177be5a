import GuessGame

/// What a key asks the game to do.
package enum KeyCommand: Equatable, Sendable {
    case right, wrong, undo, pause, help
    /// End the game (`guess-quit`: q; asks first during play): `HostAction.endGame`.
    case quit
    /// End the turn in play; the game goes on (`guess-end-turn`: e): `HostAction.endTurn`.
    case endTurn
    /// Pass (`guess-pass`: s); ↓ (`guess-down`) passes during play (clickers) and moves down a list.
    case pass, down
    /// ↑ (`guess-up`): moves up a list (the correction card).
    case up
    /// A taboo word was said (`guess-taboo`: t).
    case taboo
    /// More time for the turn (`guess-more-time`: m).
    case moreTime
    /// Correct the turn that just ended (`guess-correct`: c).
    case correct
    /// A point more or less for the team on the card (`guess-bonus`: +, `guess-minus`: -).
    case bonus, minus
    /// Show the QR code to join with a phone again (`guess-join`: j).
    case join
    /// Show the host's remote's and then the board's QR code (`guess-keys`: k), keyed addresses.
    case keyCards
    /// Yes to a question ("quit?", "play again?"): `guess-yes`, y by default, in the prompt keymap.
    case yes
    /// Enter: start the turn (`HostAction.startTurn`), or keep a correction.
    case confirm
    /// A key bound to nothing.
    case unknown
    /// End of input (Ctrl-D on a terminal).
    case endOfInput
    /// The terminal went away (its window closed): handled like SIGHUP.
    case hangup

    /// The host action this key asks for under the table every surface shares, or nil for an answer, a card's
    /// own key or a key that is no host action.
    package var hostAction: HostAction? {
        switch self {
        case .confirm: .startTurn
        case .pause: .pause
        case .moreTime: .moreTime
        case .endTurn: .endTurn
        case .quit: .endGame
        default: nil
        }
    }
}
