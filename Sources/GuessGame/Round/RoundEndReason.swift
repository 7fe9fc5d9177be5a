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
}
