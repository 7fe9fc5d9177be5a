/// Why a round ended.
package enum RoundEndReason: String, Codable, Sendable, CaseIterable {
    /// The clock ran out.
    case time
    /// Every drawable word was shown.
    case exhausted
    /// The host quit the round (in the terminal, `q` then `y`; through a pipe, `q`).
    case quit
    /// The turn was ended early and the game goes on (`end` through a pipe, the phones' end-turn button).
    case ended
    /// The input ended.
    case eof
    /// A signal (Ctrl-C, SIGTERM, SIGHUP) stopped the program.
    case interrupted

    /// How the round ended, as a sentence's clause (Markdown exports: "the time ran out", not "ended by time").
    package var howItEnded: String {
        switch self {
        case .time: "the time ran out"
        case .exhausted: "no words were left"
        case .quit: "the host quit"
        case .ended: "the turn was ended early"
        case .eof: "the input ended"
        case .interrupted: "a signal stopped the game"
        }
    }
}
