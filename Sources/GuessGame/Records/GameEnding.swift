/// How a game ended, as every view shows it (`guess history`, `history show`, exports, the phones' board):
/// worked out by `GameOutcome` from what the store kept.
package enum GameEnding: Equatable, Sendable {
    /// A party game with one winner: a team reached the score to win (`--to`), or every turn was played.
    case won(team: String)
    /// A party game whose turns were played out with first place shared.
    case tied(teams: [String])
    /// A single round played to its end: the clock, the deck or the piped input ran out.
    case played(RoundEndReason)
    /// The host ended it early (`q`, or a single round's `end`).
    case endedEarly
    /// A signal (Ctrl-C, SIGTERM, SIGHUP) or the end of piped input cut it short; a party game can be
    /// resumed.
    case interrupted
    /// Its process was killed or crashed before it could say how the game ended; a party game can be
    /// resumed.
    case unfinished
    /// A running process is still playing it.
    case playing

    /// A stable English name: `won`, `tied`, `played`, `ended_early`, `interrupted`, `unfinished` or
    /// `playing`.
    package var name: String {
        switch self {
        case .won: "won"
        case .tied: "tied"
        case .played: "played"
        case .endedEarly: "ended_early"
        case .interrupted: "interrupted"
        case .unfinished: "unfinished"
        case .playing: "playing"
        }
    }
}
