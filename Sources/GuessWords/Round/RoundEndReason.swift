/// Why a round ended.
public enum RoundEndReason: String, Codable, Sendable, CaseIterable {
    /// The clock ran out.
    case time
    /// Every drawable word was shown.
    case exhausted
    /// The host quit (or a turn was ended early).
    case quit
    /// The input ended.
    case eof
    /// A signal (Ctrl-C, SIGTERM, SIGHUP) stopped the program.
    case interrupted
}
